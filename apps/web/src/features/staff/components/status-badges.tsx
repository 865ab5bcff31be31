import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { PayoutStatus } from '@dokkho/contract/affiliate';
import { PAYOUT_STATUS_LABELS } from '../../../shared/labels/commerce';

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

// Orders look the same to staff as to the buyer: one badge, the checkout's.
export { OrderStatusBadge } from '../../checkout';

const PAYOUT_TONES: Record<PayoutStatus, string> = {
  requested: 'bg-warning-50 text-warning-700 ring-accent-200',
  paid: 'bg-success-50 text-success-700 ring-success-600/20',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-600/20',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { i18n } = useLingui();
  return <span className={clsx(BADGE, PAYOUT_TONES[status])}>{i18n._(PAYOUT_STATUS_LABELS[status])}</span>;
}
