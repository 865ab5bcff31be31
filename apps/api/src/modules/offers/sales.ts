import type { Database } from '@dokkho/db';
import * as repo from './repo';

export type OfferKind = 'percent' | 'fixed';

/** The sales offer that prices a course (the "sales" step of the pricing chain, ADR 011). */
export interface SalesOffer {
  id: number;
  title: string;
  campaign: 'sales' | 'eid';
  kind: OfferKind;
  amount: number;
}

/**
 * What an offer takes off `left` poisha: a percentage floored to whole poisha, a fixed amount capped at
 * what is left (the pricing chain's rules, so every page shows the price checkout will charge).
 */
export function offerDiscount(left: number, offer: { kind: OfferKind; amount: number }): number {
  if (left <= 0) return 0;
  return offer.kind === 'percent' ? Math.floor((left * offer.amount) / 100) : Math.min(offer.amount, left);
}

/**
 * The running offer covering the course (applies_to_all, or listed in offer_courses) with the largest
 * discount on the course's base price (sale_price ?? price); ties go to the lower id so the choice is
 * stable between the quote and the order. Null when none covers it, or the course is free (nothing to take).
 * The one function of this file that reads the database (through the repo); the others are pure.
 */
export async function findSalesOffer(db: Database, courseId: number, now: Date): Promise<SalesOffer | null> {
  const course = await repo.findCoursePrice(db, courseId);
  if (!course) return null;
  const base = course.salePrice ?? course.price;
  if (base <= 0) return null;
  return bestSalesOffer(base, await repo.findRunningOffersCovering(db, courseId, now));
}

/**
 * The candidate that takes the most off `base`; ties go to the first (the caller lists them by id). Null
 * for no candidates.
 */
export function bestSalesOffer(base: number, candidates: readonly SalesOffer[]): SalesOffer | null {
  let best: SalesOffer | null = null;
  let bestDiscount = 0;
  for (const offer of candidates) {
    const discount = offerDiscount(base, offer);
    // Strictly greater: among equal discounts the first (lowest id) stays.
    if (best === null || discount > bestDiscount) {
      best = offer;
      bestDiscount = discount;
    }
  }
  return best;
}
