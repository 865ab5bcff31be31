import { Star } from 'lucide-react';
import { INTL_LOCALE } from '@dokkho/contract/locale';
import { useFormat } from '../../../shared/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

interface StarRatingProps {
  average: number;
  count: number;
}

const STARS = [0, 1, 2, 3, 4];

/** Stars, average and count; screen readers get one sentence instead of five icons and two numbers. */
export function StarRating({ average, count }: StarRatingProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (count === 0) {
    return (
      <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
        <Trans>New</Trans>
      </span>
    );
  }
  const rounded = Math.round(average * 10) / 10;
  // One decimal always ("4.0"), in the interface language's digits.
  const ratingText = rounded.toLocaleString(INTL_LOCALE[format.locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const countText = format.number(count);
  const fill = `${Math.min(Math.max(average / 5, 0), 1) * 100}%`;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span className="font-semibold text-accent-800" aria-hidden="true">
        {ratingText}
      </span>
      {/* Empty stars underneath, filled stars on top clipped to the average: partial stars without icons per fraction. */}
      <span className="relative inline-flex shrink-0" aria-hidden="true">
        <span className="flex text-slate-300">
          {STARS.map((i) => (
            <Star key={i} className="size-3.5" fill="currentColor" strokeWidth={0} />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-accent-500"
          style={{ width: fill }}
        >
          {STARS.map((i) => (
            <Star key={i} className="size-3.5 shrink-0" fill="currentColor" strokeWidth={0} />
          ))}
        </span>
      </span>
      <span className="text-slate-500" aria-hidden="true">
        ({format.number(count)})
      </span>
      <span className="sr-only">
        {t`${plural(count, {
          one: `Rated ${ratingText} out of 5 from ${countText} review`,
          other: `Rated ${ratingText} out of 5 from ${countText} reviews`,
        })}`}
      </span>
    </span>
  );
}
