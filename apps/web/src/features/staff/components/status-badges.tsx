import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Gateway } from '@dokkho/contract/commerce';
import type { PayoutStatus } from '@dokkho/contract/affiliate';

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

// Orders look the same to staff as to the buyer: one badge, the checkout's.
export { ORDER_STATUS_LABELS, OrderStatusBadge } from '../../checkout';

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
};

const PAYOUT_TONES: Record<PayoutStatus, string> = {
  requested: 'bg-warning-50 text-warning-700 ring-accent-200',
  paid: 'bg-success-50 text-success-700 ring-success-600/20',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-600/20',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { i18n } = useLingui();
  return <span className={clsx(BADGE, PAYOUT_TONES[status])}>{i18n._(PAYOUT_STATUS_LABELS[status])}</span>;
}

/** Brand names stay as written; resolve with `i18n._(GATEWAY_LABELS[gateway])`. */
export const GATEWAY_LABELS: Record<Gateway, MessageDescriptor> = {
  sslcommerz: msg`SSLCommerz`,
  stripe: msg`Stripe`,
  // A 100% discount: confirmed at once, no gateway took money.
  none: msg`No payment`,
};
