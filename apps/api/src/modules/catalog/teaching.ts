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
