import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { buttonClasses } from './button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../i18n/format';

interface FiltersSheetProps {
  activeCount: number;
  /** Results for the current filters, or undefined while they load. */
  resultCount: number | undefined;
  /** What the results are, for the footer button: `['course', 'courses']` -> "Show 12 courses". */
  noun: readonly [singular: string, plural: string];
  onClear: () => void;
  /** The filter panel (the same one the desktop side panel shows). */
  children: ReactNode;
}

/**
 * Phones get a list's filters in a bottom sheet (Radix Dialog: focus trap, Escape, labelled). Choices apply
 * at once, so the footer button only closes the sheet and says how many results are waiting. Used by the
 * all-courses page and the job board.
 */
export function FiltersSheet({
  activeCount,
  resultCount,
  noun: nounForms,
  onClear,
  children,
}: FiltersSheetProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [singular, nouns] = nounForms;
  // The caller's noun, in the form its count takes (a Bangla noun has one form for any count).
  const count = resultCount === undefined ? '' : format.number(resultCount);
  const noun = resultCount === 1 ? singular : nouns;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <Trans>Filters</Trans>
          {activeCount > 0 && (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs leading-5 text-white">
              {format.number(activeCount)}
              <span className="sr-only">
                {' '}
                <Trans>active</Trans>
              </span>
            </span>
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-raised focus:outline-none sm:inset-x-auto sm:top-0 sm:right-0 sm:bottom-0 sm:max-h-none sm:w-96 sm:rounded-none">
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              <Trans>
                <Trans>Filters</Trans>
              </Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Close filters</Trans>
                </span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Results update as you choose.</Trans>
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain px-1 py-4">{children}</div>
          <div className="flex gap-3 border-t border-slate-200 p-4">
            <button
              type="button"
              onClick={onClear}
              disabled={activeCount === 0}
              className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg px-3 font-semibold text-slate-700 hover:bg-slate-100 disabled:pointer-events-none disabled:text-slate-400"
            >
              <Trans>Clear all</Trans>
            </button>
            <Dialog.Close asChild>
              <button type="button" className={buttonClasses({ size: 'lg', className: 'min-w-0 flex-1' })}>
                {resultCount === undefined ? t`Show ${nouns}` : t`Show ${count} ${noun}`}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
