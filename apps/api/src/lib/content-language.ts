import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale, type Locale } from '@dokkho/contract/locale';

/**
 * Content in two languages (issue 16 item 6, docs/decisions/026): courses, career paths, bundles and job
 * posts may carry a Bangla version of what people read. A reply is in the request's language, field by
 * field: a Bangla request gets the Bangla text where there is some and the English text where there is
 * none, so a half-translated course never shows an empty title.
 */

/** The text of one field in `locale`: the Bangla version when asked for and written, else the English. */
export function textIn(locale: Locale, english: string, bangla: string | null | undefined): string {
  if (locale === 'bn' && bangla && bangla.trim()) return bangla;
  return english;
}

/** A list field (outcomes) in `locale`: the Bangla list when asked for and not empty, else the English. */
export function listIn(
  locale: Locale,
  english: readonly string[],
  bangla: readonly string[] | null | undefined,
): string[] {
  if (locale === 'bn' && bangla && bangla.some((item) => item.trim())) return [...bangla];
  return [...english];
}

/** The headers a reply's language follows (requestLocale: the cookie, else Accept-Language). */
const LANGUAGE_VARY = ['Accept-Language', 'Cookie'];

/**
 * The language to answer `request` in, and a `Vary` on what chose it, so a shared or browser cache
 * keeps one copy per language instead of handing a Bangla page to an English reader. Any `Vary` already
 * set (compression's Accept-Encoding) is kept.
 */
export function contentLanguage(request: FastifyRequest, reply: FastifyReply): Locale {
  const existing = reply.getHeader('Vary');
  const names = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(names.map((name) => name.toLowerCase()));
  for (const name of LANGUAGE_VARY) if (!lower.has(name.toLowerCase())) names.push(name);
  reply.header('Vary', names.join(', '));
  return requestLocale(request.headers);
}

/**
 * A title copied when something was issued (a certificate, an order's receipt) in `locale`: the course's
 * Bangla title when asked for, written, and still the translation of the copied one (the course's English
 * title has not changed since), else the copied title as it was. A renamed course never puts its new
 * name on an old certificate or receipt.
 */
export function copiedTitleIn(
  locale: Locale,
  copied: string,
  current: { title: string; titleBn: string | null } | undefined,
): string {
  if (!current || current.title !== copied) return copied;
  return textIn(locale, copied, current.titleBn);
}
