import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(42)).toBe('42');
  });

  it('uses Bengali digits in Bangla', () => {
    expect(formatNumber(1234, 'bn-BD')).toBe('১,২৩৪');
  });
});

describe('formatCompactNumber', () => {
  it('keeps small numbers exact', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
  });

  it('shortens large numbers to one decimal', () => {
    expect(formatCompactNumber(1000)).toBe('1K');
    expect(formatCompactNumber(12400)).toBe('12.4K');
    expect(formatCompactNumber(1250000)).toBe('1.3M');
  });
});
