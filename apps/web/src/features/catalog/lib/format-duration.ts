import { plural, t } from '@lingui/core/macro';
import { currentFormat } from './message-text';

/** `formatDuration(750)` -> "12h 30m"; "45m" under an hour; "3h" on the hour; "0m" for nothing. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const { number } = currentFormat();
  const hours = number(Math.floor(minutes / 60));
  const rest = number(minutes % 60);
  if (minutes < 60) return t`${rest}m`;
  return minutes % 60 === 0 ? t`${hours}h` : t`${hours}h ${rest}m`;
}

/** The spoken form for screen readers: "12 hours 30 minutes". */
export function describeDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hourCount = Math.floor(minutes / 60);
  const minuteCount = minutes % 60;
  const { number } = currentFormat();
  const h = number(hourCount);
  const m = number(minuteCount);
  const parts: string[] = [];
  if (hourCount > 0) parts.push(t`${plural(hourCount, { one: `${h} hour`, other: `${h} hours` })}`);
  if (minuteCount > 0 || hourCount === 0) {
    parts.push(t`${plural(minuteCount, { one: `${m} minute`, other: `${m} minutes` })}`);
  }
  return parts.join(' ');
}
