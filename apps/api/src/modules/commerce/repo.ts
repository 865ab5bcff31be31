import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { DHAKA_TIME_ZONE } from '@dokkho/domain/dates';
import { likePattern } from '../../lib/like-pattern';

const {
  bundleCourses,
  bundles,
  courseModules,
  courses,
  enrollments,
  lessons,
  offers,
  orders,
  paymentEvents,
  promoCodes,
  promoRedemptions,
  users,
  wheelPrizes,
  wheelSpins,
} = schema;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PromoRow = typeof promoCodes.$inferSelect;
export type OrderStatus = OrderRow['status'];

/** A published course as the pricing chain sees it. */
export async function findPublishedCourse(db: Database, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      titleBn: courses.titleBn,
      slug: courses.slug,
      thumbnail: courses.thumbnail,
      price: courses.price,
      salePrice: courses.salePrice,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')))
    .limit(1);
  return row;
}

/** An active bundle inside its offer window. */
export async function findLiveBundle(db: Database, bundleId: number, now: Date) {
  const [row] = await db
    .select({
      id: bundles.id,
      title: bundles.title,
      titleBn: bundles.titleBn,
      thumbnail: bundles.thumbnail,
      price: bundles.price,
      salePrice: bundles.salePrice,
    })
    .from(bundles)
    .where(
      and(
        eq(bundles.id, bundleId),
        eq(bundles.isActive, true),
        lte(bundles.startsAt, now),
        or(isNull(bundles.endsAt), gt(bundles.endsAt, now)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The published courses of a bundle, in its order: what a purchase enrols in. The quote and the
 * confirmation read the same list, so the buyer gets what the checkout showed.
 */
export async function findBundleCourses(db: Database, bundleId: number) {
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(and(eq(bundleCourses.bundleId, bundleId), eq(courses.status, 'published')))
    .orderBy(asc(bundleCourses.position), asc(courses.id));
}

export async function findCoursesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: courses.id, title: courses.title, titleBn: courses.titleBn, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.id, ids));
}

/** The titles of an order's course or bundle as they are now, in both languages (the receipt e-mail). */
export async function findItemTitles(
  db: Database,
  item: { courseId: number | null; bundleId: number | null },
): Promise<{ title: string; titleBn: string | null } | undefined> {
  if (item.courseId !== null) {
    const [row] = await db
      .select({ title: courses.title, titleBn: courses.titleBn })
      .from(courses)
      .where(eq(courses.id, item.courseId));
    return row;
  }
  if (item.bundleId !== null) {
    const [row] = await db
      .select({ title: bundles.title, titleBn: bundles.titleBn })
      .from(bundles)
      .where(eq(bundles.id, item.bundleId));
    return row;
  }
  return undefined;
}

/** The courses of `courseIds` the user already holds a seat in. */
export async function findEnrolledCourseIds(db: Database, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, courseIds)));
  return rows.map((row) => row.courseId);
}

/** Promo codes are stored upper case (schema); the caller upper-cases what the learner typed. */
export async function findPromoByCode(db: Database, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

export async function findPromoById(db: Database, id: number) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row;
}

/** How many paid orders of this user used the code (the per-user limit counts these). */
export async function countRedemptions(db: Database, promoCodeId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return row?.n ?? 0;
}

export async function insertOrder(db: Database, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrderById(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function findOrderByTranId(db: Database, tranId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.tranId, tranId)).limit(1);
  return row ?? null;
}

export async function findOrderByToken(db: Database, token: string) {
  const [row] = await db.select().from(orders).where(eq(orders.token, token)).limit(1);
  return row ?? null;
}

/**
 * The order row under a row lock until the transaction ends: concurrent confirmations (duplicate IPNs,
 * the IPN racing the browser's return) and a refund queue here one behind the other.
 */
