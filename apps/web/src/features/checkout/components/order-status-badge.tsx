import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@dokkho/contract/commerce';
import { ORDER_STATUS_LABELS } from '../../../shared/labels/commerce';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-warning-50 text-warning-700 ring-accent-200',
  paid: 'bg-success-50 text-success-700 ring-success-600/20',
  failed: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  refunded: 'bg-primary-50 text-primary-800 ring-primary-200',
};

/** An order's state in words and colour (colour is never the only signal: the word is always there). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {i18n._(ORDER_STATUS_LABELS[status])}
    </span>
  );
}
