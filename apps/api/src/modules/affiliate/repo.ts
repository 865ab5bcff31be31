import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { DHAKA_TIME_ZONE } from '@dokkho/domain/dates';

const {
  affiliateClicks,
  affiliateCommissions,
  affiliatePayoutRequests,
  affiliateProfiles,
  bundles,
  courses,
  instructorEarnings,
  instructorProfiles,
  orders,
  users,
} = schema;

/** Whose payout request: an affiliate's or an instructor's profile (docs/decisions/030). */
export interface Payee {
  kind: 'affiliate' | 'instructor';
  id: number;
}

const payeeColumn = (payee: Payee) =>
  payee.kind === 'affiliate' ? affiliatePayoutRequests.affiliateId : affiliatePayoutRequests.instructorId;

/**
 * Day boundaries are Dhaka's (UTC+6): an affiliate's "today" is their calendar day, not the server's.
 * Whatever the server's or the database's own time zone.
 */
export const TIME_ZONE = DHAKA_TIME_ZONE;

/** node-postgres answers bigint as text, PGlite as a number: read both. */
const num = (value: unknown) => Number(value ?? 0);

/** raw rows from `execute`, the same on PGlite and node-postgres. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function findProfileByUser(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.userId, userId))
    .limit(1);
  return row;
}

/** Locks the affiliate's row for the rest of the transaction: payout requests of one affiliate queue here. */
export async function lockProfile(tx: Database, affiliateId: number) {
  const [row] = await tx
    .select({ id: affiliateProfiles.id })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.id, affiliateId))
    .for('update');
  return row;
}

export async function updatePayoutDetails(
  db: Database,
  affiliateId: number,
  values: { payoutMethod: string; payoutAccount: string },
) {
  const [row] = await db
    .update(affiliateProfiles)
    .set(values)
    .where(eq(affiliateProfiles.id, affiliateId))
    .returning();
  return row;
}

/** The start of the period: midnight in Dhaka, `days - 1` days before today's. */
const periodStart = (now: Date, days: number) =>
  sql`(((${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date - ${days - 1}::int)::timestamp at time zone ${TIME_ZONE})`;

export interface DailyRow {
  date: string;
  clicks: number;
  conversions: number;
  earnings: number;
}

/**
 * One row per Dhaka day of the period, days without activity included (generate_series), so the chart has
 * no holes. A conversion is an earned commission: a paid order through the affiliate's link (a refund
 * reverses the commission and removes the sale from here).
 */
