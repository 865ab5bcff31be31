import { describe, expect, it } from 'vitest';
import { poishaToTaka, takaToPoisha } from './taka';

describe('taka fields', () => {
  it('reads ASCII and Bengali digits, commas and the taka sign as integer poisha', () => {
    expect(takaToPoisha('1500')).toBe(150_000);
    expect(takaToPoisha('১,৫০০')).toBe(150_000);
    expect(takaToPoisha('৳ 750.50')).toBe(75_050);
    expect(takaToPoisha('')).toBeNull();
    expect(takaToPoisha('12abc')).toBeNaN();
    expect(takaToPoisha('1.234')).toBeNaN();
  });

  it('shows poisha back as taka', () => {
    expect(poishaToTaka(150_000)).toBe('1500');
    expect(poishaToTaka(75_050)).toBe('750.50');
    expect(poishaToTaka(null)).toBe('');
  });
});
