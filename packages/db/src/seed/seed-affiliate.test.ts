// @vitest-environment node
import { and, eq, inArray, sql } from 'drizzle-orm';
import { applyDiscountChain, basePrice } from '@dokkho/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliatePayoutRequests,
  affiliateProfiles,
  courses,
  enrollments,
  orders,
  users,
} from '../schema';
import { seedDemoData } from './seed';
import {
  DEMO_AFFILIATE_COURSES,
  DEMO_BUYER_DISCOUNT_PERCENT,
  DEMO_BUYERS,
  DEMO_COMMISSION_BASIS_POINTS,
} from './seed-affiliate';

let handle: DatabaseHandle;
let affiliateId: number;

beforeAll(async () => {
  handle = await createDatabase({});
  await handle.migrate();
  await seedDemoData(handle.db);
  const [row] = await handle.db
    .select({ id: affiliateProfiles.id })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.referralCode, 'AFFDEMO7'));
  affiliateId = row!.id;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const DAY_MS = 86_400_000;

describe('the demo affiliate (AFFDEMO7)', () => {
  it('has clicks spread over the last 30 days on the five promoted courses', async () => {
    const clicks = await handle.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliateId));
    expect(clicks.length).toBeGreaterThan(60);
    const promoted = await handle.db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.slug, [...DEMO_AFFILIATE_COURSES]));
    expect(new Set(clicks.map((c) => c.courseId))).toEqual(new Set(promoted.map((c) => c.id)));
    const now = Date.now();
    for (const click of clicks) {
      const age = now - click.createdAt.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(30 * DAY_MS);
    }
    // Some visitors came back: fewer visitors than clicks.
    const visitors = new Set(clicks.map((c) => c.visitorHash));
    expect(visitors.size).toBeLessThan(clicks.length);
    expect([...visitors].every((hash) => /^[\w-]{43}$/.test(hash))).toBe(true);
  });

  it('has 8 paid sales and a refunded one, priced like the checkout prices an affiliate sale', async () => {
    const rows = await handle.db
      .select({ order: orders, course: courses })
      .from(orders)
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(eq(orders.affiliateId, affiliateId));
    expect(rows.filter((r) => r.order.status === 'paid')).toHaveLength(8);
    expect(rows.filter((r) => r.order.status === 'refunded')).toHaveLength(1);
    for (const { order, course } of rows) {
      const base = basePrice(course);
      const { taken } = applyDiscountChain(base, {
        affiliate: { kind: 'percent', amount: DEMO_BUYER_DISCOUNT_PERCENT },
      });
      expect(order).toMatchObject({
        kind: 'course',
        gateway: 'sslcommerz',
        currency: 'BDT',
        listPrice: course.price,
        basePrice: base,
        affiliateDiscount: taken.affiliate,
        promoDiscount: 0,
        salesDiscount: 0,
        wheelDiscount: 0,
        itemTitle: course.title,
      });
      expect(order.total).toBe(base - order.affiliateDiscount);
      expect(order.invoiceNumber).toMatch(/^DKH-INV-\d{4}-\d{6}$/);
      expect(order.paidAt).not.toBeNull();
    }
    const numbers = rows.map((r) => r.order.invoiceNumber);
    expect(new Set(numbers).size).toBe(rows.length);
  });

  it('earned 20% on each sale, reversed for the refund, and keeps a balance above the payout minimum', async () => {
    const rows = await handle.db
      .select({ commission: affiliateCommissions, order: orders })
      .from(affiliateCommissions)
      .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
      .where(eq(affiliateCommissions.affiliateId, affiliateId));
    expect(rows).toHaveLength(9);
    for (const { commission, order } of rows) {
      expect(commission.amount).toBe(Math.floor((order.total * DEMO_COMMISSION_BASIS_POINTS) / 10_000));
      expect(commission.status).toBe(order.status === 'refunded' ? 'reversed' : 'earned');
      expect(commission.createdAt).toEqual(order.paidAt);
    }
    const earned = rows
      .filter((r) => r.commission.status === 'earned')
      .reduce((sum, r) => sum + r.commission.amount, 0);
    const payouts = await handle.db
      .select()
      .from(affiliatePayoutRequests)
      .where(eq(affiliatePayoutRequests.affiliateId, affiliateId));
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'paid', method: 'nagad' });
    const balance = earned - payouts[0]!.amount;
    // config.affiliate.payoutMinimum's default (৳500): the demo can ask for a payout straight away.
    expect(balance).toBeGreaterThanOrEqual(50_000);
  });

  it('enrolled each paying buyer (not the refunded one) and counted them on the course', async () => {
    const buyers = await handle.db
      .select()
      .from(users)
      .where(
        inArray(
          users.username,
          DEMO_BUYERS.map((b) => b.username),
        ),
      );
    expect(buyers).toHaveLength(DEMO_BUYERS.length);
    // Data, not sign-in accounts.
    expect(buyers.every((b) => b.passwordHash === null)).toBe(true);

    const sold = await handle.db
      .select({ userId: orders.userId, courseId: orders.courseId, status: orders.status })
      .from(orders)
      .where(eq(orders.affiliateId, affiliateId));
    for (const order of sold) {
      const [enrolment] = await handle.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, order.userId), eq(enrollments.courseId, order.courseId!)));
      if (order.status === 'paid') expect(enrolment).toMatchObject({ source: 'purchase' });
      else expect(enrolment).toBeUndefined();
    }

    // The course's counter is its seats: the buyers' among them (seed-crowd.ts sets it from the rows).
    for (const slug of DEMO_AFFILIATE_COURSES) {
      const [course] = await handle.db
        .select({ id: courses.id, enrolledCount: courses.enrolledCount })
        .from(courses)
        .where(eq(courses.slug, slug));
      const [counted] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(enrollments)
        .where(eq(enrollments.courseId, course!.id));
      expect(course!.enrolledCount, slug).toBe(counted!.n);
    }
  });
});
