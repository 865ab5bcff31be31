import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { DHAKA_TIME_ZONE } from '@dokkho/domain/dates';

const { courses, instructorEarnings, instructorProfiles } = schema;

export const TIME_ZONE = DHAKA_TIME_ZONE;

/** node-postgres answers bigint as text, PGlite as a number: read both. */
const num = (value: unknown) => Number(value ?? 0);

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function findProfileByUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.userId, userId))
    .limit(1);
  return row;
}

/** The instructor's row lock: payout requests of one instructor queue here. */
export async function lockProfile(tx: Database, instructorId: number) {
  const [row] = await tx
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.id, instructorId))
    .for('update');
  return row;
}

/** The courses of an order, in id order, with their instructor and list price (the bundle's weights). */
export async function coursesForCredit(tx: Database, courseIds: readonly number[]) {
  return tx
    .select({ id: courses.id, instructorId: courses.instructorId, price: courses.price })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]))
    .orderBy(courses.id);
}

export type EarningInsert = typeof instructorEarnings.$inferInsert;

export async function insertCreditsOnce(tx: Database, values: EarningInsert[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(instructorEarnings).values(values).onConflictDoNothing();
}

export async function insertReversalsOnce(tx: Database, orderId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${instructorEarnings}
      (instructor_id, order_id, course_id, kind, sale_amount, gateway_fee, affiliate_commission,
       share_basis_points, amount, created_at)
    select instructor_id, order_id, course_id, 'reversal', sale_amount, gateway_fee, affiliate_commission,
      share_basis_points, -amount, ${at.toISOString()}::timestamptz
    from ${instructorEarnings}
    where order_id = ${orderId} and kind = 'credit'
    on conflict do nothing
  `);
}

/** Credits less reversals, all time, and the paid enrolments that still stand. */
export async function earnedOf(db: Database, instructorId: number) {
  const [row] = await db
    .select({
      earned: sql<unknown>`coalesce(sum(${instructorEarnings.amount}), 0)`,
      credits: sql<unknown>`count(*) filter (where ${instructorEarnings.kind} = 'credit')`,
      reversals: sql<unknown>`count(*) filter (where ${instructorEarnings.kind} = 'reversal')`,
    })
    .from(instructorEarnings)
    .where(eq(instructorEarnings.instructorId, instructorId));
  return { earned: num(row?.earned), sales: num(row?.credits) - num(row?.reversals) };
}

/** One row per Dhaka month of the last `months`, this one included, empty months with zeros. */
export async function monthlySeries(
  db: Database,
  input: { instructorId: number; now: Date; months: number },
) {
  const { instructorId, now, months } = input;
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
      with months as (
        select generate_series(
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})
            - make_interval(months => ${months - 1}::int),
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}),
          interval '1 month'
        ) as month
      ),
      ledger as (
        select date_trunc('month', e.created_at at time zone ${TIME_ZONE}) as month,
          count(*) filter (where e.kind = 'credit') as sales,
          count(*) filter (where e.kind = 'reversal') as refunds,
          sum(e.amount) as earnings
        from ${instructorEarnings} e
        where e.instructor_id = ${instructorId}
        group by 1
      )
      select to_char(m.month, 'YYYY-MM') as month, coalesce(l.sales, 0) as sales,
        coalesce(l.refunds, 0) as refunds, coalesce(l.earnings, 0) as earnings
      from months m left join ledger l on l.month = m.month
      order by m.month
    `,
  );
  return result.map((row) => ({
    month: String(row.month),
    sales: num(row.sales),
    refunds: num(row.refunds),
    earnings: num(row.earnings),
  }));
}

/** Per course, all time: the highest earnings first. */
export async function byCourse(db: Database, instructorId: number) {
  const e = instructorEarnings;
  const result = await db
    .select({
      courseId: e.courseId,
      title: courses.title,
      titleBn: courses.titleBn,
      credits: sql<unknown>`count(*) filter (where ${e.kind} = 'credit')`,
      refunds: sql<unknown>`count(*) filter (where ${e.kind} = 'reversal')`,
      gross: sql<unknown>`coalesce(sum(case when ${e.kind} = 'credit' then ${e.saleAmount} else -${e.saleAmount} end), 0)`,
      earnings: sql<unknown>`coalesce(sum(${e.amount}), 0)`,
    })
    .from(e)
    .innerJoin(courses, eq(courses.id, e.courseId))
    .where(eq(e.instructorId, instructorId))
    .groupBy(e.courseId, courses.title, courses.titleBn)
    .orderBy(desc(sql`coalesce(sum(${e.amount}), 0)`), e.courseId);
  return result.map((row) => ({
    courseId: row.courseId,
    title: row.title,
    titleBn: row.titleBn,
    sales: num(row.credits) - num(row.refunds),
    refunds: num(row.refunds),
    gross: num(row.gross),
    earnings: num(row.earnings),
  }));
}

/** The ledger rows of an order (tests and the demo data read them). */
export async function earningsOfOrder(db: Database, orderId: number) {
  return db
    .select()
    .from(instructorEarnings)
    .where(and(eq(instructorEarnings.orderId, orderId)))
    .orderBy(instructorEarnings.id);
}

export async function countEarnings(db: Database, instructorId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(instructorEarnings)
    .where(eq(instructorEarnings.instructorId, instructorId));
  return num(row?.total);
}
