import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { installZodDefaultMessages } from '@dokkho/contract/zod-messages';

// CI has two shared cores: a lazily imported chunk (the More menu) can take over the default 1 s to transform.
configure({ asyncUtilTimeout: 5000 });

// A console error during a test is a failure (CONVENTIONS.md §7).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
};

// Components render in English, from the messages in the code (the macro keeps them outside production).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// zod's defaults said as the app says them (main.tsx).
installZodDefaultMessages();

afterEach(() => {
  cleanup();
  // A test that fakes the clock gets the real one back even when it fails before restoring it.
  vi.useRealTimers();
});

// The unit project runs files without isolation (vitest.config.ts: a worker keeps its module cache and its
// DOM from one file to the next, which cuts the run from minutes to seconds). So each file starts from what a
// fresh page would have: empty storage, the real globals and timers, no spies left by the file before.
async function resetPageState() {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // Server-side files (packages, the chat service) run in the node environment: no page to reset.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  // The app's own in-memory stores outlive a file too: signed out, no dialog open.
  const [{ clearSession }, { closeLoginDialog }] = await Promise.all([
    import('../shared/auth/token-store'),
    import('../shared/auth/login-dialog-store'),
  ]);
  clearSession();
  closeLoginDialog();
}
beforeAll(resetPageState);
afterAll(resetPageState);
