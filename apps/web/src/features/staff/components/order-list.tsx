import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import type { AdminOrderRow } from '@dokkho/contract/commerce';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { GATEWAY_LABELS } from '../../../shared/labels/commerce';
import { OrderStatusBadge } from './status-badges';

/*
 * One grid for both shapes: a card on a phone (item and total on top, the buyer, then status, date, gateway
 * and invoice), and from 1024px a table row under the column headings. One markup, so nothing is rendered twice
 * for the screen reader.
 */
const GRID =
  'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 lg:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1.3fr)_6rem_9rem_6.5rem_10.5rem_1rem] lg:items-center lg:gap-y-0';

function OrderRow({ order, onOpen }: { order: AdminOrderRow; onOpen: () => void }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <li className={clsx(GRID, 'relative px-4 py-4 hover:bg-slate-50 sm:px-5 lg:py-3')}>
      <span className="col-start-1 row-start-1 min-w-0 lg:col-start-3">
        {/* The title is the row's button; its ::after stretches the click area over the whole row. */}
        <button
          type="button"
          onClick={onOpen}
          className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] hover:text-primary-800 focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-[-2px] focus-visible:after:outline-primary-600"
        >
          <span className="line-clamp-2">{order.title}</span>
        </button>
        <span className="block text-xs text-slate-500">
          {order.kind === 'bundle' ? <Trans>Bundle</Trans> : <Trans>Course</Trans>}
        </span>
      </span>
      <span className="col-span-2 row-start-2 min-w-0 text-sm lg:col-span-1 lg:col-start-2 lg:row-start-1">
        <span className="block truncate text-slate-800">{order.buyer.name || '—'}</span>
        <span className="block truncate text-slate-500">{order.buyer.email}</span>
      </span>
      <span className="col-start-2 row-start-1 text-right font-bold text-slate-900 tabular-nums lg:col-start-4">
        {format.taka(order.total)}
      </span>
      {/* On a phone one wrapping line; from 1024px each piece is a cell of its own column. */}
      <span className="col-span-2 row-start-3 mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 lg:contents">
        <span className="lg:col-start-5 lg:row-start-1">
          <OrderStatusBadge status={order.status} />
        </span>
        <time dateTime={order.created_at} className="lg:col-start-1 lg:row-start-1">
          {format.date(order.created_at)}
        </time>
        <span aria-hidden="true" className="lg:hidden">
          ·
        </span>
        <span className="lg:col-start-6 lg:row-start-1">{i18n._(GATEWAY_LABELS[order.gateway])}</span>
        <span aria-hidden="true" className="lg:hidden">
          ·
        </span>
        <span className="font-mono text-xs lg:col-start-7 lg:row-start-1">
          {order.invoice_number ?? (
            <span className="font-sans text-slate-400">
              <Trans>No invoice</Trans>
            </span>
          )}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="hidden size-4 text-slate-400 lg:col-start-8 lg:row-start-1 lg:block"
      />
    </li>
  );
}

/** The staff's orders, newest first; each row opens the order. */
export function OrderList({
  orders,
  busy,
  onOpen,
}: {
  orders: AdminOrderRow[];
  busy: boolean;
  onOpen: (order: AdminOrderRow) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200">
      <div
        aria-hidden="true"
        className={clsx(
          GRID,
          'hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid',
        )}
      >
        <span>
          <Trans>Date</Trans>
        </span>
        <span>
          <Trans>Buyer</Trans>
        </span>
        <span>
          <Trans>Item</Trans>
        </span>
        <span className="text-right">
          <Trans>Total</Trans>
        </span>
        <span>
          <Trans>Status</Trans>
        </span>
        <span>
          <Trans>Gateway</Trans>
        </span>
        <span>
          <Trans>Invoice</Trans>
        </span>
        <span />
      </div>
      <ul
        aria-label={t`Orders`}
        aria-busy={busy}
        className={clsx('divide-y divide-slate-100 transition-opacity', busy && 'opacity-60')}
      >
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} onOpen={() => onOpen(order)} />
        ))}
      </ul>
    </div>
  );
}
