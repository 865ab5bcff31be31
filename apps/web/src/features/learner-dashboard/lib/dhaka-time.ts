import { DHAKA_TIME_ZONE, dhakaDayKey, dhakaHour } from '@dokkho/domain/dates';

/*
 * The dashboard's own words for Dhaka days and hours (Asia/Dhaka, UTC+6 all year): live classes are
 * scheduled there, and a learner abroad still needs to know "8 pm in Dhaka". The dates and times themselves
 * come from the domain core (@dokkho/domain/dates).
 */

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: DHAKA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** A day group's heading: "Today", "Tomorrow", "Yesterday", else "Saturday 5 December". */
export function formatDayHeading(dayKey: string, now: Date): string {
  const today = dhakaDayKey(now);
  const shift = (days: number) => dhakaDayKey(new Date(now.getTime() + days * 86_400_000));
  if (dayKey === today) return 'Today';
  if (dayKey === shift(1)) return 'Tomorrow';
  if (dayKey === shift(-1)) return 'Yesterday';
  // Noon UTC of that day is the same calendar day in Dhaka (UTC+6).
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of LONG_DAY.formatToParts(new Date(`${dayKey}T06:00:00Z`))) parts[type] = value;
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** "Good morning" until noon, "Good afternoon" until 5 pm, then "Good evening" (Dhaka time). */
export function greetingFor(now: Date): string {
  const hour = dhakaHour(now);
  if (hour >= 4 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  return 'Good evening';
}
