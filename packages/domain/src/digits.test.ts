import { describe, expect, it } from 'vitest';
import { asciiDigits, localiseDigits } from './digits';
import { formatDhakaDate, formatDhakaDateTime, formatDhakaTime, formatRelativeTime } from './dates';
import { formatLakh, formatTaka } from './money';

describe('Bangla digits (issue 16)', () => {
  it('writes Bengali digits in bn and leaves English alone', () => {
    expect(localiseDigits('৳12,34,567.50', 'bn')).toBe('৳১২,৩৪,৫৬৭.৫০');
    expect(localiseDigits('৳12,34,567.50', 'en')).toBe('৳12,34,567.50');
  });

  it('reads Bengali and Arabic-Indic digits typed into a field as ASCII', () => {
    expect(asciiDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(asciiDigits('١٢٣ ۴۵۶ abc')).toBe('123 456 abc');
  });

  it('groups taka in lakhs in both languages', () => {
    expect(formatTaka(123456700, 'bn')).toBe('৳১২,৩৪,৫৬৭');
    expect(formatTaka(374925, 'bn')).toBe('৳৩,৭৪৯.২৫');
    expect(formatTaka(-50000, 'bn')).toBe('-৳৫০০');
    expect(formatLakh(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });
});

describe('Bangla dates in Dhaka time', () => {
  // 09:05 UTC is 3:05 in the afternoon in Dhaka (UTC+6).
  const afternoon = '2026-11-26T09:05:00Z';

  it('names the month and weekday in Bangla, with the time of day as people say it', () => {
    expect(formatDhakaDate(afternoon, 'bn')).toBe('২৬ নভেম্বর ২০২৬');
    expect(formatDhakaDateTime(afternoon, 'bn')).toBe('বৃহস্পতি, ২৬ নভেম্বর ২০২৬, বিকাল ৩:০৫');
    expect(formatDhakaTime('2026-11-26T02:30:00Z', 'bn')).toBe('সকাল ৮:৩০');
    expect(formatDhakaTime('2026-11-26T14:00:00Z', 'bn')).toBe('রাত ৮:০০');
    expect(formatDhakaTime('2026-11-26T06:00:00Z', 'bn')).toBe('দুপুর ১২:০০');
  });

  it('keeps the English forms as they were', () => {
    expect(formatDhakaDate(afternoon)).toBe('26 Nov 2026');
    expect(formatDhakaDateTime(afternoon, 'en')).toBe('Thu 26 Nov 2026, 3:05 pm');
  });
});

describe('formatRelativeTime', () => {
  const now = '2026-11-27T12:00:00Z';

  it.each([
    ['2026-11-27T11:59:30Z', 'just now', 'এইমাত্র'],
    ['2026-11-27T11:55:00Z', '5 minutes ago', '৫ মিনিট আগে'],
    ['2026-11-27T11:00:00Z', '1 hour ago', '১ ঘণ্টা আগে'],
    ['2026-11-24T12:00:00Z', '3 days ago', '৩ দিন আগে'],
    ['2026-11-13T12:00:00Z', '2 weeks ago', '২ সপ্তাহ আগে'],
    ['2025-10-27T12:00:00Z', '1 year ago', '১ বছর আগে'],
    ['2026-11-29T12:00:00Z', 'in 2 days', '২ দিন পরে'],
  ])('%s -> %s / %s', (instant, en, bn) => {
    expect(formatRelativeTime(instant, now)).toBe(en);
    expect(formatRelativeTime(instant, now, 'bn')).toBe(bn);
  });
});
