import { randomInt } from 'node:crypto';
import { schema, type Database } from '@dokkho/db';
import { seedCourse, seedGenre, seedInstructor, uniqueTag } from '../../test/factories';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const hoursFrom = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);
export const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * A moment in a far, random future. On PostgreSQL every test file shares one database, so offers and
 * campaigns other files left running would compete with ours; windows around this moment meet nobody's.
 */
export function isolatedNow(): Date {
  return new Date(Date.UTC(2400 + randomInt(0, 500), randomInt(0, 12), 1 + randomInt(0, 28), 12));
}

/** A course factory with its genre and instructor made on the way. */
export async function courseMaker(db: Database) {
  const genre = await seedGenre(db);
  const instructor = await seedInstructor(db);
  return (overrides: Partial<typeof schema.courses.$inferInsert> = {}) =>
    seedCourse(db, { genreId: genre.id, instructorId: instructor.profile.id }, overrides);
}

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

export async function seedBundle(
  db: Database,
  values: Partial<typeof schema.bundles.$inferInsert>,
  courseIds: number[],
) {
  const tag = uniqueTag('bundle');
  const [bundle] = await db
    .insert(schema.bundles)
    .values({ slug: tag, title: `Bundle ${tag}`, price: 500000, ...values })
    .returning();
  if (courseIds.length > 0) {
    await db
      .insert(schema.bundleCourses)
      .values(courseIds.map((courseId, position) => ({ bundleId: bundle!.id, courseId, position })));
  }
  return bundle!;
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

/**
 * On PostgreSQL the test files share one database, one file after another: offers and wheel campaigns a
 * previous file left running would be "the" running Eid offer or campaign of the routes (which read the
 * real clock). Files that test those routes switch the leftovers off first; on PGlite this changes nothing.
 */
export async function switchOffLeftoverCampaigns(db: Database) {
  await db.update(schema.offers).set({ isActive: false });
  await db.update(schema.wheelCampaigns).set({ isActive: false });
}
