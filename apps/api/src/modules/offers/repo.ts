import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { offerRunning } from './sales';

const { bundles, bundleCourses, courses, offerCourses, offers } = schema;

/** Most courses the Eid page lists (an applies_to_all offer covers the whole catalog). */
export const EID_COURSES_LIMIT = 60;

const isPublished = eq(courses.status, 'published');
const basePrice = sql<number>`coalesce(${courses.salePrice}, ${courses.price})`;

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
