import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@dokkho/db';

const { certificates, courses, enrollments, instructorProfiles, users } = schema;
const instructorUsers = alias(users, 'instructor_users');

export type CertificateRow = typeof certificates.$inferSelect;

export async function findCertificateBySerial(
  db: Database,
  serial: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.serial, serial));
  return row;
}

export async function findUserCertificate(
  db: Database,
  userId: number,
  courseId: number,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row;
}

/** Whether the learner holds a seat in the course, and whether the course exists at all. */
export async function findSeat(db: Database, userId: number, courseId: number) {
  const [seat] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return seat;
}

export async function courseExists(db: Database, courseId: number): Promise<boolean> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return course !== undefined;
}

/** Lessons and quizzes of the course, and how many the learner has not finished or passed. */
export async function countRemainingWork(db: Database, userId: number, courseId: number) {
  const [row] = await db
    .select({
      lessons: sql<number>`(select count(*) from lessons l where l.course_id = ${courseId})`.mapWith(Number),
      lessonsLeft: sql<number>`(
        select count(*) from lessons l
        where l.course_id = ${courseId} and not exists (
          select 1 from lesson_progress p
          where p.user_id = ${userId} and p.lesson_id = l.id and p.completed_at is not null
        )
      )`.mapWith(Number),
      quizzes: sql<number>`(select count(*) from quizzes q where q.course_id = ${courseId})`.mapWith(Number),
      quizzesLeft: sql<number>`(
        select count(*) from quizzes q
        where q.course_id = ${courseId} and not exists (
          select 1 from quiz_attempts a
          where a.user_id = ${userId} and a.quiz_id = q.id and a.passed
        )
      )`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** The names a certificate copies at issue time: the learner's, the course title and the instructor's. */
export async function findCertificateFacts(db: Database, userId: number, courseId: number) {
  const [facts] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      courseTitle: courses.title,
      instructorFirstName: instructorUsers.firstName,
      instructorLastName: instructorUsers.lastName,
    })
    .from(users)
    .innerJoin(courses, eq(courses.id, courseId))
    .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
    .innerJoin(instructorUsers, eq(instructorUsers.id, instructorProfiles.userId))
    .where(eq(users.id, userId));
  return facts;
}

/**
 * Issues the certificate and marks the enrolment completed, in one transaction; undefined when a
 * concurrent request issued it first (the unique (user, course) row).
 */
export async function issueCertificate(
  db: Database,
  values: typeof certificates.$inferInsert & { userId: number; courseId: number; issuedAt: Date },
): Promise<CertificateRow | undefined> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(certificates)
      .values(values)
      .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
      .returning();
    await tx
      .update(enrollments)
      .set({ completedAt: sql`coalesce(${enrollments.completedAt}, ${values.issuedAt}::timestamptz)` })
      .where(and(eq(enrollments.userId, values.userId), eq(enrollments.courseId, values.courseId)));
    return inserted;
  });
}

/** The learner's certificates with when each enrolment was completed, newest first. */
export async function listCertificatesWithCompletion(db: Database, userId: number) {
  return db
    .select({ certificate: certificates, completedAt: enrollments.completedAt })
    .from(certificates)
    .leftJoin(
      enrollments,
      and(eq(enrollments.userId, certificates.userId), eq(enrollments.courseId, certificates.courseId)),
    )
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** The courses' titles as they are now, in both languages: a Bangla certificate may name its course in Bangla. */
export async function findCourseTitles(db: Database, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { title: string; titleBn: string | null }>();
  const rows = await db
    .select({ id: courses.id, title: courses.title, titleBn: courses.titleBn })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  return new Map(rows.map((row) => [row.id, { title: row.title, titleBn: row.titleBn }]));
}
