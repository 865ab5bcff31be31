import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { enrolled, EXCEL, HTML, json, modules, renderPage, signIn, stubApi } from '../test-utils';
import { MyCoursesPage } from './my-courses-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function stubCourses() {
  return stubApi(({ path, search }) => {
    if (path === '/api/course/enrolled/')
      return json([
        enrolled(HTML, { progress_percent: 50, completed_lessons: 6 }),
        enrolled(EXCEL, {
          progress_percent: 100,
          completed_lessons: 12,
          completed_at: '2026-11-24T04:00:00Z',
        }),
      ]);
    if (path === '/api/course/modules/')
      return json(modules(Number(new URLSearchParams(search).get('course'))));
    return undefined;
  });
}

describe('MyCoursesPage (/newDashboard/courses)', () => {
  it('lists every course with its progress and the button back into it', async () => {
    signIn();
    stubCourses();
    renderPage(<MyCoursesPage />, '/newDashboard/courses');
    const html = (await screen.findByRole('link', { name: HTML.title })).closest('article')!;
    expect(
      within(html)
        .getByRole('progressbar', { name: `Progress in ${HTML.title}` })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    within(html).getByText('6 of 12 lessons');
    expect(
      (await within(html).findByRole('link', { name: `Continue learning: ${HTML.title}` })).getAttribute(
        'href',
      ),
    ).toBe('/lessons/2001');

    const excel = screen.getByRole('link', { name: EXCEL.title }).closest('article')!;
    within(excel).getByText('Completed 24 Nov 2026');
    expect(
      (await within(excel).findByRole('link', { name: `Review course: ${EXCEL.title}` })).getAttribute(
        'href',
      ),
    ).toBe('/lessons/1201');
    expect(within(excel).getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe(
      '/newDashboard/certificates',
    );
  });

  it('filters to completed or in-progress courses, keeping the choice in the address', async () => {
    signIn();
    stubCourses();
    const { router } = renderPage(<MyCoursesPage />, '/newDashboard/courses');
    await screen.findByRole('link', { name: HTML.title });
    fireEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    expect(router.state.location.search).toBe('?tab=completed');
    expect(screen.queryByRole('link', { name: HTML.title })).toBeNull();
    screen.getByRole('link', { name: EXCEL.title });
    expect(screen.getByRole('button', { name: /^Completed/ }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: /^In progress/ }));
    screen.getByRole('link', { name: HTML.title });
    expect(screen.queryByRole('link', { name: EXCEL.title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^All/ }));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the tab in the address and says when a tab is empty', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/course/enrolled/') return json([enrolled(HTML, { progress_percent: 10 })]);
      return json(modules(HTML.id));
    });
    renderPage(<MyCoursesPage />, '/newDashboard/courses?tab=completed');
    await screen.findByText(/No completed courses yet/);
  });

  it('falls back to the course page when the modules cannot be loaded', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/course/enrolled/') return json([enrolled(HTML, { progress_percent: 10 })]);
      return json({ detail: 'Not allowed.' }, 403);
    });
    renderPage(<MyCoursesPage />, '/newDashboard/courses');
    expect(
      (await screen.findByRole('link', { name: `Open course: ${HTML.title}` })).getAttribute('href'),
    ).toBe('/courseDetails/20');
  });

  it('has an empty state for a learner with no course, and an error state', async () => {
    signIn();
    stubApi(() => json([]));
    renderPage(<MyCoursesPage />, '/newDashboard/courses');
    await screen.findByRole('heading', { name: 'You are not enrolled in any course yet' });
    expect(screen.getByRole('link', { name: 'Browse free courses' }).getAttribute('href')).toBe(
      '/allcourses?price=free',
    );
  });

  it('says what failed when the courses cannot be loaded', async () => {
    signIn();
    stubApi(() => json({ detail: 'Service unavailable.' }, 503));
    renderPage(<MyCoursesPage />, '/newDashboard/courses');
    await screen.findByRole('heading', { name: 'We couldn’t load your courses' });
    screen.getByRole('button', { name: 'Try again' });
  });
});
