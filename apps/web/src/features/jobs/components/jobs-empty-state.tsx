import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';

/** DESIGN.md "honest states": what was looked for, and the ways forward. */
export function JobsEmptyState({
  search,
  activeFilterCount,
  pastLastPageHref,
  onClearFilters,
  allJobsHref,
}: {
  search: string | undefined;
  activeFilterCount: number;
  pastLastPageHref?: string | undefined;
  onClearFilters: () => void;
  allJobsHref: string;
}) {
  let title: string;
  let hint: string;
  if (pastLastPageHref) {
    title = 'This page is past the end of the results';
    hint = 'Jobs close every day, so the list may be shorter than when the link was made.';
  } else if (search && activeFilterCount > 0) {
    title = `No jobs match “${search}” with these filters`;
    hint = 'Try removing a filter, or a broader word such as “sales” or “developer”.';
  } else if (search) {
    title = `No open jobs match “${search}”`;
    hint = 'Check the spelling, or try a broader word such as “sales” or “developer”.';
  } else if (activeFilterCount > 0) {
    title = 'No jobs match these filters';
    hint = 'Try removing a filter: a wider area or salary often helps.';
  } else {
    title = 'No open jobs right now';
    hint = 'New jobs are posted every week. Meanwhile, learn the skills employers ask for.';
  }
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="w-40">
        <SignpostIllustration />
      </div>
      <h2 className="mt-6 text-xl font-bold text-balance break-words text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-pretty text-slate-600">{hint}</p>
      <div className="mt-6 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
        {pastLastPageHref ? (
          <Link to={pastLastPageHref} className={buttonClasses({ size: 'lg' })}>
            Go to the first page
          </Link>
        ) : activeFilterCount > 0 ? (
          <button type="button" onClick={onClearFilters} className={buttonClasses({ size: 'lg' })}>
            Clear filters
          </button>
        ) : null}
        {search || activeFilterCount > 0 ? (
          <Link to={allJobsHref} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            See all jobs
          </Link>
        ) : (
          <Link to="/allcourses" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            Browse courses
          </Link>
        )}
      </div>
    </div>
  );
}
