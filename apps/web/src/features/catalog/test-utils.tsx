import type { CourseListItem } from '@dokkho/contract/catalog';
import type { CourseFullDetail, EnrollmentStatus, WishlistItem } from '@dokkho/contract/learning';
import { courseListItem } from '../../test/factories';

/** Test data and a harness for the course page and wishlist tests (not shipped: only tests import it). */

export function courseDetail(overrides: Partial<CourseFullDetail> = {}): CourseFullDetail {
  return {
    ...courseListItem(),
    kind: 'course',
    description:
      'Whether you are preparing for your first job or want to stop copying numbers by hand.\n\nEach lesson uses a real office task.',
    outcomes: ['Use SUM, IF, VLOOKUP and XLOOKUP with confidence', 'Build simple charts for monthly reports'],
    requirements: ['Microsoft Excel 2016 or newer'],
    tags: ['excel'],
    instructor: {
      id: 3,
      name: 'Tanvir Ahmed',
      avatar: null,
      headline: 'Senior Data Analyst at bKash',
      bio: 'Tanvir has spent eight years turning data into decisions.',
      courses_count: 3,
      learners_count: 4210,
      rating_avg: 4.7,
      rating_count: 512,
    },
    published_at: '2026-01-10T04:00:00.000Z',
    updated_at: '2026-11-01T04:00:00.000Z',
    curriculum: {
      modules: [
        {
          id: 101,
          kind: 'recorded',
          title: 'Excel basics',
          description: '',
          starts_at: null,
          live_duration_minutes: null,
          duration_seconds: 930,
          lessons: [
            { id: 1001, kind: 'video', title: 'Welcome to Excel', duration_seconds: 330, is_preview: true },
            {
              id: 1002,
              kind: 'article',
              title: 'Cheat sheet: shortcuts',
              duration_seconds: 240,
              is_preview: false,
            },
            {
              id: 1003,
              kind: 'video',
              title: 'Entering data quickly',
              duration_seconds: 360,
              is_preview: false,
            },
          ],
        },
        {
          id: 102,
          kind: 'live',
          title: 'Live Q&A: your first report',
          description: 'Bring your questions.',
          starts_at: '2026-12-05T14:00:00.000Z',
          live_duration_minutes: 90,
          duration_seconds: 5400,
          lessons: [],
        },
        {
          id: 103,
          kind: 'recorded',
          title: 'Reports and charts',
          description: '',
          starts_at: null,
          live_duration_minutes: null,
          duration_seconds: 760,
          lessons: [
            { id: 1004, kind: 'video', title: 'Printing and PDF', duration_seconds: 760, is_preview: false },
          ],
        },
      ],
      lessons_count: 4,
      duration_seconds: 930 + 5400 + 760,
    },
    faqs: [
      { id: 1, question: 'Will I get a certificate?', answer: 'Yes, with a public verification page.' },
      { id: 2, question: 'Is this course really free?', answer: 'Yes. No card or bKash number is needed.' },
    ],
    rating_breakdown: [0, 0, 1, 1, 2],
    recent_reviews: [
      {
        id: 9,
        rating: 5,
        comment: 'Clear and practical',
        reviewer: { name: 'Rahim U.', avatar: null },
        updated_at: '2026-11-20T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function enrollment(overrides: Partial<EnrollmentStatus> = {}): EnrollmentStatus {
  return {
    course_id: 12,
    is_enrolled: false,
    enrolled_at: null,
    progress_percent: 0,
    completed_at: null,
    ...overrides,
  };
}

export function wishlistItem(course: CourseListItem): WishlistItem {
  return { course, added_at: '2026-11-20T00:00:00.000Z' };
}

export { courseListItem as listItem } from '../../test/factories';
export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
