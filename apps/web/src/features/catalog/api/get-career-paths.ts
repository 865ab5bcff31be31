import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerPathListItem } from '@dokkho/contract/catalog';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/career-path-list/`: each path's own course plus its member courses, in order. */
export function getCareerPaths(signal?: AbortSignal): Promise<CareerPathListItem[]> {
  return apiRequest<CareerPathListItem[]>('course/career-path-list/', { signal });
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
