import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessToken } from '../../shared/auth/use-session';
import { loginHref } from '../../shared/auth/login-redirect';

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
 */
export function RequireAuth({ type: _roleType }: { type: RoleType }) {
  const token = useAccessToken();
  const location = useLocation();
  if (!token) return <Navigate to={loginHref(location)} replace />;
  return <Outlet />;
}
