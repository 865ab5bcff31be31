import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@dokkho/contract/auth';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../../features/auth/api/get-profile';
import { PhoneVerificationPage } from '../../features/auth/pages/phone-verification-page';
import { DEMO_USER, jsonResponse } from '../../features/auth/test-utils';
import { VerificationGate } from './verification-gate';

const PHONE = '+8801712345678';
const NO_PHONE: AuthUser = { ...DEMO_USER, phone_number: null };

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}`}</p>;
}

/**
 * The phone page inside the real gate, with a lazy target page (as every page is): the gate redirects to
 * / the moment the cached profile gets a phone number, so the page must leave before it stores the user.
 */
function renderFlow(url: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PROFILE_QUERY_KEY, NO_PHONE);
  const slowPage = (name: string) => async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { Component: () => <Where name={name} /> };
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where name="home" /> },
      { path: '/newDashboard', lazy: slowPage('dashboard') },
      { path: '/allcourses', lazy: slowPage('courses') },
      {
        element: <VerificationGate step="phone" />,
        children: [{ path: '/phone-verification', element: <PhoneVerificationPage /> }],
      },
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

describe('/phone-verification behind its gate', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/phone-verification', 'dashboard /newDashboard'],
    ['/phone-verification?next=%2Fallcourses', 'courses /allcourses'],
  ])('after the code, %s lands on %s (not on / by the gate)', async (url, expected) => {
    setSession('token', DEMO_USER.id);
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init?: RequestInit) => {
        if (path.startsWith('/api/log_reg/save-phone-number/')) {
          return Promise.resolve(
            jsonResponse({ id: 7, phone_number: null, pending_phone_number: PHONE, source: null }),
          );
        }
        if (init?.method === 'POST') {
          return Promise.resolve(
            jsonResponse({
              detail: 'Sent.',
              phone_number: PHONE,
              retry_after_seconds: 60,
              expires_in_seconds: 600,
            }),
          );
        }
        return Promise.resolve(
          jsonResponse({ detail: 'Verified.', user: { ...NO_PHONE, phone_number: PHONE } }),
        );
      }),
    );
    const { queryClient } = renderFlow(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(expected));
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.phone_number).toBe(PHONE);
    // And it stays there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('where').textContent).toBe(expected);
  });
});
