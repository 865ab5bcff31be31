import { describe, expect, it } from 'vitest';
import { formatTaka } from './money';

describe('formatTaka', () => {
  it('turns poisha into taka with both decimals, exactly', () => {
    expect(formatTaka(0)).toBe('৳0.00');
    expect(formatTaka(5)).toBe('৳0.05');
    expect(formatTaka(50)).toBe('৳0.50');
    expect(formatTaka(99999)).toBe('৳999.99');
    expect(formatTaka(123450)).toBe('৳1,234.50');
    expect(formatTaka(350000)).toBe('৳3,500.00');
  });

  it('groups in lakhs and crores as Bangladeshi readers expect', () => {
    expect(formatTaka(10000000)).toBe('৳1,00,000.00');
    expect(formatTaka(123456750)).toBe('৳12,34,567.50');
    expect(formatTaka(12345678901)).toBe('৳12,34,56,789.01');
  });

  it('shows a discount as a negative amount', () => {
    expect(formatTaka(-50000)).toBe('-৳500.00');
    expect(formatTaka(-1)).toBe('-৳0.01');
  });

  it('refuses anything but whole poisha', () => {
    expect(() => formatTaka(10.5)).toThrow(RangeError);
    expect(() => formatTaka(Number.NaN)).toThrow(RangeError);
  });
});
