import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SiteConfigResponse } from '@dokkho/contract/site-config';
import { createQueryClient } from '../../shared/api/query-client';
import { SITE_CONFIG_QUERY_KEY } from '../../shared/api/site-config';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/**
 * Renders `ui` on every path of a memory router (showing where it is), with the site config already
 * fetched: by default the IP lookup is our own `/api/site/ip/`.
 */
export function renderChat(
  ui: ReactElement,
  options: { url?: string; siteConfig?: SiteConfigResponse } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    SITE_CONFIG_QUERY_KEY,
    options.siteConfig ?? { google: null, chat: { ip_lookup_url: '/api/site/ip/' } },
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [options.url ?? '/'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
