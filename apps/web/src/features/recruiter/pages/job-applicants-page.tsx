import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { ListOrdered, X } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  APPLICANT_SORTS,
  APPLICATION_STAGES,
  HIRING_LIMITS,
  type ApplicationStage,
  type TimelineStage,
} from '@dokkho/contract/hiring';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { inputClasses } from '../../../shared/ui/form-field';
import { InlineSearchForm } from '../../../shared/ui/inline-search-form';
import { FormSelect } from '../../../shared/ui/form-select';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useApplicants, useBulkMoveStage } from '../api/applicants';
import { ApplicantListItem, applicantListClasses } from '../components/applicant-row';
import { FeedbackLine, type Feedback } from '../components/feedback-line';
import { JobStatusBadge } from '../components/job-status-badge';
import { JOB_POSTS_PATH, jobApplicantsHref, rankingHref } from '../lib/paths';
import { APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';
import { STAGE_OPTIONS, bulkResultText, hrefWith, readPage, readStage } from '../lib/stages';
import { notYourPost } from '../components/not-your-post';
import { BackLink } from '../components/back-link';

const PAGE_SIZE = 20;
type Sort = (typeof APPLICANT_SORTS)[number];
const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  match: msg`Best match`,
};

interface Filters {
  stage: TimelineStage | undefined;
  search: string;
  sort: Sort;
  page: number;
}

