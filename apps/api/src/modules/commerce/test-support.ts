import { eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { seedCourse, seedGenre, seedInstructor, seedUser, uniqueTag } from '../../test/factories';
import { authHeader } from '../../test/test-app';
import type { AffiliateSettings } from './pricing';

/**
 * Test data of the commerce module, inserted directly (the offers, wheel and affiliate modules have their
 * own routes and tests; these are only what a price or an order needs).
 */

const HOUR_MS = 3_600_000;
export const hoursFrom = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

/** config.affiliate's defaults: 20% commission, 5% buyer discount, ৳500 payout minimum. */
export const AFFILIATE: AffiliateSettings = {
  commissionBasisPoints: 2000,
  buyerDiscountPercent: 5,
  payoutMinimum: 50000,
};

/**
 * On PostgreSQL the test files share one database, one after another: a sales offer another file left
 * running on the real clock (an applies_to_all Eid offer) would discount our prices. Switched off first;
 * on PGlite (a database per file) it changes nothing.
 */
export async function switchOffLeftoverOffers(db: Database) {
  await db.update(schema.offers).set({ isActive: false });
}

export async function seedBuyer(db: Database, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await seedUser(db, { emailConfirmed: true, ...overrides });
  return { user, headers: await authHeader(user.id) };
}

export async function seedStaffMember(db: Database) {
  const buyer = await seedBuyer(db);
  await db.update(schema.users).set({ isStaff: true }).where(eq(schema.users.id, buyer.user.id));
  return buyer;
}

/** A course factory (published, ৳3,500 unless told otherwise) with its genre and instructor. */
export async function courseMaker(db: Database) {
  const genre = await seedGenre(db);
  const instructor = await seedInstructor(db);
  return (overrides: Partial<typeof schema.courses.$inferInsert> = {}) =>
    seedCourse(db, { genreId: genre.id, instructorId: instructor.profile.id }, overrides);
}

/** A module with one lesson, so the course has a first lesson to open. */
export async function seedLesson(db: Database, courseId: number) {
  const [module] = await db
    .insert(schema.courseModules)
    .values({ courseId, kind: 'recorded', title: 'Getting started', position: 1 })
    .returning();
  const [lesson] = await db
    .insert(schema.lessons)
    .values({ moduleId: module!.id, courseId, kind: 'article', title: 'Welcome', position: 1, body: 'Hello' })
    .returning();
  return lesson!;
}

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
  if (courseIds.length) {
    await db
      .insert(schema.bundleCourses)
      .values(courseIds.map((courseId, position) => ({ bundleId: bundle!.id, courseId, position })));
  }
  return bundle!;
}

/** A sales offer running now on the given courses only (never applies_to_all: files share PostgreSQL). */
export async function seedSalesOffer(
  db: Database,
  courseIds: number[],
  values: Partial<typeof schema.offers.$inferInsert> = {},
) {
  const now = Date.now();
  const [offer] = await db
    .insert(schema.offers)
    .values({
      campaign: 'sales',
      title: 'Monsoon sale',
      kind: 'percent',
      amount: 10,
      startsAt: new Date(now - HOUR_MS),
      endsAt: new Date(now + 24 * HOUR_MS),
      ...values,
    })
    .returning();
  await db
    .insert(schema.offerCourses)
    .values(courseIds.map((courseId) => ({ offerId: offer!.id, courseId })));
  return offer!;
}

/** A won, unused wheel prize for the user, valid for a day. */
export async function seedWheelPrize(
  db: Database,
  userId: number,
  prize: { kind: 'percent' | 'fixed'; amount: number; label?: string },
) {
  const now = Date.now();
  const [campaign] = await db
    .insert(schema.wheelCampaigns)
    .values({
      title: `Wheel ${uniqueTag()}`,
      startsAt: new Date(now - HOUR_MS),
      endsAt: new Date(now + 24 * HOUR_MS),
    })
    .returning();
  const [row] = await db
    .insert(schema.wheelPrizes)
    .values({
      campaignId: campaign!.id,
      label: prize.label ?? (prize.kind === 'percent' ? `${prize.amount}% off` : 'Taka off'),
      kind: prize.kind,
      amount: prize.amount,
      weight: 1,
      position: 0,
    })
    .returning();
  const [spin] = await db
    .insert(schema.wheelSpins)
    .values({
      campaignId: campaign!.id,
      userId,
      prizeId: row!.id,
      createdAt: new Date(now - 60_000),
      expiresAt: new Date(now + 24 * HOUR_MS),
    })
    .returning();
  return spin!;
}

export async function seedAffiliate(db: Database) {
  const { user, headers } = await seedBuyer(db);
  const [profile] = await db
    .insert(schema.affiliateProfiles)
    .values({ userId: user.id, referralCode: uniqueTag('AF').toUpperCase() })
    .returning();
  return { user, headers, profile: profile! };
}

export async function findOrder(db: Database, id: number) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return row!;
}

export async function enrollmentsOf(db: Database, userId: number) {
  return db
    .select({ courseId: schema.enrollments.courseId, source: schema.enrollments.source })
    .from(schema.enrollments)
    .where(eq(schema.enrollments.userId, userId));
}

export async function enrolledCount(db: Database, courseId: number) {
  const [row] = await db
    .select({ n: schema.courses.enrolledCount })
    .from(schema.courses)
    .where(eq(schema.courses.id, courseId));
  return row!.n;
}
