import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayoutDecision, PayoutRequestDetails } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffPayoutsPrefix } from './staff-keys';

/**
 * `POST /api/admin/payout-requests/{id}/` (bearer, staff): `paid` once the money was sent (the note holds
 * the transaction id), or `rejected` with the reason (its amount returns to the affiliate's balance).
 * 409 when the request was already decided.
 */
export function decidePayoutRequest(id: number, body: AdminPayoutDecision): Promise<PayoutRequestDetails> {
  return callApi(affiliateRoutes.decidePayout, { params: { id }, body });
}

export function useDecidePayoutRequest(id: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (body: AdminPayoutDecision) => decidePayoutRequest(id, body),
    // Also after a 409: a colleague decided it first, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffPayoutsPrefix(viewerId) }),
  });
}
