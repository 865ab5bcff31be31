import { describe, expect, it } from 'vitest';
import { normaliseBdPhone } from './phone';

describe('normaliseBdPhone', () => {
  it('normalises the usual ways of writing a Bangladeshi mobile number', () => {
    for (const input of [
      '01712345678',
      '8801712345678',
      '+8801712345678',
      '017-1234-5678',
      ' +880 1712 345678 ',
    ]) {
      expect(normaliseBdPhone(input)).toBe('+8801712345678');
    }
  });

  it('refuses numbers that are not Bangladeshi mobiles', () => {
    for (const input of ['', '0171234567', '017123456789', '01212345678', '+447700900123', 'abc']) {
      expect(normaliseBdPhone(input)).toBeNull();
    }
  });
});
