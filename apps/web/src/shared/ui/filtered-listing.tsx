import type { ReactNode, Ref } from 'react';
import { FiltersSheet } from './filters-sheet';
import { Trans } from '@lingui/react/macro';

/**
 * The frame of a filtered list page (/allcourses, /jobs): the filter panel in a sticky side column on wide
 * screens and in a bottom sheet on phones, the result count as the heading (focused after a page change),
 * the sort control, and a polite announcement of new counts. The page supplies the panel, the sort and
 * the results.
 */
export function FilteredListing({
  idPrefix,
  filters,
  activeCount,
  onClearFilters,
  heading,
  headingRef,
  announcement,
  resultCount,
  noun,
  sort,
  children,
}: {
  /** Makes the landmark ids unique: `${idPrefix}-filters-heading`, `${idPrefix}-results-heading`. */
  idPrefix: string;
  /** The filter panel: rendered in the side column and in the phone sheet. */
  filters: ReactNode;
  activeCount: number;
  onClearFilters: () => void;
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Said to screen readers when it changes; empty while loading. */
  announcement: string;
  /** The count the sheet's "Show N" button offers; undefined while a new page loads. */
  resultCount: number | undefined;
  noun: [singular: string, plural: string];
  sort: ReactNode;
  children: ReactNode;
}) {
  const filtersHeadingId = `${idPrefix}-filters-heading`;
  const resultsHeadingId = `${idPrefix}-results-heading`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
      <aside aria-labelledby={filtersHeadingId} className="hidden lg:block">
        <div className="sticky top-24 max-h-[calc(100svh-7rem)] overflow-y-auto pb-6">
          <div className="mb-3 flex min-h-11 items-center justify-between px-3">
            <h2 id={filtersHeadingId} className="text-lg font-bold text-slate-900">
              <Trans>Filters</Trans>
            </h2>
            {activeCount > 0 ? (
              <button
                type="button"
                onClick={onClearFilters}
                className="min-h-11 px-2 text-sm font-semibold text-primary-700 hover:text-primary-800"
              >
                <Trans>Clear all</Trans>
              </button>
            ) : null}
          </div>
          {filters}
        </div>
      </aside>

      <section aria-labelledby={resultsHeadingId} className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <h2
            id={resultsHeadingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus-visible:outline-none"
          >
            {heading}
          </h2>
          <div className="flex w-full items-center gap-3 sm:w-auto">
            <div className="shrink-0 lg:hidden">
              <FiltersSheet
                activeCount={activeCount}
                resultCount={resultCount}
                noun={noun}
                onClear={onClearFilters}
              >
                {filters}
              </FiltersSheet>
            </div>
            {sort}
          </div>
        </div>
        {/* Announce new result counts without moving focus. */}
        <p className="sr-only" role="status">
          {announcement}
        </p>
        {children}
      </section>
    </div>
  );
}
