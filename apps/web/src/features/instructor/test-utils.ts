import type { TeachingCourse, TeachingDashboard } from '@dokkho/contract/teaching';

export { json, renderPage, signIn, stubApi } from '../../test/harness';

/** Test data of the instructor pages (only tests import it). */

export function teachingCourse(overrides: Partial<TeachingCourse> = {}): TeachingCourse {
  return {
    id: 7,
    slug: 'sql-for-data-analysts',
    kind: 'course',
    title: 'SQL for Data Analysts',
    thumbnail: '/demo/courses/sql-for-data-analysts.svg',
    status: 'published',
    price: 350_000,
    sale_price: null,
    currency: 'BDT',
    is_free: false,
    lessons_count: 12,
    learners: 84,
    revenue: 24_500_000,
    rating_avg: 4.62,
    rating_count: 31,
    published_at: '2026-03-01T04:00:00.000Z',
    submitted_at: null,
    reviewed_at: null,
    review_note: null,
    updated_at: '2026-03-01T04:00:00.000Z',
    new_version: null,
    ...overrides,
  };
}

const dayKey = (offset: number) => new Date(Date.UTC(2026, 10, 27 + offset)).toISOString().slice(0, 10);

export function teachingDashboard(overrides: Partial<TeachingDashboard> = {}): TeachingDashboard {
  return {
    time_zone: 'Asia/Dhaka',
    courses: { draft: 1, in_review: 1, published: 2, archived: 1 },
    learners: 1_234,
    enrolments: 1_310,
    enrolments_last_30_days: 42,
    revenue: 123_456_700,
    revenue_last_30_days: 1_050_000,
    rating_avg: 4.56,
    rating_count: 212,
    enrolments_daily: Array.from({ length: 30 }, (_, i) => ({ date: dayKey(i - 29), enrolments: i % 3 })),
    enrolments_weekly: Array.from({ length: 26 }, (_, i) => ({ date: dayKey((i - 25) * 7), enrolments: i })),
    revenue_monthly: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      revenue: i * 100_000,
      orders: i,
    })),
    ratings_monthly: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      reviews: i % 2,
      rating_avg: i % 2 ? 4.5 : null,
    })),
    ...overrides,
  };
}
