import { Navigate, Outlet } from 'react-router';
import { useAccessToken } from '../../shared/auth/use-session';

/** SPEC.md §2 and §6: /login is closed to a user holding an access value; they go to their dashboard. */
export const SIGNED_IN_HOME = '/newDashboard';

export function RedirectIfSignedIn() {
  const token = useAccessToken();
  if (token) return <Navigate to={SIGNED_IN_HOME} replace />;
  return <Outlet />;
}
