import { lazy, Suspense, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLoginDialogOpen, closeLoginDialog } from '../../shared/auth/login-dialog-store';
import { loadChunk } from '../../shared/routing/load-chunk';
import { Spinner } from '../../shared/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';

const importLoginDialog = () => import('../../features/auth/components/login-dialog');

/**
 * The form library and the shared schemas are about 30 KB gzip that a visitor who never signs in does not
 * need, so the dialog loads on first use. The Login button starts the download on hover, focus or touch,
 * usually well before the click lands.
 */
export function preloadLoginDialog(): void {
  void loadChunk(importLoginDialog).catch(() => {
    // The click will try again and show the failure then.
  });
}

const LoginDialog = lazy(() => loadChunk(importLoginDialog).then((m) => ({ default: m.LoginDialog })));

/** While the chunk is still on its way (a slow connection): the dialog's frame with a spinner. */
function LoginDialogLoading() {
  const { t } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : closeLoginDialog())}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[80] bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[90] flex h-64 w-[calc(100%-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-card bg-white shadow-raised outline-none"
        >
          <Dialog.Title className="sr-only">
            <Trans>Log in to Dokkho</Trans>
          </Dialog.Title>
          <Spinner label={t`Loading the login form`} className="size-8" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted once in the shell: renders the login dialog from its first opening on (SPEC.md §2). */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={open ? <LoginDialogLoading /> : null}>
      <LoginDialog />
    </Suspense>
  );
}
