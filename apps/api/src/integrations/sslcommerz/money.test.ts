import { describe, expect, it } from 'vitest';
import { amountToPoisha, poishaToAmount } from './money';

describe('poishaToAmount', () => {
  it('writes two decimals from integer poisha', () => {
    expect(poishaToAmount(123450)).toBe('1234.50');
    expect(poishaToAmount(1000)).toBe('10.00');
    expect(poishaToAmount(1)).toBe('0.01');
    expect(poishaToAmount(0)).toBe('0.00');
    expect(poishaToAmount(50_000_000)).toBe('500000.00');
    expect(poishaToAmount(99_999_999_999)).toBe('999999999.99');
  });

  it('refuses what is not a whole, non-negative number of poisha', () => {
    expect(() => poishaToAmount(12.5)).toThrow(RangeError);
    expect(() => poishaToAmount(-100)).toThrow(RangeError);
    expect(() => poishaToAmount(Number.NaN)).toThrow(RangeError);
  });
});

describe('amountToPoisha', () => {
  it('reads the gateway amount exactly, whatever the number of decimals', () => {
    expect(amountToPoisha('1234.50')).toBe(123450);
    expect(amountToPoisha('1234.5')).toBe(123450);
    expect(amountToPoisha('1234')).toBe(123400);
    expect(amountToPoisha('1234.5000')).toBe(123450);
    expect(amountToPoisha(' 10.00 ')).toBe(1000);
    expect(amountToPoisha('0.01')).toBe(1);
    // Amounts that floating point gets wrong (4.35 * 100 = 434.99...) stay exact on the digits.
    expect(amountToPoisha('0.30')).toBe(30);
    expect(amountToPoisha('1.10')).toBe(110);
    expect(amountToPoisha('4.35')).toBe(435);
    expect(amountToPoisha('8903.76')).toBe(890376);
  });

  it('refuses fractions of a poisha and anything that is not a plain amount', () => {
    expect(amountToPoisha('10.005')).toBeNull();
    expect(amountToPoisha('8636.6472')).toBeNull();
    expect(amountToPoisha('-10.00')).toBeNull();
    expect(amountToPoisha('1e3')).toBeNull();
    expect(amountToPoisha('1,234.50')).toBeNull();
    expect(amountToPoisha('')).toBeNull();
    expect(amountToPoisha('.50')).toBeNull();
    expect(amountToPoisha('12.')).toBeNull();
    expect(amountToPoisha('BDT 10')).toBeNull();
    expect(amountToPoisha('99999999999999')).toBeNull();
  });

  it('round-trips every amount it writes', () => {
    for (const poisha of [0, 1, 9, 10, 99, 100, 101, 1000, 123456, 4_999_999, 50_000_000]) {
      expect(amountToPoisha(poishaToAmount(poisha))).toBe(poisha);
    }
  });
});
