import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayOptions } from '@dokkho/contract/commerce';
import { paymentsRoutes } from '@dokkho/contract/routes/payments';
import { callApi } from '../../../shared/api/call';

/** `GET /api/payment/gateways/`: which gateways this server offers, and whether each is the demo. */
export function getGateways(signal?: AbortSignal): Promise<GatewayOptions> {
  return callApi(paymentsRoutes.gateways, {}, { signal });
}

export const gatewaysQueryKey = ['payment', 'gateways'] as const;

export const gatewaysQueryOptions = queryOptions({
  queryKey: gatewaysQueryKey,
  queryFn: ({ signal }) => getGateways(signal),
  staleTime: 5 * 60_000,
});

export function useGateways() {
  return useQuery(gatewaysQueryOptions);
}
