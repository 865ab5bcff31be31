import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useBestGenres } from '../api/get-best-genres';
import {
  LEVEL_LABELS,
  LEVEL_OPTIONS,
  PRICE_LABELS,
  PRICE_OPTIONS,
  type CourseFilters,
} from '../lib/course-filters';

interface CourseFilterPanelProps {
  filters: CourseFilters;
  onChange: (patch: Partial<CourseFilters>) => void;
}

interface Option {
  value: string;
  label: string;
}

/**
 * Genre, level and price as radio groups: one choice each, native inputs (keyboard and screen readers
 * work without extra code), every row a full 44px tap target. Used by the desktop sidebar and the mobile
 * sheet alike; changes apply at once.
 */
export function CourseFilterPanel({ filters, onChange }: CourseFilterPanelProps) {
  const genres = useBestGenres();
  const levels: Option[] = [
    { value: '', label: 'Any level' },
    ...LEVEL_OPTIONS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })),
  ];
  const prices: Option[] = [
    { value: '', label: 'Free and paid' },
    ...PRICE_OPTIONS.map((price) => ({ value: price, label: PRICE_LABELS[price] })),
  ];
  // The URL may carry a genre id or a slug (the API takes both); the radios are keyed by slug.
  const selectedGenre =
    genres.data?.find((genre) => genre.slug === filters.genre || String(genre.id) === filters.genre)?.slug ??
    filters.genre ??
    '';

  return (
    <div className="space-y-6">
      <RadioGroup
        legend="Genre"
        value={selectedGenre}
        onChange={(genre) => onChange({ genre })}
        options={[
          { value: '', label: 'All genres' },
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
            <p>Couldn’t load the genres.</p>
            <button
              type="button"
              onClick={() => void genres.refetch()}
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-800"
            >
              <RefreshCw className={clsx('size-4', genres.isFetching && 'animate-spin')} aria-hidden="true" />
              Retry
            </button>
          </div>
        )}
      </RadioGroup>
      <RadioGroup
        legend="Level"
        value={filters.level ?? ''}
        onChange={(level) => onChange({ level })}
        options={levels}
      />
      <RadioGroup
        legend="Price"
        value={filters.price ?? ''}
        onChange={(price) => onChange({ price })}
        options={prices}
      />
    </div>
  );
}

interface RadioGroupProps {
  legend: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  children?: ReactNode;
}

function RadioGroup({ legend, value, options, onChange, children }: RadioGroupProps) {
  // The sidebar and the sheet can both be mounted: each group needs its own name.
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 px-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {legend}
      </legend>
      <div className="space-y-0.5">
        {options.map((option) => (
          <label
            key={option.value || 'any'}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-slate-800 hover:bg-slate-100 has-checked:bg-primary-50 has-checked:font-semibold has-checked:text-primary-800 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-primary-700 focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1">{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
