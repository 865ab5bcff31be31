import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobBoardResponse } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { toJobBoardQuery, type JobFilters } from '../lib/job-filters';

/** `GET /api/jobs/board/?search=&type=&workplace=&division=&...`: open posts, one page. */
export function getJobBoard(
  filters: JobFilters,
  options: { internal?: boolean; signal?: AbortSignal } = {},
): Promise<JobBoardResponse> {
  return callApi(
    jobsRoutes.board,
    { query: toJobBoardQuery(filters, { internal: options.internal }) },
    { signal: options.signal },
  );
}

export function jobBoardQueryOptions(filters: JobFilters, internal = false) {
  const query = toJobBoardQuery(filters, { internal });
  return queryOptions({
    queryKey: ['jobs', 'board', query] as const,
    queryFn: ({ signal }) => getJobBoard(filters, { internal, signal }),
    // The last page stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useJobBoard(filters: JobFilters, internal = false) {
  return useQuery(jobBoardQueryOptions(filters, internal));
}
