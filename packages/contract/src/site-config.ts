import { z } from 'zod';

/**
 * What the web app needs to know about this deployment before it renders sign-in options
 * (`GET /api/site/config/`). Public and the same for every visitor.
 *
 * `google`: null when Google sign-in is off (no GOOGLE_CLIENT_IDS), and then the login dialog, /login and
 * /register do not offer it at all. Otherwise the OAuth client id of the web app and the address of
 * Google's consent screen (configurable, so the end-to-end tests can point it at a local fake).
 */
export const SiteConfigResponse = z.object({
  google: z
    .object({
      client_id: z.string().min(1),
      auth_url: z.url(),
    })
    .nullable(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;
