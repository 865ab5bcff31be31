/*
 * Dates in Dhaka time, whatever the reader's or the server's own zone: orders, invoices, live classes,
 * deadlines and payouts are Bangladeshi business, so a learner abroad, the PDF invoice and the server's
 * ledger all read the same day (docs/decisions/021). Asia/Dhaka is UTC+6 all year (no daylight saving).
 *
 * Every text is assembled from `formatToParts`, not from `format`: browsers and Node ship different ICU
 * versions, which disagree on commas, "pm" or "PM" and narrow spaces, and a date must read the same in
 * the web app, the chat answer and the e-mail.
 */

import { localiseDigits, type DisplayLocale } from './digits';

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

/** An instant: a Date, or an ISO string as the API sends it. */
export type Instant = Date | string;

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formats = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
  dayMonthTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
  monthYear: { month: 'long', year: 'numeric' },
  hour: { hour: 'numeric', hourCycle: 'h23' },
  fields: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof formats;
const formatters = new Map<FormatName, Intl.DateTimeFormat>();

function parts(name: FormatName, instant: Instant): Parts {
  let formatter = formatters.get(name);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...formats[name], timeZone: DHAKA_TIME_ZONE });
    formatters.set(name, formatter);
  }
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(instant)}`);
  const out: Parts = {};
  for (const { type, value } of formatter.formatToParts(date)) out[type] = value;
  return out;
}

const clock = (p: Parts) => `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`.trim();

/*
 * Bangla (issue 16): month and weekday names as Bangladesh writes them, Bengali digits, and the time of day
 * said the way people say it ("বিকাল ৩:০৫"), not a translated am/pm. Built from numeric parts, so no
 * browser's Bengali ICU data is needed.
 */
const BN_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
const BN_WEEKDAYS: Record<string, string> = {
  Sun: 'রবি',
  Mon: 'সোম',
  Tue: 'মঙ্গল',
  Wed: 'বুধ',
  Thu: 'বৃহস্পতি',
  Fri: 'শুক্র',
  Sat: 'শনি',
};

interface BnFields {
  year: string;
  month: string;
  day: string;
  weekday: string;
  clock: string;
}

function bnFields(instant: Instant): BnFields {
  const p = parts('fields', instant);
  const hour = Number(p.hour) % 24;
  const minute = p.minute ?? '00';
  const period =
    hour < 4
      ? 'রাত'
      : hour < 6
        ? 'ভোর'
        : hour < 12
          ? 'সকাল'
          : hour < 15
            ? 'দুপুর'
            : hour < 18
              ? 'বিকাল'
              : hour < 20
                ? 'সন্ধ্যা'
                : 'রাত';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    year: localiseDigits(p.year ?? '', 'bn'),
    month: BN_MONTHS[Number(p.month) - 1] ?? '',
    day: localiseDigits(p.day ?? '', 'bn'),
    weekday: BN_WEEKDAYS[p.weekday ?? ''] ?? '',
    clock: `${period} ${localiseDigits(`${twelve}:${minute}`, 'bn')}`,
  };
}

/** "26 Nov 2026". */
export function formatDhakaDate(instant: Instant, locale: DisplayLocale = 'en'): string {
  if (locale === 'bn') {
    const b = bnFields(instant);
    return `${b.day} ${b.month} ${b.year}`;
  }
  const p = parts('date', instant);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "26 November 2026": certificates, invoices, letters. */
export function formatDhakaLongDate(instant: Instant, locale: DisplayLocale = 'en'): string {
  if (locale === 'bn') {
    const b = bnFields(instant);
    return `${b.day} ${b.month} ${b.year}`;
  }
  const p = parts('longDate', instant);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "Thu 26 Nov 2026, 3:05 pm": the one date-and-time text (live classes, orders, notes, notifications). */
export function formatDhakaDateTime(instant: Instant, locale: DisplayLocale = 'en'): string {
  if (locale === 'bn') {
    const b = bnFields(instant);
    return `${b.weekday}, ${b.day} ${b.month} ${b.year}, ${b.clock}`;
  }
  const p = parts('dateTime', instant);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${clock(p)}`;
}

