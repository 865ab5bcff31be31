import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSiteConfig } from '../../../shared/api/site-config';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { beginGoogleSignIn } from '../lib/google-oauth';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** The English of the message shown when the browser keeps no session data (the tests read it). */
export const GOOGLE_STORAGE_BLOCKED_MESSAGE =
  'Google sign-in needs this browser to keep a little data for this tab. Allow site data, or log in with your password.';

/** Google's "G" mark, drawn inline (no request to Google until someone actually signs in with it). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

/** The "or" rule between the Google option and the password form. */
function OrDivider({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {text}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/** Sends the browser to Google; swapped out in tests, where a real navigation would end the document. */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * The Google option (SPEC.md §2: the login dialog; also /login, /register and the Google callback's
 * retry). Rendered only when the site config offers Google: switched off, or while the config cannot be
 * read, there is no Google option at all rather than one that fails. While the config loads, a skeleton
 * holds its place. A click starts the redirect sign-in of lib/google-oauth.ts; `next` is where a
 * returning user lands afterwards (a new one goes to /phone-verification, SPEC.md §4).
 */
export function GoogleButton({
  next = null,
  label,
  divider = 'none',
  dividerText,
  disabled,
  className,
}: {
  next?: string | null;
  label?: string;
  /** The "or" rule before or after the button, so that it goes away with it. */
  divider?: 'before' | 'after' | 'none';
  dividerText?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const google = config.data?.google;

  useEffect(() => {
    // Back from Google's page, the browser may restore this page as it was left: "Opening Google…".
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (config.isPending) {
    return (
      <div className={className} aria-hidden="true">
        {divider === 'before' ? <Skeleton className="mb-5 h-5 w-full" /> : null}
        <Skeleton className="h-11 w-full rounded-lg" />
        {divider === 'after' ? <Skeleton className="mt-5 h-5 w-full" /> : null}
      </div>
    );
  }
  if (!google) return null;

  function start() {
    if (!google) return;
    setError(null);
    let url: string;
    try {
      url = beginGoogleSignIn(google, { origin: window.location.origin, next });
    } catch {
      setError(
        t`Google sign-in needs this browser to keep a little data for this tab. Allow site data, or log in with your password.`,
      );
      return;
    }
    setRedirecting(true);
    browserNavigation.assign(url);
  }

  return (
    <div className={className}>
      {divider === 'before' ? (
        <div className="mb-5">
          <OrDivider text={dividerText ?? t`or`} />
        </div>
      ) : null}
      <Button
        variant="secondary"
        className="w-full"
        onClick={start}
        disabled={disabled || redirecting}
        aria-busy={redirecting}
      >
        {redirecting ? (
          <SubmitProgress label={t`Opening Google…`} />
        ) : (
          <>
            <GoogleMark />
            {label ?? t`Continue with Google`}
          </>
        )}
      </Button>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      {divider === 'after' ? (
        <div className="mt-5">
          <OrDivider text={dividerText ?? t`or`} />
        </div>
      ) : null}
    </div>
  );
}
