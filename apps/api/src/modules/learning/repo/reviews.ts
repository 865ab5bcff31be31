import { and, count, desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courses, enrollments, reviews, users } = schema;

/** A transaction or the database: these functions run in either. */
export type Executor = Database;

export type ReviewRow = typeof reviews.$inferSelect;

/** The course's status and rating, its row locked until the transaction ends (reviews queue here). */
export async function lockCourseRating(tx: Executor, courseId: number) {
  const [course] = await tx
    .select({ status: courses.status, ratingAvg: courses.ratingAvg, ratingCount: courses.ratingCount })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return course;
}

export async function setCourseRating(
  tx: Executor,
  courseId: number,
  rating: { ratingAvg: number; ratingCount: number },
): Promise<void> {
  await tx.update(courses).set(rating).where(eq(courses.id, courseId));
}

export async function isEnrolled(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const [seat] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return seat !== undefined;
}

export async function findReview(db: Executor, userId: number, courseId: number) {
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.courseId, courseId)));
  return review;
}

export async function updateReview(
  db: Executor,
  reviewId: number,
  values: { rating: number; comment: string; updatedAt: Date },
): Promise<ReviewRow> {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, reviewId)).returning();
  return row!;
}

export async function insertReview(
  db: Executor,
  values: {
    userId: number;
    courseId: number;
    rating: number;
    comment: string;
    createdAt: Date;
    updatedAt: Date;
  },
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function findReviewsByUser(db: Executor, userId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id));
}

export async function isPublished(db: Executor, courseId: number): Promise<boolean> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')));
  return course !== undefined;
}

/** One page of a course's reviews with their authors, newest first, and how many there are in all. */
export async function findCourseReviewPage(
  db: Executor,
  courseId: number,
  window: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        updatedAt: reviews.updatedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.profilePicture,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.courseId, courseId))
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(reviews).where(eq(reviews.courseId, courseId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
