import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse, ItemKind } from '@dokkho/contract/commerce';
import { paymentsRoutes } from '@dokkho/contract/routes/payments';
import { callApi } from '../../../shared/api/call';

/** The gateways a learner can choose (`none` is the server's own answer when nothing is left to pay). */
export type PayableGateway = 'sslcommerz' | 'stripe';

/** SPEC.md §7 "Payment": one start call per item kind and gateway, paths exactly as the seed wrote them. */
export function checkoutEndpoint(kind: ItemKind, gateway: PayableGateway) {
  if (kind === 'bundle') {
    return gateway === 'stripe' ? paymentsRoutes.stripeBundle : paymentsRoutes.sslcommerzBundle;
  }
  return gateway === 'stripe' ? paymentsRoutes.stripeCourse : paymentsRoutes.sslcommerzCourse;
}

export interface StartCheckoutInput {
  kind: ItemKind;
  id: number;
  gateway: PayableGateway;
  body: CheckoutRequest;
}

/**
 * `POST` one of the four start calls (bearer): the server prices the order again from the same promo and
 * referral codes the quote used, creates it, and answers where the browser goes next (the gateway's
 * page). A promo code that stopped working meanwhile is a 400 on `promo_code`.
 */
export function startCheckout({ kind, id, gateway, body }: StartCheckoutInput): Promise<CheckoutResponse> {
  return callApi(checkoutEndpoint(kind, gateway), { params: { id }, body });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
