import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Smartphone } from 'lucide-react';
import type { AuthUser } from '@dokkho/contract/auth';
import { PhoneSource } from '@dokkho/contract/phone-verification';
import { SITE } from '@dokkho/contract/site';
import { Trans, useLingui } from '@lingui/react/macro';
import { readNextPath } from '../../../shared/auth/login-redirect';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PROFILE_QUERY_KEY, useProfile } from '../api/get-profile';
import { useLogout } from '../api/logout';
import { useSavedPhoneNumber } from '../api/get-saved-phone-number';
import { PhoneVerificationForm } from '../components/phone-verification-form';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { VerificationCard } from '../components/verification-card';
import { PHONE_VERIFICATION_PATH } from '../lib/verification-step';

/** Where a verified user goes when the page was not given a `next`. */
export const AFTER_PHONE_VERIFICATION_PATH = '/newDashboard';

/**
 * /phone-verification (SPEC.md §2, §4): the last verification step, also where a first Google sign-in
 * lands. The route's gate decides who may be here. The number given earlier (at sign-up) is offered
 * first; `?source=` (register, google, profile) is passed on to the server, `?next=` is where to go after.
 */
export function PhoneVerificationPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useProfile();
  const parsedSource = PhoneSource.safeParse(params.get('source'));
  const source = parsedSource.success ? parsedSource.data : undefined;
  const saved = useSavedPhoneNumber(user?.id, source);
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  // The verified user goes into the profile cache only when this page unmounts, i.e. when the router
  // commits the next page. Sooner, the verification gate around this page would see the phone number and
  // redirect to / (SPEC.md §4) before the lazy next page has loaded, overriding `next`.
  const verifiedUser = useRef<AuthUser | null>(null);
  useEffect(
    () => () => {
      if (verifiedUser.current) queryClient.setQueryData(PROFILE_QUERY_KEY, verifiedUser.current);
    },
    [queryClient],
  );

  async function onVerified(verified: AuthUser) {
    const next = readNextPath(params);
    const target = next && !next.startsWith(PHONE_VERIFICATION_PATH) ? next : AFTER_PHONE_VERIFICATION_PATH;
    verifiedUser.current = verified;
    await navigate(target, { replace: true });
  }

  const firstName = user?.first_name;
  const siteName = SITE.name;

  function onLogout() {
    setLoggingOut(true);
    void logout();
  }

  return (
    <VerificationCard icon={<Smartphone aria-hidden="true" />} title={t`Verify your mobile number`}>
      <p className="mt-2 text-base text-pretty text-slate-600">
        {firstName ? (
          <Trans>
            One last step, {firstName}: confirm your mobile number with a code we send by SMS. {siteName} uses
            it only for your account and course updates.
          </Trans>
        ) : (
          <Trans>
            One last step: confirm your mobile number with a code we send by SMS. {siteName} uses it only for
            your account and course updates.
          </Trans>
        )}
      </p>

      {saved.isPending && user ? (
        <div className="mt-6 space-y-4" aria-busy="true">
          <span className="sr-only" role="status">
            <Trans>Loading your number</Trans>
          </span>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-11 w-full rounded-lg" />
          <Skeleton className="h-12 w-full rounded-lg" />
        </div>
      ) : (
        <PhoneVerificationForm
          // A failed look-up only means nothing is offered: the form works without it.
          initialPhoneNumber={saved.data?.pending_phone_number}
          onVerified={onVerified}
        />
      )}

      <Button
        variant="ghost"
        className="mt-6"
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
