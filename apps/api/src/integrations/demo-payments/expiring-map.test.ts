import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap (the demo gateway sessions)', () => {
  it('forgets an entry once its time is up, and a set renews it', () => {
    const map = new ExpiringMap<string>(1000);
    map.set('a', 'one', 0);
    expect(map.get('a', 999)).toBe('one');
    expect(map.get('a', 1000)).toBeUndefined();
    map.set('b', 'two', 0);
    map.set('b', 'two again', 900);
    expect(map.get('b', 1500)).toBe('two again');
  });

  it('drops the oldest entries beyond its ceiling', () => {
    const map = new ExpiringMap<number>(60_000, 3);
    for (let i = 1; i <= 5; i += 1) map.set(`k${i}`, i, i);
    expect(map.size).toBe(3);
    expect(map.get('k1', 10)).toBeUndefined();
    expect(map.get('k2', 10)).toBeUndefined();
    expect(map.get('k5', 10)).toBe(5);
  });
});
