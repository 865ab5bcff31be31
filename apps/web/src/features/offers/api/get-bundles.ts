import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleListResponse } from '@dokkho/contract/offers';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/bundles/`: the bundles on sale now, in display order. */
export function getBundles(signal?: AbortSignal): Promise<BundleListResponse> {
  return apiRequest<BundleListResponse>('course/bundles/', { signal, auth: false });
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
