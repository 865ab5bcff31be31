import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage } from '@dokkho/contract/commerce';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { ORDERS_PAGE_SIZE, type OrderFilters } from '../lib/list-filters';
import { staffOrdersPrefix } from './staff-keys';

/**
 * `GET /api/admin/orders/?status=&search=&page=&page_size=` (bearer, staff): every order, newest first;
 * `search` matches the invoice number, the tran id or the buyer's e-mail.
 */
export function getAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<AdminOrderPage> {
  return callApi(
    commerceRoutes.adminOrders,
    {
      query: {
        status: filters.status,
        search: filters.search || undefined,
        page: filters.page,
        page_size: ORDERS_PAGE_SIZE,
      },
    },
    { signal },
  );
}

export const adminOrdersQueryKey = (viewerId: string, filters: OrderFilters) =>
  [...staffOrdersPrefix(viewerId), 'list', filters.status ?? 'all', filters.search, filters.page] as const;

export function adminOrdersQueryOptions(viewerId: string, filters: OrderFilters) {
  return queryOptions({
    queryKey: adminOrdersQueryKey(viewerId, filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // Orders change under staff's eyes (payments arrive, colleagues refund): never trust an old copy.
    staleTime: 0,
  });
}

export function useAdminOrders(filters: OrderFilters) {
  const viewerId = useViewerId();
  return useQuery({
    ...adminOrdersQueryOptions(viewerId ?? '', filters),
    enabled: viewerId !== null,
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
