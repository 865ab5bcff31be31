import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, RefreshCw, Undo2, X } from 'lucide-react';
import type { AdminOrderRow, OrderDetail } from '@dokkho/contract/commerce';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useOrderDetail } from '../api/get-order-detail';
import { dangerButtonClasses } from '../../../shared/ui/danger-button';
import { RefundDialog } from './refund-dialog';
import { discountLine, GATEWAY_LABELS } from '../../../shared/labels/commerce';
import { OrderStatusBadge } from './status-badges';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 px-4 py-4 sm:px-5">
      <h3 className="mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Label-value lines; a missing value shows a dash rather than leaving a hole. */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The price as the server built it: list price, the standing sale price, each discount, the total. */
function Breakdown({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const line = (label: ReactNode, amount: string, strong = false) => (
    <div className={clsx('flex items-baseline justify-between gap-4', strong && 'font-bold text-slate-900')}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{amount}</dd>
    </div>
  );
  return (
    <dl className="space-y-1.5 text-sm text-slate-700">
      {line(t`List price`, format.taka(detail.list_price))}
      {detail.base_price < detail.list_price
        ? line(t`Sale price`, `−${format.taka(detail.list_price - detail.base_price)}`)
        : null}
      {detail.discounts.map((discount) => (
        <div key={discount.step}>
          {line(discountLine(discount, i18n, format), `−${format.taka(discount.amount)}`)}
        </div>
      ))}
      <div className="border-t border-slate-200 pt-1.5">
        {line(t`Total`, format.taka(detail.total), true)}
      </div>
    </dl>
  );
}

function DetailBody({ order }: { order: AdminOrderRow }) {
  const detail = useOrderDetail(order.token);
  if (detail.isError && !detail.data) {
    const reason = detail.error.message;
    return (
      <div role="alert" className="rounded-lg bg-danger-50 px-3 py-3 text-sm text-danger-700">
        <p className="font-medium">
          <Trans>The breakdown did not load: {reason}</Trans>
        </p>
        <button
          type="button"
          onClick={() => void detail.refetch()}
          disabled={detail.isFetching}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
        >
          <RefreshCw aria-hidden="true" className={clsx('size-4', detail.isFetching && 'animate-spin')} />
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span role="status" className="sr-only">
          <Trans>Loading the breakdown</Trans>
        </span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-5 w-full" />
      </div>
    );
  }
  const data = detail.data;
  const promoCode = data.promo_code;
  const courseCount = data.courses.length;
  return (
    <>
      <Breakdown detail={data} />
      {data.promo_code ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>
            Promo code <span className="font-mono font-semibold text-slate-800">{promoCode}</span>
          </Trans>
        </p>
      ) : null}
      {data.courses.length > 0 ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-800">
            <Plural value={courseCount} one="Course" other="# courses" />
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {data.courses.map((course) => (
              <li key={course.id}>{course.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * One order, opened from the staff list: who bought what, when and how, the price breakdown (from
 * `GET payment/orders/{token}/`), and for a paid order the Refund action. A side sheet on desktop, the whole
 * screen on a phone (Radix Dialog: focus trapped, Escape closes).
 */
export function OrderDrawer({
  order,
  open,
  onOpenChange,
  onRefunded,
}: {
  order: AdminOrderRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (row: AdminOrderRow) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [refunding, setRefunding] = useState(false);
  const gateway = i18n._(GATEWAY_LABELS[order.gateway]);
  const overused = order.overused_discounts.map((step) =>
    step === 'promo' ? t`promo code` : t`wheel prize`,
  );
  const [firstOverused = '', secondOverused = ''] = overused;
  const overusedNames = overused.length > 1 ? t`${firstOverused} and ${secondOverused}` : firstOverused;
  const [justRefunded, setJustRefunded] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setJustRefunded(false);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-[90] flex w-full animate-sheet-in-right flex-col bg-white shadow-raised focus:outline-none sm:w-[28rem]"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 py-2 pr-2 pl-4 sm:pl-5">
            <div className="min-w-0 py-1.5">
              <Dialog.Title className="text-lg font-bold text-balance text-slate-900">
                {order.title}
              </Dialog.Title>
              <p className="mt-0.5 text-sm text-slate-600">
                {order.kind === 'bundle' ? <Trans>Bundle</Trans> : <Trans>Course</Trans>} ·{' '}
                <span className="font-mono">{order.invoice_number ?? <Trans>No invoice yet</Trans>}</span>
              </p>
            </div>
            <Dialog.Close
              aria-label={t`Close the order`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto overscroll-contain">
            <div className="flex flex-wrap items-center gap-3 px-4 py-4 sm:px-5">
              <OrderStatusBadge status={order.status} />
              <span className="text-2xl font-bold text-slate-900 tabular-nums">
                {format.taka(order.total)}
              </span>
            </div>
            <div role="status">
              {justRefunded ? (
                <p className="mx-4 mb-4 flex gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700 sm:mx-5">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <Trans>
                    Order refunded. Return the money in the {gateway} merchant panel if you have not yet.
                  </Trans>
                </p>
              ) : null}
            </div>

            {order.overused_discounts.length > 0 ? (
              <p className="mx-4 mb-4 flex gap-2 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700 sm:mx-5">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <Trans>
                    Discount used twice: this order got the {overusedNames} after another paid order had
                    already spent it (two checkouts were open at once). The payment was honoured.
                  </Trans>
                </span>
              </p>
            ) : null}

            <Section title={t`Buyer`}>
              <Facts
                rows={[
                  [t`Name`, order.buyer.name || null],
                  [t`E-mail`, order.buyer.email],
                ]}
              />
            </Section>

            <Section title={t`Price`}>
              <DetailBody order={order} />
            </Section>

            <Section title={t`Payment`}>
              <Facts
                rows={[
                  [t`Gateway`, gateway],
                  [t`Method`, order.payment_method],
                  [t`Reference`, order.payment_reference],
                  [t`Tran id`, <span className="font-mono text-xs">{order.tran_id}</span>],
                  [t`Ordered on`, format.dateTime(order.created_at)],
                  [t`Paid on`, order.paid_at ? format.dateTime(order.paid_at) : null],
                ]}
              />
            </Section>

            {order.status === 'refunded' ? (
              <Section title={t`Refund`}>
                <Facts
                  rows={[
                    [t`Refunded on`, order.refunded_at ? format.dateTime(order.refunded_at) : null],
                    [t`Reason`, order.refund_reason],
                  ]}
                />
              </Section>
            ) : null}
          </div>

          {order.status === 'paid' ? (
            <div className="border-t border-slate-200 p-4 sm:px-5">
              <button
                type="button"
                onClick={() => setRefunding(true)}
                className={dangerButtonClasses({ outline: true, className: 'w-full' })}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                <Trans>Refund</Trans>
              </button>
              <RefundDialog
                order={order}
                open={refunding}
                onOpenChange={setRefunding}
                onRefunded={(row) => {
                  setRefunding(false);
                  setJustRefunded(true);
                  onRefunded(row);
                }}
              />
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
