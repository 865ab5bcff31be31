import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliatePayoutDetails, AffiliateProfileDetails } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { affiliateProfileQueryKey } from './get-affiliate-profile';
import { affiliateQueryPrefix } from './get-dashboard';

/** `PATCH /api/affiliate/profile/` (bearer, affiliate): where payouts go; 400 with field messages. */
export function updatePayoutDetails(body: AffiliatePayoutDetails): Promise<AffiliateProfileDetails> {
  return callApi(affiliateRoutes.updateProfile, { body });
}

export function useUpdatePayoutDetails() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: updatePayoutDetails,
    onSuccess: async (profile) => {
      queryClient.setQueryData(affiliateProfileQueryKey(viewerId), profile);
      // The payments page prefills its payout form from the profile.
      await queryClient.invalidateQueries({ queryKey: [...affiliateQueryPrefix(viewerId), 'payments'] });
    },
  });
}
