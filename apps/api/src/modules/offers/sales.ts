import { and, asc, eq, exists, gt, lte, or } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { basePrice, bestOffer } from '@dokkho/domain/pricing';

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

/** Active, and `now` inside [starts_at, ends_at). */
export const offerRunning = (now: Date) =>
  and(eq(offers.isActive, true), lte(offers.startsAt, now), gt(offers.endsAt, now));

/**
 * The running offer covering the course (applies_to_all, or listed in offer_courses) with the largest
 * discount on the course's base price (sale_price ?? price), chosen by the domain core's `bestOffer` (the
 * one the chat service uses too): ties go to the lower id so the choice is stable between the quote and the
 * order. Null when none covers it or none takes anything (a free course, a discount under a taka).
 */
export async function findSalesOffer(db: Database, courseId: number, now: Date): Promise<SalesOffer | null> {
  const [course] = await db
    .select({ price: courses.price, salePrice: courses.salePrice })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const base = basePrice(course);
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
  return bestOffer(base, candidates);
}
