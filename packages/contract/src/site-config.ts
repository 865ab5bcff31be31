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
  /**
   * The chat widget (issue 8 item 2, SPEC.md §7): `ip_lookup_url` is the public IP-lookup service it calls
   * once per page load (a path on this site such as `/api/site/ip/`, or an outside https URL answering
   * `{ip}`), or null when the lookup is off and the widget sends `ip: null`. Optional for readers: a reply
   * cached (five minutes) from before this field existed lacks it, and the widget then skips the lookup.
   */
  chat: z.object({ ip_lookup_url: z.string().min(1).nullable() }).optional(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;

/** `GET /api/site/ip/`: the caller's address as this server sees it (the default chat IP lookup). */
export const SiteIpResponse = z.object({ ip: z.string().nullable() });
export type SiteIpResponse = z.infer<typeof SiteIpResponse>;
