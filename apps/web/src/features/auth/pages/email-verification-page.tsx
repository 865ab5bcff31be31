import { useState } from 'react';
import { LogOut, MailCheck } from 'lucide-react';
import { SITE } from '@dokkho/contract/site';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { useProfile } from '../api/get-profile';
import { useLogout } from '../api/logout';
import { ResendEmailVerification } from '../components/resend-email-verification';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { VerificationCard } from '../components/verification-card';

/**
 * /email-verification (SPEC.md §2, §4): where a signed-in user with an unconfirmed e-mail waits for the
 * activation link. The route's gate decides who may be here; this page says where the link went, lets the
 * user ask for another one, and offers a way out (support for a wrong address, log out).
 */
export function EmailVerificationPage() {
  const { t } = useLingui();
  const { data: user } = useProfile();
  const siteName = SITE.name;
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  const email = user?.email;

  function onLogout() {
    setLoggingOut(true);
    void logout();
  }

  return (
    <VerificationCard icon={<MailCheck aria-hidden="true" />} title={t`Check your inbox`}>
      <p className="mt-2 text-base text-pretty text-slate-600">
        {email ? (
          <Trans>
            We sent an activation link to{' '}
            <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>.
          </Trans>
        ) : (
          <Trans>We sent an activation link to your e-mail address.</Trans>
        )}
      </p>

      <ol className="mt-6 space-y-2 rounded-lg bg-slate-50 p-4 text-left text-sm text-slate-700">
        <li className="flex gap-3">
          <StepNumber n={1} />
          <span>
            <Trans>Open the e-mail from {siteName}. It can take a few minutes to arrive.</Trans>
          </span>
        </li>
        <li className="flex gap-3">
          <StepNumber n={2} />
          <span>
            <Trans>Tap the link in it to confirm your address. You can then continue here.</Trans>
          </span>
        </li>
        <li className="flex gap-3">
          <StepNumber n={3} />
          <span>
            <Trans>Nothing there? Check your spam and promotions folders, or send a new e-mail below.</Trans>
          </span>
        </li>
      </ol>

      <ResendEmailVerification />

      <p className="mt-6 text-sm text-slate-600">
        <Trans>Wrong e-mail?</Trans>{' '}
        <a
          href={`mailto:${SITE.email}`}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          <Trans>Contact support</Trans>
        </a>
      </p>

      <Button
        variant="ghost"
        className="mt-2"
        onClick={onLogout}
        disabled={loggingOut}
        aria-busy={loggingOut}
      >
        {loggingOut ? (
          <SubmitProgress label={t`Logging out…`} />
        ) : (
          <>
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Log out</Trans>
          </>
        )}
      </Button>
    </VerificationCard>
  );
}

function StepNumber({ n }: { n: number }) {
  const format = useFormat();
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xs font-bold text-primary-800"
    >
      {format.number(n)}
    </span>
  );
}
