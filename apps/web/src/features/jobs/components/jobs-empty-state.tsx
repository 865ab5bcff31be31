import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { SearchedFor } from '../../../shared/search/searched-for';

/** DESIGN.md "honest states": what was looked for, and the ways forward. */
export function JobsEmptyState({
  search,
  activeFilterCount,
  pastLastPageHref,
  onClearFilters,
  allJobsHref,
  searchHref,
}: {
  search: string | undefined;
  activeFilterCount: number;
  pastLastPageHref?: string | undefined;
  onClearFilters: () => void;
  allJobsHref: string;
  /** The board searched for other words (a word of a search that found nothing). */
  searchHref: (words: string) => string;
}) {
  const { t } = useLingui();
  let title: string;
  let hint: string;
  if (pastLastPageHref) {
    title = t`This page is past the end of the results`;
    hint = t`Jobs close every day, so the list may be shorter than when the link was made.`;
  } else if (search && activeFilterCount > 0) {
    title = t`No jobs match “${search}” with these filters`;
    hint = t`Try removing a filter, or a broader word such as “sales” or “developer”.`;
  } else if (search) {
    title = t`No open jobs match “${search}”`;
    hint = t`Check the spelling, or try a broader word such as “sales” or “developer”.`;
  } else if (activeFilterCount > 0) {
    title = t`No jobs match these filters`;
    hint = t`Try removing a filter: a wider area or salary often helps.`;
  } else {
    title = t`No open jobs right now`;
    hint = t`New jobs are posted every week. Meanwhile, learn the skills employers ask for.`;
  }
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="w-40">
        <SignpostIllustration />
      </div>
      <h2 className="mt-6 text-xl font-bold text-balance break-words text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-pretty text-slate-600">{hint}</p>
      {search && !pastLastPageHref ? <SearchedFor search={search} hrefFor={searchHref} /> : null}
      <div className="mt-6 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
        {pastLastPageHref ? (
          <Link to={pastLastPageHref} className={buttonClasses({ size: 'lg' })}>
            <Trans>Go to the first page</Trans>
          </Link>
        ) : activeFilterCount > 0 ? (
          <button type="button" onClick={onClearFilters} className={buttonClasses({ size: 'lg' })}>
            <Trans>Clear filters</Trans>
          </button>
        ) : null}
        {search || activeFilterCount > 0 ? (
          <Link to={allJobsHref} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <Trans>See all jobs</Trans>
          </Link>
        ) : (
          <Link to="/allcourses" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <Trans>Browse courses</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}
