import { describe, expect, it } from 'vitest';
import {
  applyDiscountChain,
  bestOffer,
  discountOn,
  DISCOUNT_STEPS,
  MINIMUM_CHARGE,
  priceWithOffer,
  type DiscountRule,
  type DiscountStep,
} from './pricing';

const percent = (amount: number) => ({ kind: 'percent' as const, amount });
const fixed = (amount: number) => ({ kind: 'fixed' as const, amount });

describe('discountOn: one step, the price after it rounded up to whole taka', () => {
  it('floors a percentage of a whole-taka price to whole taka', () => {
    // 25% of ৳4,999 is ৳1,249.75: the learner pays ৳3,750, never ৳3,749.25.
    expect(discountOn(499_900, percent(25))).toBe(124_900);
    expect(discountOn(100_000, percent(15))).toBe(15_000);
    // 33% of ৳1 is 33 poisha: less than a taka, so nothing.
    expect(discountOn(100, percent(33))).toBe(0);
    expect(discountOn(399_900, percent(100))).toBe(399_900);
    expect(discountOn(399_900, percent(0))).toBe(0);
  });

  it('keeps fractional percentages exact', () => {
    // 12.5% of ৳1,000 is exactly ৳125; of ৳999 it is ৳124.875 -> ৳124.
    expect(discountOn(100_000, percent(12.5))).toBe(12_500);
    expect(discountOn(99_900, percent(12.5))).toBe(12_400);
  });

  it('caps a fixed amount at what is left and takes only its whole taka', () => {
    expect(discountOn(10_000, fixed(50_000))).toBe(10_000);
    expect(discountOn(100_000, fixed(50_000))).toBe(50_000);
    expect(discountOn(100_000, fixed(5_050))).toBe(5_000);
  });

  it('turns a price that had poisha into whole taka, and never takes a negative amount', () => {
    expect(99_950 - discountOn(99_950, percent(10))).toBe(90_000);
    expect(discountOn(99_950, percent(0))).toBe(0);
    expect(discountOn(0, percent(50))).toBe(0);
    expect(discountOn(-100, fixed(50))).toBe(0);
  });
});

describe('applyDiscountChain', () => {
  it('takes each step from what the steps before it left, in chain order', () => {
    const { taken, total } = applyDiscountChain(500_000, {
      promo: percent(10),
      sales: fixed(50_000),
      affiliate: percent(5),
      wheel: percent(3),
    });
    // 5,000 -> 4,500 -> 4,000 -> 3,800 -> 3,686 (3% of 3,800 is 114).
    expect(taken).toEqual({ promo: 50_000, sales: 50_000, affiliate: 20_000, wheel: 11_400 });
    expect(total).toBe(368_600);
  });

  it('leaves every total in whole taka when the base is whole', () => {
    for (let base = 1_000; base <= 1_000_000; base += 7_300) {
      for (const p of [1, 7, 12.5, 33, 49, 99]) {
        const { taken, total } = applyDiscountChain(base, { promo: percent(p), affiliate: percent(p / 2) });
        expect(total % 100).toBe(0);
        expect(total + taken.promo + taken.affiliate).toBe(base);
      }
    }
  });

  it('lifts a tiny total to the minimum charge from the last discount back', () => {
    const { taken, total } = applyDiscountChain(2_000, { promo: percent(50), wheel: percent(90) });
    expect(total).toBe(MINIMUM_CHARGE);
    expect(taken).toEqual({ promo: 1_000, sales: 0, affiliate: 0, wheel: 0 });
  });

  it('charges a base below the minimum as it is, and lets a 100% code make it free', () => {
    expect(applyDiscountChain(500, { promo: percent(50) }).total).toBe(500);
    expect(applyDiscountChain(399_900, { promo: percent(100) }).total).toBe(0);
  });
});

const RULES: Record<DiscountStep, DiscountRule> = {
  promo: { kind: 'percent', amount: 10 },
  sales: { kind: 'fixed', amount: 15000 },
  affiliate: { kind: 'percent', amount: 5 },
  wheel: { kind: 'percent', amount: 20 },
};

/*
 * Every combination of the four steps on a base of ৳999 (so that each percentage has a fraction of a taka
 * to floor), worked out by hand: each step is taken from what the steps before it left, and the price
 * after each is rounded up to whole taka.
 */
