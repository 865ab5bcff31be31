import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DHAKA_TIME_ZONE, dhakaDayKey, dhakaHour } from '@dokkho/domain/dates';

/*
 * The dashboard's own words for Dhaka days and hours (Asia/Dhaka, UTC+6 all year): live classes are
 * scheduled there, and a learner abroad still needs to know "8 pm in Dhaka". The dates and times themselves
 * come from the domain core (@dokkho/domain/dates). Components pass the `i18n` of `useLingui()`, so the words
 * follow the interface language; without it, the global instance (tests).
 */

const longDays = new Map<string, Intl.DateTimeFormat>();
function longDay(locale: string): Intl.DateTimeFormat {
  const tag = locale === 'bn' ? 'bn-BD' : 'en-GB';
  let format = longDays.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: DHAKA_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    longDays.set(tag, format);
  }
  return format;
}

/** A day group's heading: "Today", "Tomorrow", "Yesterday", else "Saturday 5 December" ("শনিবার ৫ ডিসেম্বর"). */
export function formatDayHeading(dayKey: string, now: Date, i18n: I18n = globalI18n): string {
  const today = dhakaDayKey(now);
  const shift = (days: number) => dhakaDayKey(new Date(now.getTime() + days * 86_400_000));
  if (dayKey === today) return i18n._(msg`Today`);
  if (dayKey === shift(1)) return i18n._(msg`Tomorrow`);
  if (dayKey === shift(-1)) return i18n._(msg`Yesterday`);
  // Noon UTC of that day is the same calendar day in Dhaka (UTC+6).
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of longDay(i18n.locale).formatToParts(new Date(`${dayKey}T06:00:00Z`))) {
    parts[type] = value;
  }
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** "Good morning" until noon, "Good afternoon" until 5 pm, then "Good evening" (Dhaka time). */
export function greetingFor(now: Date, i18n: I18n = globalI18n): string {
  const hour = dhakaHour(now);
  if (hour >= 4 && hour < 12) return i18n._(msg`Good morning`);
  if (hour >= 12 && hour < 17) return i18n._(msg`Good afternoon`);
  return i18n._(msg`Good evening`);
}
