import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import {
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
import { SchedulePage } from './schedule-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

describe('SchedulePage (/newDashboard/schedule)', () => {
  it('lists upcoming and recent live classes by day, with the join link and the recording', async () => {
    signIn();
    const now = Date.now();
    const running = new Date(now - 10 * 60_000);
    const later = new Date(now + 3 * 86_400_000);
    const past = new Date(now - 2 * 86_400_000);
    const old = new Date(now - 40 * 86_400_000);
    stubApi(({ path, search }) => {
      if (path === '/api/course/enrolled/') return json([enrolled(EXCEL), enrolled(HTML)]);
      if (path === '/api/course/modules/' && search === '?course=12')
        return json(
          modules(12, {
            modules: [
              liveOutline(1, running, 90, 'Excel live clinic'),
              liveOutline(2, past, 60, 'Excel Q&A'),
              liveOutline(4, old, 60, 'Long gone'),
            ],
          }),
        );
      if (path === '/api/course/modules/')
        return json(modules(20, { modules: [liveOutline(3, later, 120, 'Code review')] }));
      if (path === '/api/course/live-module/1/')
        return json(
          liveModule({
            id: 1,
            title: 'Excel live clinic',
            starts_at: running.toISOString(),
            ends_at: new Date(running.getTime() + 1.5 * HOUR).toISOString(),
            status: 'open',
            join_url: 'https://meet.example/excel',
          }),
        );
      if (path === '/api/course/live-module/2/')
        return json(
          liveModule({
            id: 2,
            status: 'ended',
            recording_url: 'https://videos.example/qa',
            starts_at: past.toISOString(),
          }),
        );
      if (path === '/api/course/live-module/3/')
        return json(liveModule({ id: 3, course_id: 20, status: 'upcoming', starts_at: later.toISOString() }));
      return undefined;
    });
    renderPage(<SchedulePage />, '/newDashboard/schedule');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const clinic = (await within(upcoming).findByRole('heading', { name: 'Excel live clinic' })).closest(
      'article',
    )!;
    within(clinic).getByText('Live now');
    const join = await within(clinic).findByRole('link', { name: /Join the live class “Excel live clinic”/ });
    expect(join.getAttribute('href')).toBe('https://meet.example/excel');
    expect(join.getAttribute('target')).toBe('_blank');
    within(clinic).getByText(EXCEL.title);

    const review = within(upcoming).getByRole('heading', { name: 'Code review' }).closest('article')!;
    within(review).getByText(/join link appears here 15 minutes before/);
    // Day headings, earliest first: today's class, then the one in three days.
    const days = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // (A class that began ten minutes before Dhaka midnight started yesterday.)
    expect(days[0]).toMatch(/^(Today|Yesterday)$/);
    expect(days).toHaveLength(2);

    const recent = screen.getByRole('region', { name: 'Recent classes' });
    const qa = within(recent).getByRole('heading', { name: 'Excel Q&A' }).closest('article')!;
    within(qa).getByText('Ended');
    expect(
      (await within(qa).findByRole('link', { name: /Watch the recording of “Excel Q&A”/ })).getAttribute(
        'href',
      ),
    ).toBe('https://videos.example/qa');
    // Older than 30 days: off the schedule.
    expect(screen.queryByText('Long gone')).toBeNull();
  });

  it('says when no course has a live class', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/course/enrolled/') return json([enrolled(EXCEL)]);
      return json(modules(12));
    });
    renderPage(<SchedulePage />, '/newDashboard/schedule');
    await screen.findByRole('heading', { name: 'No live classes scheduled' });
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe(
      '/newDashboard/courses',
    );
  });

  it('shows a skeleton, then the error when the courses cannot be loaded', async () => {
    signIn();
    stubApi(() => json({ detail: 'Service unavailable.' }, 503));
    renderPage(<SchedulePage />, '/newDashboard/schedule');
    screen.getByText('Loading your schedule');
    await screen.findByRole('heading', { name: 'We couldn’t load your schedule' });
  });
});
