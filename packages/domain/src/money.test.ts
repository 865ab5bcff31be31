import { describe, expect, it } from 'vitest';
import { ceilToTaka, floorToTaka, formatLakh, formatTaka, isWholeTaka, roundToTaka } from './money';

describe('formatTaka', () => {
  it('shows whole taka without decimals and any poisha with both digits', () => {
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(100)).toBe('৳1');
    expect(formatTaka(350000)).toBe('৳3,500');
    expect(formatTaka(1)).toBe('৳0.01');
    expect(formatTaka(50)).toBe('৳0.50');
    expect(formatTaka(99999)).toBe('৳999.99');
    expect(formatTaka(374925)).toBe('৳3,749.25');
  });

  it('groups in lakhs and crores, as Bangladesh writes them', () => {
    expect(formatTaka(99_900)).toBe('৳999');
    expect(formatTaka(100_000)).toBe('৳1,000');
    expect(formatTaka(9_999_900)).toBe('৳99,999');
    expect(formatTaka(10_000_000)).toBe('৳1,00,000');
    expect(formatTaka(123_456_700)).toBe('৳12,34,567');
    expect(formatTaka(999_999_900)).toBe('৳99,99,999');
    expect(formatTaka(1_000_000_000)).toBe('৳1,00,00,000');
    expect(formatTaka(12_345_678_901)).toBe('৳12,34,56,789.01');
  });

  it('puts the sign before the taka sign (a discount line)', () => {
    expect(formatTaka(-50_000)).toBe('-৳500');
    expect(formatTaka(-1)).toBe('-৳0.01');
    expect(formatTaka(-10_000_050)).toBe('-৳1,00,000.50');
  });

  it('refuses anything but whole poisha, so nothing rounds silently', () => {
    expect(() => formatTaka(10.5)).toThrow(RangeError);
    expect(() => formatTaka(Number.NaN)).toThrow(RangeError);
    expect(() => formatTaka(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatLakh', () => {
  it('groups a count like a price', () => {
    expect(formatLakh(0)).toBe('0');
    expect(formatLakh(1234567)).toBe('12,34,567');
    expect(formatLakh(-100000)).toBe('-1,00,000');
  });
});

describe('whole taka', () => {
  it('rounds down, up and to the nearest (half up)', () => {
    expect(floorToTaka(374_999)).toBe(374_900);
    expect(ceilToTaka(374_901)).toBe(375_000);
    expect(ceilToTaka(375_000)).toBe(375_000);
    expect(roundToTaka(374_950)).toBe(375_000);
    expect(roundToTaka(374_949)).toBe(374_900);
    expect(roundToTaka(0)).toBe(0);
    expect(Object.is(ceilToTaka(-25), 0)).toBe(true);
    expect(Object.is(roundToTaka(-49), 0)).toBe(true);
    expect(isWholeTaka(375_000)).toBe(true);
    expect(isWholeTaka(374_925)).toBe(false);
  });

  it('refuses fractions of a poisha', () => {
    expect(() => roundToTaka(0.5)).toThrow(RangeError);
  });
});
