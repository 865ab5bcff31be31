import { Navigate, Outlet } from 'react-router';
import { RotateCw } from 'lucide-react';
import { useAccessToken } from '../../shared/auth/use-session';
import { Button } from '../../shared/ui/button';
import { UnpluggedIllustration } from '../../shared/ui/illustrations';
import { StatusPanel } from '../../shared/ui/status-panel';
import { useProfile } from '../../features/auth/api/get-profile';
import { VerificationCardSkeleton } from '../../features/auth/components/verification-card';
import {
  verificationPath,
  verificationStep,
  type VerificationStep,
} from '../../features/auth/lib/verification-step';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Layout route element for /email-verification and /phone-verification (SPEC.md §4 "Verification
 * gating"): a visitor without a token goes to /; a signed-in user is kept on the step they still owe
 * (e-mail first, then phone), and one who owes neither goes to /. While the profile loads, the page's
 * skeleton shows. Redirects replace the history entry, so Back does not bounce into the gate again.
 */
export function VerificationGate({ step }: { step: Exclude<VerificationStep, 'done'> }) {
  const { t } = useLingui();
  const token = useAccessToken();
  const profile = useProfile();

  if (!token) return <Navigate to="/" replace />;
  if (!profile.data) {
    // A failed (or offline-paused) profile load must not leave the skeleton up forever.
    if (profile.isError || profile.fetchStatus === 'paused') {
      return (
        <StatusPanel
          illustration={<UnpluggedIllustration />}
          title={t`We could not load your account`}
          description={profile.error?.message ?? t`Check your connection and try again.`}
        >
          <Button onClick={() => void profile.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </Button>
        </StatusPanel>
      );
    }
    return <VerificationCardSkeleton />;
  }

  const owed = verificationStep(profile.data);
  if (owed === 'done') return <Navigate to="/" replace />;
  if (owed !== step) return <Navigate to={verificationPath(owed)} replace />;
  return <Outlet />;
}
