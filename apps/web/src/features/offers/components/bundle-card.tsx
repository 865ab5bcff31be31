import { Link } from 'react-router';
import { ArrowRight, BookOpen, CalendarClock } from 'lucide-react';
import type { BundleListItem } from '@dokkho/contract/offers';
import { Plural, Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { bundleOfferPath } from '../lib/paths';
import { savingPercent } from '../lib/offer-format';
import { BundlePrice } from './bundle-price';

/** A bundle on /bundle-offer: what is in it, what it costs, and how much that saves, said plainly. */
export function BundleCard({ bundle, priority = false }: { bundle: BundleListItem; priority?: boolean }) {
  const format = useFormat();
  const percent = savingPercent(bundle.saving, bundle.courses_total_price);
  const saving = percent > 0 ? `${format.number(percent)}%` : format.taka(bundle.saving);
  const coursesCount = bundle.courses_count;
  const endDate = bundle.ends_at ? format.longDate(bundle.ends_at) : '';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 transition-shadow hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600">
      <div className="relative aspect-video w-full overflow-hidden bg-primary-100">
        {bundle.thumbnail ? (
          <img
            src={bundle.thumbnail}
            alt=""
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
        {bundle.saving > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-slate-900">
            <Trans>Save {saving}</Trans>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700">
          <BookOpen aria-hidden="true" className="size-4" />
          <Plural value={coursesCount} one="# course" other="# courses" />
        </p>
        <h2 className="line-clamp-2 text-lg leading-snug font-bold text-slate-900">
          <Link
            to={bundleOfferPath(bundle.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {bundle.title}
          </Link>
        </h2>
        {bundle.subtitle ? <p className="line-clamp-2 text-sm text-slate-600">{bundle.subtitle}</p> : null}
        {bundle.ends_at ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-warning-700">
            <CalendarClock aria-hidden="true" className="size-4" />
            <Trans>Offer ends {endDate}</Trans>
          </p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <BundlePrice bundle={bundle} />
          <ArrowRight
            aria-hidden="true"
            className="mb-1 size-5 shrink-0 text-primary-700 transition-transform group-hover:translate-x-0.5"
          />
        </div>
      </div>
    </article>
  );
}

export function BundleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <div className="mt-auto space-y-2 border-t border-slate-100 pt-4">
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
    </div>
  );
}
