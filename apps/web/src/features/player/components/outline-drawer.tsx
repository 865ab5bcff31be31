import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ListVideo, X } from 'lucide-react';
import { buttonClasses } from '../../../shared/ui/button';
import { Trans } from '@lingui/react/macro';

/**
 * Phones get the curriculum in a sheet from the left (Radix Dialog: focus trap, Escape, labelled); it
 * closes when a lesson is chosen. `children` receives the close function for the outline's links.
 */
export function OutlineDrawer({
  title,
  children,
}: {
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
        >
          <ListVideo aria-hidden="true" className="size-4" />
          <Trans>Course content</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] animate-sheet-in flex-col bg-white shadow-raised focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              <Trans>
                <Trans>Course content</Trans>
              </Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Close course content</Trans>
                </span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>The lessons and quizzes of {title}.</Trans>
          </Dialog.Description>
          <div className="relative flex-1 overflow-y-auto overscroll-contain">
            {children(() => setOpen(false))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
