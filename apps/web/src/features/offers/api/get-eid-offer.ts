import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EidCourseResponse } from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/eid-course/`: the running Eid offer and its courses, or `{offer: null, courses: []}`. */
export function getEidOffer(signal?: AbortSignal): Promise<EidCourseResponse> {
  return callApi(offersRoutes.eidOffer, {}, { signal });
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
