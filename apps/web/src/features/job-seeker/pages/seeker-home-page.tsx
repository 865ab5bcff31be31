import { Link } from 'react-router';
import { ArrowRight, Search } from 'lucide-react';
import { APPLICATION_STAGES } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { APPLICANT_STAGE_LABELS } from '../../../shared/labels/hiring';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { JobCard } from '../../jobs';
import { useSeekerDashboard } from '../api/get-dashboard';
import { CompletenessCard } from '../components/completeness-card';
import { ContactRequests } from '../components/contact-requests';
import { AVAILABLE_JOBS_PATH, appliedJobsHref, latestJobHref } from '../lib/paths';

function HomeSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        <Trans>Loading your dashboard</Trans>
      </span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {APPLICATION_STAGES.map((stage) => (
          <Skeleton key={stage} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-36" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/**
 * /js-dashboard (issue 6 item 3): "what should I do next?" Where my applications stand (each count opens
 * that stage's list), who wants to contact me, what my profile still lacks, and jobs that fit me.
 */
export function SeekerHomePage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const dashboard = useSeekerDashboard();
  const heading = (
    <PageHeading
      title={t`Your job search`}
      description={t`Your applications, the recruiters who found you, and jobs that fit your skills.`}
      actions={
        <Link to={AVAILABLE_JOBS_PATH} className={buttonClasses({ variant: 'accent' })}>
          <Search aria-hidden="true" className="size-4" />
          <Trans>Find jobs</Trans>
        </Link>
      }
    />
  );
  if (dashboard.isError) {
    return (
      <>
        {heading}
        <LoadErrorNotice
          title={t`We couldn’t load your dashboard`}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      </>
    );
  }
  if (!dashboard.data) {
    return (
      <>
        {heading}
        <HomeSkeleton />
      </>
    );
  }
  const data = dashboard.data;
  const withdrawnCount = format.number(data.withdrawn_count);
  const total = APPLICATION_STAGES.reduce((sum, stage) => sum + (data.stage_counts[stage] ?? 0), 0);

  return (
    <>
      {heading}
      <div className="space-y-8">
        <section aria-labelledby="applications-heading">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="applications-heading" className="text-lg font-bold text-slate-900">
              <Trans>Your applications</Trans>
            </h2>
            <Link
              to={appliedJobsHref()}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
            >
              <Trans>See all</Trans>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {total === 0 && data.withdrawn_count === 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>You have not applied yet. Open a job below or browse the available jobs.</Trans>
            </p>
          ) : null}
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {APPLICATION_STAGES.map((stage) => (
              <li key={stage}>
                <Link
                  to={appliedJobsHref(stage)}
                  className="flex h-full min-h-20 flex-col justify-between rounded-card bg-white p-3 shadow-card ring-1 ring-slate-200 hover:ring-primary-300"
                >
                  <span className="text-2xl font-bold text-slate-900">
                    {format.number(data.stage_counts[stage] ?? 0)}
                  </span>
                  <span className="text-sm leading-snug text-slate-700">
                    {i18n._(APPLICANT_STAGE_LABELS[stage])}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {data.withdrawn_count > 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              <Link
                to={appliedJobsHref('withdrawn')}
                className="font-semibold text-primary-700 hover:underline"
              >
                <Trans>{withdrawnCount} withdrawn</Trans>
              </Link>
            </p>
          ) : null}
        </section>

        {data.pending_contact_requests > 0 ? <ContactRequests /> : null}

        <CompletenessCard completeness={data.completeness} />

        <section aria-labelledby="recommended-heading">
          <h2 id="recommended-heading" className="text-lg font-bold text-slate-900">
            <Trans>Recommended for you</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Open jobs that match your skills and location.</Trans>
          </p>
          {data.recommended.length === 0 ? (
            <div className="mt-3">
              <Notice
                illustration={<SignpostIllustration />}
                title={t`No matches yet`}
                description={t`Add your skills and location to your profile and we will suggest jobs that fit. Meanwhile, every open job is one tap away.`}
              >
                <Link to={AVAILABLE_JOBS_PATH} className={buttonClasses()}>
                  <Trans>See available jobs</Trans>
                </Link>
              </Notice>
            </div>
          ) : (
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.recommended.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} href={latestJobHref(job.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
