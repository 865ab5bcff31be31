import { describe, expect, it } from 'vitest';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { listItem } from '../test-utils';
import { pathProgress, pathSavings, priceToday } from './career-path-plan';

const excel = listItem({ id: 1, is_free: true, price: 0, lessons_count: 4 });
const sql = listItem({ id: 2, is_free: false, price: 300000, sale_price: 250000, lessons_count: 10 });
const python = listItem({ id: 3, is_free: false, price: 500000, sale_price: null, lessons_count: 6 });

function enrolment(course = sql, overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    course,
    enrolled_at: '2026-10-01T00:00:00.000Z',
    source: 'purchase',
    progress_percent: 0,
    completed_lessons: 0,
    total_lessons: course.lessons_count,
    completed_at: null,
    ...overrides,
  };
}

describe('career path plan', () => {
  it('prices a course as a learner pays it today', () => {
    expect(priceToday(excel)).toBe(0);
    expect(priceToday(sql)).toBe(250000);
    expect(priceToday(python)).toBe(500000);
    // A "sale" above the price is not a sale.
    expect(priceToday(listItem({ is_free: false, price: 1000, sale_price: 2000 }))).toBe(1000);
  });

  it('compares the path price with buying its courses one by one', () => {
    const path = { price: 900000, sale_price: 600000, is_free: false, courses: [excel, sql, python] };
    expect(pathSavings(path)).toEqual({
      pathPrice: 600000,
      separately: 750000,
      savings: 150000,
      percent: 20,
    });
    // A path that costs more than its courses saves nothing (never a negative saving).
    expect(pathSavings({ ...path, sale_price: null, courses: [sql] })).toMatchObject({
      savings: 0,
      percent: 0,
    });
    expect(pathSavings({ ...path, courses: [] })).toMatchObject({ separately: 0, percent: 0 });
  });

  it('follows the learner along the path, weighting courses by their lessons', () => {
    const none = pathProgress([excel, sql, python]);
    expect(none).toMatchObject({ percent: 0, completedCourses: 0, started: false });
    expect(none.next?.course.id).toBe(1);
    expect(none.steps.map((step) => step.position)).toEqual([1, 2, 3]);

    const some = pathProgress(
      [excel, sql, python],
      [
        enrolment(excel, {
          completed_lessons: 4,
          progress_percent: 100,
          completed_at: '2026-10-10T00:00:00Z',
        }),
        enrolment(sql, { completed_lessons: 5, progress_percent: 50 }),
      ],
    );
    expect(some.steps.map((step) => step.state)).toEqual(['done', 'in-progress', 'not-started']);
    expect(some.steps.map((step) => step.progress)).toEqual([100, 50, 0]);
    // (4 + 5) of (4 + 10 + 6) lessons.
    expect(some.percent).toBe(45);
    expect(some.completedCourses).toBe(1);
    expect(some.next?.course.id).toBe(2);
    expect(some.started).toBe(true);

    const enrolledNotStarted = pathProgress([sql], [enrolment(sql)]);
    expect(enrolledNotStarted.steps[0]).toMatchObject({ state: 'not-started', enrolled: true });

    const all = pathProgress(
      [excel],
      [
        enrolment(excel, {
          completed_lessons: 4,
          progress_percent: 100,
          completed_at: '2026-10-10T00:00:00Z',
        }),
      ],
    );
    expect(all).toMatchObject({ percent: 100, completedCourses: 1, next: null });
  });
});
