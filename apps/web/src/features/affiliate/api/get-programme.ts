import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateTerms } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';

/** `GET /api/affiliate/programme/` (public): the commission, the buyer's discount, the payout minimum. */
export function getProgramme(signal?: AbortSignal): Promise<AffiliateTerms> {
  return callApi(affiliateRoutes.programme, {}, { signal });
}

export const programmeQueryKey = ['affiliate', 'programme'] as const;

export function programmeQueryOptions() {
  return queryOptions({
    queryKey: programmeQueryKey,
    queryFn: ({ signal }) => getProgramme(signal),
    // Configuration: it changes with a deployment, not while someone reads the page.
    staleTime: 10 * 60_000,
  });
}

export function useProgramme() {
  return useQuery(programmeQueryOptions());
}
