import clsx from 'clsx';
import type { QuoteDiscount } from '@dokkho/contract/commerce';
import { formatTaka } from '@dokkho/domain/money';

export interface Breakdown {
  list_price: number;
  base_price: number;
  discounts: QuoteDiscount[];
  total: number;
}

/**
 * The server's price breakdown, line by line (issue 5 item 1: "the breakdown is stored on the order and
 * shown at checkout"): the price (the list price struck through when a sale applies), each discount with
 * the server's label in chain order, then the total. The client adds nothing up: every figure is the
 * server's, only formatted.
 */
export function PriceBreakdown({
  breakdown,
  totalLabel = 'Total',
  className,
}: {
  breakdown: Breakdown;
  totalLabel?: string;
  className?: string;
}) {
  const onSale = breakdown.base_price < breakdown.list_price;
  const saved = breakdown.list_price - breakdown.total;
  return (
    <div className={className}>
      <dl className="space-y-3 text-sm sm:text-base">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">{onSale ? 'Price (on sale)' : 'Price'}</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2 text-right">
            {onSale ? (
              <s className="text-sm text-slate-500">
                <span className="sr-only">List price </span>
                {formatTaka(breakdown.list_price)}
              </s>
            ) : null}
            <span className="font-semibold text-slate-900">{formatTaka(breakdown.base_price)}</span>
          </dd>
        </div>
        {breakdown.discounts.map((discount) => (
          <div key={discount.step} className="flex items-baseline justify-between gap-4">
            <dt className="min-w-0 text-slate-700">{discount.label}</dt>
            <dd className="shrink-0 font-semibold text-success-700">
              <span className="sr-only">minus </span>
              <span aria-hidden="true">−</span>
              {formatTaka(discount.amount)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="text-base font-bold text-slate-900">{totalLabel}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="order-total">
            {formatTaka(breakdown.total)}
          </dd>
        </div>
      </dl>
      {saved > 0 ? (
        <p
          className={clsx(
            'mt-3 inline-flex rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700',
          )}
        >
          You save {formatTaka(saved)}
        </p>
      ) : null}
    </div>
  );
}
