import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courses, courseModules, lessons, courseFaqs, reviews, users, enrollments, wishlistItems } = schema;

export type EnrollmentSource = (typeof schema.ENROLLMENT_SOURCES)[number];

/** A course a learner can enrol in or save: published, or (for saving) at least existing. */
export async function findCourseForEnrollment(db: Database, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, status: courses.status, price: courses.price, salePrice: courses.salePrice })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

export async function findModules(db: Database, courseId: number) {
  return db
    .select({
      id: courseModules.id,
      kind: courseModules.kind,
      title: courseModules.title,
      description: courseModules.description,
      startsAt: courseModules.startsAt,
      liveDurationMinutes: courseModules.liveDurationMinutes,
    })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
}

export async function findLessonOutlines(db: Database, courseId: number) {
  return db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      kind: lessons.kind,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      isPreview: lessons.isPreview,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.moduleId), asc(lessons.position), asc(lessons.id));
}

export async function findFaqs(db: Database, courseId: number) {
  return db
    .select({
      id: courseFaqs.id,
      question: courseFaqs.question,
      answer: courseFaqs.answer,
      questionBn: courseFaqs.questionBn,
      answerBn: courseFaqs.answerBn,
    })
    .from(courseFaqs)
    .where(eq(courseFaqs.courseId, courseId))
    .orderBy(asc(courseFaqs.position), asc(courseFaqs.id));
}

export async function findRatingBreakdown(db: Database, courseId: number) {
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.courseId, courseId))
    .groupBy(reviews.rating);
}

export async function findRecentReviews(db: Database, courseId: number, limit: number) {
  return db
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
    .limit(limit);
}

/**
 * Adds the seat once: a repeated or concurrent call finds the unique (user, course) row and adds
 * nothing. The course's enrolled_count moves in the same transaction as the seat it counts.
 */
export async function insertEnrollment(
  db: Database,
  input: { userId: number; courseId: number; source: EnrollmentSource; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enrollments)
      .values({ userId: input.userId, courseId: input.courseId, source: input.source, createdAt: input.at })
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning({ id: enrollments.id });
    if (inserted.length === 0) return false;
    await tx
      .update(courses)
      .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
      .where(eq(courses.id, input.courseId));
    return true;
  });
}

/**
 * Removes the seat when it came from one of `sources`, with the course's enrolled_count in the same
 * transaction. A seat from another source (free, staff-granted) stays: a refund takes back only what the
 * money bought. False when there was no such seat.
 */
export async function deleteEnrollment(
  db: Database,
  input: { userId: number; courseId: number; sources: readonly EnrollmentSource[] },
): Promise<boolean> {
  if (input.sources.length === 0) return false;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(enrollments)
      .where(
        and(
          eq(enrollments.userId, input.userId),
          eq(enrollments.courseId, input.courseId),
          inArray(enrollments.source, [...input.sources]),
        ),
      )
      .returning({ id: enrollments.id });
    if (deleted.length === 0) return false;
    await tx
      .update(courses)
      .set({ enrolledCount: sql`greatest(${courses.enrolledCount} - 1, 0)` })
      .where(eq(courses.id, input.courseId));
    return true;
  });
}

/**
 * A learner's enrolments with their lesson progress, newest first; optionally one course only. The two
 * counts are correlated subqueries: each is an index lookup (lessons_course_idx,
 * lesson_progress_user_course_idx) for the handful of courses one learner has, never a scan.
 */
export async function findEnrollments(db: Database, input: { userId: number; courseId?: number }) {
  return db
    .select({
      courseId: enrollments.courseId,
      source: enrollments.source,
      enrolledAt: enrollments.createdAt,
      completedAt: enrollments.completedAt,
      // Spelled out with table names: inside a sql`` template drizzle renders columns unqualified, and
      // "course_id" would resolve to the subquery's own table.
      totalLessons:
        sql<number>`(select count(*) from lessons l where l.course_id = "enrollments"."course_id")`.mapWith(
          Number,
        ),
      completedLessons:
        sql<number>`(select count(*) from lesson_progress p where p.user_id = "enrollments"."user_id" and p.course_id = "enrollments"."course_id" and p.completed_at is not null)`.mapWith(
          Number,
        ),
    })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, input.userId),
        input.courseId === undefined ? undefined : eq(enrollments.courseId, input.courseId),
      ),
    )
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
}

export async function findWishlist(db: Database, userId: number) {
  return db
    .select({ courseId: wishlistItems.courseId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.courseId));
}

/** Saves a course; saving it again changes nothing (and keeps the first date). */
export async function insertWishlistItem(db: Database, input: { userId: number; courseId: number }) {
  const inserted = await db
    .insert(wishlistItems)
    .values(input)
    .onConflictDoNothing()
    .returning({ courseId: wishlistItems.courseId });
  return inserted.length > 0;
}

export async function deleteWishlistItem(db: Database, input: { userId: number; courseId: number }) {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.courseId, input.courseId)))
    .returning({ courseId: wishlistItems.courseId });
  return deleted.length > 0;
}

/** The courses a user teaches (through their instructor profile), any status. */
export async function findTaughtCourseIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(schema.instructorProfiles, eq(schema.instructorProfiles.id, courses.instructorId))
    .where(eq(schema.instructorProfiles.userId, userId));
  return rows.map((row) => row.id);
}
