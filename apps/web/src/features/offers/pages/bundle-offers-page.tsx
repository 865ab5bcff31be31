import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SectionError } from '../../../shared/ui/section-error';
import { useBundles } from '../api/get-bundles';
import { BundleCard, BundleCardSkeleton } from '../components/bundle-card';
import { GiftIllustration } from '../components/illustrations';
import { OffersEmpty } from '../components/offers-states';
import { ALL_COURSES_PATH, EID_OFFER_PATH } from '../lib/paths';

/** /bundle-offer (SPEC.md §2): the course bundles on sale now, each cheaper than its courses one by one. */
export function BundleOffersPage() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useBundles();
  return (
    <>
      <PageIntro
        eyebrow={t`Bundle offers`}
        title={t`Learn more, pay less: courses bundled for one goal`}
        description={t`Each bundle puts the courses of one career goal together, for less than buying them one by one. One payment, lifetime access to every course in it.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {isError ? (
          <SectionError
            what={t`bundle offers`}
            error={error}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        ) : isPending ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              <Trans>Loading bundle offers</Trans>
            </span>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <BundleCardSkeleton key={i} />
              ))}
            </div>
          </div>
        ) : data.length === 0 ? (
          <OffersEmpty
            illustration={<GiftIllustration />}
            title={t`No bundle offers right now`}
            actions={
              <>
                <Link to={ALL_COURSES_PATH} className={buttonClasses()}>
                  <Trans>Browse all courses</Trans>
                </Link>
                <Link to={EID_OFFER_PATH} className={buttonClasses({ variant: 'secondary' })}>
                  <Trans>See the Eid offer</Trans>
                </Link>
              </>
            }
          >
            <Trans>New bundles come with each season. Meanwhile every course can be bought on its own.</Trans>
          </OffersEmpty>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((bundle, index) => (
              <li key={bundle.id}>
                <BundleCard bundle={bundle} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
