import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAccessToken } from '../../shared/auth/use-session';
import { loginHref } from '../../shared/auth/login-redirect';
import { buttonClasses } from '../../shared/ui/button';
import { SignpostIllustration } from '../../shared/ui/illustrations';
import { LoadErrorPanel } from '../../shared/ui/load-error-panel';
import { Spinner } from '../../shared/ui/spinner';
import { StatusPanel } from '../../shared/ui/status-panel';
import { useProfile } from '../../features/auth/api/get-profile';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The staff area's guard (/staff, an internal section outside SPEC.md §2). Signed out: /login with the way
 * back (SPEC.md §4, as RequireAuth). Signed in: only a user holding the `staff` role reaches the pages; anyone
 * else gets an honest "Staff only" panel and nothing of the staff API is called (the server would answer 403
 * anyway). Unlike RequireAuth, a profile that cannot be loaded stops here: the pages are useless without the
 * role and would only show their own 403s.
 */
export function RequireStaff() {
  const { t } = useLingui();
  const token = useAccessToken();
  const location = useLocation();
  const profile = useProfile();
  if (!token) return <Navigate to={loginHref(location)} replace />;
  if (profile.isLoading) {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner className="animate-progress-appear size-8" label={t`Loading your account`} />
      </div>
    );
  }
  if (!profile.data) {
    return (
      <LoadErrorPanel
        title={t`We couldn’t check your account`}
        error={profile.error ?? new Error(t`Something went wrong. Please try again.`)}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }
  if (!profile.data.roles.includes('staff')) {
    const email = profile.data.email;
    return (
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Staff only`}
        title={t`This area is for Dokkho staff`}
        description={
          <p>
            <Trans>
              You are signed in as <span className="font-semibold text-slate-800">{email}</span>, which has no
              staff role. If you work at Dokkho, ask an administrator to add the role to your account.
            </Trans>
          </p>
        }
      >
        <Link to="/newDashboard" className={buttonClasses()}>
          <Trans>Back to my learning</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    );
  }
  return <Outlet />;
}
