import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse, ItemKind } from '@dokkho/contract/commerce';
import { apiRequest } from '../../../shared/api/client';

/** The gateways a learner can choose (`none` is the server's own answer when nothing is left to pay). */
export type PayableGateway = 'sslcommerz' | 'stripe';

/** SPEC.md §7 "Payment": one start call per item kind and gateway, paths exactly as the seed wrote them. */
export function checkoutEndpoint(kind: ItemKind, id: number, gateway: PayableGateway): string {
  if (kind === 'bundle') {
    return gateway === 'stripe' ? `payment/stripe/bundle/${id}/` : `payment/sslcommerz/bundle/${id}/`;
  }
  // `v2/stripe/{id}` has no trailing slash in SPEC.md §7; the API serves it as written.
  return gateway === 'stripe' ? `payment/v2/stripe/${id}` : `payment/v2/payment/${id}/`;
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
  return apiRequest<CheckoutResponse>(checkoutEndpoint(kind, id, gateway), { method: 'POST', body });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
