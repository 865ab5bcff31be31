import { useCallback, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useFormat } from '../../../shared/i18n/format';
import { useBestGenres } from '../api/get-best-genres';
import { useCourses } from '../api/get-courses';
import { useEnrolledCourseIds } from '../api/get-enrolled-courses';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { ViewerCourseCard } from '../components/viewer-course-card';
import { CourseFilterPanel } from '../components/course-filter-panel';
import { FilteredListing } from '../../../shared/ui/filtered-listing';
import { NumberedPagination } from '../../../shared/ui/numbered-pagination';
import { CourseSortSelect } from '../components/course-sort-select';
import { CoursesEmptyState } from '../components/courses-empty-state';
import { CoursesErrorState } from '../components/courses-error-state';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import {
  COURSES_PAGE_SIZE,
  clearCourseFilters,
  countActiveFilters,
  courseFiltersHref,
  currentPage,
  parseCourseFilters,
  serializeCourseFilters,
  updateCourseFilters,
  type CourseFilters,
} from '../lib/course-filters';
import { markEnrolled } from '../lib/mark-enrolled';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * `/allcourses` (SPEC.md §2, query `search`). Everything the learner chose lives in the URL, so links,
 * reloads and the back button show the same results; the query cache is keyed by the same filters.
 */
export function AllCoursesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseCourseFilters(searchParams), [searchParams]);
  const page = currentPage(filters);
  const courses = useCourses(filters);
  const genres = useBestGenres();
  // SPEC.md §3/§4: the list is marked with the viewer's seats on the client (empty when signed out).
  const enrolledIds = useEnrolledCourseIds();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const activeCount = countActiveFilters(filters);
  const genreName = filters.genre
    ? genres.data?.find((g) => g.slug === filters.genre || String(g.id) === filters.genre)?.name
    : undefined;
  const search = filters.search;
  const title = search ? t`Results for “${search}”` : genreName ? t`${genreName} courses` : t`All courses`;
  usePageTitle(title);

  const applyFilters = useCallback(
    (next: CourseFilters) => {
      // A filter change keeps the learner where they are; only paging jumps to the top.
      void setSearchParams(serializeCourseFilters(next), { preventScrollReset: true });
    },
    [setSearchParams],
  );
  const changeFilters = useCallback(
    (patch: Partial<CourseFilters>) => applyFilters(updateCourseFilters(filters, patch)),
    [applyFilters, filters],
  );
  const clearFilters = useCallback(() => applyFilters(clearCourseFilters(filters)), [applyFilters, filters]);

  const onPageLinkFollowed = useCallback(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Screen-reader and keyboard users continue from the results, not from the top of the document.
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, []);

  /** "34 courses", "13–24 of 34 courses" past page 1, with "for “flutter”" when searching and something was found. */
  function describeCount(count: number, shown: number): string {
    const total = format.number(count);
    const firstIndex = (page - 1) * COURSES_PAGE_SIZE + 1;
    const first = format.number(firstIndex);
    const last = format.number(firstIndex + shown - 1);
    const ranged = page > 1 && shown > 0;
    if (search && count > 0) {
      return ranged
        ? t`${plural(count, {
            one: `${first}–${last} of ${total} course for “${search}”`,
            other: `${first}–${last} of ${total} courses for “${search}”`,
          })}`
        : t`${plural(count, { one: `${total} course for “${search}”`, other: `${total} courses for “${search}”` })}`;
    }
    return ranged
      ? t`${plural(count, { one: `${first}–${last} of ${total} course`, other: `${first}–${last} of ${total} courses` })}`
      : t`${plural(count, { one: `${total} course`, other: `${total} courses` })}`;
  }

  const data = courses.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / COURSES_PAGE_SIZE)) : 1;
  const countText = data ? describeCount(data.count, data.results.length) : t`Loading courses…`;

  return (
    <>
      {/* The shell's <main> already clears the fixed navbar on light pages (pt-16). */}
      <header className="border-b border-slate-200 bg-slate-50 pt-6 pb-6 sm:pt-10 sm:pb-8">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {title}
          </h1>
          {filters.search ? (
            <Link
              to={courseFiltersHref(updateCourseFilters(filters, { search: undefined }))}
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-700 hover:text-primary-800"
            >
              <X className="size-4" aria-hidden="true" />
              <Trans>Clear search</Trans>
            </Link>
          ) : (
            <p className="mt-2 max-w-2xl text-slate-600">
              <Trans>
                Job-ready skills taught by working professionals. Filter by skill, level and price to find
                your next step.
              </Trans>
            </p>
          )}
        </div>
      </header>

      <FilteredListing
        idPrefix="course"
        filters={<CourseFilterPanel filters={filters} onChange={changeFilters} />}
        activeCount={activeCount}
        onClearFilters={clearFilters}
        heading={courses.isError ? t`Courses` : countText}
        headingRef={resultsHeadingRef}
        announcement={courses.isFetching ? '' : data ? countText : ''}
        resultCount={courses.isPlaceholderData ? undefined : data?.count}
        noun={[t`course`, t`courses`]}
        sort={<CourseSortSelect filters={filters} onChange={(sort) => changeFilters({ sort })} />}
      >
        <div className="mt-4">
          <ActiveFilterChips
            filters={filters}
            genres={genres.data}
            onChange={changeFilters}
            onClear={clearFilters}
          />
        </div>

        <div className="mt-4">
          {courses.isError ? (
            <CoursesErrorState
              error={courses.error}
              firstPageHref={courseFiltersHref(updateCourseFilters(filters, { page: undefined }))}
              onRetry={() => void courses.refetch()}
              isRetrying={courses.isFetching}
            />
          ) : !data ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" aria-busy="true">
              {SKELETONS.map((i) => (
                <CourseCardSkeleton key={i} />
              ))}
            </div>
          ) : data.results.length === 0 ? (
            <CoursesEmptyState
              search={filters.search}
              activeFilterCount={activeCount}
              pastLastPageHref={
                data.count > 0 && page > 1
                  ? courseFiltersHref(updateCourseFilters(filters, { page: undefined }))
                  : undefined
              }
              popularGenres={genres.data}
              onClearFilters={clearFilters}
              searchHref={(words) =>
                courseFiltersHref(updateCourseFilters(filters, { search: words, page: undefined }))
              }
            />
          ) : (
            <>
              <ul
                aria-busy={courses.isPlaceholderData}
                className={clsx(
                  'grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 lg:gap-6',
                  // The previous results stay while the next ones load: dimmed, not blanked.
                  courses.isPlaceholderData && 'opacity-60',
                )}
              >
                {markEnrolled(data.results, enrolledIds).map((course, index) => (
                  <li key={course.id}>
                    <ViewerCourseCard course={course} isEnrolled={course.isEnrolled} priority={index < 2} />
                  </li>
                ))}
              </ul>
              <div className="mt-10">
                <NumberedPagination
                  page={page}
                  totalPages={totalPages}
                  hrefFor={(target) =>
                    courseFiltersHref(updateCourseFilters(filters, { page: String(target) }))
                  }
                  onNavigate={onPageLinkFollowed}
                />
              </div>
            </>
          )}
        </div>
      </FilteredListing>
    </>
  );
}
