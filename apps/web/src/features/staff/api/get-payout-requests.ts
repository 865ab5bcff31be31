import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayoutListResponse } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { PAYOUTS_PAGE_SIZE, type PayoutFilters } from '../lib/list-filters';
import { staffPayoutsPrefix } from './staff-keys';

/**
 * `GET /api/admin/payout-requests/?status=&page=&page_size=` (bearer, staff): affiliates' payout requests,
 * open ones oldest first; every status when `status` is not sent.
 */
export function getPayoutRequests(
  filters: PayoutFilters,
  signal?: AbortSignal,
): Promise<AdminPayoutListResponse> {
  return callApi(
    affiliateRoutes.payoutRequests,
    {
      query: {
        status: filters.status === 'all' ? undefined : filters.status,
        page: filters.page,
        page_size: PAYOUTS_PAGE_SIZE,
      },
    },
    { signal },
  );
}

export const payoutRequestsQueryKey = (viewerId: string, filters: PayoutFilters) =>
  [...staffPayoutsPrefix(viewerId), 'list', filters.status, filters.page] as const;

export function usePayoutRequests(filters: PayoutFilters) {
  const viewerId = useViewerId();
  return useQuery({
    ...queryOptions({
      queryKey: payoutRequestsQueryKey(viewerId ?? '', filters),
      queryFn: ({ signal }) => getPayoutRequests(filters, signal),
      staleTime: 0,
    }),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}
