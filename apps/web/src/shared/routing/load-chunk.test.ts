import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, PAGE_CHUNK_TIMEOUT_MS, isChunkLoadError, loadChunk } from './load-chunk';

describe('loadChunk (SPEC.md §9: page chunk load timeout 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it loads in time and leaves no timer behind', async () => {
    const module = { Page: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a ChunkLoadError once the timeout passes', async () => {
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    await vi.advanceTimersByTimeAsync(PAGE_CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    pending.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('wraps a failed import in a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).timedOut).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('wraps an importer that throws synchronously', async () => {
    const error = await loadChunk(() => {
      throw new Error('boom');
    }).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a chunk load error from another copy of the module by its name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(foreign)).toBe(true);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
