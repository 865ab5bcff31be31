import clsx from 'clsx';
import { RefreshCw } from 'lucide-react';
import { FilterRadioGroup, type FilterOption } from '../../../shared/ui/filter-radio-group';
import { useBestGenres } from '../api/get-best-genres';
import {
  LEVEL_LABELS,
  LEVEL_OPTIONS,
  PRICE_LABELS,
  PRICE_OPTIONS,
  TEACHING_LANGUAGE_LABELS,
  TEACHING_LANGUAGE_OPTIONS,
  type CourseFilters,
} from '../lib/course-filters';
import { Trans, useLingui } from '@lingui/react/macro';

interface CourseFilterPanelProps {
  filters: CourseFilters;
  onChange: (patch: Partial<CourseFilters>) => void;
}

/**
 * Genre, level, teaching language and price as radio groups (shared/ui/filter-radio-group.tsx). Used by the desktop sidebar and
 * the mobile sheet alike; changes apply at once.
 */
export function CourseFilterPanel({ filters, onChange }: CourseFilterPanelProps) {
  const { t } = useLingui();
  const genres = useBestGenres();
  const levels: FilterOption[] = [
    { value: '', label: t`Any level` },
    ...LEVEL_OPTIONS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })),
  ];
  const languages: FilterOption[] = [
    { value: '', label: t`Any language` },
    ...TEACHING_LANGUAGE_OPTIONS.map((language) => ({
      value: language,
      label: TEACHING_LANGUAGE_LABELS[language],
    })),
  ];
  const prices: FilterOption[] = [
    { value: '', label: t`Free and paid` },
    ...PRICE_OPTIONS.map((price) => ({ value: price, label: PRICE_LABELS[price] })),
  ];
  // The URL may carry a genre id or a slug (the API takes both); the radios are keyed by slug.
  const selectedGenre =
    genres.data?.find((genre) => genre.slug === filters.genre || String(genre.id) === filters.genre)?.slug ??
    filters.genre ??
    '';

  return (
    <div className="space-y-6">
      <FilterRadioGroup
        legend={t`Genre`}
        value={selectedGenre}
        onChange={(genre) => onChange({ genre })}
        options={[
          { value: '', label: t`All genres` },
          ...(genres.data ?? []).map((genre) => ({ value: genre.slug, label: genre.name })),
        ]}
      >
        {genres.isPending && (
          <div aria-hidden="true" className="space-y-2 px-3 pt-1">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
            ))}
          </div>
        )}
        {genres.isError && (
          <div className="px-3 pt-1 text-sm text-slate-600">
            <p>
              <Trans>Couldn’t load the genres.</Trans>
            </p>
            <button
              type="button"
              onClick={() => void genres.refetch()}
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-800"
            >
              <RefreshCw className={clsx('size-4', genres.isFetching && 'animate-spin')} aria-hidden="true" />
              <Trans>Retry</Trans>
            </button>
          </div>
        )}
      </FilterRadioGroup>
      <FilterRadioGroup
        legend={t`Level`}
        value={filters.level ?? ''}
        onChange={(level) => onChange({ level })}
        options={levels}
      />
      <FilterRadioGroup
        legend={t`Taught in`}
        value={filters.language ?? ''}
        onChange={(language) => onChange({ language })}
        options={languages}
      />
      <FilterRadioGroup
        legend={t`Price`}
        value={filters.price ?? ''}
        onChange={(price) => onChange({ price })}
        options={prices}
      />
    </div>
  );
}
