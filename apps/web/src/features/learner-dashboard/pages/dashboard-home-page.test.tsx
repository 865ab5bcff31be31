import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import {
  completedCourse,
  enrolled,
  EXCEL,
  HTML,
  json,
  liveModule,
  liveOutline,
  modules,
  renderPage,
  signIn,
  stubApi,
} from '../test-utils';
import { DashboardHomePage } from './dashboard-home-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);

describe('DashboardHomePage (/newDashboard)', () => {
  it('greets the learner, offers the course in progress and counts courses, completions and certificates', async () => {
    signIn();
    const calls = stubApi(({ path, search }) => {
      if (path === '/api/course/enrolled/')
        return json([
          enrolled(EXCEL, {
            progress_percent: 100,
            completed_lessons: 12,
            completed_at: '2026-11-24T04:00:00Z',
          }),
          enrolled(HTML, { progress_percent: 50, completed_lessons: 6 }),
        ]);
      if (path === '/api/course/completed-courses/') return json([completedCourse()]);
      if (path === '/api/course/modules/' && search === '?course=20')
        return json(
          modules(20, {
            resume_lesson_id: 2007,
            modules: [liveOutline(77, inTwoDays, 60, 'Live code review')],
          }),
        );
      if (path === '/api/course/modules/') return json(modules(12));
      if (path === '/api/course/live-module/77/')
        return json(
          liveModule({
            id: 77,
            course_id: 20,
            title: 'Live code review',
            starts_at: inTwoDays.toISOString(),
          }),
        );
      return undefined;
    });
    renderPage(<DashboardHomePage />, '/newDashboard');

    await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Nusrat$/ });
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    within(card).getByText(HTML.title);
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    within(card).getByText('6 of 12 lessons complete');
    const resume = await within(card).findByRole('link', { name: `Continue learning: ${HTML.title}` });
    expect(resume.getAttribute('href')).toBe('/lessons/2007');

    const numbers = screen.getByRole('region', { name: 'Your numbers' });
    expect(
      within(numbers)
        .getByRole('link', { name: /^2 Courses$/ })
        .getAttribute('href'),
    ).toBe('/newDashboard/courses');
    within(numbers).getByRole('link', { name: /^1 Completed$/ });
    await within(numbers).findByRole('link', { name: /^1 Certificate$/ });

    const live = screen.getByRole('region', { name: 'Upcoming live classes' });
    await within(live).findByRole('heading', { name: 'Live code review' });
    within(live).getByText('Upcoming');
    expect(calls.some((c) => c.path === '/api/course/live-module/77/')).toBe(true);
  });

  it('says so when every course is finished', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/course/enrolled/')
        return json([enrolled(EXCEL, { progress_percent: 100, completed_at: '2026-11-24T04:00:00Z' })]);
      if (path === '/api/course/completed-courses/') return json([completedCourse()]);
      if (path === '/api/course/modules/') return json(modules(12));
      return undefined;
    });
    renderPage(<DashboardHomePage />, '/newDashboard');
    await screen.findByRole('heading', { name: 'You have finished every course you started' });
    expect(screen.getByRole('link', { name: 'Find your next course' }).getAttribute('href')).toBe(
      '/allcourses',
    );
    await screen.findByText(/No live classes coming up/);
  });

  it('points a new learner to free courses', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/course/my-events/' ? json({ upcoming: [], past: [] }) : json([])));
    renderPage(<DashboardHomePage />, '/newDashboard', { firstName: null });
    await screen.findByRole('heading', { name: 'Start your first course' });
    // Issue 18: the events panel shows for a learner without courses too, with the way to free classes.
    const events = screen.getByRole('region', { name: 'My events' });
    await within(events).findByText(/No free classes or masterclasses booked/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^Good (morning|afternoon|evening)$/,
    );
    expect(screen.getByRole('link', { name: 'Browse free courses' }).getAttribute('href')).toBe(
      '/allcourses?price=free',
    );
    expect(screen.getByRole('link', { name: 'See all courses' }).getAttribute('href')).toBe('/allcourses');
  });

  it('shows a skeleton while loading, then the error with a retry that works', async () => {
    signIn();
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/course/enrolled/' && fail) return json({ detail: 'Service unavailable.' }, 503);
      if (path === '/api/course/my-events/') return json({ upcoming: [], past: [] });
      return json([]);
    });
    renderPage(<DashboardHomePage />, '/newDashboard');
    screen.getByText('Loading your dashboard');
    await screen.findByRole('heading', { name: 'We couldn’t load your courses' });
    screen.getByText('Service unavailable.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Start your first course' });
  });
});
