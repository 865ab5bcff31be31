import type { BestGenre } from '@dokkho/contract/catalog';
import { FilterChips } from '../../../shared/ui/filter-chips';
import {
  LEVEL_LABELS,
  PRICE_LABELS,
  TEACHING_LANGUAGE_LABELS,
  isCourseLevel,
  isPriceFilter,
  isTeachingLanguage,
  type CourseFilters,
} from '../lib/course-filters';
import { useLingui } from '@lingui/react';

interface ActiveFilterChipsProps {
  filters: CourseFilters;
  genres: readonly BestGenre[] | undefined;
  onChange: (patch: Partial<CourseFilters>) => void;
  onClear: () => void;
}

/** What is narrowing the results, next to the results, each removable in one tap. */
export function ActiveFilterChips({ filters, genres, onChange, onClear }: ActiveFilterChipsProps) {
  useLingui(); // the chips' labels follow the interface language
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
  if (filters.language) {
    chips.push({
      key: 'language',
      label: isTeachingLanguage(filters.language)
        ? TEACHING_LANGUAGE_LABELS[filters.language]
        : filters.language,
    });
  }
  if (filters.price) {
    chips.push({
      key: 'price',
      label: isPriceFilter(filters.price) ? PRICE_LABELS[filters.price] : filters.price,
    });
  }
  return <FilterChips chips={chips} onRemove={(key) => onChange({ [key]: undefined })} onClear={onClear} />;
}
