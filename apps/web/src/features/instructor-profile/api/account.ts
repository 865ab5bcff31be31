import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstructorPayoutDetailsInput } from '@dokkho/contract/instructors';
import { instructorsRoutes } from '@dokkho/contract/routes/instructors';
import { callApi } from '../../../shared/api/call';
import { INSTRUCTOR_PROFILE_KEY } from './keys';

/** `GET /api/instructors/account/`: sign-in identity and payout details (private). */
export function accountQueryOptions() {
  return queryOptions({
    queryKey: [...INSTRUCTOR_PROFILE_KEY, 'account'] as const,
    queryFn: ({ signal }) => callApi(instructorsRoutes.account, {}, { signal }),
  });
}

export function useInstructorAccount() {
  return useQuery(accountQueryOptions());
}

/** `PATCH /api/instructors/account/`: where earnings are paid. */
export function useUpdatePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructorPayoutDetailsInput) => callApi(instructorsRoutes.updateAccount, { body }),
    onSuccess: (account) => queryClient.setQueryData(accountQueryOptions().queryKey, account),
  });
}
