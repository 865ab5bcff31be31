import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi, teachingCourse, teachingDashboard } from '../test-utils';
import { InstructorHomePage } from './instructor-home-page';
import { MyCoursesPage } from './my-courses-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('InstructorHomePage (/ir-dashboard)', () => {
  it('shows the numbers in lakh-grouped taka, the course states and the enrolments table', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/instructor/dashboard/' ? json(teachingDashboard()) : undefined));
    renderPage(<InstructorHomePage />, '/ir-dashboard');

    const learners = await screen.findByRole('group', { name: 'Learners' });
    within(learners).getByText('1,234');
    const revenue = screen.getByRole('group', { name: 'Revenue' });
    within(revenue).getByText('৳12,34,567');
    within(revenue).getByText('৳10,500 in the last 30 days');
    within(screen.getByRole('group', { name: 'Rating' })).getByText('From 212 reviews');
    const states = screen.getByRole('region', { name: 'Your courses' });
    expect(
      within(states)
        .getByRole('link', { name: /In review/ })
        .getAttribute('href'),
    ).toBe('/ir-dashboard/my-courses?status=in_review');
    // The chart's chunk arrives after the numbers; its numbers are in a table too.
    const table = await screen.findByRole('table', { name: 'Enrolments per period' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('offers a first course to an instructor without any', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/instructor/dashboard/'
        ? json(teachingDashboard({ courses: { draft: 0, in_review: 0, published: 0, archived: 0 } }))
        : undefined,
    );
    renderPage(<InstructorHomePage />, '/ir-dashboard');
    await screen.findByRole('heading', { name: 'Your first course starts here' });
    expect(screen.getByRole('link', { name: 'Create a course' }).getAttribute('href')).toBe(
      '/ir-dashboard/add-courses',
    );
  });
});

describe('MyCoursesPage (/ir-dashboard/my-courses)', () => {
  it('asks for the state in the address and shows each course with its numbers and what comes next', async () => {
    signIn();
    const calls = stubApi(({ path }) =>
      path === '/api/instructor/courses/'
        ? json({
            counts: { draft: 1, in_review: 0, published: 1, archived: 0 },
            results: [
              teachingCourse({
                id: 9,
                title: 'Statistics for Data Analysts',
                status: 'draft',
                learners: 0,
                revenue: 0,
                rating_avg: null,
                rating_count: 0,
                reviewed_at: '2026-11-18T04:00:00.000Z',
                review_note: 'Add a worked example to every lesson.',
              }),
            ],
          })
        : undefined,
    );
    renderPage(<MyCoursesPage />, '/ir-dashboard/my-courses?status=draft');

    const row = (
      await screen.findByRole('heading', { level: 2, name: 'Statistics for Data Analysts' })
    ).closest('li')!;
    within(row).getByText('Add a worked example to every lesson.');
    within(row).getByText('Sent back on 18 Nov 2026');
    within(row).getByText('0 learners');
    expect(
      within(row)
        .getByRole('link', { name: /^Draft/ })
        .getAttribute('href'),
    ).toBe('/ir-dashboard/course-details/9');
    // A draft is edited from its row.
    expect(
      within(row).getByRole('link', { name: 'Edit Statistics for Data Analysts' }).getAttribute('href'),
    ).toBe('/ir-dashboard/edit-courses/9');
    expect(calls[0]?.search).toBe('?status=draft');
    const tabs = screen.getByRole('navigation', { name: 'Course states' });
    expect(within(tabs).getByRole('link', { name: /Draft/ }).getAttribute('aria-current')).toBe('page');
    within(within(tabs).getByRole('link', { name: /All/ })).getByText('2');
  });
});
