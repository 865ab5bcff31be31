import type { Formatters } from '../../../shared/i18n/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2024-03` as "Mar 2024" (what a CV says); in Bangla "মার্চ ২০২৪" (`format` from useFormat()). The middle of
 * the month, so no time zone moves it into the next or the previous one.
 */
export function formatMonth(month: string, format: Formatters): string {
  const [year, index] = month.split('-');
  const name = MONTHS[Number(index) - 1];
  if (!name || !year) return month;
  return format.locale === 'en' ? `${name} ${year}` : format.monthYear(`${month}-15T00:00:00Z`);
}

/** "Mar 2024 – Present" / "Mar 2024 – Jan 2025"; `present` is the translated "Present". */
export function formatMonthRange(
  start: string,
  end: string | null,
  format: Formatters,
  present: string,
): string {
  return `${formatMonth(start, format)} – ${end ? formatMonth(end, format) : present}`;
}
