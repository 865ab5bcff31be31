import { Link } from 'react-router';
import clsx from 'clsx';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { courseDetailsPath } from '../lib/paths';
import { savingPercent } from '../lib/offer-format';

/** What a course costs today without any offer: the sale price when it has one. */
export function courseBasePrice(course: Pick<CourseListItem, 'price' | 'sale_price'>): number {
  return course.sale_price ?? course.price;
}

function Avatar({ name, avatar }: { name: string; avatar: string | null }) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        decoding="async"
        className="size-6 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-100 text-[10px] font-semibold text-primary-800"
    >
      {letters}
    </span>
  );
}

/**
 * A course inside an offer: a bundle's member or an Eid course. With `offerPrice` the usual price is
 * struck through beside it; without, `priceNote` says what the price is ("on its own").
 */
export function OfferCourseCard({
  course,
  offerPrice,
  priceNote,
  badge,
  compact = false,
  headingLevel: Heading = 'h3',
}: {
  course: CourseListItem;
  offerPrice?: number;
  priceNote?: string;
  /** The offer as its campaign states it ("25% off"); else the saving's own percentage. */
  badge?: string;
  /** A row (small thumbnail beside the text) on phones, where a list of full cards would be long. */
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  const format = useFormat();
  const base = courseBasePrice(course);
  const discounted = offerPrice !== undefined && offerPrice < base;
  const percent = discounted ? savingPercent(base - offerPrice, base) : 0;
  const percentText = format.number(percent);
  const badgeText = discounted ? (badge ?? (percent > 0 ? t`${percentText}% off` : null)) : null;
  return (
    <article
      className={clsx(
        'group relative flex h-full overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 transition-shadow hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600',
        compact ? 'flex-row sm:flex-col' : 'flex-col',
      )}
    >
      <div
        className={clsx(
          'relative overflow-hidden bg-slate-100',
          compact ? 'w-28 shrink-0 self-start sm:aspect-video sm:w-full' : 'aspect-video w-full',
        )}
      >
        <img
          src={course.thumbnail}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className={clsx(
            'object-cover transition-transform duration-300 group-hover:scale-[1.03]',
            compact ? 'aspect-video w-full sm:size-full' : 'size-full',
          )}
        />
        {badgeText ? (
          <span className="absolute top-2 left-2 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-slate-900">
            {badgeText}
          </span>
        ) : null}
      </div>
      <div className={clsx('flex min-w-0 flex-1 flex-col gap-2', compact ? 'p-3 sm:p-4' : 'p-4')}>
        <Heading className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          <Link
            to={courseDetailsPath(course.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
          <Avatar name={course.instructor.name} avatar={course.instructor.avatar} />
          <span className="truncate">{course.instructor.name}</span>
        </p>
        <div className="mt-auto pt-2">
          {discounted ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg font-bold text-slate-900">
                <span className="sr-only">
                  <Trans>Offer price</Trans>{' '}
                </span>
                {format.taka(offerPrice)}
              </span>
              <s className="text-sm text-slate-500">
                <span className="sr-only">
                  <Trans>Usual price</Trans>{' '}
                </span>
                {format.taka(base)}
              </s>
            </p>
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg font-bold text-slate-900">{format.taka(base)}</span>
              {priceNote ? <span className="text-sm text-slate-500">{priceNote}</span> : null}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

export function OfferCourseCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-auto h-6 w-1/3" />
      </div>
    </div>
  );
}
