import { useCallback } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EidCourseResponse, EidOffer } from '@dokkho/contract/offers';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { eidOfferQueryOptions, useEidOffer } from '../api/get-eid-offer';
import { Countdown } from '../components/countdown';
import { GiftIllustration } from '../components/illustrations';
import { OfferCourseCard, OfferCourseCardSkeleton } from '../components/offer-course-card';
import { OffersEmpty } from '../components/offers-states';
import { describeDiscount } from '../lib/offer-format';
import { ALL_COURSES_PATH, BUNDLE_OFFERS_PATH } from '../lib/paths';

/** The campaign's banner: its artwork behind the title (no text in the image), the discount and the clock. */
function EidHero({ offer, onEnd }: { offer: EidOffer; onEnd: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="relative isolate overflow-hidden bg-primary-900 text-white">
      {offer.image ? (
        <img
          src={offer.image}
          alt=""
          width={1200}
          height={400}
          className="absolute inset-0 -z-10 size-full object-cover object-right"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-950/95 via-primary-950/80 to-primary-950/20"
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="inline-flex rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-slate-900">
          {describeDiscount(offer.kind, offer.amount, i18n)}
        </p>
        <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
          {offer.title}
        </h1>
        {offer.description ? (
          <p className="mt-3 max-w-xl text-lg text-pretty text-primary-50">{offer.description}</p>
        ) : null}
        <div className="mt-6">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-200 uppercase">
            <Trans>Offer ends in</Trans>
          </p>
          <Countdown endsAt={offer.ends_at} onEnd={onEnd} />
        </div>
      </div>
    </div>
  );
}

function EidCourses({ data }: { data: EidCourseResponse & { offer: EidOffer } }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="eid-courses" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h2 id="eid-courses" className="text-xl font-bold text-slate-900 sm:text-2xl">
        <Trans>Courses on offer</Trans>
      </h2>
      <p className="mt-1 text-slate-600">
        <Trans>The offer price is applied at checkout while the offer runs.</Trans>
      </p>
      {data.courses.length === 0 ? (
        <p className="mt-6 rounded-card bg-slate-50 p-5 text-slate-700">
          <Trans>
            The courses of this offer are being updated. Please look again in a little while, or{' '}
            <Link to={ALL_COURSES_PATH} className="font-semibold text-primary-700 hover:underline">
              browse all courses
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.courses.map((course) => (
            <li key={course.id}>
              <OfferCourseCard
                course={course}
                offerPrice={course.offer_price}
                badge={describeDiscount(data.offer.kind, data.offer.amount, i18n)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EidSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the Eid offer</Trans>
      </span>
      <div className="bg-primary-900">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Skeleton className="h-7 w-24 rounded-full bg-primary-700" />
          <Skeleton className="h-10 w-3/4 max-w-xl bg-primary-700" />
          <Skeleton className="h-5 w-2/3 max-w-lg bg-primary-700" />
          <Skeleton className="h-16 w-72 bg-primary-700" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-5 px-4 py-8 sm:grid-cols-2 sm:px-6 sm:py-12 lg:grid-cols-3 lg:px-8 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <OfferCourseCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** /eid-offer (SPEC.md §2): the running Eid campaign, its deadline and its courses at their offer prices. */
export function EidOfferPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch, isFetching } = useEidOffer();
  usePageTitle(data?.offer?.title);
  // At zero the offer is over on the server too: ask again, and the page shows what is true now.
  const onEnd = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: eidOfferQueryOptions().queryKey });
  }, [queryClient]);

  if (isPending) return <EidSkeleton />;
  if (isError || !data.offer) {
    return (
      <>
        <PageIntro
          eyebrow={t`Eid offer`}
          title={t`Eid offer`}
          description={t`Special Eid prices on selected courses, for a limited time.`}
        />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          {isError ? (
            <SectionError
              what={t`Eid offer`}
              error={error}
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          ) : (
            <OffersEmpty
              illustration={<GiftIllustration />}
              title={t`No Eid offer is running right now`}
              actions={
                <>
                  <Link to={ALL_COURSES_PATH} className={buttonClasses()}>
                    <Trans>Browse all courses</Trans>
                  </Link>
                  <Link to={BUNDLE_OFFERS_PATH} className={buttonClasses({ variant: 'secondary' })}>
                    <Trans>See bundle offers</Trans>
                  </Link>
                </>
              }
            >
              <Trans>
                Our Eid prices return with the next Eid. Until then, bundles save you money on courses bought
                together.
              </Trans>
            </OffersEmpty>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <EidHero offer={data.offer} onEnd={onEnd} />
      <EidCourses data={{ ...data, offer: data.offer }} />
    </>
  );
}
