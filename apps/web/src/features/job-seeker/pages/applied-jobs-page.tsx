import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { APPLICATION_STAGES, MY_APPLICATION_FILTERS, type MyApplicationRow } from '@dokkho/contract/hiring';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICANT_STAGE_LABELS } from '../../../shared/labels/hiring';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CompanyLogo, formatLocation } from '../../jobs';
import { APPLICATIONS_PAGE_SIZE, useMyApplications } from '../api/applications';
import { StageBadge } from '../components/stage-badge';
import { AVAILABLE_JOBS_PATH, APPLIED_JOBS_PATH, applicationHref } from '../lib/paths';

type Filter = (typeof MY_APPLICATION_FILTERS)[number];

const FILTER_LABELS: Record<Filter, MessageDescriptor> = {
  active: msg`Active`,
  ...APPLICANT_STAGE_LABELS,
};

const FILTERS: (Filter | 'all')[] = ['all', 'active', ...APPLICATION_STAGES, 'withdrawn'];

function filterHref(filter: Filter | 'all', page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${APPLIED_JOBS_PATH}?${search}` : APPLIED_JOBS_PATH;
}

function ApplicationRow({ application }: { application: MyApplicationRow }) {
  const format = useFormat();
  const { job } = application;
  const appliedDate = format.date(application.applied_at);
  return (
    <li>
      <Link
        to={applicationHref(application.id)}
        className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 hover:ring-primary-300"
      >
        <CompanyLogo name={job.company_name} logo={job.company_logo} />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-balance text-slate-900">{job.title}</p>
          <p className="truncate text-sm text-slate-600">
            {job.company_name} · {formatLocation(job)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <StageBadge stage={application.stage} withdrawn={application.withdrawn} />
            <span className="text-xs text-slate-600">
              <Trans>Applied {appliedDate}</Trans>
            </span>
            {job.status !== 'open' && !application.withdrawn ? (
              <span className="text-xs text-slate-500">
                <Trans>Job closed</Trans>
              </span>
            ) : null}
          </div>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/**
 * /js-dashboard/applied-jobs (issue 6 item 3): my applications with each one's stage, filtered by active,
 * a stage or withdrawn (`?status=`, kept in the address like every list here).
 */
export function AppliedJobsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [params] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status = (MY_APPLICATION_FILTERS as readonly string[]).includes(rawStatus)
    ? (rawStatus as Filter)
    : undefined;
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const applications = useMyApplications({ status, page });
  const data = applications.data;
  const current = status ?? 'all';
  const applicationsText = (count: number) => {
    const countText = format.number(count);
    return t`${plural(count, { one: `${countText} application`, other: `${countText} applications` })}`;
  };
  const filterName = current === 'all' ? '' : i18n._(FILTER_LABELS[current]);

  return (
    <>
      <PageHeading
        title={t`Applied jobs`}
        description={t`Every job you applied to, and where each application stands.`}
      />
      <nav aria-label={t`Filter applications`} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-2 sm:min-w-0 sm:flex-wrap">
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={filterHref(filter)}
                aria-current={filter === current ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1',
                  filter === current
                    ? 'bg-primary-700 text-white ring-primary-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:ring-primary-400',
                )}
              >
                {filter === 'all' ? t`All` : i18n._(FILTER_LABELS[filter])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-5">
        {applications.isError ? (
          <LoadErrorNotice
            title={t`We couldn’t load your applications`}
            error={applications.error}
            onRetry={() => void applications.refetch()}
            isRetrying={applications.isFetching}
          />
        ) : !data ? (
          <div aria-busy="true" className="space-y-3">
            <span role="status" className="sr-only">
              <Trans>Loading your applications</Trans>
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : data.results.length === 0 ? (
          <Notice
            illustration={<SignpostIllustration />}
            title={current === 'all' ? t`No applications yet` : t`No applications here`}
            description={
              current === 'all'
                ? t`Find a job that fits you and apply with a PDF or your Dokkho profile. It takes a minute.`
                : t`None of your applications is “${filterName}” right now.`
            }
          >
            <Link to={AVAILABLE_JOBS_PATH} className={buttonClasses()}>
              <Trans>See available jobs</Trans>
            </Link>
            {current !== 'all' ? (
              <Link to={APPLIED_JOBS_PATH} className={buttonClasses({ variant: 'secondary' })}>
                <Trans>Show all applications</Trans>
              </Link>
            ) : null}
          </Notice>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm font-semibold text-slate-700">
              {applicationsText(data.count)}
            </p>
            <ul className={clsx('space-y-3', applications.isPlaceholderData && 'opacity-60')}>
              {data.results.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </ul>
            <div className="mt-6">
              <Pagination
                page={page}
                totalPages={Math.max(1, Math.ceil(data.count / APPLICATIONS_PAGE_SIZE))}
                hrefFor={(target) => filterHref(current, target)}
              />
            </div>
          </>
        )}
      </div>
    </>
  );
}
