import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESUME_LIMITS } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';

/**
 * A section's entries (jobs, projects, schools, skills...): each a card that opens to its fields, with
 * move up / move down (buttons, not drag: they work with a thumb and a screen reader), remove with Undo,
 * and Add at the bottom. New entries open; with several, the rest stay closed so the page stays short.
 */
export function BuilderEntryList({
  legend,
  keys,
  addLabel,
  emptyText,
  heading,
  hasError,
  children,
  onAdd,
  onMove,
  onRemove,
  onRestore,
  compact = false,
}: {
  legend: string;
  /** The entries' stable keys, in order. */
  keys: string[];
  addLabel: string;
  emptyText: string;
  /** The card's title: "Data analyst at bKash", or "New job" while empty. */
  heading: (index: number) => string;
  /** Whether the entry has a field to fix (its card says so while closed). */
  hasError: (index: number) => boolean;
  children: (index: number) => ReactNode;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Puts a removed entry back (Undo). */
  onRestore: () => void;
  /** One-line entries (skills, languages, links): always open, no card header. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const maxItems = format.number(RESUME_LIMITS.itemsPerSection);
  const [open, setOpen] = useState<Set<string>>(() => new Set(keys.length === 1 ? keys : []));
  const [removed, setRemoved] = useState<string | null>(null);
  const full = keys.length >= RESUME_LIMITS.itemsPerSection;
  // A card added (or put back) since the last render opens, so its first field is right there.
  const known = useRef(new Set(keys));
  useEffect(() => {
    const added = keys.filter((key) => !known.current.has(key));
    known.current = new Set(keys);
    if (added.length > 0) setOpen((current) => new Set([...current, ...added]));
  }, [keys]);

  function toggle(key: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  function add() {
    setRemoved(null);
    onAdd();
  }

  function remove(index: number) {
    setRemoved(heading(index));
    onRemove(index);
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-lg font-bold text-slate-900">{legend}</legend>
      {keys.length === 0 ? (
        <p className="mb-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-sm text-slate-600">
          {emptyText}
        </p>
      ) : null}
      <ol className="space-y-3">
        {keys.map((key, index) => {
          const title = heading(index);
          const isOpen = compact || open.has(key);
          const broken = hasError(index);
          const controls = (
            <div className="flex shrink-0 items-center">
              <button
                type="button"
                onClick={() => onMove(index, index - 1)}
                disabled={index === 0}
                aria-label={t`Move ${title} up`}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => onMove(index, index + 1)}
                disabled={index === keys.length - 1}
                aria-label={t`Move ${title} down`}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t`Remove ${title}`}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-danger-50 hover:text-danger-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          );
          if (compact) {
            return (
              <li
                key={key}
                className={clsx(
                  'flex flex-col gap-1 rounded-lg border bg-white p-3 @lg:flex-row @lg:items-start',
                  broken ? 'border-danger-600/50' : 'border-slate-200',
                )}
              >
                <div className="min-w-0 flex-1">{children(index)}</div>
                <div className="flex justify-end @lg:pt-7">{controls}</div>
              </li>
            );
          }
          return (
            <li
              key={key}
              className={clsx(
                'rounded-lg border bg-white',
                broken ? 'border-danger-600/50' : 'border-slate-200',
              )}
            >
              <div className="flex items-center gap-1 pl-1">
                <button
                  type="button"
                  onClick={() => toggle(key)}
                  aria-expanded={isOpen}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-50"
                >
                  <ChevronDown
                    aria-hidden="true"
                    className={clsx(
                      'size-4 shrink-0 text-slate-500 transition-transform',
                      isOpen && 'rotate-180',
                    )}
                  />
                  <span className="line-clamp-2 min-w-0 flex-1 font-semibold break-words text-slate-900">
                    {title}
                  </span>
                  {broken ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-danger-700">
                      <TriangleAlert aria-hidden="true" className="size-3.5" />
                      <Trans>Check</Trans>
                    </span>
                  ) : null}
                </button>
                {controls}
              </div>
              {isOpen ? <div className="border-t border-slate-100 p-3 @lg:p-4">{children(index)}</div> : null}
            </li>
          );
        })}
      </ol>
      {removed !== null ? (
        <p role="status" className="mt-3 flex items-center gap-3 text-sm text-slate-700">
          <Trans>Removed “{removed}”.</Trans>
          <button
            type="button"
            onClick={() => {
              setRemoved(null);
              onRestore();
            }}
            className="min-h-11 font-semibold text-primary-700 underline underline-offset-2"
          >
            <Trans>Undo</Trans>
          </button>
        </p>
      ) : null}
      <Button variant="secondary" onClick={add} disabled={full} className="mt-3 w-full sm:w-auto">
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
      {full ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>That is the most one section holds ({maxItems}).</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
