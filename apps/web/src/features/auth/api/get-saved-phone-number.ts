import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhoneSource, SavedPhoneNumberResponse } from '@dokkho/contract/phone-verification';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';

/**
 * `GET /api/log_reg/save-phone-number/{id}/?source=` (bearer, own id): the verified and pending numbers of
 * the account, so the phone page can offer the number given at sign-up. `source` only tells the server
 * where the page was opened from.
 */
export function getSavedPhoneNumber(
  userId: number,
  source: PhoneSource | undefined,
  signal?: AbortSignal,
): Promise<SavedPhoneNumberResponse> {
  return callApi(authRoutes.savedPhoneNumber, { params: { id: userId }, query: { source } }, { signal });
}

export function savedPhoneNumberQueryOptions(userId: number, source: PhoneSource | undefined) {
  return queryOptions({
    queryKey: ['auth', 'saved-phone-number', userId] as const,
    queryFn: ({ signal }) => getSavedPhoneNumber(userId, source, signal),
    // Read once per visit of the page: a number sent a code since then is offered by the form itself.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSavedPhoneNumber(userId: number | undefined, source: PhoneSource | undefined) {
  return useQuery({
    ...savedPhoneNumberQueryOptions(userId ?? 0, source),
    enabled: userId !== undefined,
  });
}
