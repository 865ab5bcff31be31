import { gatewayFeeAmount, splitOrder } from '@dokkho/domain/earnings';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  affiliateCommissions,
  affiliatePayoutRequests,
  bundleCourses,
  courses,
  instructorEarnings,
  instructorProfiles,
  orders,
  users,
} from '../schema';

/**
 * The defaults of apps/api config.instructor (INSTRUCTOR_SHARE_PERCENT 70, SSLCOMMERZ_FEE_PERCENT 2.5,
 * STRIPE_FEE_PERCENT 2.9): the demo's ledger is written with them, as a server with those settings would.
 */
export const DEMO_SHARE_BASIS_POINTS = 7000;
export const DEMO_FEE_BASIS_POINTS = { sslcommerz: 250, stripe: 290, none: 0 } as const;

/** The demo instructor's payouts: one already paid, one waiting in staff's queue (ADR 030). */
export const DEMO_INSTRUCTOR_EMAIL = 'instructor@dokkho.test';
const PAID_PAYOUT = {
  share: 0.45,
  method: 'bkash' as const,
  account: '+8801700000004',
  requestedDaysAgo: 24,
  paidDaysAgo: 21,
  note: 'bKash TrxID BK7Q4M2X9D',
};
const OPEN_PAYOUT = { share: 0.3, method: 'nagad' as const, account: '+8801700000004', requestedDaysAgo: 2 };

const DAY_MS = 86_400_000;
/** Whole hundreds of taka (poisha): how people ask for money. */
const roundDownToHundredTaka = (poisha: number) => Math.floor(poisha / 10_000) * 10_000;

/**
 * Issue 17 items 5 and 10: every instructor's ledger behind the demo's paid orders (all of them, so the
 * numbers agree with the orders whoever reads them), each credited at its payment and reversed at its
 * refund by the same rule as the API (@dokkho/domain/earnings), and the demo instructor's two payouts.
 * Runs last, after every order is written.
 */
export async function seedDemoEarnings(tx: Database, now: Date): Promise<void> {
  const sold = await tx
    .select({
      id: orders.id,
      courseId: orders.courseId,
      bundleId: orders.bundleId,
      total: orders.total,
      gateway: orders.gateway,
      status: orders.status,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      commission: affiliateCommissions.amount,
    })
    .from(orders)
    .leftJoin(affiliateCommissions, eq(affiliateCommissions.orderId, orders.id))
    .where(and(inArray(orders.status, ['paid', 'refunded']), gt(orders.total, 0)));
  if (sold.length === 0) return;

  const bundleIds = [...new Set(sold.flatMap((order) => (order.bundleId === null ? [] : [order.bundleId])))];
  const bundleRows =
    bundleIds.length === 0
      ? []
      : await tx
          .select({ bundleId: bundleCourses.bundleId, courseId: bundleCourses.courseId })
          .from(bundleCourses)
          .where(inArray(bundleCourses.bundleId, bundleIds));
  const courseRows = await tx
    .select({ id: courses.id, instructorId: courses.instructorId, price: courses.price })
    .from(courses);
  const courseById = new Map(courseRows.map((course) => [course.id, course]));

  const rows: (typeof instructorEarnings.$inferInsert)[] = [];
  for (const order of sold) {
    const ids =
      order.courseId !== null
        ? [order.courseId]
        : bundleRows.filter((row) => row.bundleId === order.bundleId).map((row) => row.courseId);
    const taught = ids
      .sort((a, b) => a - b)
      .map((id) => courseById.get(id))
      .filter((course) => course !== undefined);
    if (taught.length === 0) continue;
    const paidAt = order.paidAt ?? now;
    const splits = splitOrder({
      total: order.total,
      gatewayFee: gatewayFeeAmount(order.total, DEMO_FEE_BASIS_POINTS[order.gateway]),
      affiliateCommission: order.commission ?? 0,
      shareBasisPoints: DEMO_SHARE_BASIS_POINTS,
      courses: taught,
    });
    for (const split of splits) {
      const row = {
        ...split,
        orderId: order.id,
        shareBasisPoints: DEMO_SHARE_BASIS_POINTS,
      };
      rows.push({ ...row, kind: 'credit', createdAt: paidAt });
      if (order.status === 'refunded') {
        rows.push({ ...row, kind: 'reversal', amount: -split.amount, createdAt: order.refundedAt ?? paidAt });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(instructorEarnings)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }

  // The demo instructor's payouts, out of what their courses earned.
  const [profile] = await tx
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(sql`lower(${users.email}) = ${DEMO_INSTRUCTOR_EMAIL}`);
  if (!profile) return;
  const [earned] = await tx
    .select({ total: sql<unknown>`coalesce(sum(${instructorEarnings.amount}), 0)` })
    .from(instructorEarnings)
    .where(eq(instructorEarnings.instructorId, profile.id));
  const balance = Number(earned?.total ?? 0);
  const paid = roundDownToHundredTaka(balance * PAID_PAYOUT.share);
  const open = roundDownToHundredTaka(balance * OPEN_PAYOUT.share);
  // Below the ৳1,000 minimum there is nothing to show: no payouts.
  if (open < 100_000) return;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'admin@dokkho.test'`);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(affiliatePayoutRequests).values([
    {
      instructorId: profile.id,
      amount: paid,
      method: PAID_PAYOUT.method,
      account: PAID_PAYOUT.account,
      status: 'paid',
      note: PAID_PAYOUT.note,
      createdAt: ago(PAID_PAYOUT.requestedDaysAgo),
      processedAt: ago(PAID_PAYOUT.paidDaysAgo),
      processedBy: admin?.id ?? null,
    },
    {
      instructorId: profile.id,
      amount: open,
      method: OPEN_PAYOUT.method,
      account: OPEN_PAYOUT.account,
      status: 'requested',
      createdAt: ago(OPEN_PAYOUT.requestedDaysAgo),
    },
  ]);
}
