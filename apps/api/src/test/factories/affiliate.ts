import { schema, type Database } from '@dokkho/db';
import { commissionAmount } from '../../modules/affiliate/ledger';
import { seedOrder } from './commerce';
import { seedMember, uniqueTag } from './users';

/**
 * Affiliates and what they earn, inserted directly (the checkout that makes commissions for real is
 * modules/commerce; these are for what the affiliate sees).
 */

/** A signed-in affiliate with a confirmed e-mail and a unique referral code. */
export async function seedAffiliate(
  db: Database,
  profile: Partial<typeof schema.affiliateProfiles.$inferInsert> = {},
) {
  const { user, headers } = await seedMember(db);
  const [row] = await db
    .insert(schema.affiliateProfiles)
    .values({ userId: user.id, referralCode: uniqueTag('AF').toUpperCase(), ...profile })
    .returning();
  return { user, profile: row!, headers };
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
