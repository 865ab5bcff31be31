import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@dokkho/contract/auth';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession } from '../../shared/auth/token-store';
import { readNextPath } from '../../shared/auth/login-redirect';
import { PROFILE_QUERY_KEY } from '../../features/auth/api/get-profile';
import { DEMO_USER } from '../../features/auth/test-utils';
import { json, signIn, stubApi } from '../../test/harness';
import { routes } from '../routes';
import { RequireStaff } from './require-staff';

const STAFF: AuthUser = { ...DEMO_USER, email: 'admin@dokkho.test', roles: ['learner', 'staff'] };

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search}`}</p>;
}

/** The guard over a stand-in page; `user`: the profile already cached, as after a sign-in. */
function renderGuard(url: string, user: AuthUser | null) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (user) queryClient.setQueryData(PROFILE_QUERY_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where name="login" /> },
      {
        path: '/staff',
        element: <RequireStaff />,
        children: [{ path: 'orders', element: <Where name="staff" /> }],
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

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('RequireStaff (the /staff area)', () => {
  it('sends a signed-out visitor to /login, keeping the way back', () => {
    const calls = stubApi(() => undefined);
    const router = renderGuard('/staff/orders?status=paid', null);
    expect(screen.getByTestId('where').textContent).toBe(
      'login /login?next=%2Fstaff%2Forders%3Fstatus%3Dpaid',
    );
    expect(readNextPath(router.state.location.search)).toBe('/staff/orders?status=paid');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toEqual([]);
  });

  it('shows a signed-in user without the staff role an honest panel, and fetches nothing', async () => {
    signIn(7);
    const calls = stubApi(() => undefined);
    renderGuard('/staff/orders', { ...DEMO_USER, roles: ['learner', 'affiliate', 'instructor'] });
    await screen.findByRole('heading', { level: 1, name: 'This area is for Dokkho staff' });
    screen.getByText('Staff only');
    screen.getByText('nusrat@dokkho.test');
    expect(screen.getByRole('link', { name: 'Back to my learning' }).getAttribute('href')).toBe(
      '/newDashboard',
    );
    expect(screen.queryByTestId('where')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lets staff in', () => {
    signIn(1);
    renderGuard('/staff/orders', STAFF);
    expect(screen.getByTestId('where').textContent).toBe('staff /staff/orders');
  });

  it('waits for the profile, then decides by its roles', async () => {
    signIn(1);
    const calls = stubApi((call) => (call.path === '/api/user/auth/profile/' ? json(STAFF) : undefined));
    renderGuard('/staff/orders', null);
    expect(screen.getByRole('status').textContent).toBe('Loading your account');
    expect((await screen.findByTestId('where')).textContent).toBe('staff /staff/orders');
    expect(calls.map((call) => call.path)).toEqual(['/api/user/auth/profile/']);
  });

  it('says so when the profile cannot be loaded, and tries again on request', async () => {
    signIn(1);
    let fail = true;
    stubApi((call) =>
      call.path === '/api/user/auth/profile/'
        ? fail
          ? json({ detail: 'The server is busy. Try again in a minute.' }, 503)
          : json(STAFF)
        : undefined,
    );
    renderGuard('/staff/orders', null);
    await screen.findByText('The server is busy. Try again in a minute.');
    expect(screen.queryByTestId('where')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('where')).textContent).toBe('staff /staff/orders');
  });
});

describe('the /staff routes', () => {
  function renderApp(url: string, user: AuthUser) {
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    const queryClient = createQueryClient();
    queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('opens /staff on the orders, in the staff frame without the site header', async () => {
    signIn(1);
    stubApi((call) =>
      call.path === '/api/admin/orders/'
        ? json({ count: 0, next: null, previous: null, results: [] })
        : undefined,
    );
    const router = renderApp('/staff', STAFF);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(router.state.location.pathname).toBe('/staff/orders');
    const nav = within(screen.getByRole('navigation', { name: 'Dokkho staff' }));
    expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Payout requests' }).getAttribute('href')).toBe('/staff/payouts');
    expect(screen.queryByRole('banner')).toBeNull();
    await screen.findByRole('heading', { name: 'No orders yet' });
  });

  it('keeps a learner on the "Staff only" panel at /staff/payouts without calling the staff API', async () => {
    signIn(7);
    const calls = stubApi(() => undefined);
    renderApp('/staff/payouts', DEMO_USER);
    await screen.findByRole('heading', { level: 1, name: 'This area is for Dokkho staff' });
    expect(calls.filter((call) => call.path.startsWith('/api/admin/'))).toEqual([]);
  });
});
