import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Building2, Plus, type LucideIcon, CircleCheck, FilePen, Archive } from 'lucide-react';
import type { JobStatus } from '@dokkho/contract/jobs';
import { formatDhakaDate } from '../../../shared/lib/dhaka-date';
import { formatNumber } from '../../../shared/lib/format-number';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyJobPosts } from '../api/get-my-job-posts';
import { useCompanyProfile } from '../api/company-profile';
import { JobStatusBadge } from '../components/job-status-badge';
import { COMPANY_PROFILE_PATH, JOB_POSTS_PATH, NEW_JOB_POST_HREF, editJobPostHref } from '../lib/paths';

const COUNTS: { status: JobStatus; label: string; icon: LucideIcon }[] = [
  { status: 'open', label: 'Open', icon: CircleCheck },
  { status: 'draft', label: 'Drafts', icon: FilePen },
  { status: 'closed', label: 'Closed', icon: Archive },
];

/** One count: the `count` of a one-row page of that status (the API counts; nothing is fetched twice). */
function StatusCount({ status, label, icon: Icon }: (typeof COUNTS)[number]) {
  const posts = useMyJobPosts({ status, page: 1, page_size: 1 });
  return (
    <Link
      to={`${JOB_POSTS_PATH}?status=${status}`}
      className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 hover:ring-primary-300 sm:p-5"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {posts.data ? (
          <p className="text-2xl font-bold text-slate-900">{formatNumber(posts.data.count)}</p>
        ) : posts.isError ? (
          <p className="text-sm text-danger-700">Not loaded</p>
        ) : (
          <Skeleton className="mt-1 h-7 w-10" />
        )}
      </div>
    </Link>
  );
}

/**
 * /hr-dashboard (issue 6 item 4, first slice): "what should I do next?" for a recruiter: how many posts are
 * open, in draft and closed, the latest posts, and the one main action, posting a job. Applicant numbers
 * arrive with applications (the next slice).
 */
export function RecruiterHomePage() {
  const latest = useMyJobPosts({ page: 1, page_size: 5 });
  const [now] = useState(() => Date.now());
  const company = useCompanyProfile();
  const name = company.data?.company_name;

  return (
    <>
      <PageHeading
        title="Recruiter dashboard"
        description={name ? `${name}: your job posts at a glance.` : 'Your job posts at a glance.'}
        actions={
          <Link to={NEW_JOB_POST_HREF} className={buttonClasses({ variant: 'accent' })}>
            <Plus aria-hidden="true" className="size-4" />
            Post a job
          </Link>
        }
      />

      <h2 className="sr-only">Posts by status</h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3 sm:gap-4">
        {COUNTS.map((count) => (
          <StatusCount key={count.status} {...count} />
        ))}
      </div>

      <section aria-labelledby="latest-posts" className="mt-8">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="latest-posts" className="text-lg font-bold text-slate-900">
            Latest posts
          </h2>
          {latest.data && latest.data.count > 0 ? (
            <Link
              to={JOB_POSTS_PATH}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
            >
              All posts
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        {latest.isError ? (
          <SectionError
            what="latest posts"
            error={latest.error}
            onRetry={() => void latest.refetch()}
            isRetrying={latest.isFetching}
          />
        ) : !latest.data ? (
          <div className="space-y-2" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 rounded-card" />
            ))}
          </div>
        ) : latest.data.results.length === 0 ? (
          <Notice
            illustration={<SignpostIllustration />}
            title="Post your first job"
            description="Posting is free. Describe the role and the salary, and it is on the Dokkho job board in minutes."
          >
            <Link to={NEW_JOB_POST_HREF} className={buttonClasses()}>
              <Plus aria-hidden="true" className="size-4" />
              Post a job
            </Link>
          </Notice>
        ) : (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200">
            {latest.data.results.map((row) => (
              <li key={row.id}>
                <Link
                  to={editJobPostHref(row.id)}
                  className="flex min-h-16 items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{row.title}</span>
                    <span className="block text-sm text-slate-600">
                      Deadline {formatDhakaDate(row.deadline)}
                    </span>
                  </span>
                  <JobStatusBadge status={row.status} expired={Date.parse(row.deadline) <= now} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {company.data && !company.data.company_about ? (
        <aside className="mt-8 flex flex-col gap-3 rounded-card bg-primary-50 p-5 ring-1 ring-primary-100 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-3 text-slate-800">
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            Tell job seekers about your company: a short “about”, your industry and your logo appear on every
            post.
          </p>
          <Link
            to={COMPANY_PROFILE_PATH}
            className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}
          >
            Complete your profile
          </Link>
        </aside>
      ) : null}
    </>
  );
}
