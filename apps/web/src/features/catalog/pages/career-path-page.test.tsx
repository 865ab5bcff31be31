import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareerPathDetail, EnrolledCourse } from '@dokkho/contract/learning';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { clearSession } from '../../../shared/auth/token-store';
import { courseDetail, json, listItem, renderPage, signIn, stubApi } from '../test-utils';
import { CareerPathPage } from './career-path-page';

const PATH = '/career-paths/:coursesId';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const members = [
  listItem({
    id: 21,
    title: 'Excel Essentials',
    is_free: true,
    price: 0,
    lessons_count: 4,
    duration_minutes: 60,
  }),
  listItem({
    id: 22,
    title: 'SQL for Data Analysts',
    is_free: false,
    price: 500000,
    sale_price: 400000,
    lessons_count: 10,
    duration_minutes: 300,
  }),
  listItem({
    id: 23,
    title: 'Power BI Dashboards',
    is_free: false,
    price: 600000,
    sale_price: null,
    lessons_count: 6,
    duration_minutes: 240,
  }),
];

function careerPath(overrides: Partial<CareerPathDetail> = {}): CareerPathDetail {
  const { curriculum: _c, faqs: _f, rating_breakdown: _r, recent_reviews: _rr, ...base } = courseDetail();
  return {
    ...base,
    id: 40,
    kind: 'career_path',
    title: 'Data Analyst Career Path',
    subtitle: 'Three courses, one goal: your first analyst job',
    is_free: false,
    price: 1200000,
    sale_price: 800000,
    outcomes: ['Build five portfolio projects'],
    requirements: ['About 8 hours a week'],
    description: 'Everything a junior analyst needs, in order.',
    courses: members,
    total_duration_minutes: 600,
    total_lessons: 20,
    ...overrides,
  };
}

function enrolment(course: CourseListItem, overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
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

function stubPath(detail: CareerPathDetail | Response, enrolled: EnrolledCourse[] = []) {
  return stubApi(({ path }) => {
    if (path === '/api/course/career_path/40/') return detail instanceof Response ? detail : json(detail);
    if (path === '/api/course/enrolled/') return json(enrolled);
    if (path === '/api/generics/create-analytics-track/') return json({ detail: 'Recorded.' }, 201);
    return undefined;
  });
}

describe('CareerPathPage (issue 4 item 2)', () => {
  it('lays out the courses in order with totals, the saving and the enrol action', async () => {
    const calls = stubPath(careerPath());
    renderPage(<CareerPathPage />, '/career-paths/40', PATH);

    await screen.findByRole('heading', { level: 1, name: 'Data Analyst Career Path' });
    expect(document.title).toBe('Data Analyst Career Path · Dokkho');
    screen.getByText('3 courses');
    screen.getByText('10h total');
    screen.getByText('20 lessons');

    const steps = within(screen.getByRole('region', { name: 'The courses, in order' }));
    const titles = steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Excel Essentials', 'SQL for Data Analysts', 'Power BI Dashboards']);
    expect(steps.getByRole('link', { name: 'SQL for Data Analysts' }).getAttribute('href')).toBe(
      '/courseDetails/22',
    );
    steps.getByText('Course 1');

    // 0 + 4,000 + 6,000 taka one by one against 8,000 for the path.
    const offer = within(screen.getByRole('region', { name: 'Enrol in the path' }));
    offer.getByText('৳10,000');
    offer.getByText('৳2,000 (20%)');
    expect(offer.getByRole('link', { name: 'Enrol in the path' }).getAttribute('href')).toBe('/payment/40');
    screen.getByText('Save ৳2,000 against buying the courses one by one');

    screen.getByText('Build five portfolio projects');
    // Signed out: no personal call, no progress.
    expect(calls.some((call) => call.path === '/api/course/enrolled/')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
  });

  it('shows the signed-in learner where they are and what comes next', async () => {
    signIn();
    const calls = stubPath(careerPath(), [
      enrolment(careerPath()),
      enrolment(members[0]!, {
        completed_lessons: 4,
        progress_percent: 100,
        completed_at: '2026-10-05T00:00:00Z',
      }),
      enrolment(members[1]!, { completed_lessons: 5, progress_percent: 50 }),
    ]);
    renderPage(<CareerPathPage />, '/career-paths/40', PATH);

    const progress = within(await screen.findByRole('region', { name: 'Your progress' }));
    progress.getByText('1 of 3 courses complete');
    // (4 + 5) of 20 lessons.
    expect(progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(progress.getByRole('link', { name: 'SQL for Data Analysts' }).getAttribute('href')).toBe(
      '/courseDetails/22',
    );

    const steps = within(screen.getByRole('region', { name: 'The courses, in order' }));
    steps.getByText('Completed');
    steps.getByText('In progress · 50%');
    steps.getByText('Course 2 · Up next');

    // They own the path: the action is to keep going, not to buy it again.
    const offer = within(screen.getByRole('region', { name: 'Enrol in the path' }));
    expect(offer.queryByText('৳8,000')).toBeNull();
    expect(offer.getByRole('link', { name: 'Continue learning' }).getAttribute('href')).toBe(
      '/courseDetails/22',
    );

    // A signed-in view is a course_view event (SPEC.md §7 "Analytics").
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/generics/create-analytics-track/')?.body).toEqual({
        event: 'course_view',
        label: 'Data Analyst Career Path',
        payload: { course_id: 40, kind: 'career_path' },
      }),
    );
  });

  it('says when the path does not exist', async () => {
    stubPath(json({ detail: 'Career path not found.' }, 404));
    renderPage(<CareerPathPage />, '/career-paths/40', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This career path does not exist or is no longer offered',
    });
    expect(screen.getByRole('link', { name: 'See all career paths' }).getAttribute('href')).toBe(
      '/allCareerPath',
    );
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    let fail = true;
    stubApi(({ path }) =>
      path === '/api/course/career_path/40/'
        ? fail
          ? json({ detail: 'Bad gateway.' }, 502)
          : json(careerPath())
        : undefined,
    );
    renderPage(<CareerPathPage />, '/career-paths/40', PATH);
    screen.getByText('Loading the career path');
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this career path' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Data Analyst Career Path' });
  });
});
