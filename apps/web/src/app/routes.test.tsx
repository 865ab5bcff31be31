import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearSession, setSession } from '../shared/auth/token-store';
import { createQueryClient } from '../shared/api/query-client';
import type { AuthUser } from '@dokkho/contract/auth';
import { PROFILE_QUERY_KEY } from '../features/auth/api/get-profile';
import { DEMO_USER } from '../features/auth/test-utils';
import { routes } from './routes';
import { RequireAuth, type RoleType } from './guards/require-auth';

/** One concrete URL for every screen of SPEC.md §2. */
const SPEC_PATHS = [
  '/',
  '/learning-center',
  '/allcourses?search=MERN',
  '/allCareerPath',
  '/career',
  '/about',
  '/jobs',
  '/jobs/4',
  '/blogs',
  '/blogs/9',
  '/quiz/3',
  '/courseDetails/5',
  '/courseDetails/5/affiliate/9',
  '/career-paths/2',
  '/masterclass-details/8',
  '/masterclass-recorded/8',
  '/register-form/8',
  '/register-form/8/success',
  '/join-group',
  '/support-session',
  '/hiringpage',
  '/business',
  '/affiliation',
  '/development',
  '/chatbot',
  '/terms-and-conditions',
  '/privacy-policy',
  '/report-issue',
  '/eid-offer',
  '/new-password',
  '/register-form',
  '/mern-resource',
  '/resource',
  '/globallogin',
  '/hmlogin',
  '/hmregistration',
  '/irlogin',
  '/irregister',
  '/wheel',
  '/login',
  '/register?ref=dialog',
  '/lost-password',
  '/reset-password/',
  '/log_reg/reset-password',
  '/log_reg/activate/MTI/abc-123',
  '/email-verification',
  '/phone-verification',
  '/free-class-booking',
  '/free-class/3',
  '/free-classes',
  '/bundle-offer',
  '/bundle-offer/2',
  '/handbook/6',
  '/course-bofu/6',
  '/certificate/ab12',
  '/r/Zm9vYmFyYmF6cXV4cXV1eA',
];

const PROTECTED: [path: string, type: RoleType][] = [
  ['/payment/12', 3],
  ['/payment/12/77', 3],
  ['/payment/success/12/tok', 3],
  ['/payment/failed/tok', 3],
  ['/payment/cancel/tok', 3],
  // Listed with the offers in SPEC.md §2, but it takes a payment: "Payment (login required)".
  ['/bundle-payment/2', 3],
  ['/lessons/31', 3],
  // Signed in, any role: the pages that give a learner a new role.
  ['/convert-instructor', 3],
  ['/convert-recruiter', 3],
  // The resume builder: any signed-in account.
  ['/resume', 3],
  ...['information', 'experience', 'projects', 'skills', 'education', 'summary', 'finalize'].map(
    (s): [string, RoleType] => [`/resume/${s}/4`, 3],
  ),
  ...[
    '',
    'courses',
    'quiz',
    'grades',
    'schedule',
    'certificates',
    'rating',
    'wishlist',
    'profile',
    'orders',
    'orders/0b7c7f5e-2f1c-4c1e-9a57-6a1f2d3e4b5c',
    'query',
    'query-details/4',
    'course-announcement',
    'live-chat',
    'community',
  ].map((child): [string, RoleType] => [`/newDashboard/${child}`, 3]),
  ...[
    '',
    'job-details',
    'job-details/3/applicants',
    'applicants/9',
    'talents',
    'talents/4',
    'sort-resume',
    'filter-resume/3',
    'shortlisteddata/',
    'update-profile',
  ].map((child): [string, RoleType] => [`/hr-dashboard/${child}`, 1]),
  ...[
    '',
    'add-courses',
    'job-details',
    'my-courses',
    'course-details/3',
    'edit-courses/3',
    'update-profile',
    'update-profile/account',
    'update-profile/achievements',
    'update-profile/education',
  ].map((child): [string, RoleType] => [`/ir-dashboard/${child}`, 2]),
  ...[
    '',
    'available-jobs',
    'applied-jobs',
    'available-jobs/job-details',
    'latest-jobs/job-details',
    'applied-jobs/job-details',
    'resume',
    'resume/information/2',
    'resume/finalize/2',
    'resume/cover-letter/2',
    'update-profile',
    'update-profile/job-experience',
    'update-profile/education',
    'update-profile/security',
  ].map((child): [string, RoleType] => [`/js-dashboard/${child}`, 5]),
  ...['', 'profile', 'payments'].map((child): [string, RoleType] => [`/affiliate-dashboard/${child}`, 4]),
];

function match(url: string) {
  const matches = matchRoutes(routes, new URL(url, 'https://dokkho.test').pathname) ?? [];
  const guard = matches.find((m) => (m.route.element as ReactElement | undefined)?.type === RequireAuth);
  return {
    leaf: matches.at(-1)?.route,
    guardType: (guard?.route.element as ReactElement<{ type: RoleType }> | undefined)?.props.type,
  };
}

