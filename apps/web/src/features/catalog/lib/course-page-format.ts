import { msg, t } from '@lingui/core/macro';
import { currentIntlLocale } from '../../../shared/i18n/locale';
import { currentFormat, textIn } from './message-text';

/**
 * Formatting for the course page: lesson lengths, totals and review dates. Live class times and dates are
 * the domain core's (@dokkho/domain/dates).
 */

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A lesson's length as a player shows it: 754 -> "12:34", 3725 -> "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  const clock = `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
  // A clock keeps its shape in Bangla, in Bengali digits: ১২:৩৪.
  return currentFormat().locale === 'bn'
    ? clock.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit)
    : clock;
}

/** A module's or a course's total, rounded to minutes: 6725 -> "1h 52m", 540 -> "9m". */
export function formatTotal(totalSeconds: number): string {
  const minutes = Math.round(Math.max(0, totalSeconds) / 60);
  const { number } = currentFormat();
  const h = number(Math.floor(minutes / 60));
  const m = number(minutes % 60);
  if (minutes < 60) return t`${m}m`;
  return minutes % 60 === 0 ? t`${h}h` : t`${h}h ${m}m`;
}

/** "3 days ago", "last month": when a review was written. */
export function formatRelativeDate(iso: string, now: number = Date.now()): string {
  const RELATIVE = new Intl.RelativeTimeFormat(currentIntlLocale(), { numeric: 'auto' });
  const days = Math.round((Date.parse(iso) - now) / 86_400_000);
  if (Math.abs(days) < 7) return RELATIVE.format(days, 'day');
  if (Math.abs(days) < 30) return RELATIVE.format(Math.round(days / 7), 'week');
  if (Math.abs(days) < 365) return RELATIVE.format(Math.round(days / 30), 'month');
  return RELATIVE.format(Math.round(days / 365), 'year');
}

export const LANGUAGE_LABELS = textIn<'bn' | 'en'>({ bn: msg`Bangla`, en: msg`English` });
