/**
 * Display helpers of the affiliate pages. Dates are shown as the day in Dhaka (the server counts days
 * there too), whatever the phone's own time zone: instants through shared/lib/dhaka-date.ts.
 */
import type { Locale } from '@dokkho/contract/locale';
import { formattersFor } from '../../../shared/i18n/format';

const shortDayFormatters: Record<Locale, Intl.DateTimeFormat> = {
  // en-GB: "4 Mar" (day first, as in Bangladesh); bn-BD: "৪ মার্চ".
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/** A Dhaka calendar date from the server ("2026-03-04") for a chart axis: "4 Mar" / "৪ মার্চ". */
export function formatChartDay(date: string, locale: Locale = 'en'): string {
  // The date is already Dhaka's: read it as a plain date (UTC midnight) so no time zone moves it.
  return shortDayFormatters[locale].format(new Date(`${date}T00:00:00Z`));
}

/** 0.1234 -> "12%", 0.0375 -> "3.8%" (Bengali digits in bn); null (no clicks yet) -> "–". */
export function formatRate(rate: number | null, locale: Locale = 'en'): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  const shown = percent >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  return `${formattersFor(locale).number(shown)}%`;
}

/** A percent from the terms (20, 12.5) as people write it. */
export function formatPercent(value: number, locale: Locale = 'en'): string {
  return `${formattersFor(locale).number(Number.isInteger(value) ? value : Math.round(value * 10) / 10)}%`;
}

/** Moved to shared/payouts (instructors' payout form uses it too); kept here for the affiliate pages. */
export { poishaToTakaInput } from '../../../shared/payouts/amount';
