import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigResponse } from '@dokkho/contract/site-config';
import { siteRoutes } from '@dokkho/contract/routes/site';
import { callApi } from './call';

/**
 * `GET /api/site/config/`: public settings of this deployment (today: whether and how to offer Google
 * sign-in). The same for every visitor; the server lets browsers cache it for five minutes.
 */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfigResponse> {
  return callApi(siteRoutes.config, {}, { signal });
}

export const SITE_CONFIG_QUERY_KEY = ['site', 'config'] as const;

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getSiteConfig(signal),
    // It changes only with a redeploy: once per visit is enough.
    staleTime: Infinity,
    refetchOnMount: false,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
