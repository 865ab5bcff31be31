/**
 * Money (docs/decisions/011, 021): every amount is an integer of poisha (1/100 BDT) from the database to the
 * screen, and becomes taka text only here. One formatter for the server's documents, the web and the chat
 * service, so a price reads the same on the course page, in the chatbot and on the invoice.
 */

import { localiseDigits, type DisplayLocale } from './digits';

export const POISHA_PER_TAKA = 100;

function assertPoisha(poisha: number, caller: string): void {
  if (!Number.isSafeInteger(poisha)) {
    throw new RangeError(`${caller} expects an integer amount of poisha, got ${poisha}`);
  }
}

/**
 * Digits grouped as Bangladesh writes them: the last three, then pairs (lakh, crore): "1234567" ->
 * "12,34,567". Done on the digits rather than with Intl's `en-IN`: ICU data differs between machines and
 * browsers (PROVIDERS.md "Money and locale"), and an invoice must read the same wherever it is rendered.
 */
export function groupLakh(digits: string): string {
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
}

/** A whole count in lakh grouping: 1234567 -> "12,34,567" ("১২,৩৪,৫৬৭" in `bn`). */
export function formatLakh(value: number, locale: DisplayLocale = 'en'): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`formatLakh expects an integer, got ${value}`);
  return localiseDigits(`${value < 0 ? '-' : ''}${groupLakh(String(Math.abs(value)))}`, locale);
}

/**
 * Poisha -> taka as every reader sees it: `formatTaka(123456700)` -> "৳12,34,567",
 * `formatTaka(374925)` -> "৳3,749.25", `formatTaka(0)` -> "৳0", `formatTaka(-50000)` -> "-৳500" (a
 * discount line). Whole taka show no decimals (prices are whole since 021); any other amount shows both
 * poisha digits, so a commission of ৳12.50 is never rounded away. Anything but whole poisha is refused:
 * rounding here would hide a bug upstream. In `bn` the digits are Bengali: "৳১২,৩৪,৫৬৭" (issue 16).
 */
export function formatTaka(poisha: number, locale: DisplayLocale = 'en'): string {
  assertPoisha(poisha, 'formatTaka');
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  const taka = groupLakh(String(Math.floor(abs / POISHA_PER_TAKA)));
  const rest = abs % POISHA_PER_TAKA;
  return localiseDigits(`${sign}৳${taka}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`, locale);
}

/** True when the amount has no poisha part. */
export function isWholeTaka(poisha: number): boolean {
  return poisha % POISHA_PER_TAKA === 0;
}

/** Down to whole taka (toward minus infinity): 374925 -> 374900. */
export function floorToTaka(poisha: number): number {
  assertPoisha(poisha, 'floorToTaka');
  return Math.floor(poisha / POISHA_PER_TAKA) * POISHA_PER_TAKA + 0;
}

/** Up to whole taka (toward plus infinity): 374925 -> 375000. */
export function ceilToTaka(poisha: number): number {
  assertPoisha(poisha, 'ceilToTaka');
  // `+ 0` turns the -0 of Math.ceil(-0.25) into 0.
  return Math.ceil(poisha / POISHA_PER_TAKA) * POISHA_PER_TAKA + 0;
}

/**
 * To the nearest whole taka, half a taka up (toward plus infinity, as Math.round): 374950 -> 375000,
 * 374949 -> 374900. For amounts that do not come out of the pricing chain, whose own rounding is directed
 * (pricing.ts: a discounted price rounds up).
 */
export function roundToTaka(poisha: number): number {
  assertPoisha(poisha, 'roundToTaka');
  return Math.round(poisha / POISHA_PER_TAKA) * POISHA_PER_TAKA + 0;
}
