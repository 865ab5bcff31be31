import { describe, expect, it } from 'vitest';
import { DISCOUNT_STEPS, MINIMUM_CHARGE, type DiscountStep } from '@dokkho/contract/commerce';
import { applyDiscountChain, discountOn, promoProblem, PROMO_MESSAGES, type DiscountRule } from './pricing';
import type { PromoRow } from './repo';

/*
 * The pricing chain as pure arithmetic (docs/decisions/011). The route tests (quotes.test.ts) check the
 * same rules end to end with real codes, offers, referrals and wheel prizes.
 */

describe('discountOn', () => {
  it('floors a percentage to whole poisha', () => {
    expect(discountOn(99999, { kind: 'percent', amount: 10 })).toBe(9999);
    expect(discountOn(100001, { kind: 'percent', amount: 33 })).toBe(33000);
    expect(discountOn(99, { kind: 'percent', amount: 1 })).toBe(0);
    expect(discountOn(350000, { kind: 'percent', amount: 100 })).toBe(350000);
  });

  it('caps a fixed amount at what is left', () => {
    expect(discountOn(350000, { kind: 'fixed', amount: 50000 })).toBe(50000);
    expect(discountOn(30000, { kind: 'fixed', amount: 50000 })).toBe(30000);
    expect(discountOn(0, { kind: 'fixed', amount: 50000 })).toBe(0);
  });
});

const RULES: Record<DiscountStep, DiscountRule> = {
  promo: { kind: 'percent', amount: 10 },
  sales: { kind: 'fixed', amount: 15000 },
  affiliate: { kind: 'percent', amount: 5 },
  wheel: { kind: 'percent', amount: 20 },
};

/*
 * Every combination of the four steps on a base of 100001 poisha (so that each percentage has a fraction
 * to floor), worked out by hand: each step is taken from what the steps before it left.
 */
const TABLE: [steps: string, taken: Partial<Record<DiscountStep, number>>, total: number][] = [
  ['', {}, 100001],
  ['P', { promo: 10000 }, 90001],
  ['S', { sales: 15000 }, 85001],
  ['A', { affiliate: 5000 }, 95001],
  ['W', { wheel: 20000 }, 80001],
  ['PS', { promo: 10000, sales: 15000 }, 75001],
  ['PA', { promo: 10000, affiliate: 4500 }, 85501],
  ['PW', { promo: 10000, wheel: 18000 }, 72001],
  ['SA', { sales: 15000, affiliate: 4250 }, 80751],
  ['SW', { sales: 15000, wheel: 17000 }, 68001],
  ['AW', { affiliate: 5000, wheel: 19000 }, 76001],
  ['PSA', { promo: 10000, sales: 15000, affiliate: 3750 }, 71251],
  ['PSW', { promo: 10000, sales: 15000, wheel: 15000 }, 60001],
  ['PAW', { promo: 10000, affiliate: 4500, wheel: 17100 }, 68401],
  ['SAW', { sales: 15000, affiliate: 4250, wheel: 16150 }, 64601],
  ['PSAW', { promo: 10000, sales: 15000, affiliate: 3750, wheel: 14250 }, 57001],
];

const LETTER: Record<string, DiscountStep> = { P: 'promo', S: 'sales', A: 'affiliate', W: 'wheel' };

