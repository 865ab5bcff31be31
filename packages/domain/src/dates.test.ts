import { describe, expect, it } from 'vitest';
import {
  dhakaDayKey,
  dhakaHour,
  dhakaLocalToUtc,
  dhakaYear,
  formatDhakaDate,
  formatDhakaDateTime,
  formatDhakaDayMonthTime,
  formatDhakaLongDate,
  formatDhakaMonthYear,
  formatDhakaTime,
  utcToDhakaLocal,
} from './dates';

describe('Dhaka dates', () => {
  it('shows an instant as its day in Dhaka, whatever the reader’s zone', () => {
    expect(formatDhakaDate('2026-11-26T09:05:00.000Z')).toBe('26 Nov 2026');
    // 18:30 UTC on 3 March is already 4 March in Dhaka (UTC+6).
    expect(formatDhakaDate('2026-03-03T18:30:00Z')).toBe('4 Mar 2026');
    expect(formatDhakaLongDate(new Date('2026-06-11T18:00:00Z'))).toBe('12 June 2026');
    expect(formatDhakaMonthYear('2026-11-30T18:00:00Z')).toBe('December 2026');
  });

  it('has one date-and-time text, with the weekday and a 12-hour clock', () => {
    expect(formatDhakaDateTime('2026-11-26T09:05:00.000Z')).toBe('Thu 26 Nov 2026, 3:05 pm');
    expect(formatDhakaDateTime('2026-12-05T14:00:00.000Z')).toBe('Sat 5 Dec 2026, 8:00 pm');
    expect(formatDhakaDateTime('2026-12-31T19:30:00.000Z')).toBe('Fri 1 Jan 2027, 1:30 am');
    expect(formatDhakaDateTime('2026-12-31T18:00:00.000Z')).toBe('Fri 1 Jan 2027, 12:00 am');
    expect(formatDhakaDayMonthTime('2026-11-28T10:05:00Z')).toBe('28 Nov, 4:05 pm');
    expect(formatDhakaTime('2026-12-05T06:00:00Z')).toBe('12:00 pm');
  });

  it('gives the Dhaka day, year and hour for grouping and numbering', () => {
    expect(dhakaDayKey('2026-12-04T18:00:00Z')).toBe('2026-12-05');
    expect(dhakaYear(new Date('2026-12-31T18:00:00Z'))).toBe(2027);
    expect(dhakaHour(new Date('2026-12-05T17:59:00Z'))).toBe(23);
    expect(dhakaHour(new Date('2026-12-05T18:00:00Z'))).toBe(0);
  });

  it('refuses what is not a date', () => {
    expect(() => formatDhakaDate('not a date')).toThrow(RangeError);
  });
});

describe('Dhaka wall-clock times (live classes are scheduled in them)', () => {
  it('reads a Dhaka date and time as the instant six hours earlier in UTC', () => {
    expect(dhakaLocalToUtc('2026-12-05', '20:00')?.toISOString()).toBe('2026-12-05T14:00:00.000Z');
    // Before 6 am in Dhaka it is still the previous day in UTC.
    expect(dhakaLocalToUtc('2027-01-01', '05:30')?.toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(dhakaLocalToUtc('2028-02-29', '00:00')?.toISOString()).toBe('2028-02-28T18:00:00.000Z');
  });

  it('refuses dates and times that do not exist or are not in the inputs’ form', () => {
    expect(dhakaLocalToUtc('2026-02-30', '10:00')).toBeNull();
    expect(dhakaLocalToUtc('2027-02-29', '10:00')).toBeNull();
    expect(dhakaLocalToUtc('2026-13-01', '10:00')).toBeNull();
    expect(dhakaLocalToUtc('2026-12-05', '24:00')).toBeNull();
    expect(dhakaLocalToUtc('2026-12-05', '10:60')).toBeNull();
    expect(dhakaLocalToUtc('5/12/2026', '10:00')).toBeNull();
    expect(dhakaLocalToUtc('2026-12-05', '8 pm')).toBeNull();
  });

  it('shows an instant as a Dhaka date and time, the inverse of reading one', () => {
    expect(utcToDhakaLocal('2026-12-05T14:00:00Z')).toEqual({ date: '2026-12-05', time: '20:00' });
    expect(utcToDhakaLocal(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '05:30' });
    const instant = dhakaLocalToUtc('2026-06-15', '09:45')!;
    expect(utcToDhakaLocal(instant)).toEqual({ date: '2026-06-15', time: '09:45' });
  });
});
