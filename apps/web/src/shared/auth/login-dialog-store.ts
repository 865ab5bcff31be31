import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog (SPEC.md §2, §4: open/closed) is open. A tiny store rather than React context so
 * the navbar's Login button, the mobile menu and any page ("log in to enrol") can open the one dialog.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(): void {
  set(true);
}

export function closeLoginDialog(): void {
  set(false);
}

export function isLoginDialogOpen(): boolean {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isLoginDialogOpen, () => false);
}
