import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale } from '@dokkho/contract/locale';
import { formattersFor } from '../../../shared/i18n/format';

/** A saving as a whole percentage of what it is taken from, rounded down so it never promises more. */
export function savingPercent(saving: number, from: number): number {
  if (saving <= 0 || from <= 0) return 0;
  return Math.floor((saving * 100) / from);
}

/**
 * "25% off", "৳500 off": a discount as learners read it (a fixed amount is poisha), in `i18n`'s language
 * (a component passes the one from `useLingui()`).
 */
export function describeDiscount(kind: 'percent' | 'fixed', amount: number, i18n: I18n = globalI18n): string {
  const format = formattersFor(isLocale(i18n.locale) ? i18n.locale : 'en');
  if (kind === 'percent') {
    const percent = format.number(amount);
    return i18n._(msg`${percent}% off`);
  }
  const taka = format.taka(amount);
  return i18n._(msg`${taka} off`);
}
