import { msg } from '@lingui/core/macro';
import type { Gateway, OrderStatus } from '@dokkho/contract/commerce';
import type { AffiliatePayoutMethod, PayoutStatus } from '@dokkho/contract/affiliate';
import type { LabelMap } from './resolve';

/** Who took the money. Brand names stay as written. */
export const GATEWAY_LABELS: LabelMap<Gateway> = {
  sslcommerz: msg`SSLCommerz`,
  stripe: msg`Stripe`,
  // A 100% discount: confirmed at once, no gateway took money.
  none: msg`No payment needed (fully discounted)`,
};

export const ORDER_STATUS_LABELS: LabelMap<OrderStatus> = {
  pending: msg`Awaiting payment`,
  paid: msg({ message: 'Paid', context: 'order status' }),
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};

/** Where an affiliate's payouts go (the sign-up and the affiliate's own payouts use the same list). */
export const PAYOUT_METHOD_LABELS: LabelMap<AffiliatePayoutMethod> = {
  bkash: msg`bKash`,
  nagad: msg`Nagad`,
  bank: msg`Bank account`,
};

/** A payout request as staff see it. */
export const PAYOUT_STATUS_LABELS: LabelMap<PayoutStatus> = {
  requested: msg`Requested`,
  paid: msg({ message: 'Paid', context: 'payout status' }),
  rejected: msg({ message: 'Rejected', context: 'payout status' }),
};
