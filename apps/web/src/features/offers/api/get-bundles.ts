import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleListResponse } from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/bundles/`: the bundles on sale now, in display order. */
export function getBundles(signal?: AbortSignal): Promise<BundleListResponse> {
  return callApi(offersRoutes.bundles, {}, { signal });
}

export function bundlesQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'bundles'] as const,
    queryFn: ({ signal }) => getBundles(signal),
    staleTime: 60_000,
  });
}

export function useBundles() {
  return useQuery(bundlesQueryOptions());
}
