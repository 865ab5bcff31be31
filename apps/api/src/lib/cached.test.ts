import { describe, expect, it } from 'vitest';
import { cached } from './cached';

describe('cached', () => {
  it('loads once per ttl, sharing the in-flight load', async () => {
    let clock = 0;
    let loads = 0;
    const get = cached(
      1000,
      async () => ++loads,
      () => clock,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    expect(await get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const get = cached(1000, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
