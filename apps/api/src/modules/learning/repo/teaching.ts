import { and, count, countDistinct, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { DHAKA_TIME_ZONE } from '@dokkho/domain/dates';

const { enrollments, lessonProgress, reviews, users } = schema;

/** node-postgres answers bigint and numeric as text, PGlite as numbers: read both. */
const num = (value: unknown) => Number(value ?? 0);

// Written into the SQL rather than bound: a bound value in both the select list and the group by is two
// different parameters to PostgreSQL, which then refuses the grouping. A constant of ours, never input.
const ZONE = sql.raw(`'${DHAKA_TIME_ZONE}'`);

const dhakaDay = (column: typeof enrollments.createdAt | typeof reviews.updatedAt) =>
  sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;
const dhakaMonth = (column: typeof reviews.updatedAt) =>
  sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM')`;

/** Per course: its seats and the learners who completed it. */
export async function seatCounts(db: Database, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const result = await db
    .select({
      courseId: enrollments.courseId,
      seats: count(),
      completed: sql<number>`count(${enrollments.completedAt})`,
    })
    .from(enrollments)
    .where(inArray(enrollments.courseId, courseIds))
    .groupBy(enrollments.courseId);
  return result.map((row) => ({
    courseId: row.courseId,
    seats: num(row.seats),
    completed: num(row.completed),
  }));
}

export async function distinctLearners(db: Database, courseIds: number[]): Promise<number> {
  if (courseIds.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(enrollments.userId) })
    .from(enrollments)
    .where(inArray(enrollments.courseId, courseIds));
  return num(row?.n);
}

/** Seats taken per Dhaka day since `since`, days without any left out. */
export async function enrolmentsByDay(db: Database, courseIds: number[], since: Date) {
  if (courseIds.length === 0) return [];
  const day = dhakaDay(enrollments.createdAt);
  const result = await db
    .select({ day, n: count() })
    .from(enrollments)
    .where(and(inArray(enrollments.courseId, courseIds), gte(enrollments.createdAt, since)))
    .groupBy(day);
  return result.map((row) => ({ day: String(row.day), enrolments: num(row.n) }));
}

/** Reviews per Dhaka month of their latest edit since `since`, with their ratings' sum. */
export async function reviewsByMonth(db: Database, courseIds: number[], since: Date) {
  if (courseIds.length === 0) return [];
  const month = dhakaMonth(reviews.updatedAt);
  const result = await db
    .select({ month, n: count(), total: sql<number>`sum(${reviews.rating})` })
    .from(reviews)
    .where(and(inArray(reviews.courseId, courseIds), gte(reviews.updatedAt, since)))
    .groupBy(month);
  return result.map((row) => ({ month: String(row.month), reviews: num(row.n), total: num(row.total) }));
}

/** How many reviews gave each star, 5 down to 1. */
export async function ratingBreakdown(db: Database, courseId: number): Promise<number[]> {
  const result = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(eq(reviews.courseId, courseId))
    .groupBy(reviews.rating);
  return [5, 4, 3, 2, 1].map((star) => num(result.find((row) => row.rating === star)?.n));
}

export async function recentReviews(db: Database, courseId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      rating: reviews.rating,
      comment: reviews.comment,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.courseId, courseId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(limit);
}

/** One page of a course's learners, most recent seat first, with their lessons done and last activity. */
export async function learnersPage(
  db: Database,
  courseId: number,
  window: { limit: number; offset: number },
) {
  const done = db
    .select({
      userId: lessonProgress.userId,
      completedLessons: sql<number>`count(${lessonProgress.completedAt})`.as('completed_lessons'),
      lastActivity: sql<Date | string | null>`max(${lessonProgress.updatedAt})`.as('last_activity'),
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.courseId, courseId))
    .groupBy(lessonProgress.userId)
    .as('done');
  const [total, page] = await Promise.all([
    db.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, courseId)),
    db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        enrolledAt: enrollments.createdAt,
        source: enrollments.source,
        completedAt: enrollments.completedAt,
        completedLessons: done.completedLessons,
        lastActivity: done.lastActivity,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .leftJoin(done, eq(done.userId, enrollments.userId))
      .where(eq(enrollments.courseId, courseId))
      .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return {
    total: num(total[0]?.n),
    rows: page.map((row) => ({
      ...row,
      completedLessons: num(row.completedLessons),
      // A raw aggregate comes back as text on node-postgres.
      lastActivity: row.lastActivity === null ? null : new Date(row.lastActivity),
    })),
  };
}

/** Who holds a certificate of these courses: one row a certificate. */
export async function certificateHolders(db: Database, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const { certificates } = schema;
  return db
    .select({ userId: certificates.userId, courseId: certificates.courseId, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(inArray(certificates.courseId, courseIds));
}

/** Everyone holding a seat in the course, with what a message to them needs (an announcement). */
export async function courseRecipients(db: Database, courseId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      language: users.language,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(enrollments.courseId, courseId))
    .orderBy(enrollments.userId);
}
