import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// A console error during a test is a failure (CONVENTIONS.md §7).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
};

afterEach(() => {
  cleanup();
});