describe('applyDiscountChain', () => {
  it.each(TABLE)('applies %s in chain order, each on what is left', (steps, taken, total) => {
    const rules = Object.fromEntries([...steps].map((letter) => [LETTER[letter]!, RULES[LETTER[letter]!]]));
    const result = applyDiscountChain(100001, rules);
    expect(result.taken).toEqual({ promo: 0, sales: 0, affiliate: 0, wheel: 0, ...taken });
    expect(result.total).toBe(total);
    expect(100001 - DISCOUNT_STEPS.reduce((sum, step) => sum + result.taken[step], 0)).toBe(total);
  });

  it('uses the fixed order whatever order the rules are given in', () => {
    // Fixed sales first and the 10% promo after would leave 76501; the chain puts the promo first.
    const given = applyDiscountChain(100001, { sales: RULES.sales, promo: RULES.promo });
    expect(given.total).toBe(75001);
    expect(given.taken.promo).toBe(10000);
  });

  it('lifts a tiny total to the minimum charge from the last discount that applied', () => {
    // 90% of ৳50 leaves ৳5: the promo gives back ৳5 so the gateway can take ৳10.
    expect(applyDiscountChain(5000, { promo: { kind: 'percent', amount: 90 } })).toEqual({
      taken: { promo: 4000, sales: 0, affiliate: 0, wheel: 0 },
      total: MINIMUM_CHARGE,
    });
    // The wheel is last: it alone gives back.
    expect(
      applyDiscountChain(20000, {
        promo: { kind: 'percent', amount: 50 },
        wheel: { kind: 'fixed', amount: 9500 },
      }),
    ).toEqual({ taken: { promo: 10000, sales: 0, affiliate: 0, wheel: 9000 }, total: MINIMUM_CHARGE });
  });

  it('takes the rest from the discount before when the last one is not enough', () => {
    // 95% of ৳50 leaves ৳2.50, a ৳2 sales discount leaves ৳0.50: the sales discount gives all of its ৳2
    // back and the promo the remaining ৳7.50.
    const result = applyDiscountChain(5000, {
      promo: { kind: 'percent', amount: 95 },
      sales: { kind: 'fixed', amount: 200 },
    });
    expect(result).toEqual({
      taken: { promo: 4000, sales: 0, affiliate: 0, wheel: 0 },
      total: MINIMUM_CHARGE,
    });
  });

  it('keeps a price that is already below the minimum as it is, without discounts', () => {
    expect(applyDiscountChain(800, { promo: { kind: 'percent', amount: 50 } })).toEqual({
      taken: { promo: 0, sales: 0, affiliate: 0, wheel: 0 },
      total: 800,
    });
  });

  it('leaves a total of exactly the minimum, or exactly 0, alone', () => {
    expect(applyDiscountChain(2000, { promo: { kind: 'percent', amount: 50 } }).total).toBe(MINIMUM_CHARGE);
    const free = applyDiscountChain(350000, {
      promo: { kind: 'percent', amount: 100 },
      sales: RULES.sales,
      affiliate: RULES.affiliate,
      wheel: { kind: 'fixed', amount: 5000 },
    });
    expect(free).toEqual({ taken: { promo: 350000, sales: 0, affiliate: 0, wheel: 0 }, total: 0 });
    // A fixed amount larger than the price is capped and the total is 0, not negative.
    expect(applyDiscountChain(30000, { promo: { kind: 'fixed', amount: 50000 } }).total).toBe(0);
  });
});

describe('promoProblem', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const promo = (values: Partial<PromoRow> = {}): PromoRow => ({
    id: 1,
    code: 'EID10',
    kind: 'percent',
    amount: 10,
    courseId: null,
    userId: null,
    startsAt: new Date('2026-06-01T00:00:00Z'),
    endsAt: null,
    maxUses: null,
    maxUsesPerUser: 1,
    usedCount: 0,
    source: 'staff',
    isActive: true,
    createdAt: new Date('2026-06-01T00:00:00Z'),
    ...values,
  });
  const check = (
    row: PromoRow | undefined,
    extra: { redemptionsByUser?: number; kind?: 'course' | 'bundle' } = {},
  ) =>
    promoProblem({
      promo: row,
      userId: 7,
      item: { kind: extra.kind ?? 'course', id: 3 },
      redemptionsByUser: extra.redemptionsByUser ?? 0,
      now,
    });

  it('accepts a usable code', () => {
    expect(check(promo())).toBeNull();
    expect(check(promo({ courseId: 3, userId: 7, maxUses: 5, usedCount: 4 }))).toBeNull();
    expect(check(promo(), { kind: 'bundle' })).toBeNull();
  });

  it('names each problem with its message', () => {
    expect(check(undefined)).toBe(PROMO_MESSAGES.unknown);
    expect(check(promo({ isActive: false }))).toBe(PROMO_MESSAGES.unknown);
    expect(check(promo({ startsAt: new Date('2026-06-16T00:00:00Z') }))).toBe(PROMO_MESSAGES.notYet);
    expect(check(promo({ endsAt: now }))).toBe(PROMO_MESSAGES.expired);
    expect(check(promo({ maxUses: 3, usedCount: 3 }))).toBe(PROMO_MESSAGES.fullyUsed);
    expect(check(promo({ maxUsesPerUser: 2 }), { redemptionsByUser: 2 })).toBe(PROMO_MESSAGES.usedByYou);
    expect(check(promo({ courseId: 4 }))).toBe(PROMO_MESSAGES.otherCourse);
    expect(check(promo({ courseId: 3 }), { kind: 'bundle' })).toBe(PROMO_MESSAGES.otherCourse);
    expect(check(promo({ userId: 8 }))).toBe(PROMO_MESSAGES.otherUser);
  });

  it('says the messages agreed for the checkout, verbatim', () => {
    expect(PROMO_MESSAGES).toEqual({
      unknown: 'This promo code does not exist.',
      notYet: 'This promo code is not active yet.',
      expired: 'This promo code has expired.',
      fullyUsed: 'This promo code has been fully used.',
      usedByYou: 'You have already used this promo code.',
      otherCourse: 'This promo code is not valid for this course.',
      otherUser: 'This promo code belongs to another account.',
    });
  });
});
