import { useLingui } from '@lingui/react';
import { FilterChips } from '../../../shared/ui/filter-chips';
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
  useLingui(); // the chips' labels follow the interface language
  const chips = NARROWING_KEYS.flatMap((key) => {
    const value = filters[key];
    return value ? [{ key, label: chipLabel(key, value) }] : [];
  });
  return <FilterChips chips={chips} onRemove={(key) => onChange({ [key]: undefined })} onClear={onClear} />;
}
