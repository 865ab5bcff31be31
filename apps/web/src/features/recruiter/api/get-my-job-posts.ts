import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobStatus, RecruiterJobListResponse } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { RECRUITER_KEY } from './keys';

export interface MyJobPostsQuery {
  search?: string;
  status?: JobStatus;
  page?: number;
  page_size?: number;
}

/** `GET /api/jobs/jobpost/?search=&status=&page=`: the recruiter's own posts, newest first (SPEC.md §7). */
export function getMyJobPosts(
  query: MyJobPostsQuery,
  signal?: AbortSignal,
): Promise<RecruiterJobListResponse> {
  return callApi(jobsRoutes.ownPosts, { query }, { signal });
}

export function myJobPostsQueryOptions(query: MyJobPostsQuery) {
  return queryOptions({
    queryKey: [...RECRUITER_KEY, 'posts', query] as const,
    queryFn: ({ signal }) => getMyJobPosts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyJobPosts(query: MyJobPostsQuery) {
  return useQuery(myJobPostsQueryOptions(query));
}
