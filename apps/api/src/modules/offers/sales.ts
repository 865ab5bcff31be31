import { and, asc, eq, exists, gt, lte, or } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courses, offerCourses, offers } = schema;

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

/** Active, and `now` inside [starts_at, ends_at). */
export const offerRunning = (now: Date) =>
  and(eq(offers.isActive, true), lte(offers.startsAt, now), gt(offers.endsAt, now));

/**
 * The running offer covering the course (applies_to_all, or listed in offer_courses) with the largest
 * discount on the course's base price (sale_price ?? price); ties go to the lower id so the choice is
 * stable between the quote and the order. Null when none covers it, or the course is free (nothing to take).
 */
export async function findSalesOffer(db: Database, courseId: number, now: Date): Promise<SalesOffer | null> {
  const [course] = await db
    .select({ price: courses.price, salePrice: courses.salePrice })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const base = course.salePrice ?? course.price;
  if (base <= 0) return null;

  const candidates = await db
    .select({
      id: offers.id,
      title: offers.title,
      campaign: offers.campaign,
      kind: offers.kind,
      amount: offers.amount,
    })
    .from(offers)
    .where(
      and(
        offerRunning(now),
        or(
          eq(offers.appliesToAll, true),
          exists(
            db
              .select({ one: offerCourses.offerId })
              .from(offerCourses)
              .where(and(eq(offerCourses.offerId, offers.id), eq(offerCourses.courseId, courseId))),
          ),
        ),
      ),
    )
    .orderBy(asc(offers.id));

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
