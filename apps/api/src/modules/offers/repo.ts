import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { bundles, bundleCourses, courses, offerCourses, offers, wheelCampaigns, wheelPrizes, wheelSpins } =
  schema;

/** Most courses the Eid page lists (an applies_to_all offer covers the whole catalog). */
export const EID_COURSES_LIMIT = 60;

const isPublished = eq(courses.status, 'published');
const basePrice = sql<number>`coalesce(${courses.salePrice}, ${courses.price})`;

/** Active, and `now` inside [starts_at, ends_at). */
const offerRunning = (now: Date) =>
  and(eq(offers.isActive, true), lte(offers.startsAt, now), gt(offers.endsAt, now));

/** Active, and `now` inside [starts_at, ends_at), an open end never ending. */
const bundleRunning = (now: Date) =>
  and(
    eq(bundles.isActive, true),
    lte(bundles.startsAt, now),
    or(isNull(bundles.endsAt), gt(bundles.endsAt, now)),
  );

const bundleColumns = {
  id: bundles.id,
  slug: bundles.slug,
  title: bundles.title,
  subtitle: bundles.subtitle,
  description: bundles.description,
  titleBn: bundles.titleBn,
  subtitleBn: bundles.subtitleBn,
  descriptionBn: bundles.descriptionBn,
  thumbnail: bundles.thumbnail,
  price: bundles.price,
  salePrice: bundles.salePrice,
  endsAt: bundles.endsAt,
};

export type BundleRow = Awaited<ReturnType<typeof findRunningBundles>>[number];

export async function findRunningBundles(db: Database, now: Date) {
  return db
    .select(bundleColumns)
    .from(bundles)
    .where(bundleRunning(now))
    .orderBy(asc(bundles.position), asc(bundles.id));
}

export async function findRunningBundle(db: Database, id: number, now: Date) {
  const [row] = await db
    .select(bundleColumns)
    .from(bundles)
    .where(and(eq(bundles.id, id), bundleRunning(now)))
    .limit(1);
  return row;
}

