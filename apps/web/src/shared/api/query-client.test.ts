import { describe, expect, it } from 'vitest';
import { ApiError } from '@dokkho/contract/errors';
import { shouldRetry } from './query-client';

describe('query retry policy (SPEC.md §7)', () => {
  it('retries server errors at most twice', () => {
    const error = new ApiError('Server error', 503);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });

  it('never retries client errors', () => {
    for (const status of [400, 401, 403, 404, 429])
      expect(shouldRetry(0, new ApiError('No', status))).toBe(false);
  });
});
