import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliatePayments } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { affiliateQueryPrefix } from './get-dashboard';

export const COMMISSIONS_PAGE_SIZE = 10;

/** `GET /api/affiliate/payments/?page=` (bearer, affiliate): balance, open request, both histories. */
export function getPayments(page: number, signal?: AbortSignal): Promise<AffiliatePayments> {
  return callApi(affiliateRoutes.payments, { query: { page, page_size: COMMISSIONS_PAGE_SIZE } }, { signal });
}

export const paymentsQueryKey = (viewerId: string, page: number) =>
  [...affiliateQueryPrefix(viewerId), 'payments', page] as const;

export function paymentsQueryOptions(viewerId: string, page: number) {
  return queryOptions({
    queryKey: paymentsQueryKey(viewerId, page),
    queryFn: ({ signal }) => getPayments(page, signal),
  });
}

export function usePayments(page: number) {
  const viewerId = useViewerId();
  return useQuery({
    ...paymentsQueryOptions(viewerId ?? '', page),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}
