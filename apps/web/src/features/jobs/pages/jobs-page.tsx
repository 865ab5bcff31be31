import { useCallback, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { FilteredListing } from '../../../shared/ui/filtered-listing';
import { NumberedPagination } from '../../../shared/ui/numbered-pagination';
import { SectionError } from '../../../shared/ui/section-error';
import { useJobBoard } from '../api/get-job-board';
import { JobCardGrid, JobCardGridSkeleton } from '../components/job-card-grid';
import { JobFilterChips } from '../components/job-filter-chips';
import { JobFilterPanel } from '../components/job-filter-panel';
import { JobSearchBox } from '../components/job-search-box';
import { JobSortSelect } from '../components/job-sort-select';
import { JobsEmptyState } from '../components/jobs-empty-state';
import {
  JOBS_PAGE_SIZE,
  JOBS_PATH,
  clearJobFilters,
  countActiveFilters,
  currentPage,
  jobFiltersHref,
  parseJobFilters,
  serializeJobFilters,
  updateJobFilters,
  type JobFilters,
} from '../lib/job-filters';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * /jobs (SPEC.md §2; issue 6 item 2): the public board. Search, filters, sort and page live in the address,
 * so a shared link shows the same jobs; the query cache is keyed by the same values.
 */
export function JobsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseJobFilters(searchParams), [searchParams]);
  const page = currentPage(filters);
  const board = useJobBoard(filters);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const activeCount = countActiveFilters(filters);
  const search = filters.search;
  usePageTitle(search ? t`Jobs: “${search}”` : t`Jobs`);

  function describeCount(count: number, shown: number): string {
    const total = format.number(count);
    if (page <= 1 || shown === 0) {
      return t`${plural(count, { one: `${total} open job`, other: `${total} open jobs` })}`;
    }
    const firstIndex = (page - 1) * JOBS_PAGE_SIZE + 1;
    const first = format.number(firstIndex);
    const last = format.number(firstIndex + shown - 1);
    return t`${plural(count, {
      one: `${first}–${last} of ${total} open job`,
      other: `${first}–${last} of ${total} open jobs`,
    })}`;
  }

  const applyFilters = useCallback(
    (next: JobFilters) => void setSearchParams(serializeJobFilters(next), { preventScrollReset: true }),
    [setSearchParams],
  );
  const changeFilters = useCallback(
    (patch: Partial<JobFilters>) => applyFilters(updateJobFilters(filters, patch)),
    [applyFilters, filters],
  );
  const clearFilters = useCallback(() => applyFilters(clearJobFilters(filters)), [applyFilters, filters]);
  const onPageLinkFollowed = useCallback(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, []);

  const data = board.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / JOBS_PAGE_SIZE)) : 1;
  const countText = data ? describeCount(data.count, data.results.length) : t`Loading jobs…`;
  const firstPageHref = jobFiltersHref(updateJobFilters(filters, { page: undefined }));

  return (
    <>
      <header className="border-b border-primary-100 bg-gradient-to-b from-primary-50 to-white pt-6 pb-6 sm:pt-10 sm:pb-8">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            <Trans>Jobs</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            <Trans>Find a job that fits your skills</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-pretty text-slate-700">
            <Trans>Open roles from companies hiring Dokkho learners across Bangladesh, and remote.</Trans>
          </p>
          <div className="mt-5 max-w-2xl">
            <JobSearchBox value={filters.search ?? ''} onSearch={(search) => changeFilters({ search })} />
          </div>
        </div>
      </header>

      <FilteredListing
        idPrefix="job"
        filters={<JobFilterPanel filters={filters} onChange={changeFilters} />}
        activeCount={activeCount}
        onClearFilters={clearFilters}
        heading={board.isError ? t`Jobs` : countText}
        headingRef={resultsHeadingRef}
        announcement={board.isFetching ? '' : data ? countText : ''}
        resultCount={board.isPlaceholderData ? undefined : data?.count}
        noun={[t`job`, t`jobs`]}
        sort={<JobSortSelect filters={filters} onChange={(sort) => changeFilters({ sort })} />}
      >
        <div className="mt-4">
          <JobFilterChips filters={filters} onChange={changeFilters} onClear={clearFilters} />
        </div>

        <div className="mt-4">
          {board.isError ? (
            <div className="space-y-3">
              <SectionError
                what={t`jobs`}
                error={board.error}
                onRetry={() => void board.refetch()}
                isRetrying={board.isFetching}
              />
              <Link
                to={JOBS_PATH}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline"
              >
                <Trans>Start a new search</Trans>
              </Link>
            </div>
          ) : !data ? (
            <JobCardGridSkeleton />
          ) : data.results.length === 0 ? (
            <JobsEmptyState
              search={filters.search}
              activeFilterCount={activeCount}
              pastLastPageHref={data.count > 0 && page > 1 ? firstPageHref : undefined}
              onClearFilters={clearFilters}
              allJobsHref={JOBS_PATH}
              searchHref={(words) =>
                jobFiltersHref(updateJobFilters(filters, { search: words, page: undefined }))
              }
            />
          ) : (
            <>
              <JobCardGrid
                jobs={data.results}
                hrefFor={(id) => `/jobs/${id}`}
                loading={board.isPlaceholderData}
              />
              <div className="mt-10">
                <NumberedPagination
                  page={page}
                  totalPages={totalPages}
                  hrefFor={(target) => jobFiltersHref(updateJobFilters(filters, { page: String(target) }))}
                  onNavigate={onPageLinkFollowed}
                />
              </div>
            </>
          )}
        </div>

        <aside className="mt-10 flex flex-col gap-3 rounded-card bg-primary-900 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-3">
            <Building2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-300" />
            <p className="text-pretty">
              <Trans>
                <span className="font-semibold">Hiring?</span> Post a job for free and reach trained,
                certificate-verified candidates.
              </Trans>
            </p>
          </div>
          <Link
            to="/hiringpage"
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-primary-900 hover:bg-primary-50"
          >
            <Trans>Hire on Dokkho</Trans>
          </Link>
        </aside>
      </FilteredListing>
    </>
  );
}
