import { Link, useParams } from 'react-router';
import { BookOpen, CalendarClock, Infinity as Lifetime, ShieldCheck, ShoppingCart } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { BundleDetail } from '@dokkho/contract/offers';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../../shared/i18n/format';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageIntro } from '../../../shared/ui/page-intro';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useBundle } from '../api/get-bundle';
import { BundlePrice } from '../components/bundle-price';
import { GiftIllustration } from '../components/illustrations';
import { OfferCourseCard, OfferCourseCardSkeleton } from '../components/offer-course-card';
import { savingPercent } from '../lib/offer-format';
import { BUNDLE_OFFERS_PATH, bundlePaymentPath } from '../lib/paths';

function BuyButton({
  bundle,
  className,
  size = 'lg',
}: {
  bundle: BundleDetail;
  className?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Link to={bundlePaymentPath(bundle.id)} className={buttonClasses({ variant: 'accent', size, className })}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <Trans>Buy the bundle</Trans>
    </Link>
  );
}

/** The price box: sticky beside the courses on desktop; on phones under the title, the bar has the button. */
function PriceCard({ bundle, withButton = true }: { bundle: BundleDetail; withButton?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const percent = savingPercent(bundle.saving, bundle.courses_total_price);
  const percentText = format.number(percent);
  const coursesCount = bundle.courses_count;
  const coursesTotal = format.number(coursesCount);
  const endDate = bundle.ends_at ? format.longDate(bundle.ends_at) : '';
  return (
    <section
      aria-label={withButton ? t`Buy this bundle` : t`What this bundle saves`}
      className="rounded-card bg-white p-5 shadow-raised ring-1 ring-slate-200 sm:p-6"
    >
      <BundlePrice bundle={bundle} size="lg" />
      {percent > 0 ? (
        <p className="mt-3 rounded-lg bg-success-50 px-3 py-2 text-sm text-success-700">
          <Trans>
            That is <strong>{percentText}% less</strong> than buying the {coursesTotal} courses one by one.
          </Trans>
        </p>
      ) : null}
      {withButton ? <BuyButton bundle={bundle} className="mt-5 w-full" /> : null}
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <BookOpen aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
          <Plural value={coursesCount} one="# course, enrolled at once" other="# courses, enrolled at once" />
        </li>
        <li className="flex items-center gap-2">
          <Lifetime aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
          <Trans>Lifetime access, learn at your own pace</Trans>
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
          <Trans>Pay with bKash, Nagad or card</Trans>
        </li>
      </ul>
      {bundle.ends_at ? (
        <p className="mt-4 flex items-center gap-1.5 text-sm font-medium text-warning-700">
          <CalendarClock aria-hidden="true" className="size-4" />
          <Trans>Offer ends {endDate}</Trans>
        </p>
      ) : null}
    </section>
  );
}

function BundleView({ bundle }: { bundle: BundleDetail }) {
  const { t } = useLingui();
  const coursesCount = bundle.courses_count;
  usePageTitle(bundle.title);
  const paragraphs = bundle.description.split(/\n{2,}/).filter(Boolean);
  return (
    // Room at the bottom for the phone's fixed buy bar.
    <div className="pb-28 lg:pb-16">
      <PageIntro
        breadcrumb={[{ to: BUNDLE_OFFERS_PATH, label: t`Bundle offers` }]}
        eyebrow={t`Bundle · ${plural(coursesCount, { one: '# course', other: '# courses' })}`}
        title={bundle.title}
        description={bundle.subtitle}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8">
        <div className="min-w-0 space-y-8">
          <div className="lg:hidden">
            <PriceCard bundle={bundle} withButton={false} />
          </div>
          {paragraphs.length > 0 ? (
            <section aria-labelledby="bundle-about" className="space-y-3">
              <h2 id="bundle-about" className="text-xl font-bold text-slate-900">
                <Trans>About this bundle</Trans>
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="text-pretty text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ) : null}
          <section aria-labelledby="bundle-courses">
            <h2 id="bundle-courses" className="text-xl font-bold text-slate-900">
              <Trans>The courses in this bundle</Trans>
            </h2>
            <ol className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {bundle.courses.map((course) => (
                <li key={course.id}>
                  <OfferCourseCard course={course} priceNote={t`on its own`} compact />
                </li>
              ))}
            </ol>
          </section>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <PriceCard bundle={bundle} />
          </div>
        </aside>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <BundlePrice bundle={bundle} compact />
          </div>
          <BuyButton bundle={bundle} size="md" className="shrink-0" />
        </div>
      </div>
    </div>
  );
}

function BundleSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the bundle</Trans>
      </span>
      <div className="border-b border-primary-100 bg-primary-50">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-3/4 max-w-xl" />
          <Skeleton className="h-5 w-2/3 max-w-lg" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8">
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <OfferCourseCardSkeleton key={i} />
          ))}
        </div>
        <Skeleton className="hidden h-80 rounded-card lg:block" />
      </div>
    </div>
  );
}

/** /bundle-offer/{id} (SPEC.md §2): a bundle's courses, what it saves, and the way to buy it. */
export function BundleOfferPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error, refetch, isFetching } = useBundle(valid ? id : 0);

  if (!valid || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <StatusPanel
        illustration={<GiftIllustration />}
        eyebrow={t`Bundle offer`}
        title={t`This bundle offer is not available`}
        description={t`It may have ended, or the link is wrong. The bundles on sale now are one tap away.`}
      >
        <Link to={BUNDLE_OFFERS_PATH} className={buttonClasses()}>
          <Trans>See bundle offers</Trans>
        </Link>
      </StatusPanel>
    );
  }
  if (isError) {
    return (
      <LoadErrorPanel
        title={t`We couldn’t load this bundle`}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      >
        <Link to={BUNDLE_OFFERS_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See bundle offers</Trans>
        </Link>
      </LoadErrorPanel>
    );
  }
  if (isPending) return <BundleSkeleton />;
  return <BundleView bundle={data} />;
}