/** Per bundle: how many published courses it holds and what they cost one by one. */
export async function findBundleTotals(db: Database, bundleIds: number[]) {
  if (bundleIds.length === 0) return new Map<number, { count: number; total: number }>();
  const rows = await db
    .select({
      bundleId: bundleCourses.bundleId,
      count: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${basePrice}), 0)`.mapWith(Number),
    })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(and(inArray(bundleCourses.bundleId, bundleIds), isPublished))
    .groupBy(bundleCourses.bundleId);
  return new Map(rows.map((row) => [row.bundleId, { count: row.count, total: row.total }]));
}

/** The bundle's published courses in the bundle's order. */
export async function findBundleCourseIds(db: Database, bundleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(and(eq(bundleCourses.bundleId, bundleId), isPublished))
    .orderBy(asc(bundleCourses.position), asc(courses.id));
  return rows.map((row) => row.id);
}

const offerColumns = {
  id: offers.id,
  campaign: offers.campaign,
  title: offers.title,
  description: offers.description,
  image: offers.image,
  kind: offers.kind,
  amount: offers.amount,
  appliesToAll: offers.appliesToAll,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
};

/** The running Eid offer that ends first (its deadline is the one worth showing); ties: lower id. */
export async function findRunningEidOffer(db: Database, now: Date) {
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .where(and(eq(offers.campaign, 'eid'), offerRunning(now)))
    .orderBy(asc(offers.endsAt), asc(offers.id))
    .limit(1);
  return row;
}

/**
 * The paid, published courses an offer covers, the most learned first: every listed course for an
 * applies_to_all offer, else its offer_courses.
 */
export async function findOfferCourseIds(
  db: Database,
  offer: { id: number; appliesToAll: boolean },
  limit: number,
): Promise<number[]> {
  const paid = and(isPublished, gt(basePrice, 0));
  const order = [desc(courses.enrolledCount), asc(courses.id)];
  const rows = offer.appliesToAll
    ? await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(paid, eq(courses.kind, 'course')))
        .orderBy(...order)
        .limit(limit)
    : await db
        .select({ id: courses.id })
        .from(offerCourses)
        .innerJoin(courses, eq(courses.id, offerCourses.courseId))
        .where(and(eq(offerCourses.offerId, offer.id), paid))
        .orderBy(...order)
        .limit(limit);
  return rows.map((row) => row.id);
}

/** The banner of payment/promo-image/: a running offer with an image, Eid first, then the soonest to end. */
export async function findPromoOffer(db: Database, now: Date) {
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .where(and(offerRunning(now), isNotNull(offers.image), sql`${offers.image} <> ''`))
    .orderBy(sql`(${offers.campaign} = 'eid') desc`, asc(offers.endsAt), asc(offers.id))
    .limit(1);
  return row;
}

/** A course's list and sale price, the base the sales step discounts (undefined for an unknown course). */
export async function findCoursePrice(db: Database, courseId: number) {
  const [course] = await db
    .select({ price: courses.price, salePrice: courses.salePrice })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

/** The running offers covering the course (applies_to_all, or listed in offer_courses), by id. */
export async function findRunningOffersCovering(db: Database, courseId: number, now: Date) {
  return db
    .select({
      id: offers.id,
      title: offers.title,
      campaign: offers.campaign,
      kind: offers.kind,
      amount: offers.amount,
    })
    .from(offers)
    .where(
      and(
        offerRunning(now),
        or(
          eq(offers.appliesToAll, true),
          exists(
            db
              .select({ one: offerCourses.offerId })
              .from(offerCourses)
              .where(and(eq(offerCourses.offerId, offers.id), eq(offerCourses.courseId, courseId))),
          ),
        ),
      ),
    )
    .orderBy(asc(offers.id));
}

// The wheel campaign (offers/wheel.ts holds its rules).

/**
 * The user's newest spin that won something (`none` prizes do not count), is unused and has not expired
 * at `now`, with its prize.
 */
export async function findAvailedWheelPrize(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({
      spinId: wheelSpins.id,
      label: wheelPrizes.label,
      kind: wheelPrizes.kind,
      amount: wheelPrizes.amount,
      expiresAt: wheelSpins.expiresAt,
    })
    .from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .where(
      and(
        eq(wheelSpins.userId, userId),
        isNull(wheelSpins.usedAt),
        gt(wheelSpins.expiresAt, now),
        ne(wheelPrizes.kind, 'none'),
      ),
    )
    .orderBy(desc(wheelSpins.createdAt), desc(wheelSpins.id))
    .limit(1);
  return row;
}

/**
 * Marks an unused spin used: a conditional update, so of two transactions racing for one prize the second
 * waits on the row and then finds it used (PostgreSQL re-checks the condition; ADR 014). False when it
 * was already used.
 */
export async function markWheelPrizeUsed(tx: Database, spinId: number, at: Date): Promise<boolean> {
  const marked = await tx
    .update(wheelSpins)
    .set({ usedAt: at })
    .where(and(eq(wheelSpins.id, spinId), isNull(wheelSpins.usedAt)))
    .returning({ id: wheelSpins.id });
  return marked.length > 0;
}

/** The running campaign that ends first (ties: lower id): the one /wheel shows and spins. */
export async function findRunningCampaign(db: Database, now: Date) {
  const [row] = await db
    .select()
    .from(wheelCampaigns)
    .where(
      and(
        eq(wheelCampaigns.isActive, true),
        lte(wheelCampaigns.startsAt, now),
        gt(wheelCampaigns.endsAt, now),
      ),
    )
    .orderBy(asc(wheelCampaigns.endsAt), asc(wheelCampaigns.id))
    .limit(1);
  return row;
}

export type WheelPrizeRow = typeof wheelPrizes.$inferSelect;

/** A campaign's prizes in wheel order. */
export async function findPrizes(db: Database, campaignId: number): Promise<WheelPrizeRow[]> {
  return db
    .select()
    .from(wheelPrizes)
    .where(eq(wheelPrizes.campaignId, campaignId))
    .orderBy(asc(wheelPrizes.position));
}

/** The user's spin in a campaign with its prize, if they spun. */
export async function findSpinWithPrize(db: Database, campaignId: number, userId: number) {
  const [row] = await db
    .select({ spin: wheelSpins, prize: wheelPrizes })
    .from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .where(and(eq(wheelSpins.campaignId, campaignId), eq(wheelSpins.userId, userId)))
    .limit(1);
  return row;
}

/** Whether the user already spun in the campaign. */
export async function hasSpun(db: Database, campaignId: number, userId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: wheelSpins.id })
    .from(wheelSpins)
    .where(and(eq(wheelSpins.campaignId, campaignId), eq(wheelSpins.userId, userId)))
    .limit(1);
  return existing !== undefined;
}

/** Stores a spin; the unique (campaign, user) constraint refuses a second one (the caller maps it). */
export async function insertSpin(
  db: Database,
  values: { campaignId: number; userId: number; prizeId: number; createdAt: Date; expiresAt: Date },
) {
  const [spin] = await db.insert(wheelSpins).values(values).returning();
  return spin!;
}
