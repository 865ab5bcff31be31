import { asciiDigits } from '@dokkho/domain/digits';
import { POISHA_PER_TAKA } from '@dokkho/domain/money';

/**
 * What an instructor types as taka ("১,৫০০", "1500", "750.50") as integer poisha; NaN when it is not an
 * amount (the contract's schema then says so). Empty is null (no sale price).
 */
export function takaToPoisha(text: string): number | null {
  const plain = asciiDigits(text)
    .replace(/[,\s৳]/g, '')
    .replace(/^tk\.?/i, '');
  if (plain === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  return Math.round(Number(plain) * POISHA_PER_TAKA);
}

/** Poisha as the field shows it: whole taka without decimals. */
export function poishaToTaka(poisha: number | null): string {
  if (poisha === null || Number.isNaN(poisha)) return '';
  const taka = poisha / POISHA_PER_TAKA;
  return Number.isInteger(taka) ? String(taka) : taka.toFixed(2);
}
