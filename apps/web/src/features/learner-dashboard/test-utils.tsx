import type { ReactElement } from 'react';
import type { CourseListItem } from '@dokkho/contract/catalog';
import type {
  CompletedCourse,
  CourseGrades,
  CourseModulesResponse,
  EnrolledCourse,
  LiveModule,
  MyReview,
  QuizSummary,
} from '@dokkho/contract/learning';
import { courseListItem } from '../../test/factories';
import { renderPage as renderRoutedPage } from '../../test/harness';
import type { LearnerDashboardContext } from './lib/dashboard-context';

/** Test data and a harness for the learner dashboard's page tests (only tests import it). */

export function course(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return courseListItem({
    subtitle: 'The formulas every office job expects',
    thumbnail: '/demo/courses/excel.svg',
    ...overrides,
  });
}

export const EXCEL = course();
export const HTML = course({ id: 20, slug: 'html', title: 'HTML, CSS and JavaScript for Beginners' });

export function enrolled(item: CourseListItem, overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    course: item,
    enrolled_at: '2026-11-01T04:00:00.000Z',
    source: 'free',
    progress_percent: 0,
    completed_lessons: 0,
    total_lessons: 12,
    completed_at: null,
    ...overrides,
  };
}

export function modules(
  courseId: number,
  overrides: Partial<CourseModulesResponse> = {},
): CourseModulesResponse {
  return {
    course_id: courseId,
    course_title: 'A course',
    is_enrolled: true,
    modules: [],
    progress_percent: 0,
    resume_lesson_id: courseId * 100 + 1,
    ...overrides,
  };
}

/** A live module outline as `course/modules/` lists it. */
export function liveOutline(id: number, startsAt: Date, minutes = 90, title = `Live Q&A ${id}`) {
  return {
    id,
    kind: 'live' as const,
    title,
    description: '',
    starts_at: startsAt.toISOString(),
    live_duration_minutes: minutes,
    duration_seconds: minutes * 60,
    lessons: [],
  };
}

export function liveModule(overrides: Partial<LiveModule> & Pick<LiveModule, 'id'>): LiveModule {
  return {
    course_id: 12,
    title: 'Live Q&A',
    description: '',
    starts_at: '2026-12-05T14:00:00.000Z',
    ends_at: '2026-12-05T15:30:00.000Z',
    status: 'upcoming',
    is_enrolled: true,
    join_url: null,
    recording_url: null,
    ...overrides,
  };
}

export function quiz(overrides: Partial<QuizSummary> & Pick<QuizSummary, 'id'>): QuizSummary {
  return {
    course_id: 12,
    module_id: null,
    title: `Quiz ${overrides.id}`,
    description: '',
    question_count: 5,
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: 3,
    attempts_used: 0,
    best_percent: null,
    passed: false,
    last_attempt_id: null,
    ...overrides,
  };
}

export function grades(overrides: Partial<CourseGrades> = {}): CourseGrades {
  return {
    course_id: 12,
    course_title: EXCEL.title,
    quizzes: [],
    average_percent: null,
    ...overrides,
  };
}

export const SERIAL = 'DKH-DEM0-2026-0001';

export function completedCourse(overrides: Partial<CompletedCourse> = {}): CompletedCourse {
  return {
    course: EXCEL,
    completed_at: '2026-11-24T04:00:00.000Z',
    certificate: {
      serial: SERIAL,
      learner_name: 'Nusrat Jahan',
      course_id: EXCEL.id,
      course_title: EXCEL.title,
      instructor_name: 'Tanvir Ahmed',
      issued_at: '2026-11-24T04:00:00.000Z',
      verify_url: `https://dokkho.test/certificate/${SERIAL}`,
      pdf_url: `https://dokkho.test/api/course/certificate-pdf/${SERIAL}/`,
    },
    ...overrides,
  };
}

export function myReview(overrides: Partial<MyReview> = {}): MyReview {
  return {
    id: 5,
    course_id: EXCEL.id,
    rating: 4,
    comment: 'Clear and practical.',
    created_at: '2026-11-20T04:00:00.000Z',
    updated_at: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

export { json, signIn, stubApi, type Call } from '../../test/harness';

/** Renders a dashboard page at `url` under a parent that passes the layout's outlet context. */
export function renderPage(
  ui: ReactElement,
  url: string,
  context: LearnerDashboardContext = { firstName: 'Nusrat' },
) {
  return renderRoutedPage(ui, url, '*', { outletContext: context });
}
