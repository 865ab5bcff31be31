import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecruiterJobDetail } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { RECRUITER_KEY } from './keys';

/** `GET /api/jobs/jobpost/{id}/`: one of the recruiter's own posts, for the edit form (another's is 404). */
export function getJobPost(id: number, signal?: AbortSignal): Promise<RecruiterJobDetail> {
  return callApi(jobsRoutes.ownPost, { params: { id } }, { signal });
}

export function jobPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...RECRUITER_KEY, 'post', id] as const,
    queryFn: ({ signal }) => getJobPost(id, signal),
  });
}

export function useJobPost(id: number | null) {
  return useQuery({ ...jobPostQueryOptions(id ?? 0), enabled: id !== null });
}
