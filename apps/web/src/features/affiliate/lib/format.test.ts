import { describe, expect, it } from 'vitest';
import { formatChartDay, formatPercent, formatRate, poishaToTakaInput } from './format';
import { referralPath } from './paths';

describe('affiliate display helpers', () => {
  it('shows the server’s Dhaka dates as they are, with no zone moving them', () => {
    expect(formatChartDay('2026-03-04')).toBe('4 Mar');
  });

  it('writes rates and percents the way people read them', () => {
    expect(formatRate(null)).toBe('–');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.0375)).toBe('3.8%');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('prefills the payout amount in taka', () => {
    expect(poishaToTakaInput(50_000)).toBe('500');
    expect(poishaToTakaInput(123_450)).toBe('1234.50');
    expect(poishaToTakaInput(5)).toBe('0.05');
  });

  it('builds the course link of SPEC.md §2', () => {
    expect(referralPath(12, 'AFFDEMO7')).toBe('/courseDetails/12/affiliate/AFFDEMO7');
  });
});
