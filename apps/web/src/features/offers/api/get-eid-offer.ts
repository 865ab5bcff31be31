import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EidCourseResponse } from '@dokkho/contract/offers';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/eid-course/`: the running Eid offer and its courses, or `{offer: null, courses: []}`. */
export function getEidOffer(signal?: AbortSignal): Promise<EidCourseResponse> {
  return apiRequest<EidCourseResponse>('course/eid-course/', { signal, auth: false });
}

export function eidOfferQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'eid'] as const,
    queryFn: ({ signal }) => getEidOffer(signal),
    staleTime: 60_000,
  });
}

export function useEidOffer() {
  return useQuery(eidOfferQueryOptions());
}
