import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromCookieHeader, requestLocale } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['en-GB;q=0.5, bn-IN;q=0.9', 'bn'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['bn;q=0, en', 'en'],
    ['', 'en'],
    [';;;,q=,bn-BD;q=abc', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('answers English when there is no header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('the visitor’s choice', () => {
  it('reads dokkho_lang among other cookies and ignores a language we do not speak', () => {
    expect(localeFromCookieHeader('a=1; dokkho_lang=bn; b=2')).toBe('bn');
    expect(localeFromCookieHeader('dokkho_lang=fr')).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
  });

  it('wins over the browser’s preference, which decides a first visit', () => {
    expect(requestLocale({ cookie: 'dokkho_lang=en', 'accept-language': 'bn-BD' })).toBe('en');
    expect(requestLocale({ 'accept-language': 'bn-BD' })).toBe('bn');
    expect(requestLocale({})).toBe('en');
  });
});
