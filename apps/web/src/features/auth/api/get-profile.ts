import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { useAccessToken } from '../../../shared/auth/use-session';

/** `GET /api/user/auth/profile/` (bearer): the signed-in user. */
export function getProfile(signal?: AbortSignal): Promise<AuthUser> {
  return callApi(authRoutes.profile, {}, { signal });
}

export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    // SPEC.md §4: fetched only when a token exists, and not again on mount or window focus. Sign-in puts the
    // user from the login answer here, so a fresh sign-in costs no extra call.
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useProfile() {
  const token = useAccessToken();
  return useQuery({ ...profileQueryOptions(), enabled: Boolean(token) });
}
