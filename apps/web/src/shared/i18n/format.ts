import { useLingui } from '@lingui/react';
import { INTL_LOCALE, isLocale, type Locale } from '@dokkho/contract/locale';
import {
  formatDhakaDate,
  formatDhakaDateTime,
  formatDhakaDayMonthTime,
  formatDhakaLongDate,
  formatDhakaMonthYear,
  formatDhakaTime,
  formatRelativeTime,
  type Instant,
} from '@dokkho/domain/dates';
import { localiseDigits } from '@dokkho/domain/digits';
import { formatLakh, formatTaka } from '@dokkho/domain/money';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, compact: boolean): Intl.NumberFormat {
  const key = `${locale}:${compact}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      maximumFractionDigits: 1,
      ...(compact ? { notation: 'compact' } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Numbers, money and Dhaka dates in one language: what `useFormat()` hands a component. */
export interface Formatters {
  locale: Locale;
  /** Poisha -> "৳12,34,567" / "৳১২,৩৪,৫৬৭". */
  taka: (poisha: number) => string;
  /** A count, lakh-grouped: 1234567 -> "12,34,567" / "১২,৩৪,৫৬৭"; fractions keep one decimal (4.7). */
  number: (value: number) => string;
  /** A calendar year, never grouped: 2023 -> "2023" / "২০২৩" (a count would read "২,০২৩"). */
  year: (value: number) => string;
  /** A count for tight spaces: 12400 -> "12.4K" / "১২ হা"; exact below 1,000. */
  compact: (value: number) => string;
  /** "26 Nov 2026" / "২৬ নভেম্বর ২০২৬". */
  date: (instant: Instant) => string;
  /** "26 November 2026" / "২৬ নভেম্বর ২০২৬". */
  longDate: (instant: Instant) => string;
  /** "Thu 26 Nov 2026, 3:05 pm" / "বৃহস্পতি, ২৬ নভেম্বর ২০২৬, বিকাল ৩:০৫". */
  dateTime: (instant: Instant) => string;
  /** "28 Nov, 4:05 pm" / "২৮ নভেম্বর, বিকাল ৪:০৫". */
  dayMonthTime: (instant: Instant) => string;
  /** "8:00 pm" / "রাত ৮:০০". */
  time: (instant: Instant) => string;
  /** "November 2026" / "নভেম্বর ২০২৬". */
  monthYear: (instant: Instant) => string;
  /** "3 days ago" / "৩ দিন আগে" (now: the current time unless given). */
  relative: (instant: Instant, now?: Instant) => string;
}

/** The formatters for a language; outside React (a chart's tick formatter) or in tests. */
export function formattersFor(locale: Locale): Formatters {
  return {
    locale,
    taka: (poisha) => formatTaka(poisha, locale),
    number: (value) =>
      Number.isInteger(value) ? formatLakh(value, locale) : numberFormat(locale, false).format(value),
    year: (value) => localiseDigits(String(value), locale),
    compact: (value) =>
      Math.abs(value) < 1000
        ? formatLakh(Math.round(value), locale)
        : numberFormat(locale, true).format(value),
    date: (instant) => formatDhakaDate(instant, locale),
    longDate: (instant) => formatDhakaLongDate(instant, locale),
    dateTime: (instant) => formatDhakaDateTime(instant, locale),
    dayMonthTime: (instant) => formatDhakaDayMonthTime(instant, locale),
    time: (instant) => formatDhakaTime(instant, locale),
    monthYear: (instant) => formatDhakaMonthYear(instant, locale),
    relative: (instant, now = new Date()) => formatRelativeTime(instant, now, locale),
  };
}

const cache = new Map<Locale, Formatters>();

/**
 * Numbers, taka and dates in the interface language (issue 16 item 4): Bengali digits and Bangla month
 * names in `bn`, lakh grouping and Dhaka time in both. Re-renders the component when the language changes.
 */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  let formatters = cache.get(locale);
  if (!formatters) {
    formatters = formattersFor(locale);
    cache.set(locale, formatters);
  }
  return formatters;
}
