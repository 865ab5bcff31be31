import { formatTaka } from '@dokkho/domain/money';

/** A saving as a whole percentage of what it is taken from, rounded down so it never promises more. */
export function savingPercent(saving: number, from: number): number {
  if (saving <= 0 || from <= 0) return 0;
  return Math.floor((saving * 100) / from);
}

/** "25% off", "৳500 off": a discount as learners read it (a fixed amount is poisha). */
export function describeDiscount(kind: 'percent' | 'fixed', amount: number): string {
  return kind === 'percent' ? `${amount}% off` : `${formatTaka(amount)} off`;
}
