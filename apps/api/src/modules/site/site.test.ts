import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteConfigResponse } from '@dokkho/contract/site-config';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /api/site/config/', () => {
  let on: TestContext;
  let off: TestContext;

  beforeAll(async () => {
    on = await createTestApp({
      GOOGLE_CLIENT_IDS: ' web-client.apps.googleusercontent.com , android.apps.googleusercontent.com',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:2527/o/oauth2/v2/auth',
    });
    off = await createTestApp({ GOOGLE_CLIENT_IDS: '' });
  });

  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('offers Google with the web client id (the first) and the consent screen address, publicly cacheable', async () => {
    const response = await on.app.inject({ url: '/api/site/config/' });
    expect(response.statusCode).toBe(200);
    expect(SiteConfigResponse.parse(response.json())).toEqual({
      google: {
        client_id: 'web-client.apps.googleusercontent.com',
        auth_url: 'http://127.0.0.1:2527/o/oauth2/v2/auth',
      },
      chat: { ip_lookup_url: '/api/site/ip/' },
    });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
  });

  it('says null when Google sign-in is off', async () => {
    const response = await off.app.inject({ url: '/api/site/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: null, chat: { ip_lookup_url: '/api/site/ip/' } });
  });

  it('defaults to Google’s own consent screen', async () => {
    const defaults = await createTestApp({ GOOGLE_CLIENT_IDS: 'web.apps.googleusercontent.com' });
    try {
      const response = await defaults.app.inject({ url: '/api/site/config' });
      expect(response.json()).toEqual({
        google: {
          client_id: 'web.apps.googleusercontent.com',
          auth_url: 'https://accounts.google.com/o/oauth2/v2/auth',
        },
        chat: { ip_lookup_url: '/api/site/ip/' },
      });
    } finally {
      await defaults.close();
    }
  });
});

describe('chat IP lookup (issue 8 item 2)', () => {
  it('GET /api/site/ip/ answers the caller’s address, never cached', async () => {
    const context = await createTestApp();
    try {
      const response = await context.app.inject({ url: '/api/site/ip/', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
      expect(response.headers['cache-control']).toBe('no-store');
      // Our own lookup is same-origin: connect-src stays 'self'.
      expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      await context.close();
    }
  });

  it('offers a configured outside lookup and allows its origin in connect-src', async () => {
    const context = await createTestApp({ CHAT_IP_LOOKUP_URL: 'https://api.ipify.org?format=json' });
    try {
      const response = await context.app.inject({ url: '/api/site/config/' });
      expect(response.json()).toMatchObject({ chat: { ip_lookup_url: 'https://api.ipify.org?format=json' } });
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://api.ipify.org;",
      );
    } finally {
      await context.close();
    }
  });

  it('says null when the lookup is off', async () => {
    const context = await createTestApp({ CHAT_IP_LOOKUP_URL: 'off' });
    try {
      const response = await context.app.inject({ url: '/api/site/config/' });
      expect(response.json()).toMatchObject({ chat: { ip_lookup_url: null } });
    } finally {
      await context.close();
    }
  });
});
