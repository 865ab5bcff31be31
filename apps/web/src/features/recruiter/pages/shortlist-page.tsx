import { Link, useNavigate, useSearchParams } from 'react-router';
import { Star } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { FormSelect } from '../../../shared/ui/form-select';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyJobPosts } from '../api/get-my-job-posts';
import { useShortlist } from '../api/ranking';
import { ApplicantListItem, applicantListClasses } from '../components/applicant-row';
import { JOB_POSTS_PATH, SHORTLIST_PATH } from '../lib/paths';
import { hrefWith, readPage } from '../lib/stages';

const PAGE_SIZE = 20;

/**
 * /hr-dashboard/shortlisteddata (issue 6): the applicants you starred, across your posts, filtered by post.
 * The star takes someone off the list.
 */
export function ShortlistPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobParam = Number(params.get('job') ?? '');
  const job = Number.isInteger(jobParam) && jobParam > 0 ? jobParam : undefined;
  const page = readPage(params.get('page'));
  const shortlist = useShortlist({ job, page, page_size: PAGE_SIZE });
  // The post filter's choices: the recruiter's posts (the newest 48, the page size's limit).
  const posts = useMyJobPosts({ page: 1, page_size: 48 });

  return (
    <>
      <PageHeading
        title={t`Shortlist`}
        description={t`The applicants you starred, across all your posts. Tap the star to take someone off.`}
      />
      <FormSelect
        label={t`Job post`}
        className="mb-4 sm:max-w-sm"
        value={job === undefined ? '' : String(job)}
        onChange={(event) =>
          void navigate(hrefWith(SHORTLIST_PATH, { job: event.target.value || undefined }))
        }
        options={[
          { value: '', label: t`All posts` },
          ...(posts.data?.results ?? []).map((post) => ({ value: String(post.id), label: post.title })),
        ]}
      />
      <QueryStates
        query={shortlist}
        errorTitle={t`We couldn’t load your shortlist`}
        loadingLabel={t`Loading your shortlist`}
        loadingClassName="space-y-2"
        skeletons={[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-card" />
        ))}
        isEmpty={(loaded) => loaded.count === 0}
        empty={
          <Notice
            illustration={<SignpostIllustration />}
            title={job ? t`Nobody shortlisted for this post` : t`Your shortlist is empty`}
            description={
              <Trans>
                Star an applicant (<Star aria-hidden="true" className="inline size-4 align-text-bottom" /> on
                their row or page) to keep them here.
              </Trans>
            }
          >
            <Link to={JOB_POSTS_PATH} className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Your job posts</Trans>
            </Link>
          </Notice>
        }
      >
        {(loaded) => {
          const shortlisted = format.number(loaded.count);
          return (
            <>
              <p className="mb-2 text-sm text-slate-600">
                <Trans>{shortlisted} shortlisted</Trans>
              </p>
              <ul
                aria-label={t`Shortlisted applicants`}
                className={applicantListClasses(shortlist.isPlaceholderData)}
              >
                {loaded.results.map((row) => (
                  <ApplicantListItem key={row.id} row={row} showJob />
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={Math.max(1, Math.ceil(loaded.count / PAGE_SIZE))}
                hrefFor={(target) => hrefWith(SHORTLIST_PATH, { job, page: target })}
              />
            </>
          );
        }}
      </QueryStates>
    </>
  );
}
