import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * What narrows a list, next to the list, each filter removable in one tap, and "Clear all" once there are
 * several (the course catalog and the job board). Callers turn their filters into labelled chips.
 */
export function FilterChips<K extends string>({
  chips,
  onRemove,
  onClear,
}: {
  chips: readonly { key: K; label: string }[];
  onRemove: (key: K) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t`Active filters`}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(chip.key)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary-50 pr-3 pl-4 text-sm font-medium text-primary-800 ring-1 ring-primary-200 hover:bg-primary-100"
          >
            {chip.label}
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">
              <Trans>(remove filter)</Trans>
            </span>
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
            <Trans>Clear all</Trans>
          </button>
        </li>
      ) : null}
    </ul>
  );
}
