import { Link } from 'react-router';
import {
  Award,
  BookOpen,
  BriefcaseBusiness,
  CalendarClock,
  ExternalLink,
  EyeOff,
  MapPin,
  PartyPopper,
  Tags,
} from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { APPLICATION_STAGES } from '@dokkho/contract/hiring';
import type { TeachingJob } from '@dokkho/contract/teaching-jobs';
import { useFormat } from '../../../shared/i18n/format';
import { APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';
import { WORKPLACE_LABELS } from '../../../shared/labels/jobs';
import { placeName } from '../../../shared/labels/places';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { useTeachingJobs } from '../api/teaching';
import { StatCard } from '../components/stat-card';
import { MY_COURSES_PATH, publicJobPath } from '../lib/paths';

/** Stage chip colours: the further along, the warmer; `rejected` grey. */
const STAGE_STYLES: Record<(typeof APPLICATION_STAGES)[number], string> = {
  applied: 'bg-slate-100 text-slate-800',
  screening: 'bg-sky-50 text-sky-800',
  interview: 'bg-indigo-50 text-indigo-800',
  offer: 'bg-amber-50 text-amber-900',
  hired: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-slate-100 text-slate-600',
};

function JobsSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingSkeletons label={t`Loading jobs for your learners`} className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-16" />
          </div>
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="rounded-card bg-white p-4 shadow-card">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <Skeleton className="mt-4 h-10 w-full" />
        </div>
      ))}
    </LoadingSkeletons>
  );
}

/** Applied 2 · Interview 1 · Hired 1: only the stages someone is in. */
function StageCounts({ job }: { job: TeachingJob }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const format = useFormat();
  const total = job.certified_applicants.total;
  const formattedTotal = format.number(total);
  if (total === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No applicants with your certificates yet.</Trans>
      </p>
    );
  }
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">
        {total === 1 ? (
          <Trans>1 applicant holds your certificate</Trans>
        ) : (
          <Trans>{formattedTotal} applicants hold your certificates</Trans>
        )}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Applicants by stage`}>
        {APPLICATION_STAGES.filter((stage) => job.certified_applicants.by_stage[stage] > 0).map((stage) => (
          <li
            key={stage}
            className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium ${STAGE_STYLES[stage]}`}
          >
            <span>{i18n._(APPLICATION_STAGE_LABELS[stage])}</span>
            <span className="font-bold tabular-nums">
              {format.number(job.certified_applicants.by_stage[stage])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobCard({ job }: { job: TeachingJob }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const format = useFormat();
  const place = placeName(job, i18n);
  const workplace = i18n._(WORKPLACE_LABELS[job.workplace]);
  const deadline = format.date(job.deadline);
  const headingId = `teaching-job-${job.id}`;
  const jobTitle = job.title;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card sm:p-5">
        <div className="flex items-start gap-3">
          {job.company_logo ? (
            <img
              src={job.company_logo}
              alt=""
              className="size-12 shrink-0 rounded-lg object-contain ring-1 ring-slate-200"
              loading="lazy"
            />
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100">
              <BriefcaseBusiness aria-hidden="true" className="size-6 text-slate-500" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-base font-bold text-slate-900 sm:text-lg">
              <Link to={publicJobPath(job.id)} className="hover:underline">
                {job.title}
              </Link>
            </h2>
            <p className="text-sm text-slate-700">{job.company_name}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {place ? `${place} · ${workplace}` : workplace}
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                <Trans>Apply by {deadline}</Trans>
              </span>
            </p>
          </div>
        </div>

        <div className="mt-4 rounded-lg bg-primary-50 p-3">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-primary-900">
            <BookOpen aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Your courses that teach for it</Trans>
          </h3>
          <ul className="mt-1.5 space-y-1 text-sm text-slate-800">
            {job.courses.map((course) => {
              const skills = course.skills.join(', ');
              return (
                <li key={course.id}>
                  <span className="font-medium">{course.title}</span>{' '}
                  <span className="text-slate-600">
                    <Trans>(skills: {skills})</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="mt-4">
          <StageCounts job={job} />
          {job.visible_applicants.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
              {job.visible_applicants.map((applicant, index) => {
                const certificates = applicant.certificates.join(', ');
                return (
                  <li
                    key={`${applicant.name}-${index}`}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{applicant.name}</p>
                      <p className="flex items-center gap-1 text-xs text-slate-600">
                        <Award aria-hidden="true" className="size-3.5 shrink-0" />
                        {certificates}
                      </p>
                    </div>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_STYLES[applicant.stage]}`}
                    >
                      {i18n._(APPLICATION_STAGE_LABELS[applicant.stage])}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>

        <Link
          to={publicJobPath(job.id)}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
          aria-label={t`See the job post: ${jobTitle}`}
        >
          <Trans>See the job post</Trans>
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      </article>
    </li>
  );
}

/**
 * /ir-dashboard/job-details (issue 17 item 1, docs/decisions/034): how the instructor's learners are
 * being hired. Open posts whose skills their published courses teach, with the applicants who hold their
 * certificates by stage; a learner is named only when they let recruiters find their profile.
 */
export function TeachingJobsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useTeachingJobs();
  const data = query.data;
  const heading = (
    <PageHeading
      title={t`Jobs for your learners`}
      description={t`Open jobs that ask for the skills your courses teach, and how your certificate holders are doing in them.`}
    />
  );

  if (!data) {
    return (
      <>
        {heading}
        {query.isError ? (
          <LoadErrorPanel
            title={t`We couldn’t load the jobs for your learners`}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <JobsSkeleton />
        )}
      </>
    );
  }

  const { summary } = data;
  const recentCertificates = format.number(summary.certificates_last_12_months);
  const publishedCourses = format.number(summary.published_courses);
  return (
    <>
      {heading}
      <div className="space-y-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
          <StatCard
            icon={Award}
            label={t`Certificates issued`}
            value={format.number(summary.certificates_issued)}
            hint={t`${recentCertificates} in the last 12 months`}
          />
          <StatCard
            icon={PartyPopper}
            label={t`Learners hired`}
            value={format.number(summary.learners_hired_last_12_months)}
            hint={t`Certificate holders hired on Dokkho in the last 12 months`}
          />
          <StatCard
            icon={BriefcaseBusiness}
            label={t`Open jobs that match`}
            value={format.number(summary.matching_jobs)}
            hint={t`Matched with your ${publishedCourses} published courses`}
          />
        </div>

        <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <Trans>
            A learner is named only when they let recruiters find their profile. Everyone else is only
            counted: you never see who they are.
          </Trans>
        </p>

        {data.jobs.length === 0 ? (
          <StatusPanel
            illustration={<SignpostIllustration />}
            title={t`No job posts match your courses yet`}
            description={
              <Trans>
                A job matches when a skill it asks for is one of your course’s tags or is named in its title.
                Add the skills each course teaches as tags in the course editor.
              </Trans>
            }
          >
            <Link
              to={MY_COURSES_PATH}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
            >
              <Tags aria-hidden="true" className="size-4" />
              <Trans>Edit your courses’ tags</Trans>
            </Link>
          </StatusPanel>
        ) : (
          <ul className="space-y-4" aria-label={t`Matching jobs`}>
            {data.jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
