import { Link } from 'react-router';
import {
  ArrowRight,
  Building2,
  CircleCheck,
  FilePen,
  ListOrdered,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STAGES } from '@dokkho/contract/hiring';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCompanyProfile } from '../api/company-profile';
import { useRecruiterDashboard } from '../api/dashboard';
import { ApplicantListItem, applicantListClasses } from '../components/applicant-row';
import {
  MarkAllReadButton,
  NO_NOTIFICATIONS_TEXT,
  NotificationList,
  useRecruiterNotifications,
} from '../components/notification-list';
import { COMPANY_PROFILE_PATH, JOB_POSTS_PATH, SORT_RESUME_PATH } from '../lib/paths';
import { PostJobLink } from '../components/post-job-link';
import { APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';

function Stat({
  label,
  value,
  icon: Icon,
  to,
  highlight = false,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  to: string;
  highlight?: boolean;
}) {
  const format = useFormat();
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 hover:ring-primary-300 sm:p-5"
    >
      <Icon
        aria-hidden="true"
        className={highlight ? 'size-6 shrink-0 text-accent-600' : 'size-6 shrink-0 text-primary-700'}
      />
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-10" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{format.number(value)}</p>
        )}
      </div>
    </Link>
  );
}

function SectionTitle({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

function Notifications() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { list, unread, markAllRead, markOpenedRead } = useRecruiterNotifications();
  const unreadCount = format.number(unread);
  return (
    <section aria-labelledby="home-notifications">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2
          id="home-notifications"
          className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900"
        >
          <Trans>Notifications</Trans>
          {unread > 0 ? (
            <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
              <Trans>{unreadCount} unread</Trans>
            </span>
          ) : null}
        </h2>
        <MarkAllReadButton unread={unread} onClick={markAllRead} className="shrink-0 whitespace-nowrap" />
      </div>
      {list.isError && !list.data ? (
        <SectionError
          what={t`notifications`}
          error={list.error}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : !list.data ? (
        <Skeleton className="h-32 rounded-card" />
      ) : list.data.results.length === 0 ? (
        <p className="rounded-card bg-white p-5 text-sm text-slate-600 shadow-card ring-1 ring-slate-200">
          {i18n._(NO_NOTIFICATIONS_TEXT)}
        </p>
      ) : (
        <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200">
          <NotificationList items={list.data.results.slice(0, 6)} onOpen={markOpenedRead} />
        </div>
      )}
    </section>
  );
}

/**
 * /hr-dashboard (issue 6): "what should I do next?" for a recruiter. Open and draft posts, applicants in
 * all and the ones not opened yet, the pipeline by stage, the five newest applicants and the
 * notifications; the one main action is posting a job.
 */
export function RecruiterHomePage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const dashboard = useRecruiterDashboard();
  const company = useCompanyProfile();
  const name = company.data?.company_name;
  const data = dashboard.data;

  return (
    <>
      <PageHeading
        title={t`Recruiter dashboard`}
        description={
          name
            ? t`${name}: your posts and applicants at a glance.`
            : t`Your posts and applicants at a glance.`
        }
        actions={<PostJobLink variant="accent" />}
      />

      {dashboard.isError && !data ? (
        <SectionError
          what={t`dashboard numbers`}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
          className="mb-6"
        />
      ) : null}

      <h2 className="sr-only">
        <Trans>At a glance</Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 sm:gap-4">
        <Stat
          label={t`Open posts`}
          value={data?.open_jobs}
          icon={CircleCheck}
          to={`${JOB_POSTS_PATH}?status=open`}
        />
        <Stat
          label={t`Drafts`}
          value={data?.draft_jobs}
          icon={FilePen}
          to={`${JOB_POSTS_PATH}?status=draft`}
        />
        <Stat label={t`Applicants`} value={data?.applicants_total} icon={Users} to={JOB_POSTS_PATH} />
        <Stat
          label={t`New applicants`}
          value={data?.new_applicants}
          icon={Sparkles}
          to={JOB_POSTS_PATH}
          highlight
        />
      </div>

      {data ? (
        <section aria-labelledby="pipeline" className="mt-8">
          <SectionTitle
            id="pipeline"
            title={t`Pipeline`}
            link={{ to: SORT_RESUME_PATH, label: t`Rank applicants` }}
          />
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {APPLICATION_STAGES.map((stage) => (
              <li
                key={stage}
                className="rounded-card bg-white p-3 text-center shadow-card ring-1 ring-slate-200"
              >
                <p className="text-xl font-bold text-slate-900 tabular-nums">
                  {format.number(data.stage_counts[stage] ?? 0)}
                </p>
                <p className="text-xs font-medium text-slate-600">
                  {i18n._(APPLICATION_STAGE_LABELS[stage])}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <section aria-labelledby="recent-applicants" className="lg:col-span-3">
          <SectionTitle
            id="recent-applicants"
            title={t`Recent applicants`}
            link={
              data && data.recent_applicants.length > 0
                ? { to: JOB_POSTS_PATH, label: t`All posts` }
                : undefined
            }
          />
          {!data ? (
            dashboard.isError ? null : (
              <div className="space-y-2" aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-20 rounded-card" />
                ))}
              </div>
            )
          ) : data.recent_applicants.length === 0 ? (
            <Notice
              illustration={<SignpostIllustration />}
              title={data.open_jobs > 0 ? t`No applicants yet` : t`Post your first job`}
              description={
                data.open_jobs > 0
                  ? t`Applications to your open posts appear here as they arrive.`
                  : t`Posting is free. Describe the role and the salary, and it is on the Dokkho job board in minutes.`
              }
            >
              {data.open_jobs > 0 ? (
                <Link to={JOB_POSTS_PATH} className={buttonClasses({ variant: 'secondary' })}>
                  <Trans>Your job posts</Trans>
                </Link>
              ) : (
                <PostJobLink />
              )}
            </Notice>
          ) : (
            <ul aria-label={t`Recent applicants`} className={applicantListClasses(false)}>
              {data.recent_applicants.map((row) => (
                <ApplicantListItem key={row.id} row={row} showJob />
              ))}
            </ul>
          )}
        </section>
        <div className="lg:col-span-2">
          <Notifications />
          <Link
            to={SORT_RESUME_PATH}
            className="mt-4 flex items-center gap-3 rounded-card bg-primary-50 p-4 text-sm font-semibold text-primary-900 ring-1 ring-primary-100 hover:bg-primary-100"
          >
            <ListOrdered aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
            <Trans>Rank a post’s applicants by how well they match</Trans>
            <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0" />
          </Link>
        </div>
      </div>

      {company.data && !company.data.company_about ? (
        <aside className="mt-8 flex flex-col gap-3 rounded-card bg-primary-50 p-5 ring-1 ring-primary-100 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-3 text-slate-800">
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <Trans>
              Tell job seekers about your company: a short “about”, your industry and your logo appear on
              every post.
            </Trans>
          </p>
          <Link
            to={COMPANY_PROFILE_PATH}
            className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}
          >
            <Trans>Complete your profile</Trans>
          </Link>
        </aside>
      ) : null}
    </>
  );
}
