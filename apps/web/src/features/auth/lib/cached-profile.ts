import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser, Role } from '@dokkho/contract/auth';
import { PROFILE_QUERY_KEY } from '../api/get-profile';

/** Puts the server's answer about the signed-in user into the profile cache (drawer, guards, pages). */
export function setCachedProfile(queryClient: QueryClient, user: AuthUser): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, user);
}

/**
 * A role was taken on: the answer carries the user's roles now. The guards read them from the cache, so the
 * dashboard opens without another profile call.
 */
export function setCachedRoles(queryClient: QueryClient, roles: Role[]): void {
  queryClient.setQueryData<AuthUser>(PROFILE_QUERY_KEY, (user) => (user ? { ...user, roles } : user));
}
