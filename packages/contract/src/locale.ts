import { z } from 'zod';

/**
 * The interface languages (issue 16): English and Bangla. The web, the API (error messages, e-mails, SMS,
 * PDFs) and the server-rendered page heads all choose among these.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LocaleSchema = z.enum(LOCALES);

/** The cookie that keeps a visitor's choice (signed in or not); a year, readable by the page's script. */
export const LOCALE_COOKIE = 'dokkho_lang';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** How each language names itself, for the switch (always in its own script). */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/** BCP 47 tags for Intl: Bangladesh's conventions in both (lakh grouping, Dhaka dates). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a first visit from its `Accept-Language` header: Bangla when the browser prefers `bn`
 * (`bn`, `bn-BD`, `bn-IN`) over English, else English. Quality values are honoured; a language at q=0 is
 * refused. Malformed parts are skipped, never thrown on.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if (isLocale(entry.language)) return entry.language;
  }
  return DEFAULT_LOCALE;
}

/** The language from a `Cookie` header's `dokkho_lang`, when it names one we speak. */
export function localeFromCookieHeader(header: string | undefined | null): Locale | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The language a request is answered in: the visitor's choice (cookie), else the browser's preference. */
export function requestLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  return localeFromCookieHeader(headers.cookie) ?? localeFromAcceptLanguage(headers['accept-language']);
}

/**
 * The language a request states, or undefined when it says nothing (no cookie, no Accept-Language): what a
 * sign-up keeps as the account's language. A client that states none (a script, another app) leaves the
 * account to follow the device it is used on.
 */
export function statedLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale | undefined {
  return headers.cookie?.includes(`${LOCALE_COOKIE}=`) || headers['accept-language']
    ? requestLocale(headers)
    : undefined;
}

/**
 * `?lang=en|bn` on a document download (certificate, invoice, handbook PDFs): the language asked for
 * explicitly, which wins over the signed-in user's and the request's. Anything else is a 400.
 */
export const DocumentLanguageQuery = z.object({ lang: LocaleSchema.optional() });
export type DocumentLanguageQuery = z.infer<typeof DocumentLanguageQuery>;
