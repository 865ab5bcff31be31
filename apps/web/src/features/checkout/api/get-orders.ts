import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '@dokkho/contract/commerce';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

export const ORDERS_PAGE_SIZE = 10;

/** `GET /api/payment/orders/?page=&page_size=` (bearer): the learner's orders, newest first. */
export function getOrders(page: number, signal?: AbortSignal): Promise<OrderPage> {
  return callApi(commerceRoutes.myOrders, { query: { page, page_size: ORDERS_PAGE_SIZE } }, { signal });
}

export const ordersQueryKey = (viewerId: string, page: number) =>
  ['me', viewerId, 'orders', 'page', page] as const;

export function ordersQueryOptions(viewerId: string, page: number) {
  return queryOptions({
    queryKey: ordersQueryKey(viewerId, page),
    queryFn: ({ signal }) => getOrders(page, signal),
  });
}

export function useOrders(page: number) {
  const viewerId = useViewerId();
  return useQuery({
    ...ordersQueryOptions(viewerId ?? '', page),
    enabled: viewerId !== null,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
