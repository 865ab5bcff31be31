import { asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import type { AffiliateSettings } from '../../modules/commerce/pricing';
import type { InstructorSettings } from '../../modules/instructor-earnings/ledger';
import { HOUR_MS } from './time';
import { uniqueTag } from './users';

/**
 * What a price or an order needs, inserted directly: promo codes, bundles, offers, the wheel, orders and
 * their payment events (the offers, wheel and checkout routes have their own tests).
 */

/** config.affiliate's defaults: 20% commission, 5% buyer discount, ৳500 payout minimum. */
export const AFFILIATE: AffiliateSettings = {
  commissionBasisPoints: 2000,
  buyerDiscountPercent: 5,
  payoutMinimum: 50000,
};

/** config.instructor's defaults: a 70% share, ৳1,000 payout minimum, SSLCommerz 2.5% and Stripe 2.9% fees. */
export const INSTRUCTOR: InstructorSettings = {
  shareBasisPoints: 7000,
  payoutMinimum: 100000,
  gatewayFeeBasisPoints: { sslcommerz: 250, stripe: 290, none: 0 },
};

/** A 10% promo code that started an hour ago. */
export async function seedPromo(db: Database, values: Partial<typeof schema.promoCodes.$inferInsert> = {}) {
  const [promo] = await db
    .insert(schema.promoCodes)
    .values({
      code: uniqueTag('PR').toUpperCase(),
      kind: 'percent',
      amount: 10,
      startsAt: new Date(Date.now() - HOUR_MS),
      ...values,
    })
    .returning();
  return promo!;
}

export async function findPromo(db: Database, id: number) {
  const [row] = await db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, id));
  return row!;
}

/** A bundle of these courses (in this order), ৳9,000, started an hour ago unless told otherwise. */
export async function seedBundle(
  db: Database,
  courseIds: number[],
  values: Partial<typeof schema.bundles.$inferInsert> = {},
) {
  const tag = uniqueTag('bundle');
  const [bundle] = await db
    .insert(schema.bundles)
    .values({
      slug: tag,
      title: `Bundle ${tag}`,
      price: 900000,
      startsAt: new Date(Date.now() - HOUR_MS),
      ...values,
    })
    .returning();
  if (courseIds.length > 0) {
    await db
      .insert(schema.bundleCourses)
      .values(courseIds.map((courseId, position) => ({ bundleId: bundle!.id, courseId, position })));
  }
  return bundle!;
}

/** A 10% sales offer over the given window, on the given courses. */
export async function seedOffer(
  db: Database,
  values: Partial<typeof schema.offers.$inferInsert> & { startsAt: Date; endsAt: Date },
  courseIds: number[] = [],
) {
  const [offer] = await db
    .insert(schema.offers)
    .values({ campaign: 'sales', title: `Offer ${uniqueTag()}`, kind: 'percent', amount: 10, ...values })
    .returning();
  if (courseIds.length > 0) {
    await db
      .insert(schema.offerCourses)
      .values(courseIds.map((courseId) => ({ offerId: offer!.id, courseId })));
  }
  return offer!;
}

/** A 10% sales offer running now (from an hour ago for a day) on the given courses. */
export async function seedSalesOffer(
  db: Database,
  courseIds: number[],
  values: Partial<typeof schema.offers.$inferInsert> = {},
) {
  const now = Date.now();
  return seedOffer(
    db,
    {
      title: 'Monsoon sale',
      startsAt: new Date(now - HOUR_MS),
      endsAt: new Date(now + 24 * HOUR_MS),
      ...values,
    },
    courseIds,
  );
}

export type PrizeInput = Pick<typeof schema.wheelPrizes.$inferInsert, 'label' | 'kind' | 'amount' | 'weight'>;

export const STANDARD_PRIZES: PrizeInput[] = [
  { label: '10% off', kind: 'percent', amount: 10, weight: 3 },
  { label: '৳200 off', kind: 'fixed', amount: 20000, weight: 2 },
  { label: 'Better luck next time', kind: 'none', amount: 0, weight: 5 },
];

/** A campaign with its prizes at positions 0..n-1 in the given order. */
export async function seedWheelCampaign(
  db: Database,
  values: Partial<typeof schema.wheelCampaigns.$inferInsert> & { startsAt: Date; endsAt: Date },
  prizes: PrizeInput[] = STANDARD_PRIZES,
) {
  const [campaign] = await db
    .insert(schema.wheelCampaigns)
    .values({ title: `Wheel ${uniqueTag()}`, ...values })
    .returning();
  const rows = await db
    .insert(schema.wheelPrizes)
    .values(prizes.map((prize, position) => ({ ...prize, campaignId: campaign!.id, position })))
    .returning();
  rows.sort((a, b) => a.position - b.position);
  return { campaign: campaign!, prizes: rows };
}

export async function seedSpin(
  db: Database,
  values: {
    campaignId: number;
    userId: number;
    prizeId: number;
    createdAt: Date;
    expiresAt: Date;
    usedAt?: Date;
  },
) {
  const [spin] = await db.insert(schema.wheelSpins).values(values).returning();
  return spin!;
}

/** A won, unused wheel prize for the user (spun a minute ago on a running campaign), valid for a day. */
export async function seedWheelPrize(
  db: Database,
  userId: number,
  prize: { kind: 'percent' | 'fixed'; amount: number; label?: string },
) {
  const now = Date.now();
  const { campaign, prizes } = await seedWheelCampaign(
    db,
    { startsAt: new Date(now - HOUR_MS), endsAt: new Date(now + 24 * HOUR_MS) },
    [
      {
        label: prize.label ?? (prize.kind === 'percent' ? `${prize.amount}% off` : 'Taka off'),
        kind: prize.kind,
        amount: prize.amount,
        weight: 1,
      },
    ],
  );
  return seedSpin(db, {
    campaignId: campaign.id,
    userId,
    prizeId: prizes[0]!.id,
    createdAt: new Date(now - 60_000),
    expiresAt: new Date(now + 24 * HOUR_MS),
  });
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

export async function findOrder(db: Database, id: number) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return row!;
}

export async function orderByToken(db: Database, token: string) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.token, token));
  return row!;
}

export async function paymentEventsOf(db: Database, orderId: number) {
  return db
    .select()
    .from(schema.paymentEvents)
    .where(eq(schema.paymentEvents.orderId, orderId))
    .orderBy(asc(schema.paymentEvents.id));
}