export async function lockOrder(tx: Database, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateOrder(tx: Database, id: number, values: Partial<NewOrder>) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** pending -> failed | cancelled, and nothing else: a paid order is never closed by a late callback. */
export async function closePendingOrder(
  db: Database,
  input: { id: number; status: 'failed' | 'cancelled'; at: Date },
): Promise<boolean> {
  const closed = await db
    .update(orders)
    .set({ status: input.status, closedAt: input.at, updatedAt: input.at })
    .where(and(eq(orders.id, input.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return closed.length > 0;
}

/**
 * Pending orders created before `before` become cancelled: checkouts nobody finished. A gateway's late
 * validated payment still pays a cancelled order (confirmOrderPaid), so nothing paid is lost.
 */
export async function cancelPendingOrdersBefore(db: Database, before: Date, at: Date): Promise<number> {
  const cancelled = await db
    .update(orders)
    .set({ status: 'cancelled', closedAt: at, updatedAt: at })
    .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, before)))
    .returning({ id: orders.id });
  return cancelled.length;
}

/**
 * A learner's pending orders for a course or bundle made before order `beforeId` (checkouts a newer one
 * replaces). Only older ones: two checkouts started at once must not cancel each other.
 */
export async function findEarlierPendingOrders(
  db: Database,
  input: { userId: number; courseId: number | null; bundleId: number | null; beforeId: number },
): Promise<OrderRow[]> {
  const item =
    input.courseId !== null
      ? eq(orders.courseId, input.courseId)
      : input.bundleId !== null
        ? eq(orders.bundleId, input.bundleId)
        : sql`false`;
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, input.userId), eq(orders.status, 'pending'), lt(orders.id, input.beforeId), item),
    )
    .orderBy(asc(orders.id));
}

export type PromoRedemption = 'redeemed' | 'already-redeemed' | 'spent';

/**
 * Redeems the order's promo code in the confirmation transaction, or finds it spent (ADR 014). The code's
 * row is locked first, so every confirmation that uses the same code queues here; under READ COMMITTED
 * each statement after the lock sees what the confirmations before it committed, so the global count and
 * the user's own uses read here are exact however many checkouts were opened at once. `spent` (the code
 * is fully used, or this user has used it up, or it was deleted) writes nothing: the caller honours the
 * payment and records it. The unique (code, user, use number) key backs the lock up.
 */
export async function redeemPromo(
  tx: Database,
  input: { promoCodeId: number; userId: number; orderId: number; at: Date },
): Promise<PromoRedemption> {
  const [promo] = await tx
    .select({
      usedCount: promoCodes.usedCount,
      maxUses: promoCodes.maxUses,
      maxUsesPerUser: promoCodes.maxUsesPerUser,
    })
    .from(promoCodes)
    .where(eq(promoCodes.id, input.promoCodeId))
    .for('update');
  if (!promo) return 'spent';
  const [own] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.orderId, input.orderId));
  if (own) return 'already-redeemed';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'spent';
  const usedByUser = await countRedemptions(tx, input.promoCodeId, input.userId);
  if (usedByUser >= promo.maxUsesPerUser) return 'spent';
  await tx.insert(promoRedemptions).values({ ...input, useNumber: usedByUser + 1, createdAt: input.at });
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, input.promoCodeId));
  return 'redeemed';
}

/** The staff who hear about a paid order whose once-only discount was already spent (ADR 014). */
export async function findStaffEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isStaff, true))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

/** Any fixed key: it only has to be the same in every process that numbers invoices. */
const INVOICE_LOCK_KEY = 5_0011_0001;

/**
 * The next invoice number of the year, under a transaction-scoped advisory lock so two confirmations of
 * different orders cannot read the same maximum (the row lock only covers one order). The lock is held to
 * the end of the transaction, so it is taken as the confirmation's last step. The maximum comes from the
 * unique index on invoice_number: every value has the one fixed-width format, so the range below holds
 * exactly that year's numbers under any collation, and the order by is an index scan backwards.
 */
