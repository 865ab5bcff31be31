import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { readNextPath } from '../../shared/auth/login-redirect';
import { RequireAuth, ROLE_TYPE } from './require-auth';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
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
  render(<RouterProvider router={router} />);
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
