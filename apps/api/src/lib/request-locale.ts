import { isLocale, requestLocale, type Locale } from '@dokkho/contract/locale';

/**
 * The language the API answers a request's messages in (issue 16 item 5, ADR 025). The web's API client
 * sends the language on screen as a bare `Accept-Language: bn` (or `en`), and that wins: the `dokkho_lang`
 * cookie can lag behind it (switched in another tab, or not sent at all when the API is on another origin),
 * and an error must speak the language of the page that shows it. Anything else (a browser's own
 * `bn-BD,en;q=0.8`, a direct visit, curl) follows the visitor's choice in the cookie, then the browser's
 * preference, as the server-rendered pages do.
 */
export function messageLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  const explicit = headers['accept-language']?.trim().toLowerCase();
  if (isLocale(explicit)) return explicit;
  return requestLocale(headers);
}
