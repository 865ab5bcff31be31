import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoaderCircle, RotateCw, ShieldAlert } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { loginHref } from '../../../shared/auth/login-redirect';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { useGoogleLogin } from '../api/google-login';
import { FormAlert } from '../../../shared/ui/form-alert';
import { GoogleButton } from '../components/google-button';
import { VerificationCard } from '../components/verification-card';
import { consumeGoogleSignIn, parseGoogleCallback } from '../lib/google-oauth';
import { PHONE_VERIFICATION_PATH } from '../lib/verification-step';

/** Where a returning user lands without a `next` (as after a password login: ADR 005). */
export const AFTER_GOOGLE_DEFAULT_PATH = '/newDashboard';

/** The English of the messages below (the tests read them); the page shows their translation. */
export const GOOGLE_CANCELLED_MESSAGE =
  'You did not allow Dokkho to use your Google account. You can try again, or log in with your username or e-mail and password.';
export const GOOGLE_STATE_MESSAGE =
  'For your safety, a Google sign-in has to finish in the browser tab it started in, within 30 minutes. Please start again.';

type Checked =
  | { kind: 'ok'; accessToken: string; next: string | null }
  | { kind: 'cancelled'; next: string | null }
  | { kind: 'google_error'; error: string; next: string | null }
  | { kind: 'bad_state' };

/** Reads what Google sent back and checks it against the sign-in this tab started (single-use). */
function checkCallback(hash: string, search: string): Checked {
  const params = parseGoogleCallback(hash, search);
  if (params.kind === 'empty') return { kind: 'bad_state' };
  const pending = consumeGoogleSignIn(params.state);
  if (!pending) return { kind: 'bad_state' };
  if (params.kind === 'error') {
    return params.error === 'access_denied'
      ? { kind: 'cancelled', next: pending.next }
      : { kind: 'google_error', error: params.error, next: pending.next };
  }
  return { kind: 'ok', accessToken: params.accessToken, next: pending.next };
}

/**
 * /auth/google/callback: where Google sends the browser back (lib/google-oauth.ts). Takes the token out of
 * the address bar at once (so it is not left in history, a screenshot or a shared link), checks the state,
 * then signs in through our API. SPEC.md §4: a new account goes on to /phone-verification, a returning one
 * to where it started (or its dashboard). Failures get a designed state with a way back (SPEC.md §8: the
 * server's message in red, as in the login dialog).
 */
export function GoogleCallbackPage() {
  const { t } = useLingui();
  const format = useFormat();
  const stateMinutes = format.number(30);
  const location = useLocation();
  const navigate = useNavigate();
  const googleLogin = useGoogleLogin();
  const { mutate } = googleLogin;
  // The check consumes the pending sign-in, so it runs once per visit, not on every render.
  const [checked, setChecked] = useState<Checked | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice: the second run must not consume the (already consumed) state.
    if (started.current) return;
    started.current = true;
    const result = checkCallback(location.hash, location.search);
    // Out of the address bar and history before anything else happens.
    void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
    setChecked(result);
    if (result.kind === 'ok') signIn(result.accessToken, result.next);
    // Only on arrival: later renders (our own URL clean-up included) must not start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function signIn(accessToken: string, next: string | null) {
    mutate(
      { access_token: accessToken },
      {
        onSuccess: (answer) => {
          // The phone page is told where the user came from (GET log_reg/save-phone-number/?source=).
          const target = answer.new_user
            ? `${PHONE_VERIFICATION_PATH}?source=google`
            : (next ?? AFTER_GOOGLE_DEFAULT_PATH);
          void navigate(target, { replace: true });
        },
      },
    );
  }

  if (checked === null || (checked.kind === 'ok' && !googleLogin.isError)) {
    return (
      <VerificationCard
        icon={<LoaderCircle aria-hidden="true" className="animate-spin" />}
        title={t`Signing you in with Google…`}
      >
        <p role="status" className="mt-2 text-base text-slate-600">
          <Trans>This takes a moment. Please keep this page open.</Trans>
        </p>
      </VerificationCard>
    );
  }

  if (checked.kind === 'ok') {
    const error = googleLogin.error;
    // A 4xx is about this token or account: a new Google sign-in is the way forward. No answer or a 5xx
    // (Google or we were briefly unavailable) may work with the same token, which Google keeps valid for
    // an hour.
    const sameTokenMayWork = !(error instanceof ApiError && error.status >= 400 && error.status < 500);
    return (
      <CallbackFailed title={t`We could not sign you in with Google`} next={checked.next}>
        <div className="mt-4 text-left">
          <FormAlert>{error?.message ?? t`Something went wrong. Please try again.`}</FormAlert>
        </div>
        {sameTokenMayWork ? (
          <Button size="lg" className="mt-6 w-full" onClick={() => signIn(checked.accessToken, checked.next)}>
            <RotateCw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <GoogleButton label={t`Try Google again`} next={checked.next} className="mt-6" />
        )}
      </CallbackFailed>
    );
  }

  if (checked.kind === 'cancelled') {
    return (
      <CallbackFailed title={t`Signing in with Google was cancelled`} next={checked.next}>
        <p className="mt-2 text-base text-pretty text-slate-600">
          {t`You did not allow Dokkho to use your Google account. You can try again, or log in with your username or e-mail and password.`}
        </p>
        <GoogleButton label={t`Try Google again`} next={checked.next} className="mt-6" />
      </CallbackFailed>
    );
  }

  if (checked.kind === 'google_error') {
    const googleError = checked.error.slice(0, 60);
    return (
      <CallbackFailed title={t`Google could not sign you in`} next={checked.next}>
        <div className="mt-4 text-left">
          <FormAlert>
            <Trans>Google stopped the sign-in ({googleError}). Please try again in a moment.</Trans>
          </FormAlert>
        </div>
        <GoogleButton label={t`Try Google again`} next={checked.next} className="mt-6" />
      </CallbackFailed>
    );
  }

  return (
    <CallbackFailed title={t`We could not finish signing you in`} next={null}>
      <div className="mt-4 text-left">
        <FormAlert>
          {t`For your safety, a Google sign-in has to finish in the browser tab it started in, within ${stateMinutes} minutes. Please start again.`}
        </FormAlert>
      </div>
      <GoogleButton label={t`Start again with Google`} className="mt-6" />
    </CallbackFailed>
  );
}

/** /login, carrying the place to return to. */
function passwordLoginHref(next: string | null): string {
  if (!next) return loginHref();
  const url = new URL(next, window.location.origin);
  return loginHref({ pathname: url.pathname, search: url.search, hash: url.hash });
}

function CallbackFailed(props: { title: string; next: string | null; children: ReactNode }) {
  return (
    <VerificationCard tone="danger" icon={<ShieldAlert aria-hidden="true" />} title={props.title}>
      {props.children}
      <Link
        to={passwordLoginHref(props.next)}
        className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'mt-3 w-full' })}
      >
        <Trans>Log in with password</Trans>
      </Link>
    </VerificationCard>
  );
}
