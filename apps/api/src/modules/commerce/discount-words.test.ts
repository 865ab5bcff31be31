import { describe, expect, it } from 'vitest';
import { discountText, type DiscountParts } from './discount-words';

/** Issue 16: a discount line is data (step, code, name, rule); each reader words it in its language. */
const promo: DiscountParts = {
  step: 'promo',
  code: 'EID10',
  name: null,
  rule: { kind: 'percent', amount: 10 },
};

describe('discountText', () => {
  it('words each step in English as the API always has', () => {
    expect(discountText(promo)).toBe('Promo code EID10 (10%)');
    expect(discountText({ ...promo, rule: { kind: 'fixed', amount: 50050 } }, 'en')).toBe(
      'Promo code EID10 (৳500 off)',
    );
    expect(discountText({ ...promo, code: null, rule: null })).toBe('Promo code');
    const sales = {
      step: 'sales',
      code: null,
      name: 'Eid sale',
      rule: { kind: 'percent', amount: 20 },
    } as const;
    expect(discountText(sales)).toBe('Eid sale (20%)');
    expect(discountText({ ...sales, name: null, rule: null })).toBe('Sales discount');
    const affiliate = {
      step: 'affiliate',
      code: null,
      name: null,
      rule: { kind: 'percent', amount: 12.5 },
    } as const;
    expect(discountText(affiliate)).toBe('Referred by an affiliate (12.5%)');
    expect(discountText({ ...affiliate, rule: null })).toBe('Referred by an affiliate');
    const wheel = {
      step: 'wheel',
      code: null,
      name: '10% off',
      rule: { kind: 'percent', amount: 10 },
    } as const;
    expect(discountText(wheel)).toBe('Wheel prize: 10% off');
    expect(discountText({ ...wheel, name: null, rule: null })).toBe('Wheel prize');
  });

  it('words the same lines in Bangla, with Bengali digits; codes and titles as written', () => {
    expect(discountText(promo, 'bn')).toBe('প্রোমো কোড EID10 (১০%)');
    expect(discountText({ ...promo, rule: { kind: 'fixed', amount: 150000 } }, 'bn')).toBe(
      'প্রোমো কোড EID10 (৳১,৫০০ ছাড়)',
    );
    expect(
      discountText(
        { step: 'sales', code: null, name: 'Eid sale', rule: { kind: 'fixed', amount: 20000 } },
        'bn',
      ),
    ).toBe('Eid sale (৳২০০ ছাড়)');
    expect(discountText({ step: 'sales', code: null, name: null, rule: null }, 'bn')).toBe('সেল ডিসকাউন্ট');
    expect(
      discountText(
        { step: 'affiliate', code: null, name: null, rule: { kind: 'percent', amount: 12.5 } },
        'bn',
      ),
    ).toBe('অ্যাফিলিয়েট রেফারেলের ছাড় (১২.৫%)');
    expect(discountText({ step: 'affiliate', code: null, name: null, rule: null }, 'bn')).toBe(
      'অ্যাফিলিয়েট রেফারেলের ছাড়',
    );
    // The prize's label is staff's English; its rule says what it took.
    expect(
      discountText(
        { step: 'wheel', code: null, name: '10% off', rule: { kind: 'percent', amount: 10 } },
        'bn',
      ),
    ).toBe('স্পিন হুইলের পুরস্কার: ১০% ছাড়');
  });
});
