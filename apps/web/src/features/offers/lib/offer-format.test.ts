import { describe, expect, it } from 'vitest';
import { describeDiscount, formatDay, formatDeadline, savingPercent } from './offer-format';

describe('offer formatting', () => {
  it('rounds a saving percentage down, never promising more', () => {
    expect(savingPercent(450000, 1399900)).toBe(32); // 32.14%
    expect(savingPercent(249900, 1049800)).toBe(23); // 23.8%
    expect(savingPercent(0, 1000)).toBe(0);
    expect(savingPercent(100, 0)).toBe(0);
  });

  it('describes percent and fixed discounts', () => {
    expect(describeDiscount('percent', 25)).toBe('25% off');
    expect(describeDiscount('fixed', 50000)).toBe('৳500 off');
  });

  it('shows deadlines in Bangladesh time', () => {
    // 22:30 UTC is 4:30 am the next day in Dhaka (UTC+6).
    expect(formatDeadline('2026-11-27T22:30:00.000Z')).toMatch(/^28 Nov, 4:30\s?am$/i);
    expect(formatDay('2026-12-16T20:00:00.000Z')).toBe('17 December 2026');
  });
});
