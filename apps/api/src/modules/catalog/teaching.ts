import type { CourseState } from '@dokkho/contract/teaching';
import type { Database } from '@dokkho/db';
import * as repo from './repo';

/**
 * The catalog's side of the instructor dashboard (issue 17): the courses an instructor teaches in every
 * state. Everything else in the catalog shows published courses only; these are for their own instructor.
 */
export type TeachingCourseRow = repo.TeachingCourseRow;

export async function listInstructorCourses(options: {
  db: Database;
  instructorId: number;
  status?: CourseState;
}): Promise<TeachingCourseRow[]> {
  return repo.findInstructorCourses(options.db, options.instructorId, options.status);
}

/** The course when this instructor teaches it; undefined for anyone else's (and for no course at all). */
export async function findInstructorCourse(options: {
  db: Database;
  instructorId: number;
  courseId: number;
}): Promise<TeachingCourseRow | undefined> {
  return repo.findInstructorCourse(options.db, options.instructorId, options.courseId);
}

/*
 * Review and publish (issue 17 item 4): staff read any course and move its state; the instructor's own
 * submit and withdraw find the course with `findInstructorCourse` first (ownership in the lookup).
 */
export type ReviewCourseRow = NonNullable<repo.ReviewCourseRow>;

/** Any course, with what a reviewer reads and who teaches it. `lock`: inside a transaction, for a move. */
export async function findCourseForReview(options: {
  db: Database;
  courseId: number;
  lock?: boolean;
}): Promise<ReviewCourseRow | undefined> {
  return repo.findReviewCourse(options.db, options.courseId, { lock: options.lock ?? false });
}

/** The courses waiting for review, the longest waiting first. */
export async function listCoursesInReview(options: {
  db: Database;
  window: { limit: number; offset: number };
}): Promise<{ rows: ReviewCourseRow[]; total: number }> {
  return repo.findCoursesInReview(options.db, options.window);
}

/** Moves a course (locked by `findCourseForReview` in the same transaction) to its new state. */
export async function setCourseReviewState(options: {
  db: Database;
  courseId: number;
  set: Parameters<typeof repo.updateCourseReviewState>[2];
}): Promise<void> {
  await repo.updateCourseReviewState(options.db, options.courseId, options.set);
}

export type CourseTeacher = NonNullable<Awaited<ReturnType<typeof repo.findCourseTeacher>>>;

/**
 * The course's title and its instructor's name, address and language (issue 17 item 8): whoever tells the
 * instructor of a question, a review or an enrolment on it. Runs in the caller's transaction when given one.
 */
export async function findCourseTeacher(options: {
  db: Database;
  courseId: number;
}): Promise<CourseTeacher | undefined> {
  return repo.findCourseTeacher(options.db, options.courseId);
}

export type CourseSkillsRow = Awaited<ReturnType<typeof repo.findPublishedCourseSkills>>[number];

/** The instructor's published courses with their titles and tags (what the job matching reads). */
export async function listPublishedCourseSkills(options: {
  db: Database;
  instructorId: number;
}): Promise<CourseSkillsRow[]> {
  return repo.findPublishedCourseSkills(options.db, options.instructorId);
}
