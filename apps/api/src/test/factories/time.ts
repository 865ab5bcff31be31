/** Times relative to a moment, for windows (offers, campaigns, deadlines) around a test's `now`. */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const hoursFrom = (at: Date, hours: number): Date => new Date(at.getTime() + hours * HOUR_MS);
export const daysFrom = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/** `days` after now (or after `from`, in milliseconds). */
export function daysAhead(days: number, from = Date.now()): Date {
  return new Date(from + days * DAY_MS);
}
