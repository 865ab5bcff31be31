import type { Database } from '@dokkho/db';
import { basePrice, bestOffer } from '@dokkho/domain/pricing';
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
 * The running offer covering the course (applies_to_all, or listed in offer_courses) with the largest
 * discount on the course's base price (sale_price ?? price), chosen by the domain core's `bestOffer` (the
 * one the chat service uses too): ties go to the lower id so the choice is stable between the quote and the
 * order. Null when none covers it or none takes anything (a free course, a discount under a taka).
 */
export async function findSalesOffer(db: Database, courseId: number, now: Date): Promise<SalesOffer | null> {
  const course = await repo.findCoursePrice(db, courseId);
  if (!course) return null;
  const base = basePrice(course);
  if (base <= 0) return null;
  return bestOffer(base, await repo.findRunningOffersCovering(db, courseId, now));
}
