import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { formatNumber } from '../../../shared/lib/format-number';
import type { CourseFilters } from '../lib/course-filters';
import { CourseFilterPanel } from './course-filter-panel';
import { buttonClasses } from '../../../shared/ui/button';

interface CourseFiltersSheetProps {
  filters: CourseFilters;
  activeCount: number;
  /** Results for the current filters, or undefined while they load. */
  resultCount: number | undefined;
  onChange: (patch: Partial<CourseFilters>) => void;
  onClear: () => void;
}

/**
 * Phones get the filters in a bottom sheet (Radix Dialog: focus trap, Escape, labelled). Choices apply at
 * once, so the footer button only closes the sheet and says how many results are waiting.
 */
export function CourseFiltersSheet({
  filters,
  activeCount,
  resultCount,
  onChange,
  onClear,
}: CourseFiltersSheetProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs leading-5 text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-raised focus:outline-none sm:inset-x-auto sm:right-0 sm:bottom-0 sm:top-0 sm:max-h-none sm:w-96 sm:rounded-none">
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">Filters</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">Close filters</span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Results update as you choose.</Dialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain px-1 py-4">
            <CourseFilterPanel filters={filters} onChange={onChange} />
          </div>
          <div className="flex gap-3 border-t border-slate-200 p-4">
            <button
              type="button"
              onClick={onClear}
              disabled={activeCount === 0}
              className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg px-3 font-semibold text-slate-700 hover:bg-slate-100 disabled:pointer-events-none disabled:text-slate-400"
            >
              Clear all
            </button>
            <Dialog.Close asChild>
              <button type="button" className={buttonClasses({ size: 'lg', className: 'min-w-0 flex-1' })}>
                {resultCount === undefined
                  ? 'Show courses'
                  : `Show ${formatNumber(resultCount)} ${resultCount === 1 ? 'course' : 'courses'}`}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
