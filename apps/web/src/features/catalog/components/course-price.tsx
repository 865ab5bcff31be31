import clsx from 'clsx';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

type Priced = Pick<CourseListItem, 'price' | 'sale_price' | 'is_free'>;

/** A sale only counts when it is below the price (the database enforces it; the UI does not trust it blindly). */
export function hasSale(course: Priced): course is Priced & { sale_price: number } {
  return !course.is_free && course.sale_price != null && course.sale_price < course.price;
}

/** Whole-percent discount for the offer badge: 350000 -> 250000 is "29% off". */
export function discountPercent(course: Priced): number | null {
  if (!hasSale(course) || course.price === 0) return null;
  return Math.round(((course.price - course.sale_price) / course.price) * 100);
}

interface CoursePriceProps {
  course: Priced;
  className?: string;
  tone?: 'light' | 'dark';
  /** `lg`: the course page's price box. */
  size?: 'md' | 'lg';
}

/** "Free", or the price, or the sale price with the original struck through. */
export function CoursePrice({ course, className, tone = 'light', size = 'md' }: CoursePriceProps) {
  const format = useFormat();
  const strong = tone === 'light' ? 'text-slate-900' : 'text-white';
  const muted = tone === 'light' ? 'text-slate-500' : 'text-primary-100';
  const big = size === 'lg' ? 'text-3xl' : 'text-lg';
  const small = size === 'lg' ? 'text-base' : 'text-sm';
  if (course.is_free) {
    return (
      <p
        className={clsx(
          big,
          'font-bold',
          tone === 'light' ? 'text-success-700' : 'text-primary-200',
          className,
        )}
      >
        <Trans>Free</Trans>
      </p>
    );
  }
  if (hasSale(course)) {
    return (
      <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
        <span className={clsx(big, 'font-bold', strong)}>
          <span className="sr-only">
            <Trans>Sale price</Trans>{' '}
          </span>
          {format.taka(course.sale_price)}
        </span>
        <s className={clsx(small, muted)}>
          <span className="sr-only">
            <Trans>Original price</Trans>{' '}
          </span>
          {format.taka(course.price)}
        </s>
      </p>
    );
  }
  return <p className={clsx(big, 'font-bold', strong, className)}>{format.taka(course.price)}</p>;
}
