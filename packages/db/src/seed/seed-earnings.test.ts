// @vitest-environment node
import { and, eq, inArray, sql } from 'drizzle-orm';
import { gatewayFeeAmount, instructorShareAmount } from '@dokkho/domain/earnings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import {
  affiliateCommissions,
  affiliatePayoutRequests,
  instructorEarnings,
  instructorProfiles,
  orders,
  users,
} from '../schema';
import { seedDemoData } from './seed';
import { DEMO_FEE_BASIS_POINTS, DEMO_INSTRUCTOR_EMAIL, DEMO_SHARE_BASIS_POINTS } from './seed-earnings';

let handle: DatabaseHandle;
let instructorId: number;

beforeAll(async () => {
  handle = await createDatabase({});
  await handle.migrate();
  await seedDemoData(handle.db);
  const [row] = await handle.db
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(sql`lower(${users.email}) = ${DEMO_INSTRUCTOR_EMAIL}`);
  instructorId = row!.id;
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('the demo instructors’ earnings (issue 17 item 5)', () => {
  it('credits every paid course order by the rule, and reverses the refunded ones', async () => {
    const db = handle.db;
    const sold = await db
      .select({ order: orders, commission: affiliateCommissions.amount })
      .from(orders)
      .leftJoin(affiliateCommissions, eq(affiliateCommissions.orderId, orders.id))
      .where(and(inArray(orders.status, ['paid', 'refunded']), eq(orders.kind, 'course')));
    expect(sold.length).toBeGreaterThan(50);
    const ledger = await db.select().from(instructorEarnings);
    const credits = new Map(
      ledger.filter((row) => row.kind === 'credit').map((row) => [row.orderId, row] as const),
    );
    let refunded = 0;
    for (const { order, commission } of sold) {
      if (order.total === 0) continue;
      const credit = credits.get(order.id);
      const fee = gatewayFeeAmount(order.total, DEMO_FEE_BASIS_POINTS[order.gateway]);
      expect(credit).toMatchObject({
        courseId: order.courseId,
        saleAmount: order.total,
        gatewayFee: fee,
        affiliateCommission: commission ?? 0,
        amount: instructorShareAmount(order.total - fee - (commission ?? 0), DEMO_SHARE_BASIS_POINTS),
      });
      const reversal = ledger.find((row) => row.orderId === order.id && row.kind === 'reversal');
      if (order.status === 'refunded') {
        refunded += 1;
        expect(reversal?.amount).toBe(-credit!.amount);
      } else {
        expect(reversal).toBeUndefined();
      }
    }
    expect(refunded).toBeGreaterThan(0);
  });

  it('gives instructor@ credits, one paid payout and one in review, within the balance', async () => {
    const db = handle.db;
    const mine = await db
      .select()
      .from(instructorEarnings)
      .where(eq(instructorEarnings.instructorId, instructorId));
    expect(mine.filter((row) => row.kind === 'credit').length).toBeGreaterThan(10);
    const earned = mine.reduce((sum, row) => sum + row.amount, 0);
    const payouts = await db
      .select()
      .from(affiliatePayoutRequests)
      .where(eq(affiliatePayoutRequests.instructorId, instructorId));
    expect(payouts.map((payout) => payout.status).sort()).toEqual(['paid', 'requested']);
    for (const payout of payouts) {
      expect(payout.affiliateId).toBeNull();
      expect(payout.amount).toBeGreaterThanOrEqual(100_000);
      expect(payout.amount % 10_000).toBe(0);
    }
    const withdrawn = payouts.reduce((sum, payout) => sum + payout.amount, 0);
    expect(earned - withdrawn).toBeGreaterThan(100_000);
  });
});
