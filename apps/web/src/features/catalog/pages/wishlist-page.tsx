import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart, RefreshCw, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import type { WishlistItem } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { UnpluggedIllustration } from '../../../shared/ui/illustrations';
import { useEnrolledCourseIds } from '../api/get-enrolled-courses';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';
import { CourseCard } from '../components/course-card';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { COURSES_PATH } from '../lib/course-filters';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline';

/** A heart with a sparkle: "nothing saved yet, here is how". */
function EmptyWishlistIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <rect
        x="62"
        y="46"
        width="116"
        height="86"
        rx="12"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect x="62" y="46" width="116" height="52" rx="12" className="fill-primary-100" />
      <rect x="74" y="108" width="70" height="7" rx="3.5" className="fill-slate-200" />
      <rect x="74" y="120" width="44" height="6" rx="3" className="fill-slate-100" />
      <circle cx="164" cy="58" r="20" className="fill-white stroke-slate-200" strokeWidth="2" />
      <path
        d="M164 69s-10-6.2-10-12.6a5.6 5.6 0 0 1 10-3.4 5.6 5.6 0 0 1 10 3.4c0 6.4-10 12.6-10 12.6z"
        className="fill-danger-600"
      />
      <path d="M196 26l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-accent-400" />
      <path d="M40 70l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-primary-300" />
    </svg>
  );
}

/** The page's empty and error states: StatusPanel's layout, with an h2 under the page's own h1. */
function Notice(props: {
  illustration: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-card bg-white px-4 py-10 text-center shadow-card sm:py-14">
      <div className="w-48 sm:w-56">{props.illustration}</div>
      <h2 className="mt-6 text-xl font-bold text-balance text-slate-900 sm:text-2xl">{props.title}</h2>
      <div className="mt-2 text-pretty text-slate-600">{props.description}</div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {props.children}
      </div>
    </section>
  );
}

function RemoveButton({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const { t } = useLingui();
  const courseTitle = item.course.title;
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t`Remove “${courseTitle}” from your wishlist`}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-card ring-1 ring-slate-900/5 transition hover:bg-white hover:text-danger-700 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * /newDashboard/wishlist (SPEC.md §2; issue 4 item 3): the courses the learner saved, newest first, each
 * with a way to remove it. Removal is immediate and comes back if the server refuses.
 */
export function WishlistPage() {
  const { t } = useLingui();
  const format = useFormat();
  const wishlist = useWishlist();
  const enrolled = useEnrolledCourseIds();
  const toggle = useToggleWishlist();
  const items = wishlist.data;

  let body;
  if (items && items.length > 0) {
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {items.map((item, index) => (
          <li key={item.course.id}>
            <CourseCard
              course={item.course}
              isEnrolled={enrolled.has(item.course.id)}
              priority={index < 2}
              headingLevel="h2"
              action={
                <RemoveButton
                  item={item}
                  onRemove={() => toggle.mutate({ course: item.course, save: false })}
                />
              }
            />
          </li>
        ))}
      </ul>
    );
  } else if (items) {
    body = (
      <Notice
        illustration={<EmptyWishlistIllustration />}
        title={t`Your wishlist is empty`}
        description={
          <p>
            <Trans>
              Tap the heart{' '}
              <Heart
                aria-hidden="true"
                className="inline size-4 align-[-2px] fill-danger-600 text-danger-600"
              />{' '}
              on any course to save it here for later.
            </Trans>
          </p>
        }
      >
        <Link to={COURSES_PATH} className={buttonClasses()}>
          <Trans>Browse courses</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Back to home</Trans>
        </Link>
      </Notice>
    );
  } else if (wishlist.isError) {
    body = (
      <Notice
        illustration={<UnpluggedIllustration />}
        title={t`We couldn’t load your wishlist`}
        description={wishlist.error.message}
      >
        <button
          type="button"
          onClick={() => void wishlist.refetch()}
          disabled={wishlist.isFetching}
          className={buttonClasses()}
        >
          <RefreshCw aria-hidden="true" className={clsx('size-4', wishlist.isFetching && 'animate-spin')} />
          {wishlist.isFetching ? t`Retrying…` : t`Try again`}
        </button>
      </Notice>
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your wishlist</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <CourseCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  const savedTotal = items?.length ?? 0;
  const savedCount = format.number(savedTotal);
  // Inside the learner dashboard's frame (app/layout), which gives the background, padding and navigation.
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Wishlist</Trans>
        </h1>
        <Link to={COURSES_PATH} className={linkClass}>
          <Trans>Browse courses</Trans>
        </Link>
      </div>
      <p className="mt-1 mb-6 text-slate-600" role="status">
        {items
          ? items.length > 0
            ? t`${plural(savedTotal, { one: `${savedCount} saved course`, other: `${savedCount} saved courses` })}`
            : t`Courses you save appear here.`
          : ''}
      </p>
      {toggle.isError ? (
        <p role="alert" className="mb-4 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {toggle.error.message}
        </p>
      ) : null}
      {body}
    </>
  );
}
