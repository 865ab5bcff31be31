import { useState } from 'react';
import { LogOut, MailCheck } from 'lucide-react';
import { SITE } from '@dokkho/contract/site';
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
  const { data: user } = useProfile();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  function onLogout() {
    setLoggingOut(true);
    void logout();
  }

  return (
    <VerificationCard icon={<MailCheck aria-hidden="true" />} title="Check your inbox">
      <p className="mt-2 text-base text-pretty text-slate-600">
        We sent an activation link to{' '}
        {user ? (
          <strong className="font-semibold wrap-anywhere text-slate-900">{user.email}</strong>
        ) : (
          'your e-mail address'
        )}
        .
      </p>

      <ol className="mt-6 space-y-2 rounded-lg bg-slate-50 p-4 text-left text-sm text-slate-700">
        <li className="flex gap-3">
          <StepNumber n={1} />
          <span>Open the e-mail from {SITE.name}. It can take a few minutes to arrive.</span>
        </li>
        <li className="flex gap-3">
          <StepNumber n={2} />
          <span>Tap the link in it to confirm your address. You can then continue here.</span>
        </li>
        <li className="flex gap-3">
          <StepNumber n={3} />
          <span>Nothing there? Check your spam and promotions folders, or send a new e-mail below.</span>
        </li>
      </ol>

      <ResendEmailVerification />

      <p className="mt-6 text-sm text-slate-600">
        Wrong e-mail?{' '}
        <a
          href={`mailto:${SITE.email}`}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          Contact support
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
          <SubmitProgress label="Logging out…" />
        ) : (
          <>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </>
        )}
      </Button>
    </VerificationCard>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xs font-bold text-primary-800"
    >
      {n}
    </span>
  );
}