function readFilters(params: URLSearchParams): Filters {
  const sort = params.get('sort');
  return {
    stage: readStage(params.get('stage')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    sort: (APPLICANT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'newest',
    page: readPage(params.get('page')),
  };
}

function StageTab({
  to,
  active,
  label,
  count,
}: {
  to: string;
  active: boolean;
  label: string;
  count?: number;
}) {
  const format = useFormat();
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold',
        active
          ? 'bg-primary-700 text-white'
          : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
      )}
    >
      {label}
      {count !== undefined ? (
        <span
          className={clsx(
            'rounded-full px-1.5 text-xs leading-5 tabular-nums',
            active ? 'bg-white/20' : 'bg-slate-100 text-slate-600',
          )}
        >
          {format.number(count)}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * /hr-dashboard/job-details/:id/applicants (issue 6): one post's applicants. Stage tabs with counts
 * (withdrawn apart), search by name, newest / oldest / best match, the shortlist star, and a bulk move:
 * select rows, choose a stage, confirm (each applicant is e-mailed), then see what moved and what was
 * skipped. On a phone the rows are cards and the bulk bar sticks above the bottom navigation.
 */
export function JobApplicantsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const jobId = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(searchParams);
  const path = jobApplicantsHref(jobId);
  const href = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    return hrefWith(path, {
      stage: merged.stage,
      search: merged.search,
      sort: merged.sort === 'newest' ? undefined : merged.sort,
      page: merged.page,
    });
  };
  const applicants = useApplicants(jobId, {
    stage: filters.stage,
    search: filters.search || undefined,
    sort: filters.sort,
    page: filters.page,
    page_size: PAGE_SIZE,
  });
  const bulk = useBulkMoveStage();
  const data = applicants.data;
  const jobTitle = data?.job.title;
  usePageTitle(jobTitle ? t`Applicants: ${jobTitle}` : t`Applicants`);

  const [text, setText] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (seen !== filters.search) {
    setSeen(filters.search);
    setText(filters.search);
  }
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [target, setTarget] = useState<ApplicationStage | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  // A new page, tab or search starts a new selection: what is selected is always on screen.
  const listKey = `${filters.stage}|${filters.search}|${filters.sort}|${filters.page}`;
  const [seenList, setSeenList] = useState(listKey);
  if (seenList !== listKey) {
    setSeenList(listKey);
    setSelected(new Set());
  }

  function toggle(id: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(href({ search: text.trim() }));
  }

  async function confirmMove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target) return;
    try {
      const result = await bulk.mutateAsync({ application_ids: [...selected], stage: target });
      setFeedback({ tone: 'success', text: bulkResultText(result.updated, result.skipped, target, i18n) });
      setSelected(new Set());
      setTarget('');
      setConfirming(false);
    } catch (error) {
      setBulkError(error instanceof Error ? error.message : t`Something went wrong.`);
    }
  }

  if (!Number.isInteger(jobId) || jobId <= 0) {
    return (
      <Notice
        illustration={<SignpostIllustration />}
        title={t`This job post does not exist`}
        description={t`Open a post from your list to see its applicants.`}
      >
        <Link to={JOB_POSTS_PATH} className={buttonClasses()}>
          <Trans>Your job posts</Trans>
        </Link>
      </Notice>
    );
  }

  const activeTotal = data
    ? APPLICATION_STAGES.reduce((sum, stage) => sum + (data.stage_counts[stage] ?? 0), 0)
    : 0;
  const filtered = filters.search !== '' || filters.stage !== undefined;
  const selectedCount = format.number(selected.size);
  const movingCount = selected.size;
  const applicantCount = data?.count ?? 0;
  const activeCount = format.number(activeTotal);
  const withdrawnCount = format.number(data?.withdrawn_count ?? 0);
  const targetLabel = target ? i18n._(APPLICATION_STAGE_LABELS[target]) : '';
  const pageIds = data?.results.map((row) => row.id) ?? [];
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  let body: ReactNode;
  if (applicants.isError && !data) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load the applicants`}
        notFound={notYourPost('post', i18n)}
        error={applicants.error}
        onRetry={() => void applicants.refetch()}
        isRetrying={applicants.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <div className="space-y-2" aria-busy="true">
        <span role="status" className="sr-only">
          <Trans>Loading the applicants</Trans>
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-card" />
        ))}
      </div>
    );
  } else if (data.count === 0) {
    body = (
      <Notice
        illustration={<SignpostIllustration />}
        title={filtered ? t`No applicants match` : t`No applicants yet`}
        description={
          filtered
            ? t`Try another name, or look under another stage.`
            : data.job.status === 'open'
              ? t`Applications appear here as soon as people apply. Share the post to reach more people.`
              : t`Publish the post to start taking applications.`
        }
      >
        {filtered ? (
          <Link to={path} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>Show all applicants</Trans>
          </Link>
        ) : data.job.status !== 'draft' ? (
          <Link to={`/jobs/${data.job.id}`} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>See the post</Trans>
          </Link>
        ) : null}
      </Notice>
    );
  } else {
    body = (
      <div>
        <div className="mb-2 flex min-h-11 flex-wrap items-center justify-between gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) =>
                setSelected((current) => {
                  const next = new Set(current);
                  for (const id of pageIds) {
                    if (event.target.checked) next.add(id);
                    else next.delete(id);
                  }
                  return next;
                })
              }
              className="size-5 accent-primary-700"
            />
            <Trans>Select all on this page</Trans>
          </label>
          <p className="text-sm text-slate-600">
            {t`${plural(applicantCount, { one: '# applicant', other: '# applicants' })}`}
          </p>
        </div>
        <ul
          aria-label={t`Applicants`}
          aria-busy={applicants.isFetching}
          className={applicantListClasses(applicants.isPlaceholderData)}
        >
          {data.results.map((row) => (
            <ApplicantListItem
              key={row.id}
              row={row}
              selected={selected.has(row.id)}
              onSelect={(checked) => toggle(row.id, checked)}
            />
          ))}
        </ul>
        {selected.size > 0 ? (
          <div
            role="region"
            aria-label={t`Bulk actions`}
            className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 mt-3 flex flex-wrap items-end gap-2 rounded-card bg-slate-900 p-3 text-white shadow-raised lg:bottom-4"
          >
            <p className="flex min-h-11 items-center text-sm font-semibold">
              <Trans>{selectedCount} selected</Trans>
            </p>
            <div className="min-w-40 flex-1">
              <label htmlFor="bulk-stage" className="sr-only">
                <Trans>Move to stage</Trans>
              </label>
              <select
                id="bulk-stage"
                value={target}
                onChange={(event) => setTarget(event.target.value as ApplicationStage | '')}
                className={clsx(inputClasses(false), 'text-slate-900')}
              >
                <option value="">{t`Move to stage…`}</option>
                {STAGE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              disabled={!target || selected.size > HIRING_LIMITS.bulkMax}
              onClick={() => {
                setBulkError(null);
                setConfirming(true);
              }}
              className={buttonClasses({ variant: 'accent' })}
            >
              <Trans>Move</Trans>
            </button>
            <button
              type="button"
              onClick={() => setSelected(new Set())}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">
                <Trans>Clear the selection</Trans>
              </span>
            </button>
          </div>
        ) : null}
        <Pagination
          page={filters.page}
          totalPages={Math.max(1, Math.ceil(data.count / PAGE_SIZE))}
          hrefFor={(page) => href({ page })}
        />
      </div>
    );
  }

  return (
    <>
      <BackLink to={JOB_POSTS_PATH}>
        <Trans>Job posts</Trans>
      </BackLink>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary-700">
            <Trans>Applicants</Trans>
          </p>
          {data ? (
            <h1 className="text-2xl font-bold text-balance break-words text-slate-900 sm:text-3xl">
              {data.job.title}
            </h1>
          ) : applicants.isError ? (
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
              <Trans>Job post</Trans>
            </h1>
          ) : (
            <Skeleton className="h-8 w-64" />
          )}
          {data ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <JobStatusBadge status={data.job.status} />
              <Trans>
                {activeCount} active · {withdrawnCount} withdrawn
              </Trans>
            </p>
          ) : null}
        </div>
        <Link to={rankingHref(jobId)} className={buttonClasses({ variant: 'secondary' })}>
          <ListOrdered aria-hidden="true" className="size-4" />
          <Trans>Rank by match</Trans>
        </Link>
      </div>

      <FeedbackLine feedback={feedback} />

      <div className="mb-4 space-y-3">
        <nav aria-label={t`Stages`} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <StageTab
            to={href({ stage: undefined })}
            active={filters.stage === undefined}
            label={t`All`}
            count={data ? activeTotal + data.withdrawn_count : undefined}
          />
          {APPLICATION_STAGES.map((stage) => (
            <StageTab
              key={stage}
              to={href({ stage })}
              active={filters.stage === stage}
              label={i18n._(APPLICATION_STAGE_LABELS[stage])}
              count={data?.stage_counts[stage]}
            />
          ))}
          <span
            aria-hidden="true"
            className="mx-0.5 hidden w-px shrink-0 self-stretch bg-slate-200 sm:block"
          />
          <StageTab
            to={href({ stage: 'withdrawn' })}
            active={filters.stage === 'withdrawn'}
            label={t`Withdrawn`}
            count={data?.withdrawn_count}
          />
        </nav>
        <div className="flex flex-col gap-2 sm:flex-row">
          <InlineSearchForm
            formLabel={t`Find applicants`}
            inputId="applicant-search"
            inputLabel={t`Search applicants`}
            placeholder={t`Search by name or headline`}
            value={text}
            onValueChange={setText}
            onSubmit={onSearch}
            className="flex-1"
          />
          <FormSelect
            label={t`Sort`}
            className="sm:w-48 [&>label]:sr-only"
            value={filters.sort}
            onChange={(event) => void navigate(href({ sort: event.target.value as Sort }))}
            options={APPLICANT_SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
          />
        </div>
      </div>

      {body}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`${plural(movingCount, { one: `Move # applicant to ${targetLabel}?`, other: `Move # applicants to ${targetLabel}?` })}`}
        description={
          <p>
            <Trans>
              Each of them is e-mailed about the new stage. Anyone who withdrew their application, or is
              already at that stage, is skipped.
            </Trans>
          </p>
        }
        tone="primary"
        pending={bulk.isPending}
        formError={bulkError}
        onSubmit={(event) => void confirmMove(event)}
        onDismiss={() => setBulkError(null)}
        cancelLabel={t`Go back`}
        submitLabel={t`Move and e-mail`}
        pendingLabel={t`Moving…`}
      />
    </>
  );
}
