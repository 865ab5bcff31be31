import type { FastifyRequest } from 'fastify';
import { requestLocale, type Locale } from '@dokkho/contract/locale';

/**
 * The language a downloaded document (certificate, invoice, handbook) is written in (issue 16 item 5):
 * `?lang=` when the link asks for one, else the signed-in user's choice, else the request's language
 * (the `dokkho_lang` cookie, then Accept-Language).
 */
export function documentLocale(
  request: Pick<FastifyRequest, 'headers'>,
  explicit: Locale | undefined,
  chosen?: Locale | null,
): Locale {
  return explicit ?? chosen ?? requestLocale(request.headers);
}