const TABLE: [steps: string, taken: Partial<Record<DiscountStep, number>>, total: number][] = [
  ['', {}, 99900],
  ['P', { promo: 9900 }, 90000],
  ['S', { sales: 15000 }, 84900],
  ['A', { affiliate: 4900 }, 95000],
  ['W', { wheel: 19900 }, 80000],
  ['PS', { promo: 9900, sales: 15000 }, 75000],
  ['PA', { promo: 9900, affiliate: 4500 }, 85500],
  ['PW', { promo: 9900, wheel: 18000 }, 72000],
  ['SA', { sales: 15000, affiliate: 4200 }, 80700],
  ['SW', { sales: 15000, wheel: 16900 }, 68000],
  ['AW', { affiliate: 4900, wheel: 19000 }, 76000],
  ['PSA', { promo: 9900, sales: 15000, affiliate: 3700 }, 71300],
  ['PSW', { promo: 9900, sales: 15000, wheel: 15000 }, 60000],
  ['PAW', { promo: 9900, affiliate: 4500, wheel: 17100 }, 68400],
  ['SAW', { sales: 15000, affiliate: 4200, wheel: 16100 }, 64600],
  ['PSAW', { promo: 9900, sales: 15000, affiliate: 3700, wheel: 14200 }, 57100],
];

const LETTER: Record<string, DiscountStep> = { P: 'promo', S: 'sales', A: 'affiliate', W: 'wheel' };

describe('applyDiscountChain: the hand-worked table (moved from the API)', () => {
  it.each(TABLE)('applies %s in chain order, each on what is left', (steps, taken, total) => {
    const rules = Object.fromEntries([...steps].map((letter) => [LETTER[letter]!, RULES[LETTER[letter]!]]));
    const result = applyDiscountChain(99900, rules);
    expect(result.taken).toEqual({ promo: 0, sales: 0, affiliate: 0, wheel: 0, ...taken });
    expect(result.total).toBe(total);
    expect(99900 - DISCOUNT_STEPS.reduce((sum, step) => sum + result.taken[step], 0)).toBe(total);
  });

  it('uses the fixed order whatever order the rules are given in', () => {
    // Fixed sales first and the 10% promo after would leave ৳765; the chain puts the promo first.
    const given = applyDiscountChain(99900, { sales: RULES.sales, promo: RULES.promo });
    expect(given.total).toBe(75000);
    expect(given.taken.promo).toBe(9900);
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
    // 95% of ৳50 leaves ৳3 (৳2.50 rounded up), a ৳2 sales discount leaves ৳1: the sales discount gives all
    // of its ৳2 back and the promo the remaining ৳7.
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

describe('bestOffer', () => {
  const offer = (id: number, amount: number) => ({ id, kind: 'percent' as const, amount });

  it('chooses the largest discount, ties to the lower id', () => {
    expect(bestOffer(100_000, [offer(2, 10), offer(3, 15), offer(1, 15)])?.id).toBe(1);
    expect(bestOffer(100_000, [fixedOffer(4, 20_000), offer(1, 15)])?.id).toBe(4);
  });

  it('is null when nothing takes anything', () => {
    expect(bestOffer(0, [offer(1, 15)])).toBeNull();
    expect(bestOffer(100_000, [])).toBeNull();
  });

  function fixedOffer(id: number, amount: number) {
    return { id, kind: 'fixed' as const, amount };
  }
});

describe('priceWithOffer', () => {
  it('is the chain with one step, minimum charge included', () => {
    expect(priceWithOffer(499_900, percent(25))).toBe(375_000);
    expect(priceWithOffer(1_200, percent(50))).toBe(MINIMUM_CHARGE);
    expect(priceWithOffer(499_900, null)).toBe(499_900);
    // The Eid page's cases (moved from the API): rounded up to whole taka, never under the minimum charge.
    expect(priceWithOffer(299_900, percent(25))).toBe(225_000); // ৳2,249.25 -> ৳2,250
    expect(priceWithOffer(99_999, percent(15))).toBe(85_000); // ৳849.99 -> ৳850
    expect(priceWithOffer(60_000, fixed(59_500))).toBe(1_000); // ৳5 raised to ৳10
    expect(priceWithOffer(800, percent(50))).toBe(800); // base under the minimum
    expect(priceWithOffer(60_000, percent(100))).toBe(0);
  });
});
