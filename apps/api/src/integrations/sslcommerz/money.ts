/**
 * SSLCommerz speaks decimal taka strings ("1234.50"); we keep integer poisha (ARCHITECTURE.md "Money and
 * payments"). Both directions are done on the digits, never through a floating-point number, so that an
 * amount cannot drift by a poisha on its way to the gateway and back.
 */

/** 123450 -> "1234.50" (the `total_amount` format: two decimals). */
export function poishaToAmount(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) {
    throw new RangeError(`An amount in poisha must be a non-negative integer, got ${poisha}`);
  }
  const taka = Math.floor(poisha / 100);
  const rest = poisha % 100;
  return `${taka}.${String(rest).padStart(2, '0')}`;
}

const AMOUNT = /^(\d{1,13})(?:\.(\d+))?$/;

/**
 * The gateway's amount string -> poisha, exactly: "1234.5" and "1234.50" and "1234.5000" are 123450,
 * "1234" is 123400. Null when the string is not a plain non-negative decimal, or has a fraction of a poisha
 * ("10.005"): such an amount cannot equal any order total, and rounding it would hide tampering.
 */
export function amountToPoisha(amount: string): number | null {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return null;
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (fraction.length > 2 && !/^0+$/.test(fraction.slice(2))) return null;
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  const poisha = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(poisha) ? poisha : null;
}
