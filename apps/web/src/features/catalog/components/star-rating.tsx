import { Star } from 'lucide-react';
import { formatNumber } from '../../../shared/lib/format-number';

interface StarRatingProps {
  average: number;
  count: number;
}

const STARS = [0, 1, 2, 3, 4];

/** Stars, average and count; screen readers get one sentence instead of five icons and two numbers. */
export function StarRating({ average, count }: StarRatingProps) {
  if (count === 0) {
    return (
      <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">New</span>
    );
  }
  const rounded = Math.round(average * 10) / 10;
  const fill = `${Math.min(Math.max(average / 5, 0), 1) * 100}%`;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span className="font-semibold text-accent-800" aria-hidden="true">
        {rounded.toFixed(1)}
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
        ({formatNumber(count)})
      </span>
      <span className="sr-only">
        Rated {rounded.toFixed(1)} out of 5 from {formatNumber(count)} {count === 1 ? 'review' : 'reviews'}
      </span>
    </span>
  );
}
