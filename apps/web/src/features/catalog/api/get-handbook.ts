import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandbookDetails } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/handbook/{id}/`: what the handbook offers (the file comes after the lead form). */
export function getHandbook(handbookId: number, signal?: AbortSignal): Promise<HandbookDetails> {
  return callApi(learningRoutes.handbook, { params: { id: handbookId } }, { signal });
}

export const handbookQueryKey = (handbookId: number) => ['catalog', 'handbook', handbookId] as const;

export function handbookQueryOptions(handbookId: number) {
  return queryOptions({
    queryKey: handbookQueryKey(handbookId),
    queryFn: ({ signal }) => getHandbook(handbookId, signal),
  });
}

export function useHandbook(handbookId: number | null) {
  return useQuery({ ...handbookQueryOptions(handbookId ?? 0), enabled: handbookId !== null });
}
