import { describe, expect, it } from 'vitest';
import { describeDiscount, savingPercent } from './offer-format';

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
});
