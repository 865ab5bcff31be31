import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { localeFromCookieHeader } from '@dokkho/contract/locale';
import { registerCatalog, resetCatalogsForTests } from './catalogs';
import { switchLocale } from './locale';

const clearCookie = () => {
  document.cookie = 'dokkho_lang=; Path=/; Max-Age=0';
};

afterEach(() => {
  resetCatalogsForTests();
  clearCookie();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  document.documentElement.lang = 'en';
});

describe('switchLocale', () => {
  it('names the new language in the cookie before the interface changes, so the refetch it sets off asks in it', async () => {
    document.cookie = 'dokkho_lang=bn; Path=/';
    i18n.loadAndActivate({ locale: 'bn', messages: {} });
    // What refetchOnLanguageChange's requests would carry: the cookie at the moment of the change.
    const cookiesAtChange: string[] = [];
    const stop = i18n.on('change', () => cookiesAtChange.push(document.cookie));
    await switchLocale('en');
    stop();
    expect(cookiesAtChange).toEqual(['dokkho_lang=en']);
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language and the cookie as they were when the catalogs cannot load', async () => {
    registerCatalog('player', {
      en: async () => ({ messages: {} }),
      bn: () => Promise.reject(new Error('offline')),
    });
    document.cookie = 'dokkho_lang=en; Path=/';
    await expect(switchLocale('bn')).rejects.toThrow('offline');
    expect(document.cookie).toBe('dokkho_lang=en');
    expect(i18n.locale).toBe('en');

    // No choice before, none after.
    clearCookie();
    await expect(switchLocale('bn')).rejects.toThrow('offline');
    expect(localeFromCookieHeader(document.cookie)).toBeNull();
  });
});
