import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@dokkho/contract/auth';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../../features/auth/api/get-profile';
import { DEMO_USER, jsonResponse } from '../../features/auth/test-utils';
import { readNextPath } from '../../shared/auth/login-redirect';
import { RequireAuth, ROLE_TYPE } from './require-auth';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search}${location.hash}`}</p>;
}

/** `user`: the profile already in the cache, as after a sign-in (none: the guard fetches it). */
function renderAt(url: string, user: AuthUser | null = DEMO_USER) {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(PROFILE_QUERY_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/email-verification', element: <Where name="verify" /> },
      { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <Where name="login" /> }] },
      {
        path: '/newDashboard',
        element: <RequireAuth type={ROLE_TYPE.learner} />,
        children: [
          { index: true, element: <Where name="dashboard" /> },
          { path: 'courses', element: <Where name="courses" /> },
        ],
      },
      {
        element: <RequireAuth type={ROLE_TYPE.learner} />,
        children: [{ path: '/payment/:id/:affiliateId?', element: <Where name="payment" /> }],
      },
      {
        path: '/hr-dashboard',
        element: <RequireAuth type={ROLE_TYPE.recruiter} />,
        children: [{ index: true, element: <Where name="hr" /> }],
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

const where = () => screen.getByTestId('where').textContent;

describe('RequireAuth (SPEC.md §4, §6)', () => {
  afterEach(() => clearSession());

  it('sends a visitor without a token to /login, keeping the path, query string and hash', () => {
    const router = renderAt('/payment/12/7?promo=EID25#summary');
    expect(where()).toBe('login /login?next=%2Fpayment%2F12%2F7%3Fpromo%3DEID25%23summary');
    expect(readNextPath(router.state.location.search)).toBe('/payment/12/7?promo=EID25#summary');
  });

  it('replaces the history entry, so Back does not return to the guard', () => {
    const router = renderAt('/newDashboard/courses?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(where()).toBe('login /login?next=%2FnewDashboard%2Fcourses%3Ftab%3D2');
  });

  it('treats a stored "undefined" token as no token', () => {
    window.localStorage.setItem('access', 'undefined');
    renderAt('/hr-dashboard');
    expect(where()).toBe('login /login?next=%2Fhr-dashboard');
  });

  it('renders the protected page when a token is stored', () => {
    setSession('token-value', 7);
    renderAt('/newDashboard/courses?tab=2');
    expect(where()).toBe('courses /newDashboard/courses?tab=2');
  });
});

describe('RequireAuth verification gating (SPEC.md §4)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends a signed-in user whose e-mail is not confirmed to /email-verification', () => {
    setSession('token-value', 7);
    const router = renderAt('/newDashboard/courses', { ...DEMO_USER, email_confirmed: false });
    expect(where()).toBe('verify /email-verification');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits for the profile, then sends an unconfirmed user to /email-verification', async () => {
    setSession('token-value', 7);
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ...DEMO_USER, email_confirmed: false })));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/payment/12', null);
    expect(screen.getByRole('status').textContent).toBe('Loading your account');
    expect(screen.queryByTestId('where')).toBeNull();
    expect((await screen.findByTestId('where')).textContent).toBe('verify /email-verification');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a confirmed user without a phone number in (the phone step is not enforced here)', async () => {
    setSession('token-value', 7);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ ...DEMO_USER, phone_number: null }))),
    );
    renderAt('/newDashboard', null);
    expect((await screen.findByTestId('where')).textContent).toBe('dashboard /newDashboard');
  });

  it('renders the page when the profile cannot be loaded', async () => {
    setSession('token-value', 7);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ detail: 'Not found' }, 404))),
    );
    renderAt('/newDashboard', null);
    expect((await screen.findByTestId('where')).textContent).toBe('dashboard /newDashboard');
  });
});

describe('RedirectIfSignedIn (SPEC.md §2: /login)', () => {
  afterEach(() => clearSession());

  it('sends a user holding an access value from /login to /newDashboard', () => {
    window.localStorage.setItem('access', 'stored-token');
    renderAt('/login');
    expect(where()).toBe('dashboard /newDashboard');
  });

  it('sends a user who just signed in on /login to the next target (ADR 005)', () => {
    window.localStorage.setItem('access', 'stored-token');
    renderAt('/login?next=%2FnewDashboard%2Fcourses%3Ftab%3D2');
    expect(where()).toBe('courses /newDashboard/courses?tab=2');
  });

  it('ignores a next that points at another site', () => {
    window.localStorage.setItem('access', 'stored-token');
    renderAt('/login?next=%2F%2Fevil.test');
    expect(where()).toBe('dashboard /newDashboard');
  });

  it('shows the login page to a visitor', () => {
    renderAt('/login');
    expect(where()).toBe('login /login');
  });
});
