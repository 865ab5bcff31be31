import {
  DISCOUNT_STEPS,
  type DiscountStep,
  type ItemKind,
  type Quote,
  type QuoteDiscount,
} from '@dokkho/contract/commerce';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { roundToTaka } from '@dokkho/domain/money';
import { applyDiscountChain, basePrice, type DiscountRule } from '@dokkho/domain/pricing';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { findSalesOffer } from '../offers/sales';
import { findAvailedWheelPrize } from '../offers/wheel';
import { findAffiliateByCode } from '../users/roles';
import { discountText, type DiscountParts } from './discount-words';
import * as repo from './repo';

/*
 * The pricing chain (docs/decisions/011, 021, ARCHITECTURE.md "Money and payments"): integer poisha from
 * the list or sale price, then promo code -> sales discount -> affiliate discount -> wheel prize, each taken
 * from what the steps before it left. The arithmetic is the domain core's (@dokkho/domain/pricing: each
 * discounted price rounded up to whole taka, fixed amounts capped, the minimum charge); this module loads
 * what the rules are and checks whether they may be used.
 */

export type AffiliateSettings = AppConfig['affiliate'];

/* ------------------------------------------------------------------------------------------------ */
/* Promo codes                                                                                      */
/* ------------------------------------------------------------------------------------------------ */

/** The user-facing promo messages (400 on field `code`, or `promo_code` at checkout): agreed in ADR 011. */
export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist.',
  notYet: 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  fullyUsed: 'This promo code has been fully used.',
  usedByYou: 'You have already used this promo code.',
  otherCourse: 'This promo code is not valid for this course.',
  otherUser: 'This promo code belongs to another account.',
} as const;

export const INVALID_AFFILIATE_MESSAGE = 'This affiliate link is not valid.';
export const OWN_REFERRAL_MESSAGE = 'Your own referral link earns no discount.';
export const ITEM_NOT_FOUND_MESSAGES: Record<ItemKind, string> = {
  course: 'Course not found.',
  bundle: 'This bundle offer does not exist or has ended.',
};

/**
 * Why a promo code cannot be used here, or null when it can. Checked in this order so the learner reads
 * the most useful reason first. The limits count paid orders only: an abandoned checkout uses nothing.
 */
export function promoProblem(input: {
  promo: repo.PromoRow | undefined;
  userId: number;
  item: { kind: ItemKind; id: number };
  redemptionsByUser: number;
  now: Date;
}): string | null {
  const { promo, now } = input;
  if (!promo || !promo.isActive) return PROMO_MESSAGES.unknown;
  if (promo.startsAt > now) return PROMO_MESSAGES.notYet;
  if (promo.endsAt && promo.endsAt <= now) return PROMO_MESSAGES.expired;
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return PROMO_MESSAGES.fullyUsed;
  if (input.redemptionsByUser >= promo.maxUsesPerUser) return PROMO_MESSAGES.usedByYou;
  if (promo.courseId !== null && (input.item.kind !== 'course' || promo.courseId !== input.item.id)) {
    return PROMO_MESSAGES.otherCourse;
  }
  if (promo.userId !== null && promo.userId !== input.userId) return PROMO_MESSAGES.otherUser;
  return null;
}

/* ------------------------------------------------------------------------------------------------ */
/* Lines                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

type Parts = Omit<DiscountParts, 'step'>;
type RuleLike = { kind: DiscountRule['kind']; amount: number };
const ruleOf = (rule: RuleLike | undefined): Parts['rule'] =>
  rule ? { kind: rule.kind, amount: rule.amount } : null;

/** Each step's parts, from what the chain used (discount-words.ts words them). */
export const discountParts = {
  promo: (code: string | null, rule: RuleLike | undefined): Parts => ({
    code,
    name: null,
    rule: ruleOf(rule),
  }),
  sales: (offer: ({ title: string } & RuleLike) | undefined): Parts => ({
    code: null,
    name: offer?.title ?? null,
    rule: ruleOf(offer),
  }),
  affiliate: (percent: number | undefined): Parts => ({
    code: null,
    name: null,
    rule: percent !== undefined ? { kind: 'percent', amount: percent } : null,
  }),
  wheel: (
    prize: { label: string; kind: DiscountRule['kind'] | 'none'; amount: number } | undefined,
  ): Parts => ({
    code: null,
    name: prize?.label ?? null,
    rule: prize && prize.kind !== 'none' ? { kind: prize.kind, amount: prize.amount } : null,
  }),
};

