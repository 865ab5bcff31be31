import { hiringRoutes } from '@dokkho/contract/routes/hiring';
import { callApi } from '../../../shared/api/call';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingResponse, ShortlistResponse, TimelineStage } from '@dokkho/contract/hiring';
import { APPLICANTS_KEY } from './applicants';

export interface RankingFilters {
  min_score?: number | undefined;
  skill?: string | undefined;
  /** Sent only when true (the contract reads absent as false). */
  verified_only?: 'true' | undefined;
  stage?: TimelineStage | undefined;
  page?: number;
  page_size?: number;
}

/** `GET /api/jobs/ranking/{jobId}/`: a post's applicants ranked by match score, with every part's reasons. */
export function getRanking(
  jobId: number,
  query: RankingFilters,
  signal?: AbortSignal,
): Promise<RankingResponse> {
  return callApi(hiringRoutes.ranking, { params: { jobId }, query }, { signal });
}

export function rankingQueryOptions(jobId: number, query: RankingFilters) {
  return queryOptions({
    queryKey: [...APPLICANTS_KEY, 'ranking', jobId, query] as const,
    queryFn: ({ signal }) => getRanking(jobId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRanking(jobId: number, query: RankingFilters) {
  return useQuery(rankingQueryOptions(jobId, query));
}

/** `GET /api/jobs/shortlisted/?job=&page=`: shortlisted applicants across the recruiter's posts. */
export function getShortlist(
  query: { job?: number | undefined; page?: number; page_size?: number },
  signal?: AbortSignal,
): Promise<ShortlistResponse> {
  return callApi(hiringRoutes.shortlisted, { query }, { signal });
}

export function useShortlist(query: { job?: number | undefined; page?: number; page_size?: number }) {
  return useQuery({
    queryKey: [...APPLICANTS_KEY, 'shortlist', query] as const,
    queryFn: ({ signal }) => getShortlist(query, signal),
    placeholderData: keepPreviousData,
  });
}
