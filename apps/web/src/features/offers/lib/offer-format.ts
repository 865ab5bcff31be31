import { formatMoney } from '../../../shared/lib/format-money';

/** A saving as a whole percentage of what it is taken from, rounded down so it never promises more. */
export function savingPercent(saving: number, from: number): number {
  if (saving <= 0 || from <= 0) return 0;
  return Math.floor((saving * 100) / from);
}

/** "25% off", "৳500 off": a discount as learners read it (a fixed amount is poisha). */
export function describeDiscount(kind: 'percent' | 'fixed', amount: number): string {
  return kind === 'percent' ? `${amount}% off` : `${formatMoney(amount)} off`;
}

const dhakaDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const dhakaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "28 Nov, 4:05 pm": a deadline in Bangladesh time, whatever the phone's zone. */
export function formatDeadline(iso: string): string {
  return dhakaDateTime.format(new Date(iso));
}

/** "15 December 2026". */
export function formatDay(iso: string): string {
  return dhakaDate.format(new Date(iso));
}
