import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('formattersFor', () => {
  it('writes counts and money with lakh grouping, in Bengali digits for bn', () => {
    const en = formattersFor('en');
    const bn = formattersFor('bn');
    expect(en.number(1234567)).toBe('12,34,567');
    expect(bn.number(1234567)).toBe('১২,৩৪,৫৬৭');
    expect(en.number(4.7)).toBe('4.7');
    expect(bn.number(4.7)).toBe('৪.৭');
    expect(en.taka(250000)).toBe('৳2,500');
    expect(bn.taka(250000)).toBe('৳২,৫০০');
  });

  it('writes a year as a year, never grouped like a count', () => {
    expect(formattersFor('en').year(2023)).toBe('2023');
    expect(formattersFor('bn').year(2023)).toBe('২০২৩');
  });

  it('keeps small counts exact in compact form', () => {
    expect(formattersFor('en').compact(950)).toBe('950');
    expect(formattersFor('bn').compact(950)).toBe('৯৫০');
    expect(formattersFor('en').compact(12400)).toMatch(/^12(\.4)?K$/);
  });

  it('says when in Dhaka time, in the language', () => {
    expect(formattersFor('bn').date('2026-11-26T09:05:00Z')).toBe('২৬ নভেম্বর ২০২৬');
    expect(formattersFor('bn').relative('2026-11-24T12:00:00Z', '2026-11-27T12:00:00Z')).toBe('৩ দিন আগে');
  });
});
