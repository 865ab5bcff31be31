import type { SiteConfigResponse, SiteIpResponse } from '../site-config';
import { route } from '../route';

/** This deployment's public settings and the caller's address (SPEC.md §7; issue 8 item 2). */
export const siteRoutes = {
  config: route<{ response: typeof SiteConfigResponse }>()('GET', '/site/config/', 'public'),
  ip: route<{ response: typeof SiteIpResponse }>()('GET', '/site/ip/', 'public'),
};
