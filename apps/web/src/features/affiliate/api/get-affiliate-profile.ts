import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateProfileDetails } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { affiliateQueryPrefix } from './get-dashboard';

/** `GET /api/affiliate/profile/` (bearer, affiliate): the referral code, payout details and terms. */
export function getAffiliateProfile(signal?: AbortSignal): Promise<AffiliateProfileDetails> {
  return callApi(affiliateRoutes.profile, {}, { signal });
}

export const affiliateProfileQueryKey = (viewerId: string) =>
  [...affiliateQueryPrefix(viewerId), 'profile'] as const;

export function affiliateProfileQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: affiliateProfileQueryKey(viewerId),
    queryFn: ({ signal }) => getAffiliateProfile(signal),
  });
}

export function useAffiliateProfile() {
  const viewerId = useViewerId();
  return useQuery({ ...affiliateProfileQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
}
