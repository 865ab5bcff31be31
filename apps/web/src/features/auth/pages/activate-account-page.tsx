import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { CircleCheck, LoaderCircle, MailX, RotateCw } from 'lucide-react';
import { EmailVerifyConfirmRequest, type AuthUser } from '@dokkho/contract/auth';
import { ApiError } from '@dokkho/contract/errors';
import { SITE } from '@dokkho/contract/site';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAccessToken } from '../../../shared/auth/use-session';
import { loginHref } from '../../../shared/auth/login-redirect';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { useConfirmEmail } from '../api/confirm-email';
import { useProfile } from '../api/get-profile';
import { ResendEmailVerification } from '../components/resend-email-verification';
import { VerificationCard } from '../components/verification-card';
import { EMAIL_VERIFICATION_PATH, PHONE_VERIFICATION_PATH } from '../lib/verification-step';

/** Where a confirmed user goes next (SPEC.md §4): the phone step if they have no number, else learning. */
export function nextStepAfterEmail(user: Pick<AuthUser, 'phone_number'>): string {
  return user.phone_number?.trim() ? '/newDashboard' : PHONE_VERIFICATION_PATH;
}

/**
 * /log_reg/activate/:uidb64/:token (SPEC.md §2): the link from the activation e-mail. Confirms the e-mail
 * as soon as it opens, exactly once (the token is single-use, so a second PUT from React's StrictMode
 * double effect would turn a success into "expired"), then offers the next step. Works signed out: the
 * link is often opened in the mail app's browser.
 */
export function ActivateAccountPage() {
  const { t } = useLingui();
  const sayMessage = useContractMessages();
  const { uidb64 = '', token = '' } = useParams();
  const parsed = EmailVerifyConfirmRequest.safeParse({ uidb64, token });
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const link = `${uidb64}/${token}`;
    if (sentFor.current === link) return;
    sentFor.current = link;
    const body = EmailVerifyConfirmRequest.safeParse({ uidb64, token });
    if (body.success) mutate(body.data);
  }, [mutate, uidb64, token]);

  if (!parsed.success) {
    return (
      <ActivationFailed
        message={sayMessage(parsed.error.issues[0]?.message) ?? t`This activation link is not valid`}
      />
    );
  }
  if (confirm.isSuccess) return <ActivationSucceeded user={confirm.data.user} />;
  if (confirm.isError) {
    const error = confirm.error;
    // 4xx: the link itself is bad (used, expired, tampered). Anything else (offline, a server error) may
    // work on a second try with the same link.
    const linkIsBad = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return (
      <ActivationFailed
        message={error.message}
        onRetry={linkIsBad ? undefined : () => confirm.mutate(parsed.data)}
      />
    );
  }
  return (
    <VerificationCard
      icon={<LoaderCircle aria-hidden="true" className="animate-spin" />}
      title={t`Confirming your e-mail…`}
    >
      <p role="status" className="mt-2 text-base text-slate-600">
        <Trans>This takes a moment. Please keep this page open.</Trans>
      </p>
    </VerificationCard>
  );
}

function ActivationSucceeded({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const signedIn = Boolean(useAccessToken());
  const next = nextStepAfterEmail(user);
  const firstName = user.first_name;
  const email = user.email;
  const siteName = SITE.name;
  return (
    <VerificationCard
      tone="success"
      icon={<CircleCheck aria-hidden="true" />}
      title={t`Your e-mail is confirmed`}
    >
      <p role="status" className="mt-2 text-base text-pretty text-slate-600">
        {firstName ? (
          <Trans>
            Thanks, {firstName}. <strong className="wrap-anywhere">{email}</strong> is now linked to your{' '}
            {siteName} account.
          </Trans>
        ) : (
          <Trans>
            Thanks. <strong className="wrap-anywhere">{email}</strong> is now linked to your {siteName}{' '}
            account.
          </Trans>
        )}
      </p>
      <Link
        to={signedIn ? next : loginHref({ pathname: next })}
        className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
      >
        {signedIn ? <Trans>Continue</Trans> : <Trans>Log in to continue</Trans>}
      </Link>
    </VerificationCard>
  );
}

function ActivationFailed({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { t } = useLingui();
  const signedIn = Boolean(useAccessToken());
  const { data: user } = useProfile();
  return (
    <VerificationCard
      tone="danger"
      icon={<MailX aria-hidden="true" />}
      title={t`We could not confirm your e-mail`}
    >
      <p role="alert" className="mt-2 text-base text-pretty text-slate-700">
        {message}
      </p>
      {onRetry ? (
        <Button size="lg" className="mt-6 w-full" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </Button>
      ) : signedIn && user?.email_confirmed ? (
        // Signed in and already confirmed (an old link opened twice): nothing to resend.
        <Link
          to={nextStepAfterEmail(user)}
          className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
        >
          <Trans>Continue</Trans>
        </Link>
      ) : signedIn ? (
        <ResendEmailVerification label={t`Send a new link`} />
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            <Trans>Log in and we will send you a new link.</Trans>
          </p>
          <Link
            to={loginHref({ pathname: EMAIL_VERIFICATION_PATH })}
            className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}
          >
            <Trans>Log in to get a new link</Trans>
          </Link>
        </>
      )}
    </VerificationCard>
  );
}
