import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandbookListResponse } from '@dokkho/contract/learning';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/handbooks/`: every published free handbook (a short list, not paged). */
export function getHandbooks(signal?: AbortSignal): Promise<HandbookListResponse> {
  return apiRequest<HandbookListResponse>('course/handbooks/', { signal, auth: false });
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
