import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandbookListResponse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/handbooks/`: every published free handbook (a short list, not paged). */
export function getHandbooks(signal?: AbortSignal): Promise<HandbookListResponse> {
  return callApi(learningRoutes.handbooks, {}, { signal });
}

export function handbooksQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'handbooks'] as const,
    queryFn: ({ signal }) => getHandbooks(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHandbooks() {
  return useQuery(handbooksQueryOptions());
}
