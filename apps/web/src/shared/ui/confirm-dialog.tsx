import type { FormEvent, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { buttonClasses } from './button';
import { FormAlert } from './form-alert';
import { SubmitProgress } from './submit-progress';
import { dangerButtonClasses } from './danger-button';
import { useLingui } from '@lingui/react/macro';

/**
 * A confirmation, with a reason when one is asked for (a staff refund or payout decision, a recruiter
 * deleting a job post): a centred Radix dialog (focus trapped, Escape closes, labelled by its title),
 * scrolling inside on a short phone screen, that says what will happen, asks for the reason or note
 * (`children`, the field, if any), and sends it. While the request is on
 * its way the form is locked and nothing closes the dialog: its answer must be seen.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  formError,
  onSubmit,
  onDismiss,
  cancelLabel,
  submitLabel,
  pendingLabel,
  tone = 'danger',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  pending: boolean;
  /** The whole form's error: the server's message, formatted per SPEC.md §8. */
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Closed without confirming ("Go back", Escape, the ×): forget the form's error. */
  onDismiss: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** `danger` for what cannot be undone and takes something away (refund, reject). */
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}) {
  const { t } = useLingui();
  function changeOpen(next: boolean) {
    if (pending) return;
    if (!next) onDismiss();
    onOpenChange(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] animate-fade-in bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[110] max-h-[calc(100svh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-dialog-in overflow-y-auto overscroll-contain rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="pt-2 text-lg font-bold text-balance text-slate-900">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-pretty text-slate-700">{description}</div>
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
            <fieldset disabled={pending} className="disabled:opacity-70">
              {children}
            </fieldset>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => changeOpen(false)}
                disabled={pending}
                className={buttonClasses({ variant: 'secondary' })}
              >
                {cancelLabel}
              </button>
              <button
                type="submit"
                aria-busy={pending}
                disabled={pending}
                className={tone === 'danger' ? dangerButtonClasses() : buttonClasses()}
              >
                {pending ? <SubmitProgress label={pendingLabel} /> : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
