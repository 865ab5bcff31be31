import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useOutletContext } from 'react-router';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../../features/auth/api/get-profile';
import { DEMO_USER } from '../../features/auth/test-utils';
import { LearnerDashboardLayout } from './learner-dashboard-layout';

function Page({ name }: { name: string }) {
  const context = useOutletContext<{ firstName: string | null }>();
  return (
    <h1>
      {name} for {context.firstName}
    </h1>
  );
}

function renderAt(url: string) {
  setSession('token', DEMO_USER.id);
  const queryClient = createQueryClient();
  queryClient.setQueryData(PROFILE_QUERY_KEY, DEMO_USER);
  // The bell's count (features/notifications), known already: the layout test makes no API call.
  queryClient.setQueryData(['notifications', 'unread-count'], { unread: 4 });
  const router = createMemoryRouter(
    [
      {
        path: '/newDashboard',
        element: <LearnerDashboardLayout />,
        children: [
          { index: true, element: <Page name="Home" /> },
          { path: 'courses', element: <Page name="Courses" /> },
          { path: 'grades', element: <Page name="Grades" /> },
          { path: 'community', element: <Page name="Community" /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => clearSession());

describe('LearnerDashboardLayout (/newDashboard/*)', () => {
  it('frames the page with every dashboard link, the account menu and a way back to the site', async () => {
    renderAt('/newDashboard/courses');
    await screen.findByRole('heading', { level: 1, name: 'Courses for Nusrat' });
    // SPEC.md §2: no site header on dashboards; the bar is the dashboard's own, not a banner.
    expect(screen.queryByRole('banner')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'My learning' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/newDashboard',
      '/newDashboard/courses',
      '/newDashboard/quiz',
      '/newDashboard/grades',
      '/newDashboard/schedule',
      '/newDashboard/certificates',
      '/newDashboard/rating',
      '/newDashboard/notifications',
      '/newDashboard/orders',
      '/newDashboard/wishlist',
      '/newDashboard/profile',
      '/newDashboard/query',
      '/newDashboard/course-announcement',
      '/newDashboard/live-chat',
      '/newDashboard/community',
    ]);
    expect(within(nav).getByRole('link', { name: 'My courses' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getAllByText('Soon')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Announcements' }).textContent).not.toContain('Soon');
    expect(within(nav).getByRole('link', { name: /Questions/ }).textContent).not.toContain('Soon');
    expect(within(nav).getByRole('link', { name: /Live chat/ }).textContent).toContain('Soon');

    screen.getByRole('button', { name: 'Account menu for Nusrat Jahan' });
    // Issue 17 item 8: the bell of every dashboard, with its count.
    screen.getByRole('button', { name: 'Notifications 4 unread' });
    expect(screen.getAllByRole('link', { name: 'Back to Dokkho' })[0]?.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Dokkho home' }).getAttribute('href')).toBe('/');
  });

  it('gives phones a bottom bar, and "More" opens every page and closes on navigation', async () => {
    const router = renderAt('/newDashboard');
    const bar = await screen.findByRole('navigation', { name: 'My learning: shortcuts' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Dashboard', 'My courses', 'Schedule', 'Certificates']);
    expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(bar).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'My learning' });
    within(sheet).getByRole('link', { name: /Community/ });
    fireEvent.click(within(sheet).getByRole('link', { name: 'Grades' }));
    await screen.findByRole('heading', { level: 1, name: 'Grades for Nusrat' });
    expect(router.state.location.pathname).toBe('/newDashboard/grades');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
