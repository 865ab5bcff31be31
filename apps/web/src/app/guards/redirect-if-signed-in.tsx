import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessToken } from '../../shared/auth/use-session';
import { readNextPath } from '../../shared/auth/login-redirect';

/** SPEC.md §2 and §6: /login is closed to a user holding an access value; they go to their dashboard. */
export const SIGNED_IN_HOME = '/newDashboard';

/**
 * Also how a sign-in on the /login page finishes: the moment the token is stored this sends the user to the
 * `next` target the protected route gave them, or to the dashboard (ADR 005).
 */
export function RedirectIfSignedIn() {
  const token = useAccessToken();
  const location = useLocation();
  if (token) return <Navigate to={readNextPath(location.search) ?? SIGNED_IN_HOME} replace />;
  return <Outlet />;
}
