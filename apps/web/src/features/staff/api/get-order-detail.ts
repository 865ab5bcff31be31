import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@dokkho/contract/commerce';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffOrdersPrefix } from './staff-keys';

/**
 * `GET /api/payment/orders/{token}/` (bearer): the order's breakdown (list and base price, each discount,
 * the courses). The buyer's own call, which also answers staff for any order.
 */
export function getOrderDetail(token: string, signal?: AbortSignal): Promise<OrderDetail> {
  return callApi(commerceRoutes.order, { params: { token } }, { signal });
}

export const orderDetailQueryKey = (viewerId: string, token: string) =>
  [...staffOrdersPrefix(viewerId), 'detail', token] as const;

export function useOrderDetail(token: string) {
  const viewerId = useViewerId();
  return useQuery({
    ...queryOptions({
      queryKey: orderDetailQueryKey(viewerId ?? '', token),
      queryFn: ({ signal }) => getOrderDetail(token, signal),
      staleTime: 0,
    }),
    enabled: viewerId !== null,
  });
}
