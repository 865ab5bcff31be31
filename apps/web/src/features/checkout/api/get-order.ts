import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '@dokkho/contract/commerce';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { callApi } from '../../../shared/api/call';

/**
 * `GET /api/payment/orders/{token}/` (bearer): one of the learner's orders with its true state, read by the
 * result pages (SPEC.md §2 /payment/success|failed|cancel) and the receipt. Another user's token is a 404.
 */
export function getOrder(token: string, signal?: AbortSignal): Promise<OrderDetail> {
  return callApi(commerceRoutes.order, { params: { token } }, { signal });
}

export const orderQueryKey = (viewerId: string, token: string) => ['me', viewerId, 'orders', token] as const;

export function orderQueryOptions(viewerId: string, token: string) {
  return queryOptions({
    queryKey: orderQueryKey(viewerId, token),
    queryFn: ({ signal }) => getOrder(token, signal),
    // The state moves on the server (the gateway's callback): never trust an old copy.
    staleTime: 0,
  });
}