export async function nextInvoiceSerial(tx: Database, prefix: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK_KEY})`);
  const [row] = await tx
    .select({ number: orders.invoiceNumber })
    .from(orders)
    .where(
      and(
        sql`${orders.invoiceNumber} >= ${`${prefix}000000`}`,
        sql`${orders.invoiceNumber} <= ${`${prefix}999999`}`,
      ),
    )
    .orderBy(desc(orders.invoiceNumber))
    .limit(1);
  return row?.number ? Number(row.number.slice(prefix.length)) + 1 : 1;
}

export async function insertPaymentEvent(db: Database, values: typeof paymentEvents.$inferInsert) {
  const [row] = await db.insert(paymentEvents).values(values).returning({ id: paymentEvents.id });
  return row!.id;
}

/** What the order's discount lines are made from: the code, the offer and the prize as they are now. */
export async function findOrderLabels(db: Database, order: OrderRow) {
  const [promo, offer, prize] = await Promise.all([
    order.promoCodeId
      ? db
          .select({ kind: promoCodes.kind, amount: promoCodes.amount })
          .from(promoCodes)
          .where(eq(promoCodes.id, order.promoCodeId))
          .then((rows) => rows[0])
      : undefined,
    order.offerId
      ? db
          .select({ title: offers.title, kind: offers.kind, amount: offers.amount })
          .from(offers)
          .where(eq(offers.id, order.offerId))
          .then((rows) => rows[0])
      : undefined,
    order.wheelSpinId
      ? db
          .select({ label: wheelPrizes.label, kind: wheelPrizes.kind, amount: wheelPrizes.amount })
          .from(wheelSpins)
          .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
          .where(eq(wheelSpins.id, order.wheelSpinId))
          .then((rows) => rows[0])
      : undefined,
  ]);
  return { promo, offer, prize };
}

export async function findBuyer(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isStaff: users.isStaff,
      /** The buyer's language: the receipt e-mail (and the invoice asked without one) is written in it. */
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function isStaff(db: Database, userId: number): Promise<boolean> {
  return (await findBuyer(db, userId))?.isStaff ?? false;
}

/** The first lesson of a course in curriculum order, for the success page's "start learning". */
export async function findFirstLessonId(db: Database, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id), asc(lessons.position), asc(lessons.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findUserOrderPage(
  db: Database,
  input: { userId: number; limit: number; offset: number },
) {
  const where = eq(orders.userId, input.userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Staff list: by status, and a search in invoice number, tran_id or the buyer's e-mail. */
export async function findAdminOrderPage(
  db: Database,
  input: { status: OrderStatus | undefined; search: string | undefined; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (input.status) conditions.push(eq(orders.status, input.status));
  if (input.search) {
    const pattern = likePattern(input.search);
    conditions.push(
      or(
        sql`${orders.invoiceNumber} ilike ${pattern}`,
        sql`${orders.tranId} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const buyer = {
    buyerFirstName: users.firstName,
    buyerLastName: users.lastName,
    buyerEmail: users.email,
  };
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, ...buyer })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The courses among `courseIds` that another paid order of the user still pays for (a course order, or a
 * bundle holding the course): a refund must not take those seats away.
 */
export async function findCoursesPaidElsewhere(
  db: Database,
  input: { userId: number; orderId: number; courseIds: number[] },
): Promise<number[]> {
  if (input.courseIds.length === 0) return [];
  const others = and(
    eq(orders.userId, input.userId),
    eq(orders.status, 'paid'),
    ne(orders.id, input.orderId),
  );
  const [direct, viaBundle] = await Promise.all([
    db
      .select({ courseId: orders.courseId })
      .from(orders)
      .where(and(others, inArray(orders.courseId, input.courseIds))),
    db
      .select({ courseId: bundleCourses.courseId })
      .from(orders)
      .innerJoin(bundleCourses, eq(bundleCourses.bundleId, orders.bundleId))
      .where(and(others, inArray(bundleCourses.courseId, input.courseIds))),
  ]);
  return [...new Set([...direct, ...viaBundle].flatMap((row) => (row.courseId ? [row.courseId] : [])))];
}

/*
 * Issue 17: what the paid orders of an instructor's courses took. A paid order counts; a refunded one has
 * status `refunded` and drops out. Bundle orders name no course and are not counted here.
 */

export async function paidRevenueByCourse(db: Database, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const result = await db
    .select({ courseId: orders.courseId, revenue: sql<number>`sum(${orders.total})`, orders: count() })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), inArray(orders.courseId, courseIds)))
    .groupBy(orders.courseId);
  return result.map((row) => ({
    courseId: row.courseId!,
    revenue: Number(row.revenue ?? 0),
    orders: Number(row.orders),
  }));
}

/** Per Dhaka month (YYYY-MM) of the payment, since `since`; months without sales are absent. */
export async function paidRevenueByMonth(db: Database, courseIds: number[], since: Date) {
  if (courseIds.length === 0) return [];
  // The zone is written into the SQL, not bound: a bound value in both the select list and the group by
  // is two parameters to PostgreSQL, which then refuses the grouping. A constant, never input.
  const month = sql<string>`to_char(${orders.paidAt} at time zone ${sql.raw(`'${DHAKA_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const result = await db
    .select({ month, revenue: sql<number>`sum(${orders.total})`, orders: count() })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), inArray(orders.courseId, courseIds), gte(orders.paidAt, since)))
    .groupBy(month);
  return result.map((row) => ({
    month: String(row.month),
    revenue: Number(row.revenue ?? 0),
    orders: Number(row.orders),
  }));
}

/** The paid orders' total since `since` (the dashboard's "last 30 days"). */
export async function paidRevenueSince(db: Database, courseIds: number[], since: Date): Promise<number> {
  if (courseIds.length === 0) return 0;
  const [row] = await db
    .select({ revenue: sql<number>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), inArray(orders.courseId, courseIds), gte(orders.paidAt, since)));
  return Number(row?.revenue ?? 0);
}