export async function dailySeries(db: Database, input: { affiliateId: number; now: Date; days: number }) {
  const { affiliateId, now, days } = input;
  const start = periodStart(now, days);
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
      with days as (
        select generate_series(
          (${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date - ${days - 1}::int,
          (${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date,
          interval '1 day'
        )::date as day
      ),
      clicks as (
        select (c.created_at at time zone ${TIME_ZONE})::date as day, count(*) as clicks
        from ${affiliateClicks} c
        where c.affiliate_id = ${affiliateId} and c.created_at >= ${start}
        group by 1
      ),
      sales as (
        select (k.created_at at time zone ${TIME_ZONE})::date as day, count(*) as conversions,
          sum(k.amount) as earnings
        from ${affiliateCommissions} k
        join ${orders} o on o.id = k.order_id
        where k.affiliate_id = ${affiliateId} and k.status = 'earned' and o.status = 'paid'
          and k.created_at >= ${start}
        group by 1
      )
      select d.day::text as date, coalesce(c.clicks, 0) as clicks, coalesce(s.conversions, 0) as conversions,
        coalesce(s.earnings, 0) as earnings
      from days d
      left join clicks c on c.day = d.day
      left join sales s on s.day = d.day
      order by d.day
    `,
  );
  return result.map((row): DailyRow => ({
    date: String(row.date),
    clicks: num(row.clicks),
    conversions: num(row.conversions),
    earnings: num(row.earnings),
  }));
}

export async function uniqueVisitors(db: Database, input: { affiliateId: number; now: Date; days: number }) {
  const [row] = await db
    .select({ visitors: sql<unknown>`count(distinct ${affiliateClicks.visitorHash})` })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, input.affiliateId),
        gte(affiliateClicks.createdAt, periodStart(input.now, input.days)),
      ),
    );
  return num(row?.visitors);
}

/** Clicks per course in the period, with the course's title. */
export async function clicksByCourse(db: Database, input: { affiliateId: number; now: Date; days: number }) {
  const result = await db
    .select({ id: courses.id, title: courses.title, titleBn: courses.titleBn, clicks: count() })
    .from(affiliateClicks)
    .innerJoin(courses, eq(courses.id, affiliateClicks.courseId))
    .where(
      and(
        eq(affiliateClicks.affiliateId, input.affiliateId),
        gte(affiliateClicks.createdAt, periodStart(input.now, input.days)),
      ),
    )
    .groupBy(courses.id, courses.title, courses.titleBn);
  return result.map((row) => ({ ...row, clicks: num(row.clicks) }));
}

/**
 * Conversions and earnings per course or bundle in the period; the title is today's, else the order's, and
 * today's Bangla one beside it.
 */
export async function salesByItem(db: Database, input: { affiliateId: number; now: Date; days: number }) {
  const itemId = sql<number>`coalesce(${orders.courseId}, ${orders.bundleId})`;
  const result = await db
    .select({
      kind: orders.kind,
      id: itemId,
      title: sql<string>`coalesce(max(${courses.title}), max(${bundles.title}), max(${orders.itemTitle}))`,
      // Today's Bangla title of the course or bundle, when written (docs/decisions/026).
      titleBn: sql<string | null>`coalesce(max(${courses.titleBn}), max(${bundles.titleBn}))`,
      conversions: count(),
      earnings: sql<unknown>`sum(${affiliateCommissions.amount})`,
    })
    .from(affiliateCommissions)
    .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .leftJoin(bundles, eq(bundles.id, orders.bundleId))
    .where(
      and(
        eq(affiliateCommissions.affiliateId, input.affiliateId),
        eq(affiliateCommissions.status, 'earned'),
        eq(orders.status, 'paid'),
        gte(affiliateCommissions.createdAt, periodStart(input.now, input.days)),
      ),
    )
    .groupBy(orders.kind, itemId);
  return result.map((row) => ({
    kind: row.kind,
    id: num(row.id),
    title: row.title,
    titleBn: row.titleBn,
    conversions: num(row.conversions),
    earnings: num(row.earnings),
  }));
}

export interface Ledger {
  /** Commissions that stand (earned, not reversed). */
  earned: number;
  /** Payouts sent. */
  paid: number;
  /** The open request, if any. */
  requested: number;
}

/** The affiliate's money, all time. Inside a transaction after `lockProfile`, it cannot move under us. */
export async function ledgerOf(db: Database, affiliateId: number): Promise<Ledger> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`
      select
        (select coalesce(sum(amount), 0) from ${affiliateCommissions}
          where affiliate_id = ${affiliateId} and status = 'earned') as earned,
        (select coalesce(sum(amount), 0) from ${affiliatePayoutRequests}
          where affiliate_id = ${affiliateId} and status = 'paid') as paid,
        (select coalesce(sum(amount), 0) from ${affiliatePayoutRequests}
          where affiliate_id = ${affiliateId} and status = 'requested') as requested
    `,
  );
  return { earned: num(row?.earned), paid: num(row?.paid), requested: num(row?.requested) };
}

export const availableBalance = (ledger: Ledger) => ledger.earned - ledger.paid - ledger.requested;

export async function countCommissions(db: Database, affiliateId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId));
  return num(row?.total);
}

export async function listCommissions(
  db: Database,
  input: { affiliateId: number; limit: number; offset: number },
) {
  return db
    .select({
      id: affiliateCommissions.id,
      createdAt: affiliateCommissions.createdAt,
      kind: orders.kind,
      itemTitle: orders.itemTitle,
      orderTotal: orders.total,
      amount: affiliateCommissions.amount,
      rateBasisPoints: affiliateCommissions.rateBasisPoints,
      status: affiliateCommissions.status,
    })
    .from(affiliateCommissions)
    .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
    .where(eq(affiliateCommissions.affiliateId, input.affiliateId))
    .orderBy(desc(affiliateCommissions.createdAt), desc(affiliateCommissions.id))
    .limit(input.limit)
    .offset(input.offset);
}

export type PayoutRow = typeof affiliatePayoutRequests.$inferSelect;

export async function listPayouts(
  db: Database,
  payee: Payee | number,
  limit: number,
  offset = 0,
): Promise<PayoutRow[]> {
  const who: Payee = typeof payee === 'number' ? { kind: 'affiliate', id: payee } : payee;
  return db
    .select()
    .from(affiliatePayoutRequests)
    .where(eq(payeeColumn(who), who.id))
    .orderBy(desc(affiliatePayoutRequests.createdAt), desc(affiliatePayoutRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function countPayouts(db: Database, payee: Payee): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(affiliatePayoutRequests)
    .where(eq(payeeColumn(payee), payee.id));
  return num(row?.total);
}

export async function findOpenPayout(db: Database, payee: Payee | number): Promise<PayoutRow | undefined> {
  const who: Payee = typeof payee === 'number' ? { kind: 'affiliate', id: payee } : payee;
  const [row] = await db
    .select()
    .from(affiliatePayoutRequests)
    .where(and(eq(payeeColumn(who), who.id), eq(affiliatePayoutRequests.status, 'requested')))
    .limit(1);
  return row;
}

/** Paid and requested payouts of the payee, all time (poisha). */
export async function payoutTotals(db: Database, payee: Payee): Promise<{ paid: number; requested: number }> {
  const column = payee.kind === 'affiliate' ? sql.raw('affiliate_id') : sql.raw('instructor_id');
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`
      select
        coalesce(sum(amount) filter (where status = 'paid'), 0) as paid,
        coalesce(sum(amount) filter (where status = 'requested'), 0) as requested
      from ${affiliatePayoutRequests} where ${column} = ${payee.id}
    `,
  );
  return { paid: num(row?.paid), requested: num(row?.requested) };
}

export async function insertPayout(
  tx: Database,
  values: { payee: Payee; amount: number; method: 'bkash' | 'nagad' | 'bank'; account: string },
): Promise<PayoutRow> {
  const { payee, ...rest } = values;
  const [row] = await tx
    .insert(affiliatePayoutRequests)
    .values({
      ...rest,
      affiliateId: payee.kind === 'affiliate' ? payee.id : null,
      instructorId: payee.kind === 'instructor' ? payee.id : null,
    })
    .returning();
  return row!;
}

/** Staff's list, affiliates' and instructors' requests together, with who asked and their balance now. */
export async function listPayoutsForStaff(
  db: Database,
  input: { status: 'requested' | 'paid' | 'rejected' | undefined; limit: number; offset: number },
) {
  const where = input.status ? eq(affiliatePayoutRequests.status, input.status) : undefined;
  const p = affiliatePayoutRequests;
  const [totalRow] = await db.select({ total: count() }).from(p).where(where);
  const results = await db
    .select({
      request: p,
      userId: users.id,
      referralCode: affiliateProfiles.referralCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      earned: sql<unknown>`case when ${p.affiliateId} is not null
        then (select coalesce(sum(k.amount), 0) from ${affiliateCommissions} k
          where k.affiliate_id = ${p.affiliateId} and k.status = 'earned')
        else (select coalesce(sum(e.amount), 0) from ${instructorEarnings} e
          where e.instructor_id = ${p.instructorId}) end`,
      withdrawn: sql<unknown>`case when ${p.affiliateId} is not null
        then (select coalesce(sum(r.amount), 0) from ${affiliatePayoutRequests} r
          where r.affiliate_id = ${p.affiliateId} and r.status in ('paid', 'requested'))
        else (select coalesce(sum(r.amount), 0) from ${affiliatePayoutRequests} r
          where r.instructor_id = ${p.instructorId} and r.status in ('paid', 'requested')) end`,
    })
    .from(p)
    .leftJoin(affiliateProfiles, eq(affiliateProfiles.id, p.affiliateId))
    .leftJoin(instructorProfiles, eq(instructorProfiles.id, p.instructorId))
    .innerJoin(users, eq(users.id, sql`coalesce(${affiliateProfiles.userId}, ${instructorProfiles.userId})`))
    .where(where)
    // The oldest open requests first when looking at the queue; otherwise the newest first.
    .orderBy(
      ...(input.status === 'requested' ? [asc(p.createdAt), asc(p.id)] : [desc(p.createdAt), desc(p.id)]),
    )
    .limit(input.limit)
    .offset(input.offset);
  return {
    total: num(totalRow?.total),
    results: results.map((row) => ({ ...row, balance: num(row.earned) - num(row.withdrawn) })),
  };
}

export async function findPayoutForStaff(db: Database, id: number) {
  const [row] = await db.select().from(affiliatePayoutRequests).where(eq(affiliatePayoutRequests.id, id));
  return row;
}

/** Only an open request moves; `undefined` when it was not (any longer) open. */
export async function closePayout(
  db: Database,
  input: { id: number; status: 'paid' | 'rejected'; note: string; staffId: number; at: Date },
) {
  const [row] = await db
    .update(affiliatePayoutRequests)
    .set({ status: input.status, note: input.note, processedAt: input.at, processedBy: input.staffId })
    .where(and(eq(affiliatePayoutRequests.id, input.id), eq(affiliatePayoutRequests.status, 'requested')))
    .returning();
  return row;
}

/** One commission per order: the unique order_id turns a second write (another callback) into nothing. */
export async function insertCommissionOnce(
  tx: Database,
  values: { affiliateId: number; orderId: number; amount: number; rateBasisPoints: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(affiliateCommissions)
    .values(values)
    .onConflictDoNothing({ target: affiliateCommissions.orderId })
    .returning({ id: affiliateCommissions.id });
  return inserted.length > 0;
}

/** The user behind an affiliate profile (whom the notification centre tells). */
export async function findAffiliateUserId(db: Database, affiliateId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: affiliateProfiles.userId })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.id, affiliateId));
  return row?.userId;
}

export async function findInstructorUserId(db: Database, instructorId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: instructorProfiles.userId })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.id, instructorId));
  return row?.userId;
}

/** An earned commission of the order becomes reversed; a reversed one keeps its first reversal's time. */
export async function reverseEarnedCommission(tx: Database, orderId: number, at: Date): Promise<void> {
  await tx
    .update(affiliateCommissions)
    .set({ status: 'reversed', reversedAt: at })
    .where(and(eq(affiliateCommissions.orderId, orderId), eq(affiliateCommissions.status, 'earned')));
}
