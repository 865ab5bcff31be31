import { describe, expect, it } from 'vitest';
import { loginHref, readNextPath, safeNextPath } from './login-redirect';

describe('login redirect convention (SPEC.md §4)', () => {
  it('keeps the path, query string and hash in an encoded next parameter', () => {
    const href = loginHref({ pathname: '/payment/12/7', search: '?promo=EID25&x=1', hash: '#pay' });
    expect(href).toBe('/login?next=%2Fpayment%2F12%2F7%3Fpromo%3DEID25%26x%3D1%23pay');
    expect(readNextPath(new URL(href, 'https://dokkho.test').search)).toBe(
      '/payment/12/7?promo=EID25&x=1#pay',
    );
  });

  it('adds no next for the home page', () => {
    expect(loginHref({ pathname: '/' })).toBe('/login');
    expect(loginHref()).toBe('/login');
  });

  it('refuses targets on other sites', () => {
    for (const bad of [
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/a\nb',
      '',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
    expect(readNextPath('?next=%2F%2Fevil.test')).toBeNull();
    expect(readNextPath('')).toBeNull();
  });
});