/** "28 Nov, 4:05 pm": a deadline close enough that the year goes without saying (offer countdowns). */
export function formatDhakaDayMonthTime(instant: Instant, locale: DisplayLocale = 'en'): string {
  if (locale === 'bn') {
    const b = bnFields(instant);
    return `${b.day} ${b.month}, ${b.clock}`;
  }
  const p = parts('dayMonthTime', instant);
  return `${p.day} ${p.month}, ${clock(p)}`;
}

/** "8:00 pm". */
export function formatDhakaTime(instant: Instant, locale: DisplayLocale = 'en'): string {
  if (locale === 'bn') {
    const b = bnFields(instant);
    return b.clock;
  }
  return clock(parts('time', instant));
}

/** "November 2026". */
export function formatDhakaMonthYear(instant: Instant, locale: DisplayLocale = 'en'): string {
  if (locale === 'bn') {
    const b = bnFields(instant);
    return `${b.month} ${b.year}`;
  }
  const p = parts('monthYear', instant);
  return `${p.month} ${p.year}`;
}

/** "2026-12-05": the Dhaka calendar day of an instant, for grouping and comparing days. */
export function dhakaDayKey(instant: Instant): string {
  const p = parts('dayKey', instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Dhaka year of an instant (an invoice number's year: DKH-INV-2026-000001). */
export function dhakaYear(instant: Instant): number {
  return Number(parts('dayKey', instant).year);
}

/** The hour of the day in Dhaka, 0-23. */
export function dhakaHour(instant: Instant): number {
  return Number(parts('hour', instant).hour ?? 0) % 24;
}

const RELATIVE_UNITS = [
  { seconds: 365 * 24 * 3600, en: 'year', bn: 'বছর' },
  { seconds: 30 * 24 * 3600, en: 'month', bn: 'মাস' },
  { seconds: 7 * 24 * 3600, en: 'week', bn: 'সপ্তাহ' },
  { seconds: 24 * 3600, en: 'day', bn: 'দিন' },
  { seconds: 3600, en: 'hour', bn: 'ঘণ্টা' },
  { seconds: 60, en: 'minute', bn: 'মিনিট' },
] as const;

/**
 * How long ago (or until) an instant, in the largest whole unit: "3 days ago", "in 2 hours", "just now";
 * in `bn` "৩ দিন আগে", "২ ঘণ্টা পরে", "এইমাত্র". For activity feeds and notifications; anything a
 * person acts on by date (a deadline, a class) shows the date itself.
 */
export function formatRelativeTime(instant: Instant, now: Instant, locale: DisplayLocale = 'en'): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  const reference = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(at.getTime()) || Number.isNaN(reference.getTime())) {
    throw new RangeError(`Not a date: ${String(Number.isNaN(at.getTime()) ? instant : now)}`);
  }
  const delta = Math.round((at.getTime() - reference.getTime()) / 1000);
  const past = delta <= 0;
  const seconds = Math.abs(delta);
  const unit = RELATIVE_UNITS.find((candidate) => seconds >= candidate.seconds);
  if (!unit) return locale === 'bn' ? 'এইমাত্র' : 'just now';
  const count = Math.floor(seconds / unit.seconds);
  if (locale === 'bn') return `${localiseDigits(String(count), 'bn')} ${unit.bn} ${past ? 'আগে' : 'পরে'}`;
  const phrase = `${count} ${unit.en}${count === 1 ? '' : 's'}`;
  return past ? `${phrase} ago` : `in ${phrase}`;
}

/** Dhaka is UTC+6 all year (no daylight saving), so a wall-clock time there is one fixed offset from UTC. */
const DHAKA_OFFSET_MS = 6 * 3600 * 1000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant of a date and time as read on a Dhaka clock ("2026-12-05", "20:00" is 14:00 UTC), or null
 * for a date or time that does not exist (30 February, 24:00). Instructors schedule live classes this way.
 */
export function dhakaLocalToUtc(date: string, time: string): Date | null {
  const d = LOCAL_DATE.exec(date);
  const t = LOCAL_TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over to 2 March: a date that does not round-trip does not exist.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return new Date(wall - DHAKA_OFFSET_MS);
}

/** An instant as a Dhaka clock reads it, in the form date and time inputs take ("2026-12-05", "20:00"). */
export function utcToDhakaLocal(instant: Instant): { date: string; time: string } {
  const wall = new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}
