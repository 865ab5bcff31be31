import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';

/** `GET /api/jobs/board/{id}/`: an open or closed post (drafts are 404). */
export function getJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return callApi(jobsRoutes.boardJob, { params: { id } }, { signal });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['jobs', 'detail', id] as const,
    queryFn: ({ signal }) => getJob(id, signal),
    staleTime: 60_000,
  });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
