import clsx from 'clsx';
import type { BundleListItem } from '@dokkho/contract/offers';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

type Priced = Pick<BundleListItem, 'price' | 'sale_price' | 'courses_total_price' | 'saving'>;

/** What the bundle sells for now: the sale price when it has one. */
export function bundleBasePrice(bundle: Pick<BundleListItem, 'price' | 'sale_price'>): number {
  return bundle.sale_price ?? bundle.price;
}

/**
 * The bundle's price, the courses' own total struck through beside it, and the saving in words. The struck
 * price is what the courses cost one by one (the honest comparison), not the bundle's list price.
 */
export function BundlePrice({
  bundle,
  size = 'md',
  compact = false,
}: {
  bundle: Priced;
  size?: 'md' | 'lg';
  /** Price and saving only (a phone's buy bar): the struck total is on the page above. */
  compact?: boolean;
}) {
  const format = useFormat();
  const base = bundleBasePrice(bundle);
  const saving = format.taka(bundle.saving);
  const compared = bundle.saving > 0;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={clsx('font-bold text-slate-900', size === 'lg' ? 'text-3xl' : 'text-xl')}>
          <span className="sr-only">
            <Trans>Bundle price</Trans>{' '}
          </span>
          {format.taka(base)}
        </span>
        {compared && !compact ? (
          <s className={clsx('text-slate-500', size === 'lg' ? 'text-base' : 'text-sm')}>
            <span className="sr-only">
              <Trans>Courses bought separately</Trans>{' '}
            </span>
            {format.taka(bundle.courses_total_price)}
          </s>
        ) : null}
      </p>
      {compared ? (
        <p className="mt-0.5 text-sm font-semibold whitespace-nowrap text-success-700">
          {compact ? <Trans>Save {saving}</Trans> : <Trans>You save {saving}</Trans>}
        </p>
      ) : null}
    </div>
  );
}
