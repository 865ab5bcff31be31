import clsx from 'clsx';
import type { QuoteDiscount } from '@dokkho/contract/commerce';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { discountLine } from '../../../shared/labels/commerce';

export interface Breakdown {
  list_price: number;
  base_price: number;
  discounts: QuoteDiscount[];
  total: number;
}

/**
 * The server's price breakdown, line by line (issue 5 item 1: "the breakdown is stored on the order and
 * shown at checkout"): the price (the list price struck through when a sale applies), each discount worded
 * from its parts in the reader's language, in chain order, then the total. The client adds nothing up:
 * every figure is the server's, only formatted.
 */
export function PriceBreakdown({
  breakdown,
  totalLabel,
  className,
}: {
  breakdown: Breakdown;
  /** "Total" unless told otherwise. */
  totalLabel?: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const savedAmount = format.taka(breakdown.list_price - breakdown.total);
  const onSale = breakdown.base_price < breakdown.list_price;
  const saved = breakdown.list_price - breakdown.total;
  return (
    <div className={className}>
      <dl className="space-y-3 text-sm sm:text-base">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">{onSale ? <Trans>Price (on sale)</Trans> : <Trans>Price</Trans>}</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2 text-right">
            {onSale ? (
              <s className="text-sm text-slate-500">
                <span className="sr-only">
                  <Trans>List price</Trans>{' '}
                </span>
                {format.taka(breakdown.list_price)}
              </s>
            ) : null}
            <span className="font-semibold text-slate-900">{format.taka(breakdown.base_price)}</span>
          </dd>
        </div>
        {breakdown.discounts.map((discount) => (
          <div key={discount.step} className="flex items-baseline justify-between gap-4">
            <dt className="min-w-0 text-slate-700">{discountLine(discount, i18n, format)}</dt>
            <dd className="shrink-0 font-semibold text-success-700">
              <span className="sr-only">
                <Trans>minus</Trans>{' '}
              </span>
              <span aria-hidden="true">−</span>
              {format.taka(discount.amount)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="text-base font-bold text-slate-900">{totalLabel ?? t`Total`}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="order-total">
            {format.taka(breakdown.total)}
          </dd>
        </div>
      </dl>
      {saved > 0 ? (
        <p
          className={clsx(
            'mt-3 inline-flex rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700',
          )}
        >
          <Trans>You save {savedAmount}</Trans>
        </p>
      ) : null}
    </div>
  );
}
