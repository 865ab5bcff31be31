import { describe, expect, it } from 'vitest';
import { formatDhakaDate, formatDhakaDateTime } from './dhaka-date';

describe('Dhaka dates', () => {
  it('shows an instant as its day in Dhaka, whatever the viewer’s zone', () => {
    expect(formatDhakaDate('2026-11-26T09:05:00.000Z')).toBe('26 Nov 2026');
    // 18:30 UTC on 3 March is already 4 March in Dhaka (UTC+6).
    expect(formatDhakaDate('2026-03-03T18:30:00Z')).toBe('4 Mar 2026');
  });

  it('adds the Dhaka time on a 12-hour clock', () => {
    expect(formatDhakaDateTime('2026-11-26T09:05:00.000Z')).toBe('26 Nov 2026, 3:05 pm');
    expect(formatDhakaDateTime('2026-12-31T19:30:00.000Z')).toBe('1 Jan 2027, 1:30 am');
  });
});
