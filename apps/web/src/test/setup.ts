import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// CI has two shared cores: a lazily imported chunk (the More menu) can take over the default 1 s to transform.
configure({ asyncUtilTimeout: 5000 });

// A console error during a test is a failure (CONVENTIONS.md §7).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
};

afterEach(() => {
  cleanup();
});
