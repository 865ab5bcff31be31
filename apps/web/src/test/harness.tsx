import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { setSession } from '../shared/auth/token-store';

/** The test harness the feature test-utils share: a signed-in session, a stubbed API, a routed render. */

/** A JWT-shaped token for `userId` that does not expire during the test (the browser never checks it). */
export function signIn(userId = 7): void {
  const payload = btoa(JSON.stringify({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  setSession(`eyJhbGciOiJIUzI1NiJ9.${payload}.signature`, userId);
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  keepalive: boolean;
  /** The request's own headers (a ticket header, the language), lower-cased names. */
  headers: Record<string, string>;
}

/** Stubs fetch with `handler(call)`; unhandled requests answer 404. Returns the calls made. */
export function stubApi(handler: (call: Call) => Response | Promise<Response> | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        keepalive: init?.keepalive === true,
        headers: Object.fromEntries(
          Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
            name.toLowerCase(),
            value,
          ]),
        ),
      };
      calls.push(call);
      return (await handler(call)) ?? json({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/**
 * Renders `ui` at `url` (matching `path`) in a fresh query client and a memory router. `outletContext`
 * stands in for a layout route's context (a dashboard page reads its layout's with useOutletContext).
 */
export function renderPage(
  ui: ReactElement,
  url: string,
  path = '*',
  options: { outletContext?: unknown } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const page: RouteObject = {
    path,
    element: (
      <>
        {ui}
        <Where />
      </>
    ),
  };
  const router = createMemoryRouter(
    [
      'outletContext' in options
        ? { element: <Outlet context={options.outletContext} />, children: [page] }
        : page,
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
