import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { seedAffiliate, seedOrder, seedPaidCourse, seedUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { commissionAmount, recordCommission, reverseCommission } from './ledger';

let ctx: TestContext;
let courseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  courseId = (await seedPaidCourse(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

const commissionOf = async (orderId: number) =>
  ctx.db.select().from(schema.affiliateCommissions).where(eq(schema.affiliateCommissions.orderId, orderId));

async function sale(total: number) {
  const { profile, user } = await seedAffiliate(ctx.db);
  const buyer = await seedUser(ctx.db);
  const order = await seedOrder(ctx.db, { userId: buyer.id, courseId, affiliateId: profile.id, total });
  return { affiliateId: profile.id, affiliateUserId: user.id, order };
}

describe('the commission ledger', () => {
  it('floors the commission to whole poisha', () => {
    expect(commissionAmount(332_500, 2000)).toBe(66_500);
    expect(commissionAmount(999, 2000)).toBe(199);
    expect(commissionAmount(1, 2000)).toBe(0);
    expect(commissionAmount(123_457, 1250)).toBe(15_432);
  });

  it('records one commission per order, whatever the number of calls, at the rate of the sale', async () => {
    const { affiliateId, affiliateUserId, order } = await sale(332_499);
    const input = {
      affiliateId,
      orderId: order.id,
      total: order.total,
      rateBasisPoints: 2000,
      itemTitle: 'Excel for business',
    };
    await ctx.db.transaction(async (tx) => recordCommission(tx, input));
    // A duplicate callback, even with another rate by then, writes nothing.
    await recordCommission(ctx.db, { ...input, rateBasisPoints: 3000 });
    await Promise.all(Array.from({ length: 5 }, () => recordCommission(ctx.db, input)));

    const rows = await commissionOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ affiliateId, amount: 66_499, rateBasisPoints: 2000, status: 'earned' });
    expect(rows[0]!.reversedAt).toBeNull();
    // Issue 17 item 8: the affiliate is told once, with the amount of the one commission.
    const told = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, affiliateUserId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'affiliate_sale',
      params: { item_title: 'Excel for business', amount: 66_499 },
      link: '/affiliate-dashboard/payments',
    });
  });

  it('reverses an earned commission once and keeps it on the ledger', async () => {
    const { affiliateId, order } = await sale(100_000);
    await recordCommission(ctx.db, {
      affiliateId,
      orderId: order.id,
      total: 100_000,
      rateBasisPoints: 2000,
      itemTitle: 'Excel for business',
    });
    const at = new Date('2026-07-01T10:00:00Z');
    await ctx.db.transaction(async (tx) => reverseCommission(tx, order.id, at));
    await reverseCommission(ctx.db, order.id, new Date('2026-07-02T10:00:00Z'));

    const [row] = await commissionOf(order.id);
    expect(row).toMatchObject({ status: 'reversed', amount: 20_000 });
    expect(row!.reversedAt).toEqual(at);

    // A refunded order is never re-paid, but even a late duplicate record does not revive the commission.
    await recordCommission(ctx.db, {
      affiliateId,
      orderId: order.id,
      total: 100_000,
      rateBasisPoints: 2000,
      itemTitle: 'Excel for business',
    });
    expect((await commissionOf(order.id))[0]).toMatchObject({ status: 'reversed' });
  });

  it('reversing an order without a commission changes nothing', async () => {
    const buyer = await seedUser(ctx.db);
    const order = await seedOrder(ctx.db, { userId: buyer.id, courseId, total: 50_000 });
    await expect(reverseCommission(ctx.db, order.id, new Date())).resolves.toBeUndefined();
    expect(await commissionOf(order.id)).toHaveLength(0);
  });
});
