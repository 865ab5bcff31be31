import type { Database } from '@dokkho/db';
import * as courseRepo from './repo/courses';
import * as repo from './repo/teaching';

/**
 * Learning's side of the instructor dashboard (issue 17): seats, progress and reviews of courses the
 * caller (modules/teaching) has already found among the instructor's own. Nothing here checks ownership:
 * the course ids come from the catalog's instructor lookup.
 */

const fullName = (row: { firstName: string; lastName: string; username: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.username;

export async function seatCounts(options: { db: Database; courseIds: number[] }) {
  return repo.seatCounts(options.db, options.courseIds);
}

export async function countDistinctLearners(options: { db: Database; courseIds: number[] }) {
  return repo.distinctLearners(options.db, options.courseIds);
}

/** Seats per Dhaka day (YYYY-MM-DD) since `since`; days without seats are absent. */
export async function enrolmentsByDay(options: { db: Database; courseIds: number[]; since: Date }) {
  return repo.enrolmentsByDay(options.db, options.courseIds, options.since);
}

/** Reviews per Dhaka month (YYYY-MM) of their latest edit since `since`, with the sum of their stars. */
export async function reviewsByMonth(options: { db: Database; courseIds: number[]; since: Date }) {
  return repo.reviewsByMonth(options.db, options.courseIds, options.since);
}

export async function ratingBreakdown(options: { db: Database; courseId: number }) {
  return repo.ratingBreakdown(options.db, options.courseId);
}

export async function recentReviews(options: { db: Database; courseId: number; limit: number }) {
  const rows = await repo.recentReviews(options.db, options.courseId, options.limit);
  return rows.map((row) => ({
    id: row.id,
    learnerName: fullName(row),
    rating: row.rating,
    comment: row.comment,
    updatedAt: row.updatedAt,
  }));
}

export async function courseLearners(options: {
  db: Database;
  courseId: number;
  window: { limit: number; offset: number };
}) {
  const page = await repo.learnersPage(options.db, options.courseId, options.window);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      name: fullName(row),
      enrolledAt: row.enrolledAt,
      source: row.source,
      completedAt: row.completedAt,
      completedLessons: row.completedLessons,
      lastActivity: row.lastActivity,
    })),
  };
}

/**
 * A course's curriculum as its author wrote it, modules in order with their lessons (issue 17 item 4: what
 * staff review, and the completeness check before a course can be submitted). Any state: the caller found
 * the course first.
 */
export async function courseOutline(options: { db: Database; courseId: number }) {
  const [modules, lessons] = await Promise.all([
    courseRepo.findModules(options.db, options.courseId),
    courseRepo.findLessonOutlines(options.db, options.courseId),
  ]);
  return modules.map((module) => ({
    id: module.id,
    kind: module.kind,
    title: module.title,
    lessons: lessons
      .filter((lesson) => lesson.moduleId === module.id)
      .map((lesson) => ({
        id: lesson.id,
        kind: lesson.kind,
        title: lesson.title,
        duration_seconds: lesson.durationSeconds,
        is_preview: lesson.isPreview,
      })),
  }));
}

/** The certificates issued on these courses (who and when), for the instructor's job view. */
export async function certificateHolders(options: { db: Database; courseIds: number[] }) {
  return repo.certificateHolders(options.db, options.courseIds);
}

/**
 * The course's learners (every seat), with their address, first name and language: whom
 * an announcement tells (issue 17 item 7). The caller found the course among the instructor's own.
 */
export async function courseRecipients(options: { db: Database; courseId: number }) {
  return repo.courseRecipients(options.db, options.courseId);
}
