import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

/*
 * What a seeker's profile is read from, for a whole list of seekers at once: one query per table, so a
 * page of applicants costs a fixed number of queries (candidate.ts assembles them).
 */

export type ExperienceRow = typeof schema.jobSeekerExperiences.$inferSelect;
export type EducationRow = typeof schema.jobSeekerEducations.$inferSelect;

export function experienceRowsOf(db: Database, jobSeekerIds: number[]): Promise<ExperienceRow[]> {
  return db
    .select()
    .from(schema.jobSeekerExperiences)
    .where(inArray(schema.jobSeekerExperiences.jobSeekerId, jobSeekerIds));
}

export function educationRowsOf(db: Database, jobSeekerIds: number[]): Promise<EducationRow[]> {
  return db
    .select()
    .from(schema.jobSeekerEducations)
    .where(inArray(schema.jobSeekerEducations.jobSeekerId, jobSeekerIds));
}

/** Dokkho certificates of these users, newest first. */
export function certificateRowsOf(db: Database, userIds: number[]) {
  return db
    .select({
      userId: schema.certificates.userId,
      serial: schema.certificates.serial,
      courseId: schema.certificates.courseId,
      courseTitle: schema.certificates.courseTitle,
      issuedAt: schema.certificates.issuedAt,
    })
    .from(schema.certificates)
    .where(inArray(schema.certificates.userId, userIds))
    .orderBy(desc(schema.certificates.issuedAt), desc(schema.certificates.id));
}

/** These seekers' profiles with their users' names and pictures (unknown ids are simply absent). */
export function candidateProfileRows(db: Database, jobSeekerIds: number[]) {
  const { jobSeekerProfiles: p, users: u } = schema;
  return db
    .select({
      id: p.id,
      userId: p.userId,
      firstName: u.firstName,
      lastName: u.lastName,
      picture: u.profilePicture,
      headline: p.headline,
      about: p.about,
      division: p.division,
      district: p.district,
      skills: p.skills,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(inArray(p.id, jobSeekerIds));
}

/** The courses these users completed, most recent first. */
export function completedCourseRows(db: Database, userIds: number[]) {
  return db
    .select({
      userId: schema.enrollments.userId,
      courseId: schema.courses.id,
      title: schema.courses.title,
    })
    .from(schema.enrollments)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.enrollments.courseId))
    .where(and(inArray(schema.enrollments.userId, userIds), isNotNull(schema.enrollments.completedAt)))
    .orderBy(desc(schema.enrollments.completedAt), desc(schema.enrollments.id));
}

/** Each quiz a user passed, with their best percent on it. */
export function passedQuizBestScores(db: Database, userIds: number[]) {
  return db
    .select({
      userId: schema.quizAttempts.userId,
      best: sql<number>`max(${schema.quizAttempts.percent})`.mapWith(Number),
    })
    .from(schema.quizAttempts)
    .where(and(inArray(schema.quizAttempts.userId, userIds), isNotNull(schema.quizAttempts.submittedAt)))
    .groupBy(schema.quizAttempts.userId, schema.quizAttempts.quizId)
    .having(sql`bool_or(${schema.quizAttempts.passed})`);
}
