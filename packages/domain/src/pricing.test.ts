import { describe, expect, it } from 'vitest';
import { applyDiscountChain, bestOffer, discountOn, MINIMUM_CHARGE, priceWithOffer } from './pricing';

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
  });
});
