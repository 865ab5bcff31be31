import { i18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  localeFromCookieHeader,
  type Locale,
} from '@dokkho/contract/locale';
import { activateCatalogs } from './catalogs';

/**
 * The language the page opens in. The server already chose it for `<html lang>` (the visitor's cookie,
 * else their browser's Accept-Language, apps/api modules/seo); the cookie is the fallback for a page the
 * server did not render (the dev server).
 */
export function initialLocale(doc: Document = document): Locale {
  const fromServer = doc.documentElement.lang;
  if (isLocale(fromServer)) return fromServer;
  return localeFromCookieHeader(doc.cookie) ?? DEFAULT_LOCALE;
}

/** The interface language now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The BCP 47 tag Intl formatters use for the current language. */
export function currentIntlLocale(): string {
  return INTL_LOCALE[currentLocale()];
}

function rememberChoice(locale: Locale | null, doc: Document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  // null: there was no choice before, and there is none again.
  const value = locale ? `${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}` : '; Max-Age=0';
  doc.cookie = `${LOCALE_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Switches the interface to `locale`: its catalogs load first, then every string changes in one render,
 * `<html lang>` follows (screen readers, fonts, hyphenation) and the choice is kept in a cookie so the
 * server answers the next visit in it.
 *
 * The cookie is written before the switch: switching refetches the content on screen at once
 * (refetchOnLanguageChange), and the API answers in the cookie's language before Accept-Language, so a
 * cookie still naming the old language would bring the old language's content back. If the catalogs cannot
 * load, the interface and the cookie stay as they were.
 */
export async function switchLocale(locale: Locale, doc: Document = document): Promise<void> {
  const before = localeFromCookieHeader(doc.cookie);
  rememberChoice(locale, doc);
  try {
    await activateCatalogs(locale);
  } catch (error) {
    rememberChoice(before, doc);
    throw error;
  }
  doc.documentElement.lang = locale;
}
