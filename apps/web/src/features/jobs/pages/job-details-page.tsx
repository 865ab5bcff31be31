import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import {
  ArrowLeft,
  Banknote,
  BriefcaseBusiness,
  Building2,
  CalendarClock,
  CircleAlert,
  ExternalLink,
  GraduationCap,
  MapPin,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { JobDetail } from '@dokkho/contract/jobs';
import { ApiError } from '@dokkho/contract/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { MarkdownContent } from '../../../shared/ui/markdown-content';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useJob } from '../api/get-job';
import { CompanyLogo } from '../components/company-logo';
import { ReportJobDialog } from '../components/report-job-dialog';
import { ShareJobButton } from '../components/share-job-button';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '../../../shared/labels/jobs';
import {
  describeDeadline,
  describePosted,
  formatExperience,
  formatLocation,
  formatSalary,
} from '../lib/job-format';

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg bg-slate-50 p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-800 marker:text-primary-600">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <span role="status" className="sr-only">
        <Trans>Loading the job</Trans>
      </span>
      <div className="flex gap-4">
        <Skeleton className="size-16 rounded-xl" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-5 w-1/3" />
        </div>
      </div>
      <div className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <div className="mt-8 space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}

/** Where the page's "back" link goes: the board (or careers), or the dashboard list it was opened from. */
export interface JobBackLink {
  to: string;
  label: string;
}

/** The Apply panel for this job, provided by the app shell (features/job-seeker owns applying). */
export type RenderApply = (job: JobDetail, closed: boolean) => ReactNode;

/**
 * The whole job: header, facts, description, lists, skills and the company. `embedded` drops the page's own
 * margins and full-width band, for a dashboard frame that already has them.
 */
export function JobView({
  job,
  renderApply,
  backLink,
  embedded = false,
}: {
  job: JobDetail;
  renderApply?: RenderApply | undefined;
  backLink?: JobBackLink | undefined;
  embedded?: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deadline = describeDeadline(job.deadline);
  const closed = job.status === 'closed' || deadline.closed;
  const posted = describePosted(job.published_at);
  const url = typeof window === 'undefined' ? `/jobs/${job.id}` : `${window.location.origin}/jobs/${job.id}`;
  const back = backLink ?? {
    to: job.is_internal ? '/career' : '/jobs',
    label: job.is_internal ? t`Careers at Dokkho` : t`All jobs`,
  };
  const apply = renderApply?.(job, closed);
  const companyName = job.company_name;
  const closedOn = job.closed_at ? format.date(job.closed_at) : null;
  const frame = embedded ? '' : 'mx-auto max-w-6xl px-4 sm:px-6 lg:px-8';

  return (
    <article>
      <div
        className={clsx(
          'bg-gradient-to-b from-primary-50 to-white',
          embedded ? 'rounded-card px-4 ring-1 ring-primary-100 sm:px-6' : 'border-b border-primary-100',
        )}
      >
        <div className={clsx(frame, 'pt-4 pb-8')}>
          <Link
            to={back.to}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
          <div className={clsx(apply && 'lg:flex lg:items-start lg:justify-between lg:gap-8')}>
            <div className="mt-2 flex min-w-0 items-start gap-4">
              <CompanyLogo name={job.company_name} logo={job.company_logo} size="lg" />
              <div className="min-w-0">
                <h1 className="text-2xl leading-tight font-bold text-balance break-words text-slate-900 sm:text-3xl">
                  {job.title}
                </h1>
                <p className="mt-1 text-lg text-slate-700">{job.company_name}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {[formatLocation(job), i18n._(EMPLOYMENT_TYPE_LABELS[job.employment_type]), posted]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </div>
            {apply ? <div className="mt-6 lg:mt-2 lg:w-80 lg:shrink-0">{apply}</div> : null}
          </div>
          {closed ? (
            <div
              role="status"
              className="mt-6 flex items-start gap-3 rounded-lg border border-warning-700/20 bg-warning-50 p-4 text-slate-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
              <p>
                {closedOn ? (
                  <Trans>
                    <span className="font-semibold">This job is closed</span> since {closedOn}. It no longer
                    takes applications.
                  </Trans>
                ) : (
                  <Trans>
                    <span className="font-semibold">This job is closed</span>. It no longer takes
                    applications.
                  </Trans>
                )}{' '}
                <Link to="/jobs" className="font-semibold text-primary-700 underline underline-offset-2">
                  <Trans>See open jobs</Trans>
                </Link>
              </p>
            </div>
          ) : null}
        </div>
      </div>

      <div
        className={clsx(
          frame,
          'py-8',
          // In a dashboard (a grey page) the body sits on its own white card, so the facts keep their tint.
          embedded
            ? 'mt-4 rounded-card bg-white px-4 shadow-card ring-1 ring-slate-200 sm:px-6 xl:grid xl:grid-cols-[minmax(0,1fr)_18rem] xl:gap-8'
            : 'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10',
        )}
      >
        <div className="min-w-0">
          <h2 className="sr-only">
            <Trans>At a glance</Trans>
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Fact icon={Banknote} label={t`Salary`}>
              {formatSalary(job)}
            </Fact>
            <Fact icon={MapPin} label={t`Location`}>
              {formatLocation(job)}
            </Fact>
            <Fact icon={BriefcaseBusiness} label={t`Job type`}>
              {i18n._(EMPLOYMENT_TYPE_LABELS[job.employment_type])} ·{' '}
              {i18n._(WORKPLACE_LABELS[job.workplace])}
            </Fact>
            <Fact icon={TrendingUp} label={t`Experience`}>
              {formatExperience(job)}
            </Fact>
            <Fact icon={Users} label={t`Vacancies`}>
              {format.number(job.vacancies)}
            </Fact>
            <Fact icon={CalendarClock} label={t`Deadline`}>
              <span className={clsx(deadline.urgent && 'text-warning-700')}>{deadline.text}</span>
            </Fact>
            {job.education ? (
              <Fact icon={GraduationCap} label={t`Education`}>
                {job.education}
              </Fact>
            ) : null}
          </dl>

          <section className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">
              <Trans>About the job</Trans>
            </h2>
            <div className="mt-2">
              <MarkdownContent markdown={job.description} />
            </div>
          </section>
          <ListSection title={t`Responsibilities`} items={job.responsibilities} />
          <ListSection title={t`Requirements`} items={job.requirements} />
          {job.skills.length > 0 ? (
            <section className="mt-8">
              <h2 className="text-xl font-bold text-slate-900">
                <Trans>Skills</Trans>
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Link
                      to={`/jobs?search=${encodeURIComponent(skill)}`}
                      className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-800"
                    >
                      {skill}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className={clsx('mt-10 space-y-4', embedded ? 'xl:mt-0' : 'lg:mt-0')}>
          <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 lg:sticky lg:top-24">
            <p className="text-sm font-semibold text-slate-500">
              <Trans>Salary</Trans>
            </p>
            <p className="text-xl font-bold text-slate-900">{formatSalary(job)}</p>
            <p
              className={clsx(
                'mt-3 flex items-center gap-2 text-sm font-medium',
                deadline.urgent ? 'text-warning-700' : 'text-slate-700',
              )}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              {closed ? t`Closed` : deadline.text}
            </p>
            <div className="mt-5">
              <ShareJobButton title={job.title} company={job.company_name} url={url} />
            </div>
            <div className="mt-3 border-t border-slate-100 pt-2">
              <ReportJobDialog jobId={job.id} jobTitle={job.title} />
            </div>
          </div>

          {job.company_about || job.company_industry || job.company_website ? (
            <section className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
              <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Building2 aria-hidden="true" className="size-5 text-primary-700" />
                <Trans>About {companyName}</Trans>
              </h2>
              {job.company_industry ? (
                <p className="mt-1 text-sm font-medium text-slate-600">{job.company_industry}</p>
              ) : null}
              {job.company_about ? (
                <p className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-700">
                  {job.company_about}
                </p>
              ) : null}
              {job.company_website ? (
                <a
                  href={job.company_website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
                >
                  <Trans>Company website</Trans>
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

/**
 * /jobs/{id} (issue 6 item 2): the whole job description. The server puts the JobPosting JSON-LD into the
 * HTML it serves (apps/api seo/page-meta.ts); this page sets the title once the job has loaded. The Apply
 * panel belongs to the job seeker feature: the app shell passes it in as `renderApply` (app/job-route.tsx),
 * so this feature does not depend on that one. The dashboard's job-details views pass `jobId` (from `?id=`),
 * a `backLink` and `embedded`.
 */
export function JobDetailsPage({
  jobId,
  renderApply,
  backLink,
  embedded = false,
}: {
  jobId?: string | undefined;
  renderApply?: RenderApply | undefined;
  backLink?: JobBackLink | undefined;
  embedded?: boolean;
} = {}) {
  const params = useParams();
  const id = jobId ?? params.id ?? '';
  const { t } = useLingui();
  const job = useJob(id);
  const jobTitle = job.data?.title;
  const companyName = job.data?.company_name;
  usePageTitle(job.data ? t`${jobTitle} at ${companyName}` : job.isError ? t`Job` : null);

  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) {
      return (
        <StatusPanel
          illustration={<SignpostIllustration />}
          eyebrow="404"
          title={t`This job is not on Dokkho`}
          description={t`It may have been removed by the employer, or the link is mistyped.`}
        >
          <Link to="/jobs" className={buttonClasses({ size: 'lg' })}>
            <Trans>See open jobs</Trans>
          </Link>
        </StatusPanel>
      );
    }
    return (
      <LoadErrorPanel
        title={t`We couldn’t load this job`}
        error={job.error}
        onRetry={() => void job.refetch()}
        isRetrying={job.isFetching}
      >
        <Link to="/jobs" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See open jobs</Trans>
        </Link>
      </LoadErrorPanel>
    );
  }
  if (!job.data) return <DetailSkeleton />;
  return <JobView job={job.data} renderApply={renderApply} backLink={backLink} embedded={embedded} />;
}
