import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerPathListItem } from '@dokkho/contract/catalog';
import { catalogRoutes } from '@dokkho/contract/routes/catalog';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/career-path-list/`: each path's own course plus its member courses, in order. */
export function getCareerPaths(signal?: AbortSignal): Promise<CareerPathListItem[]> {
  return callApi(catalogRoutes.careerPaths, {}, { signal });
}

export function careerPathsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'career-paths'] as const,
    queryFn: ({ signal }) => getCareerPaths(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCareerPaths() {
  return useQuery(careerPathsQueryOptions());
}
