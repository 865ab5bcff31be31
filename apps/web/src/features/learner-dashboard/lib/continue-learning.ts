import type { EnrolledCourse } from '@dokkho/contract/learning';

/**
 * Which course "Continue learning" offers: the most recent course the learner has started and not
 * finished; failing that, the newest one not started yet; null when every course is complete (or none).
 * The enrolled list comes newest enrolment first, and that order is kept.
 */
export function pickContinueCourse(enrolled: readonly EnrolledCourse[]): EnrolledCourse | null {
  const open = enrolled.filter((entry) => entry.completed_at === null);
  return open.find((entry) => entry.progress_percent > 0) ?? open[0] ?? null;
}

export function isCompleted(entry: EnrolledCourse): boolean {
  return entry.completed_at !== null;
}

/** "6 of 12 lessons". */
export function lessonsDone(entry: Pick<EnrolledCourse, 'completed_lessons' | 'total_lessons'>): string {
  return `${entry.completed_lessons} of ${entry.total_lessons} ${entry.total_lessons === 1 ? 'lesson' : 'lessons'}`;
}
