import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { clearSession } from '../../../shared/auth/token-store';

/**
 * `POST /api/user/auth/logout/`: revokes the session on the server and clears the refresh cookie. The cookie
 * is the credential, so no bearer token goes along and nothing is refreshed first (`public`).
 */
export function postLogout(): Promise<{ detail: string }> {
  return callApi(authRoutes.logout, { body: {} });
}

/**
 * Signed in -> signed out (SPEC.md §4): tell the server (a failure does not keep anyone signed in), go to
 * `/`, then forget the token, clear all local storage and drop every cached query. Navigating first keeps a
 * protected page's guard from bouncing to /login?next=... on its way out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await postLogout();
    } catch {
      // Offline or already signed out: sign out on this device anyway.
    }
    await navigate('/');
    clearSession();
    queryClient.clear();
  }, [navigate, queryClient]);
}
