/*
 * Dates in Dhaka time, whatever the reader's or the server's own zone: orders, invoices, live classes,
 * deadlines and payouts are Bangladeshi business, so a learner abroad, the PDF invoice and the server's
 * ledger all read the same day (docs/decisions/021). Asia/Dhaka is UTC+6 all year (no daylight saving).
 *
 * Every text is assembled from `formatToParts`, not from `format`: browsers and Node ship different ICU
 * versions, which disagree on commas, "pm" or "PM" and narrow spaces, and a date must read the same in
 * the web app, the chat answer and the e-mail.
 */

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

/** "26 Nov 2026". */
export function formatDhakaDate(instant: Instant): string {
  const p = parts('date', instant);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "26 November 2026": certificates, invoices, letters. */
export function formatDhakaLongDate(instant: Instant): string {
  const p = parts('longDate', instant);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "Thu 26 Nov 2026, 3:05 pm": the one date-and-time text (live classes, orders, notes, notifications). */
export function formatDhakaDateTime(instant: Instant): string {
  const p = parts('dateTime', instant);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${clock(p)}`;
}

/** "28 Nov, 4:05 pm": a deadline close enough that the year goes without saying (offer countdowns). */
export function formatDhakaDayMonthTime(instant: Instant): string {
  const p = parts('dayMonthTime', instant);
  return `${p.day} ${p.month}, ${clock(p)}`;
}

/** "8:00 pm". */
export function formatDhakaTime(instant: Instant): string {
  return clock(parts('time', instant));
}

/** "November 2026". */
export function formatDhakaMonthYear(instant: Instant): string {
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
