import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessToken } from '../../shared/auth/use-session';
import { loginHref } from '../../shared/auth/login-redirect';
import { Spinner } from '../../shared/ui/spinner';
import { useProfile } from '../../features/auth/api/get-profile';
import { EMAIL_VERIFICATION_PATH } from '../../features/auth/lib/verification-step';

/**
 * The route guard's type numbers (SPEC.md §6). The guard only checks that a token exists (SPEC.md §6:
 * "enforcement of the type is not shown"); the number records which role a branch is for, so role checks
 * can be added in one place later.
 */
export const ROLE_TYPE = {
  recruiter: 1,
  instructor: 2,
  learner: 3,
  affiliate: 4,
  jobSeeker: 5,
} as const;

export type RoleType = (typeof ROLE_TYPE)[keyof typeof ROLE_TYPE];

/**
 * Layout route element for protected branches. Without a usable token (missing, or the text "undefined":
 * see token-store) it redirects to `/login?next=<path+query+hash>` (SPEC.md §4; the convention is in
 * shared/auth/login-redirect.ts), replacing the history entry so Back does not bounce into the guard again.
 *
 * With a token it waits for the profile (usually already cached by the sign-in) and sends a user whose
 * e-mail is not confirmed to /email-verification (SPEC.md §4 "Verification gating"). If the profile cannot
 * be loaded the page renders anyway: its own calls will fail or sign the user out (a 401) on their own.
 */
export function RequireAuth({ type: _roleType }: { type: RoleType }) {
  const token = useAccessToken();
  const location = useLocation();
  const profile = useProfile();
  if (!token) return <Navigate to={loginHref(location)} replace />;
  if (profile.isLoading) {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner className="animate-progress-appear size-8" label="Loading your account" />
      </div>
    );
  }
  if (profile.data && !profile.data.email_confirmed) {
    return <Navigate to={EMAIL_VERIFICATION_PATH} replace />;
  }
  return <Outlet />;
}
