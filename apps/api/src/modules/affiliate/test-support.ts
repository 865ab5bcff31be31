import { schema, type Database } from '@dokkho/db';
import { seedCourse, seedGenre, seedInstructor, seedUser, uniqueTag } from '../../test/factories';
import { authHeader } from '../../test/test-app';
import { commissionAmount } from './ledger';

/**
 * Test data of the affiliate module: affiliates, and orders and commissions inserted directly (the
 * checkout that makes them for real is modules/commerce; these tests are about what the affiliate sees).
 */

export async function seedAffiliate(
  db: Database,
  profile: Partial<typeof schema.affiliateProfiles.$inferInsert> = {},
) {
  const user = await seedUser(db, { emailConfirmed: true });
  const [row] = await db
    .insert(schema.affiliateProfiles)
    .values({ userId: user.id, referralCode: uniqueTag('AF').toUpperCase(), ...profile })
    .returning();
  return { user, profile: row!, headers: await authHeader(user.id) };
}

export async function seedPaidCourse(
  db: Database,
  overrides: Partial<typeof schema.courses.$inferInsert> = {},
) {
  const genre = await seedGenre(db);
  const instructor = await seedInstructor(db);
  return seedCourse(db, { genreId: genre.id, instructorId: instructor.profile.id }, overrides);
}

type OrderInsert = typeof schema.orders.$inferInsert;

/**
 * A course order with a consistent breakdown: `total` is what was paid, the affiliate discount is the
 * difference from the base price. Paid unless told otherwise.
 */
export async function seedOrder(
  db: Database,
  input: {
    userId: number;
    courseId: number;
    affiliateId?: number | null;
    total: number;
    basePrice?: number;
    status?: OrderInsert['status'];
    paidAt?: Date | null;
    createdAt?: Date;
    itemTitle?: string;
  },
) {
  const basePrice = input.basePrice ?? input.total;
  const status = input.status ?? 'paid';
  const paidAt = input.paidAt === undefined ? (status === 'pending' ? null : new Date()) : input.paidAt;
  const [order] = await db
    .insert(schema.orders)
    .values({
      tranId: uniqueTag('TRX').toUpperCase(),
      userId: input.userId,
      kind: 'course',
      courseId: input.courseId,
      itemTitle: input.itemTitle ?? 'A test course',
      listPrice: basePrice,
      basePrice,
      affiliateId: input.affiliateId ?? null,
      affiliateDiscount: basePrice - input.total,
      total: input.total,
      status,
      gateway: 'sslcommerz',
      paidAt,
      ...(status === 'refunded' ? { refundedAt: new Date() } : {}),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return order!;
}

/** A commission row as the ledger writes it, with an explicit time and status when a test needs them. */
export async function seedCommission(
  db: Database,
  input: {
    affiliateId: number;
    orderId: number;
    total: number;
    rateBasisPoints?: number;
    status?: 'earned' | 'reversed';
    createdAt?: Date;
  },
) {
  const rate = input.rateBasisPoints ?? 2000;
  const [row] = await db
    .insert(schema.affiliateCommissions)
    .values({
      affiliateId: input.affiliateId,
      orderId: input.orderId,
      amount: commissionAmount(input.total, rate),
      rateBasisPoints: rate,
      status: input.status ?? 'earned',
      ...(input.status === 'reversed' ? { reversedAt: new Date() } : {}),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A paid, attributed order and its earned commission: one conversion. */
export async function seedSale(
  db: Database,
  input: {
    affiliateId: number;
    buyerId: number;
    courseId: number;
    total: number;
    at?: Date;
    refunded?: boolean;
  },
) {
  const order = await seedOrder(db, {
    userId: input.buyerId,
    courseId: input.courseId,
    affiliateId: input.affiliateId,
    total: input.total,
    status: input.refunded ? 'refunded' : 'paid',
    ...(input.at ? { paidAt: input.at, createdAt: input.at } : {}),
  });
  const commission = await seedCommission(db, {
    affiliateId: input.affiliateId,
    orderId: order.id,
    total: input.total,
    status: input.refunded ? 'reversed' : 'earned',
    ...(input.at ? { createdAt: input.at } : {}),
  });
  return { order, commission };
}

/** A counted click, at a given time when a test needs one. */
export async function seedClick(
  db: Database,
  input: { affiliateId: number; courseId: number; visitor?: string; at?: Date },
) {
  const [row] = await db
    .insert(schema.affiliateClicks)
    .values({
      affiliateId: input.affiliateId,
      courseId: input.courseId,
      visitorHash: input.visitor ?? uniqueTag('visitor'),
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning();
  return row!;
}

/** A payout request in any state, inserted directly (the route has its own tests). */
export async function seedPayout(
  db: Database,
  input: { affiliateId: number; amount: number; status?: 'requested' | 'paid' | 'rejected' },
) {
  const status = input.status ?? 'requested';
  const [row] = await db
    .insert(schema.affiliatePayoutRequests)
    .values({
      affiliateId: input.affiliateId,
      amount: input.amount,
      method: 'bkash',
      account: '+8801712345678',
      status,
      ...(status === 'requested' ? {} : { processedAt: new Date() }),
    })
    .returning();
  return row!;
}
