import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { NumberedPagination } from '../../../shared/ui/numbered-pagination';
import { PageHeading } from '../../../shared/ui/page-heading';
import { SectionError } from '../../../shared/ui/section-error';
import {
  useJobBoard,
  JobCardGrid,
  JobCardGridSkeleton,
  JobSearchBox,
  JobsEmptyState,
  JOBS_PAGE_SIZE,
  currentPage,
  jobFiltersHref,
  parseJobFilters,
  serializeJobFilters,
  updateJobFilters,
} from '../../jobs';
import { AVAILABLE_JOBS_PATH, availableJobHref } from '../lib/paths';

/**
 * /js-dashboard/available-jobs (SPEC.md §2): the open jobs of the public board (`GET jobs/board/`), searched
 * and paged in the address like /jobs, each opening its dashboard view with the Apply panel. The full set
 * of filters stays on the board itself, one tap away.
 */
export function AvailableJobsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseJobFilters(searchParams), [searchParams]);
  const page = currentPage(filters);
  const board = useJobBoard(filters);
  const data = board.data;
  const openJobsText = (count: number) => {
    const countText = format.number(count);
    return t`${plural(count, { one: `${countText} open job`, other: `${countText} open jobs` })}`;
  };
  const totalPages = data ? Math.max(1, Math.ceil(data.count / JOBS_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeading
        title={t`Available jobs`}
        description={t`Open jobs you can apply to now, newest first.`}
        actions={
          <Link
            to={jobFiltersHref(filters)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <Trans>More filters on the job board</Trans>
          </Link>
        }
      />
      <div className="max-w-2xl">
        <JobSearchBox
          value={filters.search ?? ''}
          onSearch={(search) =>
            void setSearchParams(serializeJobFilters(updateJobFilters(filters, { search })), {
              preventScrollReset: true,
            })
          }
        />
      </div>
      <p role="status" className="mt-4 text-sm font-semibold text-slate-700">
        {data ? openJobsText(data.count) : board.isError ? '' : t`Loading jobs…`}
      </p>
      <div className="mt-3">
        {board.isError ? (
          <SectionError
            what={t`jobs`}
            error={board.error}
            onRetry={() => void board.refetch()}
            isRetrying={board.isFetching}
          />
        ) : !data ? (
          <JobCardGridSkeleton />
        ) : data.results.length === 0 ? (
          <JobsEmptyState
            search={filters.search}
            activeFilterCount={0}
            pastLastPageHref={data.count > 0 && page > 1 ? AVAILABLE_JOBS_PATH : undefined}
            onClearFilters={() => void setSearchParams(new URLSearchParams())}
            allJobsHref={AVAILABLE_JOBS_PATH}
            searchHref={(words) =>
              jobFiltersHref(
                updateJobFilters(filters, { search: words, page: undefined }),
                AVAILABLE_JOBS_PATH,
              )
            }
          />
        ) : (
          <>
            <JobCardGrid jobs={data.results} hrefFor={availableJobHref} loading={board.isPlaceholderData} />
            <div className="mt-8">
              <NumberedPagination
                page={page}
                totalPages={totalPages}
                hrefFor={(target) =>
                  jobFiltersHref(updateJobFilters(filters, { page: String(target) }), AVAILABLE_JOBS_PATH)
                }
              />
            </div>
          </>
        )}
      </div>
    </>
  );
}
