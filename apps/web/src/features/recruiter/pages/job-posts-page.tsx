import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { ExternalLink, Pencil, Trash2, Users } from 'lucide-react';
import type { JobStatus, RecruiterJobDetail, RecruiterJobRow } from '@dokkho/contract/jobs';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { placeName } from '../../../shared/labels/places';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { InlineSearchForm } from '../../../shared/ui/inline-search-form';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyJobPosts } from '../api/get-my-job-posts';
import { useDeleteJobPost, useUpdateJobPost } from '../api/save-job-post';
import { JobPostEditor } from '../components/job-post-editor';
import { JobStatusBadge } from '../components/job-status-badge';
import { JOB_POSTS_PATH, editJobPostHref, jobApplicantsHref } from '../lib/paths';
import { FeedbackLine, type Feedback } from '../components/feedback-line';
import { PostJobLink } from '../components/post-job-link';

const PAGE_SIZE = 10;
const TABS: { status: JobStatus | undefined; label: MessageDescriptor }[] = [
  { status: undefined, label: msg`All` },
  { status: 'open', label: msg`Open` },
  { status: 'draft', label: msg`Drafts` },
  { status: 'closed', label: msg`Closed` },
];

interface PostFilters {
  search: string;
  status: JobStatus | undefined;
  page: number;
}

