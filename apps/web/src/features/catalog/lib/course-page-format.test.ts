import { describe, expect, it } from 'vitest';
import { formatClock, formatRelativeDate, formatTotal } from './course-page-format';

describe('course page formatting', () => {
  it('shows lesson lengths as a player does', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('rounds totals to minutes', () => {
    expect(formatTotal(540)).toBe('9m');
    expect(formatTotal(6725)).toBe('1h 52m');
    expect(formatTotal(7200)).toBe('2h');
  });

  it('says how long ago a review was written', () => {
    const now = Date.parse('2026-11-26T00:00:00Z');
    expect(formatRelativeDate('2026-11-25T00:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeDate('2026-11-12T00:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeDate('2026-08-26T00:00:00Z', now)).toBe('3 months ago');
  });
});
