import { dhakaDayKey } from '@dokkho/domain/dates';

/**
 * Calendar arithmetic on Dhaka day keys (YYYY-MM-DD) for the dashboard's series. A key is read as a UTC
 * midnight only to step whole days; the instants the database compares with are Dhaka midnights (+06:00,
 * Bangladesh keeps no summer time).
 */

const DAY_MS = 86_400_000;

const keyToUtc = (key: string) => Date.parse(`${key}T00:00:00Z`);
const utcToKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The instant a Dhaka day (YYYY-MM-DD) or month (YYYY-MM) starts. */
export const dhakaStart = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00+06:00`);

/** The `count` Dhaka days that end today, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = keyToUtc(dhakaDayKey(now));
  return Array.from({ length: count }, (_, i) => utcToKey(today - (count - 1 - i) * DAY_MS));
}

/** The Mondays of the `count` weeks (Monday to Sunday) that end with the current one, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const today = keyToUtc(dhakaDayKey(now));
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => utcToKey(monday - (count - 1 - i) * 7 * DAY_MS));
}

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const ms = keyToUtc(day);
  return utcToKey(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
}

/** The `count` Dhaka months (YYYY-MM) that end with the current one, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = dhakaDayKey(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}
