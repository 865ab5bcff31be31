import { X } from 'lucide-react';
import type { BestGenre } from '@dokkho/contract/catalog';
import {
  LEVEL_LABELS,
  PRICE_LABELS,
  isCourseLevel,
  isPriceFilter,
  type CourseFilters,
} from '../lib/course-filters';

interface ActiveFilterChipsProps {
  filters: CourseFilters;
  genres: readonly BestGenre[] | undefined;
  onChange: (patch: Partial<CourseFilters>) => void;
  onClear: () => void;
}

/** What is narrowing the results, next to the results, each removable in one tap. */
export function ActiveFilterChips({ filters, genres, onChange, onClear }: ActiveFilterChipsProps) {
  const chips: { key: keyof CourseFilters; label: string }[] = [];
  if (filters.genre) {
    const genre = genres?.find((g) => g.slug === filters.genre || String(g.id) === filters.genre);
    chips.push({ key: 'genre', label: genre?.name ?? filters.genre });
  }
  if (filters.level) {
    chips.push({
      key: 'level',
      label: isCourseLevel(filters.level) ? LEVEL_LABELS[filters.level] : filters.level,
    });
  }
  if (filters.price) {
    chips.push({
      key: 'price',
      label: isPriceFilter(filters.price) ? PRICE_LABELS[filters.price] : filters.price,
    });
  }
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
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
          >
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}
