/**
 * Dates and times on the dashboard are Dhaka's (Asia/Dhaka, UTC+6 all year): live classes are scheduled
 * there, and a learner abroad still needs to know "8 pm in Dhaka". Built from formatToParts so every
 * browser's ICU gives the same text.
 */
const TIME_ZONE = 'Asia/Dhaka';

const DAY_KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function parts(format: Intl.DateTimeFormat, date: Date): Parts {
  const out: Parts = {};
  for (const { type, value } of format.formatToParts(date)) out[type] = value;
  return out;
}

/** "2026-12-05": the Dhaka calendar day of an instant, for grouping. */
export function dhakaDayKey(date: Date | string): string {
  const p = parts(DAY_KEY, new Date(date));
  return `${p.year}-${p.month}-${p.day}`;
}

/** "8:00 pm" in Dhaka. */
export function formatDhakaTime(iso: string): string {
  const p = parts(TIME, new Date(iso));
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** "5 Dec 2026" in Dhaka. */
export function formatDhakaDate(iso: string): string {
  const p = parts(DATE, new Date(iso));
  return `${p.day} ${p.month} ${p.year}`;
}

/** The hour of the day in Dhaka (0-23), for the greeting. */
export function dhakaHour(now: Date): number {
  return Number(parts(HOUR, now).hour ?? 0) % 24;
}

/** A day group's heading: "Today", "Tomorrow", "Yesterday", else "Saturday 5 December". */
export function formatDayHeading(dayKey: string, now: Date): string {
  const today = dhakaDayKey(now);
  const shift = (days: number) => dhakaDayKey(new Date(now.getTime() + days * 86_400_000));
  if (dayKey === today) return 'Today';
  if (dayKey === shift(1)) return 'Tomorrow';
  if (dayKey === shift(-1)) return 'Yesterday';
  // Noon UTC of that day is the same calendar day in Dhaka (UTC+6).
  const p = parts(LONG_DAY, new Date(`${dayKey}T06:00:00Z`));
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** "Good morning" until noon, "Good afternoon" until 5 pm, then "Good evening" (Dhaka time). */
export function greetingFor(now: Date): string {
  const hour = dhakaHour(now);
  if (hour >= 4 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  return 'Good evening';
}