/** The breakdown lines: only the steps that took something, in chain order, with the English label. */
export function discountLines(
  taken: Record<DiscountStep, number>,
  parts: Record<DiscountStep, Parts>,
): QuoteDiscount[] {
  return DISCOUNT_STEPS.filter((step) => taken[step] > 0).map((step) => ({
    step,
    label: discountText({ step, ...parts[step] }),
    ...parts[step],
    amount: taken[step],
  }));
}

/** A stored order's breakdown as lines, from the code, offer and prize the order used. */
export async function orderDiscounts(db: Database, order: repo.OrderRow): Promise<QuoteDiscount[]> {
  const { promo, offer, prize } = await repo.findOrderLabels(db, order);
  return discountLines(
    {
      promo: order.promoDiscount,
      sales: order.salesDiscount,
      affiliate: order.affiliateDiscount,
      wheel: order.wheelDiscount,
    },
    {
      promo: discountParts.promo(order.promoCode, promo),
      sales: discountParts.sales(offer),
      // The buyer's percent then is not stored (the setting may have changed since).
      affiliate: discountParts.affiliate(undefined),
      wheel: discountParts.wheel(prize),
    },
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Quotes                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export interface PricedItem {
  kind: ItemKind;
  id: number;
  /** The English title: what an order stores and keeps (docs/decisions/026). */
  title: string;
  /** The Bangla title, when written: what a Bangla quote shows. */
  titleBn: string | null;
  thumbnail: string;
  listPrice: number;
  basePrice: number;
  courseIds: number[];
}

/** The item at its list and sale price; 404 when it is not on sale (unknown, unpublished, ended). */
export async function loadItem(
  db: Database,
  item: { kind: ItemKind; id: number },
  now: Date,
): Promise<PricedItem> {
  if (item.kind === 'course') {
    const course = await repo.findPublishedCourse(db, item.id);
    if (!course) throw AppError.notFound(ITEM_NOT_FOUND_MESSAGES.course);
    return {
      kind: 'course',
      id: course.id,
      title: course.title,
      titleBn: course.titleBn,
      thumbnail: course.thumbnail,
      listPrice: roundToTaka(course.price),
      basePrice: basePrice(course),
      courseIds: [course.id],
    };
  }
  const bundle = await repo.findLiveBundle(db, item.id, now);
  const members = bundle ? await repo.findBundleCourses(db, bundle.id) : [];
  // A bundle with nothing published in it sells nothing.
  if (!bundle || members.length === 0) throw AppError.notFound(ITEM_NOT_FOUND_MESSAGES.bundle);
  return {
    kind: 'bundle',
    id: bundle.id,
    title: bundle.title,
    titleBn: bundle.titleBn,
    thumbnail: bundle.thumbnail,
    listPrice: roundToTaka(bundle.price),
    basePrice: basePrice(bundle),
    courseIds: members.map((course) => course.id),
  };
}

/** A quote with what an order needs to store beside it. */
export interface Pricing {
  quote: Quote;
  item: PricedItem;
  taken: Record<DiscountStep, number>;
  /** Set only for the parts that took something (a spin or code that took nothing stays unused). */
  promo: { id: number; code: string } | null;
  offerId: number | null;
  wheelSpinId: number | null;
  /** The referring affiliate (not the buyer): earns commission on the total even with no discount. */
  affiliateId: number | null;
}

/**
 * Prices an item for a user: the one function behind the three apply-* calls and the checkout, so what
 * the checkout shows is what the order stores.
 *
 * - A given promo code must be usable (400 on `promoField` with the message) or nothing is priced.
 * - An unknown referral code is a 400 on `affiliate` when `strictAffiliate` (apply-affiliate), else it is
 *   ignored with a notice (a stale link must not block a purchase). The buyer's own code gives no
 *   discount and earns nothing, with a notice.
 * - The sales offer covers courses only; the wheel prize is the user's availed one, if any.
 */
export async function priceItem(options: {
  db: Database;
  userId: number;
  item: { kind: ItemKind; id: number };
  promoCode?: string | undefined;
  affiliateCode?: string | undefined;
  affiliate: AffiliateSettings;
  now?: Date;
  promoField?: 'code' | 'promo_code';
  strictAffiliate?: boolean;
  /** The language the quote's item title is shown in (the order stores the English one). */
  locale?: Locale;
}): Promise<Pricing> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const item = await loadItem(db, options.item, now);
  const notices: string[] = [];

  let promo: repo.PromoRow | undefined;
  const promoCode = options.promoCode?.trim().toUpperCase() || undefined;
  if (promoCode) {
    promo = await repo.findPromoByCode(db, promoCode);
    const problem = promoProblem({
      promo,
      userId,
      item,
      redemptionsByUser: promo ? await repo.countRedemptions(db, promo.id, userId) : 0,
      now,
    });
    if (problem) throw AppError.badRequest(problem, { [options.promoField ?? 'code']: [problem] });
  }

  let affiliateId: number | null = null;
  let affiliateCode: string | null = null;
  const givenAffiliate = options.affiliateCode?.trim().toUpperCase() || undefined;
  if (givenAffiliate) {
    const found = await findAffiliateByCode({ db, code: givenAffiliate });
    if (!found) {
      if (options.strictAffiliate) {
        throw AppError.badRequest(INVALID_AFFILIATE_MESSAGE, { affiliate: [INVALID_AFFILIATE_MESSAGE] });
      }
      notices.push(INVALID_AFFILIATE_MESSAGE);
    } else if (found.userId === userId) {
      notices.push(OWN_REFERRAL_MESSAGE);
    } else {
      affiliateId = found.id;
      affiliateCode = givenAffiliate;
    }
  }

  const [offer, prize] = await Promise.all([
    item.kind === 'course' ? findSalesOffer(db, item.id, now) : Promise.resolve(null),
    findAvailedWheelPrize(db, userId, now),
  ]);
  const affiliateRule: DiscountRule | null =
    affiliateId !== null && options.affiliate.buyerDiscountPercent > 0
      ? { kind: 'percent', amount: options.affiliate.buyerDiscountPercent }
      : null;
  const { taken, total } = applyDiscountChain(item.basePrice, {
    promo: promo ? { kind: promo.kind, amount: promo.amount } : null,
    sales: offer,
    affiliate: affiliateRule,
    wheel: prize,
  });
  if (promo && taken.promo === 0) {
    notices.push('This promo code takes nothing off this price, so it stays unused.');
  }

  const parts: Record<DiscountStep, Parts> = {
    promo: discountParts.promo(promoCode ?? null, promo),
    sales: discountParts.sales(offer ?? undefined),
    affiliate: discountParts.affiliate(options.affiliate.buyerDiscountPercent),
    wheel: discountParts.wheel(prize ?? undefined),
  };
  const quote: Quote = {
    item: {
      kind: item.kind,
      id: item.id,
      title: textIn(options.locale ?? DEFAULT_LOCALE, item.title, item.titleBn),
      thumbnail: item.thumbnail,
      course_ids: item.courseIds,
    },
    currency: 'BDT',
    list_price: item.listPrice,
    base_price: item.basePrice,
    discounts: discountLines(taken, parts),
    total,
    promo_code: promo ? promo.code : null,
    affiliate: affiliateCode,
    notice: notices.length ? notices.join(' ') : null,
  };
  return {
    quote,
    item,
    taken,
    promo: promo && taken.promo > 0 ? { id: promo.id, code: promo.code } : null,
    offerId: offer && taken.sales > 0 ? offer.id : null,
    wheelSpinId: prize && taken.wheel > 0 ? prize.spinId : null,
    affiliateId,
  };
}