function readFilters(params: URLSearchParams): PostFilters {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: status === 'open' || status === 'draft' || status === 'closed' ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function filtersHref(filters: Partial<PostFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `${JOB_POSTS_PATH}?${text}` : JOB_POSTS_PATH;
}

function PostRow({
  row,
  now,
  onFeedback,
  onDelete,
}: {
  row: RecruiterJobRow;
  now: number;
  onFeedback: (feedback: Feedback) => void;
  onDelete: (row: RecruiterJobRow) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const update = useUpdateJobPost();
  const expired = Date.parse(row.deadline) <= now;
  const title = row.title;
  const updatedOn = format.date(row.updated_at);
  const closedOn = row.closed_at ? format.date(row.closed_at) : '';
  const deadline = format.date(row.deadline);
  const newCount = format.number(row.new_applicant_count);
  const applicantCount = row.applicant_count;
  const place = row.workplace === 'remote' ? t`Remote` : (placeName(row, i18n) ?? '');

  async function setStatus(status: JobStatus, done: string) {
    onFeedback(null);
    try {
      await update.mutateAsync({ id: row.id, body: { status } });
      onFeedback({ tone: 'success', text: done });
    } catch (error) {
      onFeedback({ tone: 'error', text: error instanceof Error ? error.message : t`Something went wrong.` });
    }
  }

  const quiet =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60';
  return (
    <li className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-words text-slate-900">{row.title}</h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {[place, row.is_internal ? t`Dokkho role` : null].filter(Boolean).join(' · ')}
          </p>
        </div>
        <JobStatusBadge status={row.status} expired={expired} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {row.status === 'draft'
          ? t`Draft saved ${updatedOn}`
          : row.status === 'closed'
            ? t`Closed ${closedOn}`
            : expired
              ? t`Deadline was ${deadline}`
              : t`Deadline ${deadline}`}
        {row.closed_by_staff ? ` · ${t`closed by Dokkho staff after a report`}` : ''}
      </p>
      {row.status !== 'draft' || row.applicant_count > 0 ? (
        <Link
          to={jobApplicantsHref(row.id)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-50 px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-100 hover:bg-primary-100"
        >
          <Users aria-hidden="true" className="size-4" />
          <span>
            {t`${plural(applicantCount, { one: '# applicant', other: '# applicants' })}`}
            {row.new_applicant_count > 0 ? t`, ${newCount} new` : ''}
            <span className="sr-only">: {title}</span>
          </span>
          {row.new_applicant_count > 0 ? (
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
          ) : null}
        </Link>
      ) : null}
      <div className="mt-2 -ml-3 flex flex-wrap items-center gap-1">
        <Link to={editJobPostHref(row.id)} className={quiet}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Edit<span className="sr-only"> {title}</span>
          </Trans>
        </Link>
        {row.status === 'draft' ? (
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => void setStatus('open', t`“${title}” is published.`)}
            className={quiet}
          >
            <Trans>Publish</Trans>
          </button>
        ) : null}
        {row.status === 'open' ? (
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => void setStatus('closed', t`“${title}” is closed and off the board.`)}
            className={quiet}
          >
            <Trans>
              Close<span className="sr-only"> {title}</span>
            </Trans>
          </button>
        ) : null}
        {row.status === 'closed' && !row.closed_by_staff ? (
          expired ? (
            <Link to={editJobPostHref(row.id)} className={quiet}>
              <Trans>Set a new deadline to re-open</Trans>
            </Link>
          ) : (
            <button
              type="button"
              disabled={update.isPending}
              onClick={() => void setStatus('open', t`“${title}” is open again.`)}
              className={quiet}
            >
              <Trans>Re-open</Trans>
            </button>
          )
        ) : null}
        {row.status !== 'draft' ? (
          <Link to={`/jobs/${row.id}`} className={quiet}>
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>View</Trans>
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => onDelete(row)}
          className={clsx(quiet, 'text-danger-700 hover:bg-danger-50')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>
            Delete<span className="sr-only"> {title}</span>
          </Trans>
        </button>
      </div>
    </li>
  );
}

/**
 * /hr-dashboard/job-details (issue 6 item 1): the recruiter's own posts, found by title and filtered by
 * status, with create, edit, publish, close, re-open and delete. The editor opens over the list.
 */
export function JobPostsPage() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(searchParams);
  const editing = searchParams.get('post');
  const editorId = editing === 'new' ? 'new' : editing && /^\d+$/.test(editing) ? Number(editing) : null;
  const posts = useMyJobPosts({
    search: filters.search || undefined,
    status: filters.status,
    page: filters.page,
    page_size: PAGE_SIZE,
  });
  const remove = useDeleteJobPost();
  const [text, setText] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (seen !== filters.search) {
    setSeen(filters.search);
    setText(filters.search);
  }
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [now] = useState(() => Date.now());
  const [deleting, setDeleting] = useState<RecruiterJobRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const listHref = filtersHref(filters);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(filtersHref({ ...filters, search: text.trim(), page: 1 }));
  }

  function onSaved(post: RecruiterJobDetail, intent: 'draft' | 'open' | 'save') {
    void navigate(listHref, { replace: true });
    const title = post.title;
    setFeedback({
      tone: 'success',
      text:
        intent === 'draft' ? (
          t`“${title}” is saved as a draft.`
        ) : intent === 'open' ? (
          <Trans>
            “{title}” is live on the job board.{' '}
            <Link to={`/jobs/${post.id}`} className="font-semibold underline underline-offset-2">
              See it
            </Link>
          </Trans>
        ) : (
          t`Your changes to “${title}” are saved.`
        ),
    });
  }

  async function confirmDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!deleting) return;
    const title = deleting.title;
    try {
      await remove.mutateAsync(deleting.id);
      setFeedback({ tone: 'success', text: t`“${title}” is deleted.` });
      setDeleting(null);
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : t`Something went wrong.`);
    }
  }

  const deletingTitle = deleting?.title ?? '';
  const data = posts.data;
  const filtered = filters.search !== '' || filters.status !== undefined;
  let body: ReactNode;
  if (posts.isError && !data) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your job posts`}
        error={posts.error}
        onRetry={() => void posts.refetch()}
        isRetrying={posts.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <div className="space-y-px overflow-hidden rounded-card bg-white shadow-card" aria-busy="true">
        <span role="status" className="sr-only">
          <Trans>Loading your job posts</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    );
  } else if (data.count === 0) {
    body = (
      <Notice
        illustration={<SignpostIllustration />}
        title={filtered ? t`No posts match` : t`You have not posted a job yet`}
        description={
          filtered
            ? t`Try another word, or look under another status.`
            : t`Posting is free. Your job goes on the Dokkho board as soon as you publish it.`
        }
      >
        {filtered ? (
          <Link to={JOB_POSTS_PATH} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>Show all posts</Trans>
          </Link>
        ) : (
          <PostJobLink />
        )}
      </Notice>
    );
  } else {
    const postCount = data.count;
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">
          {t`${plural(postCount, { one: '# post', other: '# posts' })}`}
        </p>
        <ul
          aria-busy={posts.isFetching}
          className={clsx(
            'divide-y divide-slate-100 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200',
            posts.isPlaceholderData && 'opacity-60',
          )}
        >
          {data.results.map((row) => (
            <PostRow
              key={row.id}
              row={row}
              now={now}
              onFeedback={setFeedback}
              onDelete={(target) => {
                setDeleteError(null);
                setDeleting(target);
              }}
            />
          ))}
        </ul>
        <Pagination
          page={filters.page}
          totalPages={Math.max(1, Math.ceil(data.count / PAGE_SIZE))}
          hrefFor={(page) => filtersHref({ ...filters, page })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Job posts`}
        description={t`Write, publish and close your jobs. Published posts are on the public job board.`}
        actions={<PostJobLink />}
      />

      <FeedbackLine feedback={feedback} />

      <div className="mb-4 space-y-3">
        <nav aria-label={t`Post status`} className="-mx-1 flex gap-1 overflow-x-auto px-1">
          {TABS.map((tab) => {
            const active = tab.status === filters.status;
            return (
              <Link
                key={tab.status ?? 'all'}
                to={filtersHref({ search: filters.search, status: tab.status })}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold',
                  active
                    ? 'bg-primary-700 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
                )}
              >
                {i18n._(tab.label)}
              </Link>
            );
          })}
        </nav>
        <InlineSearchForm
          formLabel={t`Find your posts`}
          inputId="post-search"
          inputLabel={t`Search your posts`}
          placeholder={t`Search by title or skill`}
          value={text}
          onValueChange={setText}
          onSubmit={onSearch}
        />
      </div>

      {body}

      {editorId !== null ? (
        <JobPostEditor postId={editorId} onClose={() => void navigate(listHref)} onSaved={onSaved} />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete this job post?`}
        description={
          <p>
            <Trans>
              “{deletingTitle}” will be removed for good, from your posts and from the job board. To stop
              taking applications but keep the post, close it instead.
            </Trans>
          </p>
        }
        pending={remove.isPending}
        formError={deleteError}
        onSubmit={(event) => void confirmDelete(event)}
        onDismiss={() => setDeleteError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Delete post`}
        pendingLabel={t`Deleting…`}
      />
    </>
  );
}
