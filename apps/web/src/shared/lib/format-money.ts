/**
 * Money arrives from the API as integer poisha (1/100 BDT, ARCHITECTURE.md "The API contract") and is only
 * turned into taka here, for display, so nothing rounds on the way.
 */
export type DisplayLocale = 'en-BD' | 'bn-BD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: DisplayLocale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BDT',
      // "narrowSymbol" gives ৳ instead of "BDT " in English locales.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * `formatMoney(350000)` -> "৳3,500"; `formatMoney(350050)` -> "৳3,500.50".
 * Whole taka drop the decimals (prices are almost always whole); otherwise both poisha digits show.
 * Bangla (`bn-BD`) uses Bengali digits and lakh grouping, as readers expect (DESIGN.md principle 5).
 */
export function formatMoney(poisha: number, locale: DisplayLocale = 'en-BD'): string {
  if (!Number.isSafeInteger(poisha)) {
    throw new RangeError(`formatMoney expects an integer amount of poisha, got ${poisha}`);
  }
  const whole = poisha % 100 === 0;
  return formatter(locale, whole ? 0 : 2).format(poisha / 100);
}
