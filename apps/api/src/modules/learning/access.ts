import { sql } from 'drizzle-orm';
import type { Database } from '@dokkho/db';

export interface CourseAccess {
  /** Holds a seat (free, paid, bundle or staff-granted). */
  enrolled: boolean;
  /** Teaches the course: sees everything of it, drafts too. */
  teaching: boolean;
  staff: boolean;
}

/**
 * What a user may do with a course, in one round trip: every lesson, progress and quiz call asks this
 * first (ARCHITECTURE.md: every object access checks ownership and role on the server).
 */
export async function courseAccess(db: Database, userId: number, courseId: number): Promise<CourseAccess> {
  // A one-row select of three EXISTS: the query builder keeps the row typed on both drivers.
  const [row] = await db
    .select({
      enrolled: sql<boolean>`exists (select 1 from enrollments e where e.user_id = ${userId} and e.course_id = ${courseId})`,
      teaching: sql<boolean>`exists (select 1 from courses c join instructor_profiles ip on ip.id = c.instructor_id where c.id = ${courseId} and ip.user_id = ${userId})`,
      staff: sql<boolean>`coalesce((select u.is_staff from users u where u.id = ${userId}), false)`,
    })
    .from(sql`(select 1) as one`);
  return { enrolled: !!row?.enrolled, teaching: !!row?.teaching, staff: !!row?.staff };
}

/** Sees a course's whole content whatever its status or the seat: its instructor and staff. */
export const seesEverything = (access: CourseAccess) => access.teaching || access.staff;

/**
 * A course nobody outside its teachers and staff may know of: a draft, or one waiting for staff review
 * (issue 17). An archived course was published: its learners keep it.
 */
export const neverPublished = (status: string) => status === 'draft' || status === 'in_review';
