import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@dokkho/contract/auth';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../../features/auth/api/get-profile';
import { DEMO_USER, jsonResponse } from '../../features/auth/test-utils';
import { VerificationGate } from './verification-gate';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}`}</p>;
}

function renderAt(url: string, user: AuthUser | null) {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(PROFILE_QUERY_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where name="home" /> },
      {
        element: <VerificationGate step="email" />,
        children: [{ path: '/email-verification', element: <Where name="email" /> }],
      },
      {
        element: <VerificationGate step="phone" />,
        children: [{ path: '/phone-verification', element: <Where name="phone" /> }],
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
const UNCONFIRMED: AuthUser = { ...DEMO_USER, email_confirmed: false, phone_number: null };
const NO_PHONE: AuthUser = { ...DEMO_USER, email_confirmed: true, phone_number: null };
const VERIFIED: AuthUser = { ...DEMO_USER, email_confirmed: true, phone_number: '+8801712345678' };

describe('VerificationGate (SPEC.md §4 "Verification gating")', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it.each(['/email-verification', '/phone-verification'])(
    'sends a visitor without a token from %s to /',
    (url) => {
      const router = renderAt(url, null);
      expect(where()).toBe('home /');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it.each([
    ['/email-verification', 'an unconfirmed e-mail', 'email /email-verification', UNCONFIRMED],
    ['/phone-verification', 'an unconfirmed e-mail', 'email /email-verification', UNCONFIRMED],
    ['/email-verification', 'a confirmed e-mail, no phone', 'phone /phone-verification', NO_PHONE],
    ['/phone-verification', 'a confirmed e-mail, no phone', 'phone /phone-verification', NO_PHONE],
    ['/email-verification', 'both', 'home /', VERIFIED],
    ['/phone-verification', 'both', 'home /', VERIFIED],
    ['/phone-verification', 'a blank phone', 'phone /phone-verification', { ...NO_PHONE, phone_number: ' ' }],
  ])('%s, for a user with %s, ends on %s', (url, _label, expected, user) => {
    setSession('token', 7);
    const router = renderAt(url, user);
    expect(where()).toBe(expected);
    if (!expected.endsWith(url)) expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page skeleton while the profile loads, then decides', async () => {
    setSession('token', 7);
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/email-verification', null);
    expect(screen.getByRole('status').textContent).toBe('Loading your account');
    expect(screen.queryByTestId('where')).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(jsonResponse(NO_PHONE));
    expect((await screen.findByTestId('where')).textContent).toBe('phone /phone-verification');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    setSession('token', 7);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ detail: 'Not found' }, 404))
      .mockResolvedValueOnce(jsonResponse(UNCONFIRMED));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/email-verification', null);
    await screen.findByRole('heading', { name: 'We could not load your account' });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect((await screen.findByTestId('where')).textContent).toBe('email /email-verification');
  });
});
