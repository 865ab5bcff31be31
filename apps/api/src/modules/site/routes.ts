import type { FastifyInstance } from 'fastify';
import { siteRoutes } from '@dokkho/contract/routes/site';
import { SiteConfigResponse, SiteIpResponse } from '@dokkho/contract/site-config';
import type { AppConfig } from '../../config';
import { routeDefiner } from '../../lib/define-route';
import type { ApiModule, ModuleContext } from '../context';

/**
 * Cached briefly by browsers and proxies: it changes only with a redeploy, and a phone on mobile data
 * should not ask again on every page. Five minutes is how long a switched-off Google option may linger.
 */
const SITE_CONFIG_CACHE = 'public, max-age=300, stale-while-revalidate=600';

type SiteConfigSource = Pick<AppConfig, 'google' | 'chatIpLookupUrl'>;

/** What the web app reads about this deployment before it offers sign-in options. */
export function siteConfigOf(config: SiteConfigSource): SiteConfigResponse {
  // The first client id is the web app's (config.ts); the others are only accepted (e.g. a mobile app's).
  const [clientId] = config.google.clientIds;
  return {
    google: clientId ? { client_id: clientId, auth_url: config.google.authUrl } : null,
    chat: { ip_lookup_url: config.chatIpLookupUrl },
  };
}

async function registerSiteRoutes(app: FastifyInstance, context: ModuleContext) {
  const body = siteConfigOf(context.config);
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['site'] });

  defineRoute(siteRoutes.config, {
    summary: 'Public settings of this deployment the web app needs (sign-in options, chat IP lookup)',
    description:
      '`google` is null when Google sign-in is off; otherwise the web OAuth client id and the consent screen address. `chat.ip_lookup_url` is the public IP lookup the chat widget calls (null: off).',
    schemas: { response: SiteConfigResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', SITE_CONFIG_CACHE);
      return body;
    },
  });

  // The default "public IP-lookup service" of SPEC.md §7 (issue 8 item 2): the caller's address as we see
  // it (behind a proxy only when TRUST_PROXY believes X-Forwarded-For), so the widget works offline and
  // sends no visitor data to a third party unless CHAT_IP_LOOKUP_URL names one.
  defineRoute(siteRoutes.ip, {
    summary: 'The caller’s IP address, as the chat widget’s default IP lookup',
    schemas: { response: SiteIpResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ip: request.ip || null };
    },
  });
}

export const siteModule: ApiModule = { name: 'site', routes: registerSiteRoutes };
