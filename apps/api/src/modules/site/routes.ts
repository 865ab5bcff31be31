import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteConfigResponse } from '@dokkho/contract/site-config';
import type { AppConfig } from '../../config';

/**
 * Cached briefly by browsers and proxies: it changes only with a redeploy, and a phone on mobile data
 * should not ask again on every page. Five minutes is how long a switched-off Google option may linger.
 */
const SITE_CONFIG_CACHE = 'public, max-age=300, stale-while-revalidate=600';

/** What the web app reads about this deployment before it offers sign-in options. */
export function siteConfigOf(config: Pick<AppConfig, 'google'>): SiteConfigResponse {
  // The first client id is the web app's (config.ts); the others are only accepted (e.g. a mobile app's).
  const [clientId] = config.google.clientIds;
  return { google: clientId ? { client_id: clientId, auth_url: config.google.authUrl } : null };
}

export async function siteRoutes(app: FastifyInstance, options: { config: Pick<AppConfig, 'google'> }) {
  const body = siteConfigOf(options.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site/config/',
    {
      schema: {
        tags: ['site'],
        summary: 'Public settings of this deployment the web app needs (sign-in options)',
        description:
          '`google` is null when Google sign-in is off; otherwise the web OAuth client id and the consent screen address.',
        response: { 200: SiteConfigResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', SITE_CONFIG_CACHE);
      return body;
    },
  );
}
