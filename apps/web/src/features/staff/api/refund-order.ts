import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderRow, RefundRequest } from '@dokkho/contract/commerce';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffOrdersPrefix } from './staff-keys';

/**
 * `POST /api/admin/orders/{id}/refund/` (bearer, staff): marks a paid order refunded, removes the seats it
 * gave and reverses its commission; answers the updated row. 409 when the order is not paid (any more).
 */
export function refundOrder(orderId: number, body: RefundRequest): Promise<AdminOrderRow> {
  return callApi(commerceRoutes.refund, { params: { id: orderId }, body });
}

export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (body: RefundRequest) => refundOrder(orderId, body),
    // The list and the open order's breakdown both show the status: reload them, also after a 409 (a
    // colleague was quicker, and the list should say so).
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffOrdersPrefix(viewerId) }),
  });
}
