import type { CourseListItem } from '@dokkho/contract/catalog';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { hasSale } from '../components/course-price';

type Priced = Pick<CourseListItem, 'price' | 'sale_price' | 'is_free'>;

/** What a learner pays today: nothing for a free course, the sale price while there is one, else the price. */
export function priceToday(course: Priced): number {
  if (course.is_free) return 0;
  return hasSale(course) ? course.sale_price : course.price;
}

export interface PathSavings {
  /** The path's own price today. */
  pathPrice: number;
  /** Its courses bought one by one, each at today's price. */
  separately: number;
  /** What buying the path saves; 0 when it does not. */
  savings: number;
  /** The saving as a whole percent of `separately`. */
  percent: number;
}

/** The career path's offer: its price against buying its courses one at a time (issue 4 item 2). */
export function pathSavings(path: Priced & { courses: readonly Priced[] }): PathSavings {
  const pathPrice = priceToday(path);
  const separately = path.courses.reduce((sum, course) => sum + priceToday(course), 0);
  const savings = Math.max(0, separately - pathPrice);
  return {
    pathPrice,
    separately,
    savings,
    percent: separately > 0 ? Math.round((savings * 100) / separately) : 0,
  };
}

export type StepState = 'done' | 'in-progress' | 'not-started';

export interface PathStep {
  course: CourseListItem;
  /** 1-based, the order the path teaches in. */
  position: number;
  state: StepState;
  /** The learner's progress in this course (0 when not enrolled). */
  progress: number;
  enrolled: boolean;
}

export interface PathProgress {
  steps: PathStep[];
  /** Lessons done over lessons in the path, so a long course weighs more than a short one. */
  percent: number;
  completedCourses: number;
  /** The first course not completed yet: where "Continue" goes. Null when the whole path is done. */
  next: PathStep | null;
  /** Whether the learner has started anything on the path. */
  started: boolean;
}

/**
 * Where the learner stands on a path, from their enrolments (`GET course/enrolled/`). Each course of the
 * path is its own enrolment; a course they are not enrolled in counts as not started, with all its lessons
 * still to do.
 */
export function pathProgress(
  courses: readonly CourseListItem[],
  enrolments: readonly EnrolledCourse[] = [],
): PathProgress {
  const byCourse = new Map(enrolments.map((entry) => [entry.course.id, entry]));
  let doneLessons = 0;
  let totalLessons = 0;
  const steps = courses.map((course, index): PathStep => {
    const entry = byCourse.get(course.id);
    const total = entry ? entry.total_lessons : course.lessons_count;
    const done = entry ? Math.min(entry.completed_lessons, total) : 0;
    totalLessons += total;
    doneLessons += entry?.completed_at ? total : done;
    const state: StepState = entry?.completed_at
      ? 'done'
      : entry && (entry.progress_percent > 0 || done > 0)
        ? 'in-progress'
        : 'not-started';
    return {
      course,
      position: index + 1,
      state,
      progress: entry?.completed_at ? 100 : (entry?.progress_percent ?? 0),
      enrolled: entry !== undefined,
    };
  });
  const completedCourses = steps.filter((step) => step.state === 'done').length;
  return {
    steps,
    percent: totalLessons > 0 ? Math.floor((doneLessons * 100) / totalLessons) : 0,
    completedCourses,
    next: steps.find((step) => step.state !== 'done') ?? null,
    started: steps.some((step) => step.enrolled),
  };
}
