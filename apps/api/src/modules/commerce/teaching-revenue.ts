import type { Database } from '@dokkho/db';
import * as repo from './repo';

/**
 * Commerce's side of the instructor dashboard (issue 17): what paid orders of these courses took, in
 * poisha. The course ids come from the catalog's instructor lookup (modules/teaching checks ownership).
 * This is the buyers' money, not the instructor's share: the earnings slice computes that.
 */

export async function revenueByCourse(options: { db: Database; courseIds: number[] }) {
  return repo.paidRevenueByCourse(options.db, options.courseIds);
}

export async function revenueByMonth(options: { db: Database; courseIds: number[]; since: Date }) {
  return repo.paidRevenueByMonth(options.db, options.courseIds, options.since);
}

export async function revenueSince(options: { db: Database; courseIds: number[]; since: Date }) {
  return repo.paidRevenueSince(options.db, options.courseIds, options.since);
}
