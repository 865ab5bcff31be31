import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney (integer poisha -> taka for display)', () => {
  it('shows whole taka without decimals', () => {
    expect(formatMoney(350000)).toBe('৳3,500');
    expect(formatMoney(100)).toBe('৳1');
    expect(formatMoney(0)).toBe('৳0');
  });

  it('shows both poisha digits when the amount is not whole', () => {
    expect(formatMoney(350050)).toBe('৳3,500.50');
    expect(formatMoney(1)).toBe('৳0.01');
  });

  it('groups thousands in English', () => {
    expect(formatMoney(12345600)).toBe('৳123,456');
  });

  it('uses Bengali digits and lakh grouping in Bangla', () => {
    const text = formatMoney(12345600, 'bn-BD');
    expect(text).toContain('১,২৩,৪৫৬');
    expect(text).toContain('৳');
  });

  it('refuses amounts that are not integer poisha, so nothing rounds silently', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
