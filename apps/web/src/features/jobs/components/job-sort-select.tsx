import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { defaultSort, type JobFilters } from '../lib/job-filters';
import { Trans, useLingui } from '@lingui/react/macro';
import { JOB_SORT_LABELS } from '../../../shared/labels/jobs';
import { SORT_OPTIONS } from '../lib/filter-options';

/** A native select (the phone's own picker); "Best match" only while there is a search to match. */
export function JobSortSelect({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (sort: string) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const options = SORT_OPTIONS.filter((option) => option !== 'relevance' || filters.search);
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:flex-none">
      <label htmlFor={id} className="sr-only text-sm whitespace-nowrap text-slate-600 sm:not-sr-only">
        <Trans>Sort by</Trans>
      </label>
      <div className="relative min-w-0 flex-1 sm:flex-none">
        <select
          id={id}
          value={filters.sort ?? defaultSort(filters)}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm font-semibold text-slate-800 hover:border-slate-400"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {i18n._(JOB_SORT_LABELS[option])}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
