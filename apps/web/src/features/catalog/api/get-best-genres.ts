import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BestGenre } from '@dokkho/contract/catalog';
import { catalogRoutes } from '@dokkho/contract/routes/catalog';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/bestgenres/`: genres with course and learner counts, most popular first. */
export function getBestGenres(signal?: AbortSignal): Promise<BestGenre[]> {
  return callApi(catalogRoutes.bestGenres, {}, { signal });
}

export function bestGenresQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'best-genres'] as const,
    queryFn: ({ signal }) => getBestGenres(signal),
    // Shared by the home page (chips, hero numbers) and the all-courses genre filter; it changes slowly.
    staleTime: 10 * 60_000,
  });
}

export function useBestGenres() {
  return useQuery(bestGenresQueryOptions());
}
