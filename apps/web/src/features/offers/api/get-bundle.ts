import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleDetail } from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/bundles/{id}/`: a bundle with its courses; 404 once the offer has ended. */
export function getBundle(id: number, signal?: AbortSignal): Promise<BundleDetail> {
  return callApi(offersRoutes.bundle, { params: { id } }, { signal });
}

export function bundleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['offers', 'bundle', id] as const,
    queryFn: ({ signal }) => getBundle(id, signal),
    staleTime: 60_000,
  });
}

/** Not fetched for an id that cannot exist (the page shows "not available" for those). */
export function useBundle(id: number) {
  return useQuery({ ...bundleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
