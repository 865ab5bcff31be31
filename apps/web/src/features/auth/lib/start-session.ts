import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@dokkho/contract/auth';
import { setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';

/**
 * Signed out -> signed in (SPEC.md §4) after a login or sign-up answer: the access token and user id go to
 * the token store, the user into the profile cache. `refresh` is deliberately dropped: the browser holds it
 * in the httpOnly cookie the same answer set (ARCHITECTURE.md "Identity, sessions and roles").
 */
export function startSession(queryClient: QueryClient, answer: LoginResponse): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, answer.user);
  setSession(answer.access, answer.user.id);
}
