import { POISHA_PER_TAKA, roundToTaka } from './money';

/*
 * The pricing chain's pure arithmetic (docs/decisions/011, 021): integer poisha in, integer poisha out,
 * no database. The API's checkout, the offer pages and the chat service all price through these functions,
 * so what a learner reads anywhere is what checkout charges.
 */

/** The smallest charge the gateways take (SSLCommerz: 10.00 BDT). */
export const MINIMUM_CHARGE = 1000;

/** The discounts of the chain, in the order they apply; each takes from what the ones before it left. */
export const DISCOUNT_STEPS = ['promo', 'sales', 'affiliate', 'wheel'] as const;
export type DiscountStep = (typeof DISCOUNT_STEPS)[number];

export interface DiscountRule {
  kind: 'percent' | 'fixed';
  /** Percent (0-100, up to two decimals: an affiliate's 12.5) for `percent`; poisha for `fixed`. */
  amount: number;
}

/**
 * The price the chain starts from: the sale price when there is one, else the list price, to the nearest
 * whole taka. Staff enter whole taka; rounding here means a price stored with poisha (an import, an old
 * row) can never put poisha on a quote, a discount line or a total (ADR 021).
 */
export function basePrice(item: { price: number; salePrice: number | null }): number {
  return roundToTaka(item.salePrice ?? item.price);
}

const BASIS_POINTS = 10_000;

/** ceil(numerator / denominator) for non-negative safe integers, exactly (no float rounding). */
function ceilDiv(numerator: number, denominator: number): number {
  const rest = numerator % denominator;
  return (numerator - rest) / denominator + (rest > 0 ? 1 : 0);
}

/**
 * What one step takes off `left` poisha. The price after the step is rounded UP to whole taka (ADR 021),
 * so no learner sees poisha and a "25% off" never takes more than 25%:
 * - percent: 25% of ৳4,999 is ৳1,249.75, so the price is ৳3,750 and the discount ৳1,249 (the discount
 *   of a whole-taka price floored to whole taka);
 * - fixed: capped at what is left; an amount with poisha takes only its whole taka (৳50.50 off -> ৳50).
 * A price that already had poisha (an old stored price) comes out whole too, and the discount is never
 * negative: where rounding up would pass the price itself, the step takes nothing.
 */
export function discountOn(left: number, rule: DiscountRule): number {
  if (left <= 0) return 0;
  let after: number;
  if (rule.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, rule.amount));
    // Basis points keep 12.5% exact: left * (10000 - 1250) is an integer, and so is the division's rest.
    const keep = BASIS_POINTS - Math.round(percent * 100);
    after = ceilDiv(left * keep, BASIS_POINTS * POISHA_PER_TAKA) * POISHA_PER_TAKA;
  } else {
    const rest = left - Math.max(0, rule.amount);
    after = rest <= 0 ? 0 : ceilDiv(rest, POISHA_PER_TAKA) * POISHA_PER_TAKA;
  }
  return Math.max(0, left - after);
}

export interface ChainResult {
  /** What each step took, in poisha (0 for a step that did not apply or took nothing). */
  taken: Record<DiscountStep, number>;
  total: number;
}

/**
 * Applies the rules in chain order to `base`. The minimum-charge rule: a result above 0 but below
 * MINIMUM_CHARGE (the gateways take nothing smaller) gives back from the last discount that applied until
 * the total is the minimum; should that discount alone not be enough, the one before it gives back the
 * rest, and so on (the brief's "the last discount is reduced", carried on for stacked tiny totals). When
 * the base itself is below the minimum, no discount applies and the total is the base. A total of exactly
 * 0 stays 0: that order needs no gateway.
 */
export function applyDiscountChain(
  base: number,
  rules: Partial<Record<DiscountStep, DiscountRule | null>>,
): ChainResult {
  const taken: Record<DiscountStep, number> = { promo: 0, sales: 0, affiliate: 0, wheel: 0 };
  let left = base;
  for (const step of DISCOUNT_STEPS) {
    const rule = rules[step];
    if (!rule) continue;
    const off = discountOn(left, rule);
    taken[step] = off;
    left -= off;
  }
  if (left > 0 && left < MINIMUM_CHARGE) {
    if (base < MINIMUM_CHARGE) {
      for (const step of DISCOUNT_STEPS) taken[step] = 0;
      left = base;
    } else {
      let short = MINIMUM_CHARGE - left;
      for (const step of [...DISCOUNT_STEPS].reverse()) {
        const back = Math.min(short, taken[step]);
        taken[step] -= back;
        short -= back;
        left += back;
      }
    }
  }
  return { taken, total: left };
}

/**
 * The offer that takes the most off `base` (ADR 011 "Campaigns"); ties go to the lower id, so the quote
 * and the order choose the same one. Null when none takes anything.
 */
export function bestOffer<Offer extends DiscountRule & { id: number }>(
  base: number,
  offers: readonly Offer[],
): Offer | null {
  let best: Offer | null = null;
  let bestDiscount = 0;
  for (const offer of offers) {
    const discount = discountOn(base, offer);
    if (discount > bestDiscount || (discount === bestDiscount && best !== null && offer.id < best.id)) {
      best = offer;
      bestDiscount = discount;
    }
  }
  return best;
}

/** What a learner pays for `base` with only a sales offer: the chain with one step, minimum charge included. */
export function priceWithOffer(base: number, offer: DiscountRule | null): number {
  return applyDiscountChain(base, { sales: offer }).total;
}
