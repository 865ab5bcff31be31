import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  closeLoginDialog,
  openLoginDialog,
  useLoginDialogOpen,
} from '../../../shared/auth/login-dialog-store';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoginForm } from './login-form';

/**
 * The login dialog (SPEC.md §2, §4, §5), opened from the navbar's Login button through the dialog store.
 * Radix unmounts the form when the dialog closes, so each opening starts with empty fields and no error
 * text (SPEC.md §5: "cleared when the dialog opens"). It closes after a successful sign-in (SPEC.md §4)
 * and when one of its links is followed; the user stays on the page they were reading. Width: at most
 * 400px (SPEC.md §9), 1rem from the screen edges on a phone.
 */
export function LoginDialog() {
  const { t } = useLingui();
  const open = useLoginDialogOpen();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? openLoginDialog() : closeLoginDialog())}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[80] bg-slate-950/50" />
        <Dialog.Content className="animate-dialog-in fixed top-1/2 left-1/2 z-[90] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-card bg-white p-5 shadow-raised outline-none sm:p-6">
          <div className="mb-5 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                <Trans>Log in to Dokkho</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                <Trans>Welcome back. Pick up where you left off.</Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <LoginForm autoFocus onSuccess={closeLoginDialog} onNavigate={closeLoginDialog} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
