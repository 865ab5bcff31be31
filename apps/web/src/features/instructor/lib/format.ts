import type { Locale } from '@dokkho/contract/locale';

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  // en-GB: "4 Mar" (day first, as in Bangladesh); bn-BD: "৪ মার্চ".
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};
const monthFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
};

/**
 * A Dhaka calendar day from the server ("2026-03-04") for a chart axis: "4 Mar" / "৪ মার্চ". The date is
 * already Dhaka's, so it is read as a plain date (UTC midnight) that no time zone moves.
 */
export function formatChartDay(date: string, locale: Locale = 'en'): string {
  return dayFormats[locale].format(new Date(`${date}T00:00:00Z`));
}

/** A Dhaka month from the server ("2026-03"): "Mar 26" / "মার্চ, ২৬". */
export function formatChartMonth(month: string, locale: Locale = 'en'): string {
  return monthFormats[locale].format(new Date(`${month}-01T00:00:00Z`));
}
