import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessToken } from '../../shared/auth/use-session';
import { loginHref } from '../../shared/auth/login-redirect';
import { loadChunk } from '../../shared/routing/load-chunk';
import { Spinner } from '../../shared/ui/spinner';
import type { AuthUser, Role } from '@dokkho/contract/auth';
import { useProfile } from '../../features/auth/api/get-profile';
import { EMAIL_VERIFICATION_PATH } from '../../features/auth/lib/verification-step';
import { useLingui } from '@lingui/react/macro';

/**
 * The route guard's type numbers (SPEC.md §6): which role a branch is for. SPEC.md §6 says the seed's guard
 * only checks the token; ours also checks the role, since the server enforces it on every role endpoint
 * anyway and a dashboard that only answers 403 helps nobody.
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
 * The "become a ..." panel holds forms (react-hook-form, the shared schemas): loaded only when a user opens a
 * dashboard of a role they do not hold, so the first page of everyone else stays small.
 */
const BecomeRolePanel = lazy(() =>
  loadChunk(() => import('../../features/auth/components/become-role-panel')).then((m) => ({
    default: m.BecomeRolePanel,
  })),
);

const ROLE_OF_TYPE = {
  1: 'recruiter',
  2: 'instructor',
  3: 'learner',
  4: 'affiliate',
  5: 'job_seeker',
} as const satisfies Record<RoleType, Role>;

/** Every user is a learner (SPEC.md §6); staff pass every role check, as on the server. */
export function holdsRole(user: Pick<AuthUser, 'roles'>, role: Role): boolean {
  return role === 'learner' || user.roles.includes(role) || user.roles.includes('staff');
}

/**
 * Layout route element for protected branches. Without a usable token (missing, or the text "undefined":
 * see token-store) it redirects to `/login?next=<path+query+hash>` (SPEC.md §4; the convention is in
 * shared/auth/login-redirect.ts), replacing the history entry so Back does not bounce into the guard again.
 *
 * With a token it waits for the profile (usually already cached by the sign-in) and sends a user whose
 * e-mail is not confirmed to /email-verification (SPEC.md §4 "Verification gating"); `verifiedEmail={false}`
 * leaves that to the page (the /convert-* pages explain it themselves). A user without the branch's role
 * gets the "become a ..." panel instead of the dashboard. If the profile cannot be loaded the page renders
 * anyway: its own calls will fail or sign the user out (a 401) on their own.
 */
export function RequireAuth({ type, verifiedEmail = true }: { type: RoleType; verifiedEmail?: boolean }) {
  const { t } = useLingui();
  const token = useAccessToken();
  const location = useLocation();
  const profile = useProfile();
  if (!token) return <Navigate to={loginHref(location)} replace />;
  const loading = (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="animate-progress-appear size-8" label={t`Loading your account`} />
    </div>
  );
  if (profile.isLoading) return loading;
  if (verifiedEmail && profile.data && !profile.data.email_confirmed) {
    return <Navigate to={EMAIL_VERIFICATION_PATH} replace />;
  }
  const role = ROLE_OF_TYPE[type];
  if (profile.data && role !== 'learner' && !holdsRole(profile.data, role)) {
    return (
      <Suspense fallback={loading}>
        <BecomeRolePanel role={role} />
      </Suspense>
    );
  }
  return <Outlet />;
}
