import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRequestBodyInput, PayoutRequestDetails } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { affiliateQueryPrefix } from './get-dashboard';

/**
 * `POST /api/affiliate/affiliate_payout_request/` (bearer, affiliate): 201 with the open request; 400
 * `{amount: [...]}` below the minimum or above the balance; 409 {detail} with a request already open.
 */
export function requestPayout(body: PayoutRequestBodyInput): Promise<PayoutRequestDetails> {
  return callApi(affiliateRoutes.requestPayout, { body });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: requestPayout,
    // The balance moved: the payments page and the dashboard's cards.
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateQueryPrefix(viewerId) }),
  });
}
