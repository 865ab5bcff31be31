import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Gateway, OrderStatus } from '@dokkho/contract/commerce';
import type { PayoutStatus } from '@dokkho/contract/affiliate';

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};

const ORDER_TONES: Record<OrderStatus, string> = {
  pending: 'bg-warning-50 text-warning-700 ring-accent-200',
  paid: 'bg-success-50 text-success-700 ring-success-600/20',
  failed: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  refunded: 'bg-primary-50 text-primary-800 ring-primary-200',
};

/** An order's state in words and colour (the word is always there: colour is never the only signal). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <span className={clsx(BADGE, ORDER_TONES[status])}>{i18n._(ORDER_STATUS_LABELS[status])}</span>;
}

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
