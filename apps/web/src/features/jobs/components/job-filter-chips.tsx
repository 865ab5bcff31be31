import { X } from 'lucide-react';
import { NARROWING_KEYS, type JobFilters } from '../lib/job-filters';
import { chipLabel } from '../lib/filter-options';

/** What narrows the jobs, beside them, each removable in one tap. */
export function JobFilterChips({
  filters,
  onChange,
  onClear,
}: {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  onClear: () => void;
}) {
  const chips = NARROWING_KEYS.flatMap((key) => {
    const value = filters[key];
    return value ? [{ key, label: chipLabel(key, value) }] : [];
  });
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange({ [chip.key]: undefined })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary-50 pr-3 pl-4 text-sm font-medium text-primary-800 ring-1 ring-primary-200 hover:bg-primary-100"
          >
            {chip.label}
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">(remove filter)</span>
          </button>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
          >
            Clear all
          </button>
        </li>
      ) : null}
    </ul>
  );
}