describe('route table (SPEC.md §2)', () => {
  it.each(SPEC_PATHS)('has a lazy page for %s, open to everyone', (url) => {
    const { leaf, guardType } = match(url);
    expect(leaf?.path).not.toBe('*');
    expect(typeof leaf?.lazy).toBe('function');
    expect(guardType).toBeUndefined();
  });

  it.each(PROTECTED)('guards %s with RequireAuth type %i (SPEC.md §6)', (url, type) => {
    const { leaf, guardType } = match(url);
    expect(leaf?.path).not.toBe('*');
    expect(typeof leaf?.lazy).toBe('function');
    expect(guardType).toBe(type);
  });

  it.each(['/nope', '/courseDetails', '/resume/unknown/1', '/newDashboard/nope'])(
    'sends the unknown path %s to the catch-all not-found page',
    (url) => {
      expect(match(url).leaf?.path).toBe('*');
    },
  );
});

/** `user`: the signed-in profile, cached as a sign-in leaves it (guards read it). */
function renderApp(url: string, user?: AuthUser) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(PROFILE_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('app shell pages', () => {
  afterEach(() => clearSession());

  it('shows a coming-soon page named after the route, with a way forward', async () => {
    renderApp('/business');
    await screen.findByRole('heading', { level: 1, name: 'Dokkho for Business' });
    screen.getByText('Coming soon');
    expect(screen.getByRole('link', { name: /browse all courses/i }).getAttribute('href')).toBe(
      '/allcourses',
    );
    expect(document.title).toBe('Dokkho for Business · Dokkho');
  });

  it('shows the designed not-found page for unknown paths', async () => {
    renderApp('/this/does/not/exist');
    await screen.findByRole('heading', { level: 1, name: 'This page took a wrong turn' });
    expect(screen.getAllByRole('combobox', { name: 'Search courses' }).length).toBeGreaterThan(0);
    expect(document.title).toBe('Page not found · Dokkho');
  });

  it('renders the terms page with its sections and title', async () => {
    renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    screen.getByRole('heading', { level: 2, name: /Refunds/ });
    expect(document.title).toBe('Terms and conditions · Dokkho');
  });

  it('keeps the header and footer on an affiliate course link', async () => {
    // The course and the referral code are both unknown: the course page's own not-found state.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ detail: 'Not found.' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderApp('/courseDetails/5/affiliate/9');
      await screen.findByRole('heading', {
        level: 1,
        name: 'This course does not exist or is no longer available',
      });
      const banner = screen.getByRole('banner');
      within(banner).getByRole('navigation', { name: 'Main' });
      screen.getByRole('contentinfo');
    } finally {
      warn.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('opens a password reset link while signed in (no redirect to the dashboard)', async () => {
    setSession('token', 3);
    const router = renderApp('/reset-password/?uid=Nw&token=abc-123', DEMO_USER);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(router.state.location.pathname).toBe('/reset-password/');
    expect(document.title).toBe('Reset password · Dokkho');
  });

  it('hides header and footer on a dashboard', async () => {
    setSession('token', 3);
    // The wishlist page asks for the saved and enrolled courses: an empty list for both.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } }))),
    );
    try {
      renderApp('/newDashboard/wishlist', DEMO_USER);
      await screen.findByRole('heading', { level: 1, name: 'Wishlist' });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses the plain header, without footer, on the lesson player', async () => {
    setSession('token', 3);
    // The lesson does not exist: the player's own not-found state, still under the plain header.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ detail: 'Lesson not found.' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    try {
      renderApp('/lessons/4', DEMO_USER);
      await screen.findByRole('heading', {
        level: 1,
        name: 'This lesson does not exist or is no longer available',
      });
      const banner = screen.getByRole('banner');
      expect(within(banner).queryByRole('navigation')).toBeNull();
      expect(within(banner).queryByRole('combobox')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends an unconfirmed user from a dashboard to /email-verification, under the plain header', async () => {
    setSession('token', 7);
    const router = renderApp('/newDashboard', { ...DEMO_USER, email_confirmed: false });
    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(router.state.location.pathname).toBe('/email-verification');
    screen.getByText(DEMO_USER.email);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(document.title).toBe('Verify your e-mail · Dokkho');
  });

  it('serves the /phone-verification page behind the gate, offering the number from sign-up', async () => {
    setSession('token', 7);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              id: 7,
              phone_number: null,
              pending_phone_number: '+8801712345678',
              source: null,
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    try {
      renderApp('/phone-verification', { ...DEMO_USER, phone_number: null });
      await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' });
      expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe(
        '+8801712345678',
      );
      expect(document.title).toBe('Verify your phone · Dokkho');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('redirects a protected page to /login with next, and /login renders', async () => {
    const router = renderApp('/payment/12/7?promo=X');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Dokkho' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?next=%2Fpayment%2F12%2F7%3Fpromo%3DX',
    );
  });
});
