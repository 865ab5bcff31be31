import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CertificateDetails, CertifyResponse, CompletedCourse } from '@dokkho/contract/learning';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { findCourseRowsByIds, toCourseListItem } from '../catalog/service';

const { certificates, courses, enrollments, instructorProfiles, users } = schema;
const instructorUsers = alias(users, 'instructor_users');

export const CERTIFICATE_NOT_FOUND_MESSAGE =
  'No certificate has this number. Check it against the certificate, letter by letter.';
export const ENROL_FOR_CERTIFICATE_MESSAGE = 'Enrol in this course and complete it to earn its certificate.';
export const CERTIFICATE_ISSUED_MESSAGE = 'Congratulations! Your certificate is ready.';
export const CERTIFICATE_EXISTS_MESSAGE = 'Your certificate for this course.';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** DKH- and 12 Crockford base32 characters (60 random bits) in groups of four: easy to read aloud. */
export function newCertificateSerial(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (byte) => CROCKFORD[byte & 31]).join('');
  return `DKH-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

type CertificateRow = typeof certificates.$inferSelect;

export function toCertificateDetails(row: CertificateRow, origin: string): CertificateDetails {
  return {
    serial: row.serial,
    learner_name: row.learnerName,
    course_id: row.courseId,
    course_title: row.courseTitle,
    instructor_name: row.instructorName,
    issued_at: row.issuedAt.toISOString(),
    verify_url: `${origin}/certificate/${row.serial}`,
    pdf_url: `${origin}/api/course/certificate-pdf/${row.serial}/`,
  };
}

export async function findCertificate(db: Database, serial: string): Promise<CertificateRow> {
  const [row] = await db.select().from(certificates).where(eq(certificates.serial, serial));
  if (!row) throw AppError.notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * What is left before a certificate: lessons not done and quizzes without a passing attempt. The rule
 * (issue 4 item 7): every lesson complete and every quiz passed.
 */
export async function remainingWork(db: Database, userId: number, courseId: number) {
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

function howMany(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * `POST course/certify-user/`: issues the certificate once the course is complete, or hands back the
 * one already issued. Issuing also marks the enrolment completed, in the same transaction; the unique
 * (user, course) row makes a double request issue one certificate.
 */
export async function certifyUser(options: {
  db: Database;
  userId: number;
  courseId: number;
  origin: string;
}): Promise<{ created: boolean; body: CertifyResponse }> {
  const { db, userId, courseId, origin } = options;
  const [seat] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  if (!seat) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw AppError.notFound('Course not found.');
    throw AppError.forbidden(ENROL_FOR_CERTIFICATE_MESSAGE);
  }
  const [existing] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  if (existing) {
    return {
      created: false,
      body: { detail: CERTIFICATE_EXISTS_MESSAGE, certificate: toCertificateDetails(existing, origin) },
    };
  }

  const left = await remainingWork(db, userId, courseId);
  if (left.lessons + left.quizzes === 0) {
    throw AppError.badRequest('This course has no lessons or quizzes yet, so there is nothing to certify.');
  }
  if (left.lessonsLeft + left.quizzesLeft > 0) {
    const parts = [
      left.lessonsLeft ? howMany(left.lessonsLeft, 'lesson', 'lessons') : null,
      left.quizzesLeft ? howMany(left.quizzesLeft, 'quiz', 'quizzes') : null,
    ].filter(Boolean);
    throw AppError.badRequest(
      `Finish every lesson and pass every quiz to get your certificate: ${parts.join(' and ')} to go.`,
    );
  }

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
  if (!facts) throw AppError.notFound('Course not found.');

  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(certificates)
      .values({
        serial: newCertificateSerial(),
        userId,
        courseId,
        learnerName: `${facts.firstName} ${facts.lastName}`.trim(),
        courseTitle: facts.courseTitle,
        instructorName: `${facts.instructorFirstName} ${facts.instructorLastName}`.trim(),
        issuedAt: now,
      })
      .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
      .returning();
    await tx
      .update(enrollments)
      .set({ completedAt: sql`coalesce(${enrollments.completedAt}, ${now}::timestamptz)` })
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    return inserted;
  });
  if (row) {
    return {
      created: true,
      body: { detail: CERTIFICATE_ISSUED_MESSAGE, certificate: toCertificateDetails(row, origin) },
    };
  }
  // A concurrent request issued it first: answer with that one.
  const [winner] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return {
    created: false,
    body: { detail: CERTIFICATE_EXISTS_MESSAGE, certificate: toCertificateDetails(winner!, origin) },
  };
}

/** `GET course/completed-courses/`: the learner's certificates with their courses, newest first. */
export async function listCompletedCourses(options: {
  db: Database;
  userId: number;
  origin: string;
}): Promise<CompletedCourse[]> {
  const { db, userId, origin } = options;
  const rows = await db
    .select({ certificate: certificates, completedAt: enrollments.completedAt })
    .from(certificates)
    .leftJoin(
      enrollments,
      and(eq(enrollments.userId, certificates.userId), eq(enrollments.courseId, certificates.courseId)),
    )
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  const courseRows = await findCourseRowsByIds(
    db,
    rows.map((row) => row.certificate.courseId),
  );
  const byId = new Map(courseRows.map((course) => [course.id, course]));
  return rows.flatMap((row) => {
    const course = byId.get(row.certificate.courseId);
    if (!course) return [];
    return [
      {
        course: toCourseListItem(course),
        completed_at: (row.completedAt ?? row.certificate.issuedAt).toISOString(),
        certificate: toCertificateDetails(row.certificate, origin),
      },
    ];
  });
}
