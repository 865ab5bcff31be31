import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AuthUser } from '@dokkho/contract/auth';
import type { SiteConfigResponse } from '@dokkho/contract/site-config';
import { createQueryClient } from '../../shared/api/query-client';
import { SITE_CONFIG_QUERY_KEY } from '../../shared/api/site-config';
import { PROFILE_QUERY_KEY } from './api/get-profile';

export const DEMO_USER: AuthUser = {
  id: 7,
  first_name: 'Nusrat',
  last_name: 'Jahan',
  email: 'nusrat@dokkho.test',
  username: 'nusrat',
  profile_picture: null,
  email_confirmed: true,
  emailVerified: true,
  phone_number: null,
  roles: ['learner'],
  language: null,
};

/** A JWT-shaped token with the given payload (the signature is never checked in the browser). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  /** Put in the profile cache before rendering, as a sign-in does. */
  user?: AuthUser;
  /** The route pattern, when the page reads URL params (default: any path). */
  path?: string;
  /** Render inside React's StrictMode (effects run twice in development). */
  strict?: boolean;
  /**
   * The site config as if already fetched (default: Google sign-in off), so that forms offering Google
   * make no call of their own in tests that count calls. `null`: not fetched, the page asks for it.
   */
  siteConfig?: SiteConfigResponse | null;
}

/** Renders `ui` at `url` inside a query client and a memory router that also shows where it is. */
export function renderWithApp(ui: ReactElement, url = '/', options: RenderOptions = {}) {
  const queryClient = createQueryClient();
  if (options.user) queryClient.setQueryData(PROFILE_QUERY_KEY, options.user);
  const siteConfig = options.siteConfig === undefined ? { google: null } : options.siteConfig;
  if (siteConfig) queryClient.setQueryData(SITE_CONFIG_QUERY_KEY, siteConfig);
  const router = createMemoryRouter(
    [
      // With a route pattern, anywhere else the page sends the user shows only where they ended up.
      ...(options.path ? [{ path: '*', element: <Where /> }] : []),
      {
        path: options.path ?? '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, queryClient };
}
