import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyJobPosts } from '../api/get-my-job-posts';
import { JobStatusBadge } from '../components/job-status-badge';
import { SORT_RESUME_PATH, rankingHref } from '../lib/paths';
import { hrefWith, readPage } from '../lib/stages';
import { PostJobLink } from '../components/post-job-link';

const PAGE_SIZE = 20;

/**
 * /hr-dashboard/sort-resume (issue 6): choose one of your posts to rank its applicants by match score
 * (filter-resume/:id). Every post shows how many applied and how many are new.
 */
export function SortResumePage() {
  const { t } = useLingui();
  const format = useFormat();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const posts = useMyJobPosts({ page, page_size: PAGE_SIZE });
  const [now] = useState(() => Date.now());

  return (
    <>
      <PageHeading
        title={t`Rank applicants`}
        description={t`Choose a post: its applicants are ranked by how well they match it, with the reasons for every score.`}
      />
      <QueryStates
        query={posts}
        errorTitle={t`We couldn’t load your job posts`}
        loadingLabel={t`Loading your job posts`}
        loadingClassName="space-y-2"
        skeletons={[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-card" />
        ))}
        isEmpty={(loaded) => loaded.count === 0}
        empty={
          <Notice
            illustration={<SignpostIllustration />}
            title={t`You have not posted a job yet`}
            description={t`Post a job first: once people apply, you can rank them here.`}
          >
            <PostJobLink />
          </Notice>
        }
      >
        {(data) => (
          <>
            <ul
              aria-label={t`Your job posts`}
              className="divide-y divide-slate-100 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200"
            >
              {data.results.map((row) => {
                const newCount = format.number(row.new_applicant_count);
                const applicantCount = row.applicant_count;
                const deadline = format.date(row.deadline);
                return (
                  <li key={row.id}>
                    <Link
                      to={rankingHref(row.id)}
                      className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold break-words text-slate-900">{row.title}</span>
                        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                          <JobStatusBadge status={row.status} expired={Date.parse(row.deadline) <= now} />
                          <span>
                            {t`${plural(applicantCount, { one: '# applicant', other: '# applicants' })}`}
                            {row.new_applicant_count > 0 ? t`, ${newCount} new` : ''}
                          </span>
                          <span className="text-slate-500">
                            <Trans>Deadline {deadline}</Trans>
                          </span>
                        </span>
                      </span>
                      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Pagination
              page={page}
              totalPages={Math.max(1, Math.ceil(data.count / PAGE_SIZE))}
              hrefFor={(target) => hrefWith(SORT_RESUME_PATH, { page: target })}
            />
          </>
        )}
      </QueryStates>
    </>
  );
}
