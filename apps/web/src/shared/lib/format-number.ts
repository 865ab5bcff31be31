/** Counts (learners, clicks, reviews); money is `formatTaka` from @dokkho/domain/money. */
export type DisplayLocale = 'en-BD' | 'bn-BD';

const plain = new Map<DisplayLocale, Intl.NumberFormat>();
const compact = new Map<DisplayLocale, Intl.NumberFormat>();

/** `formatNumber(1234567)` -> "1,234,567" (Bengali digits and lakh grouping for `bn-BD`). */
export function formatNumber(value: number, locale: DisplayLocale = 'en-BD'): string {
  let cached = plain.get(locale);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    plain.set(locale, cached);
  }
  return cached.format(value);
}

/**
 * Short counts for tight spaces (cards, hero stats): 950 -> "950", 12400 -> "12.4K", 1250000 -> "1.3M".
 * Exact below 1,000 so small numbers are never rounded into something they are not.
 */
export function formatCompactNumber(value: number, locale: DisplayLocale = 'en-BD'): string {
  if (Math.abs(value) < 1000) return formatNumber(value, locale);
  let cached = compact.get(locale);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compact.set(locale, cached);
  }
  return cached.format(value);
}
