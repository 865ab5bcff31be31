import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@dokkho/contract/auth';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../../features/auth/api/get-profile';
import { DEMO_USER, jsonResponse } from '../../features/auth/test-utils';
import { readNextPath } from '../../shared/auth/login-redirect';
import { holdsRole, RequireAuth, ROLE_TYPE, type RoleType } from './require-auth';
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

describe('RequireAuth role check (SPEC.md §6 type numbers)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  /** Every dashboard of SPEC.md §2 behind its type, with the profile already cached. */
  function renderDashboard(url: string, user: AuthUser) {
    setSession('token-value', user.id);
    const queryClient = createQueryClient();
    queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    const branch = (path: string, type: RoleType, name: string) => ({
      path,
      element: <RequireAuth type={type} />,
      children: [{ index: true, element: <Where name={name} /> }],
    });
    const router = createMemoryRouter(
      [
        branch('/newDashboard', ROLE_TYPE.learner, 'learner'),
        branch('/hr-dashboard', ROLE_TYPE.recruiter, 'hr'),
        branch('/ir-dashboard', ROLE_TYPE.instructor, 'ir'),
        branch('/js-dashboard', ROLE_TYPE.jobSeeker, 'js'),
        branch('/affiliate-dashboard', ROLE_TYPE.affiliate, 'affiliate'),
        // clearSession() in afterEach runs while the page is still mounted: the guard goes to /login.
        { path: '/login', element: <Where name="login" /> },
      ],
      { initialEntries: [url] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return { router, queryClient };
  }

  it('lets every user into the learner dashboard', () => {
    renderDashboard('/newDashboard', DEMO_USER);
    expect(where()).toBe('learner /newDashboard');
  });

  it.each([
    ['/hr-dashboard', 'recruiter', 'hr'],
    ['/ir-dashboard', 'instructor', 'ir'],
    ['/js-dashboard', 'job_seeker', 'js'],
    ['/affiliate-dashboard', 'affiliate', 'affiliate'],
  ] as const)('opens %s for a user holding %s', (url, role, name) => {
    renderDashboard(url, { ...DEMO_USER, roles: ['learner', role] });
    expect(where()).toBe(`${name} ${url}`);
  });

  it.each(['/hr-dashboard', '/ir-dashboard', '/js-dashboard', '/affiliate-dashboard'])(
    'lets staff into %s without the role (staff pass every role check)',
    (url) => {
      renderDashboard(url, { ...DEMO_USER, roles: ['learner', 'staff'] });
      expect(where()).toContain(url);
    },
  );

  it('shows a recruiter panel linking to /convert-recruiter instead of the recruiter dashboard', async () => {
    renderDashboard('/hr-dashboard', { ...DEMO_USER, roles: ['learner', 'instructor'] });
    await screen.findByRole('heading', { level: 1, name: 'Hire trained talent on Dokkho' });
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('link', { name: /Become a recruiter/ }).getAttribute('href')).toBe(
      '/convert-recruiter',
    );
    expect(screen.getByRole('link', { name: /Back to my learning/ }).getAttribute('href')).toBe(
      '/newDashboard',
    );
  });

  it('shows an instructor panel linking to /convert-instructor', async () => {
    renderDashboard('/ir-dashboard', DEMO_USER);
    await screen.findByRole('heading', { level: 1, name: 'Teach what you know on Dokkho' });
    expect(screen.getByRole('link', { name: /Become an instructor/ }).getAttribute('href')).toBe(
      '/convert-instructor',
    );
  });

  it('makes a job seeker in one tap, then opens the dashboard from the updated cache', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(
          { profile: { created_at: '2026-05-01T10:00:00.000Z' }, roles: ['learner', 'job_seeker'] },
          201,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderDashboard('/js-dashboard', DEMO_USER);
    await screen.findByRole('heading', { level: 1, name: 'Find your next job on Dokkho' });
    fireEvent.click(screen.getByRole('button', { name: 'Start as a job seeker' }));
    expect((await screen.findByTestId('where')).textContent).toBe('js /js-dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/api/v2/job_seeker/');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.roles).toEqual(['learner', 'job_seeker']);
  });

  it('says what went wrong when the one tap fails, and stays on the panel', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ detail: 'You are already a job seeker.' }, 400))),
    );
    renderDashboard('/js-dashboard', DEMO_USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Start as a job seeker' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are already a job seeker.');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('asks an affiliate-to-be for the payout account inline, validating it with the shared schema', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(
          {
            profile: {
              referral_code: 'ABCD2345',
              payout_method: 'nagad',
              payout_account: '+8801812345678',
              created_at: '2026-05-01T10:00:00.000Z',
            },
            roles: ['learner', 'affiliate'],
          },
          201,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDashboard('/affiliate-dashboard', DEMO_USER);
    await screen.findByRole('heading', { level: 1, name: 'Earn by sharing Dokkho courses' });
    fireEvent.change(screen.getByLabelText('Get paid by'), { target: { value: 'nagad' } });
    const account = screen.getByLabelText('Nagad number');
    fireEvent.input(account, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the affiliate programme' }));
    await screen.findByText('Enter a Bangladeshi mobile number, like 01712345678');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Nagad number'), { target: { value: '01812-345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the affiliate programme' }));
    expect((await screen.findByTestId('where')).textContent).toBe('affiliate /affiliate-dashboard');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/affiliate/api/v2/affiliate/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      payout_method: 'nagad',
      payout_account: '+8801812345678',
    });
  });

  it('asks for a bank line when the affiliate chooses a bank', async () => {
    renderDashboard('/affiliate-dashboard', DEMO_USER);
    fireEvent.change(await screen.findByLabelText('Get paid by'), { target: { value: 'bank' } });
    fireEvent.input(screen.getByLabelText('Bank account'), { target: { value: 'DBBL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the affiliate programme' }));
    await screen.findByText('Enter the bank, branch and account number');
  });

  it('still sends an unconfirmed user to /email-verification before any role check', () => {
    setSession('token-value', 7);
    renderAt('/hr-dashboard', { ...DEMO_USER, email_confirmed: false });
    expect(where()).toBe('verify /email-verification');
  });
});

describe('holdsRole', () => {
  it('counts learner for everyone and staff for every role', () => {
    expect(holdsRole({ roles: ['learner'] }, 'learner')).toBe(true);
    expect(holdsRole({ roles: ['learner'] }, 'recruiter')).toBe(false);
    expect(holdsRole({ roles: ['learner', 'recruiter'] }, 'recruiter')).toBe(true);
    expect(holdsRole({ roles: ['learner', 'staff'] }, 'affiliate')).toBe(true);
  });
});
