import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BestGenre } from '@dokkho/contract/catalog';
import { COURSES_PATH, courseFiltersHref } from '../lib/course-filters';
import { EmptySearchIllustration } from './empty-search-illustration';
import { buttonClasses } from '../../../shared/ui/button';
import { SearchedFor } from '../../../shared/search/searched-for';
import { Trans, useLingui } from '@lingui/react/macro';

interface CoursesEmptyStateProps {
  search: string | undefined;
  activeFilterCount: number;
  /** Set when the page asked for is past the last page (e.g. an old link). */
  pastLastPageHref?: string;
  popularGenres: readonly BestGenre[] | undefined;
  onClearFilters: () => void;
  /** The list searched for other words (a word of a search that found nothing). */
  searchHref: (words: string) => string;
}

/** DESIGN.md "honest states": say what was looked for, and offer the ways forward. */
export function CoursesEmptyState({
  search,
  activeFilterCount,
  pastLastPageHref,
  popularGenres,
  onClearFilters,
  searchHref,
}: CoursesEmptyStateProps) {
  const { t } = useLingui();
  const suggestions = popularGenres?.filter((genre) => genre.course_count > 0).slice(0, 4) ?? [];
  let title: string;
  let hint: string;
  if (pastLastPageHref) {
    title = t`This page is past the end of the results`;
    hint = t`The list may have changed since the link was made.`;
  } else if (search) {
    title = t`No courses match “${search}”`;
    hint =
      activeFilterCount > 0
        ? t`Try removing a filter, or check the spelling.`
        : t`Check the spelling, or try a broader word such as “design” or “marketing”.`;
  } else if (activeFilterCount > 0) {
    title = t`No courses match these filters`;
    hint = t`Try removing a filter to see more courses.`;
  } else {
    title = t`No courses here yet`;
    hint = t`New courses are on their way. Meanwhile, have a look at the career paths.`;
  }

  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <EmptySearchIllustration className="h-auto w-40" />
      <h2 className="mt-6 text-xl font-bold text-balance break-words text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-slate-600">{hint}</p>
      {search && !pastLastPageHref ? <SearchedFor search={search} hrefFor={searchHref} /> : null}

      <div className="mt-6 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
        {pastLastPageHref && (
          <PrimaryLink to={pastLastPageHref}>
            <Trans>Go to the first page</Trans>
          </PrimaryLink>
        )}
        {!pastLastPageHref && activeFilterCount > 0 && (
          <button type="button" onClick={onClearFilters} className={buttonClasses({ size: 'lg' })}>
            <Trans>Clear filters</Trans>
          </button>
        )}
        {(search || activeFilterCount > 0) && !pastLastPageHref && (
          <SecondaryLink to={COURSES_PATH}>
            <Trans>Browse all courses</Trans>
          </SecondaryLink>
        )}
        {!search && activeFilterCount === 0 && !pastLastPageHref && (
          <PrimaryLink to="/allCareerPath">
            <Trans>See career paths</Trans>
          </PrimaryLink>
        )}
      </div>

      {!pastLastPageHref && (search || activeFilterCount > 0) && suggestions.length > 0 && (
        <div className="mt-8">
          <p className="text-sm text-slate-600">
            <Trans>Or explore a popular skill:</Trans>
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((genre) => (
              <li key={genre.id}>
                <Link
                  to={courseFiltersHref({ genre: genre.slug })}
                  className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 text-sm font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-800"
                >
                  {genre.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function PrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ size: 'lg' })}>
      {children}
    </Link>
  );
}

function SecondaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
      {children}
    </Link>
  );
}
