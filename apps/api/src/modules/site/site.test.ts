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
    });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
  });

  it('says null when Google sign-in is off', async () => {
    const response = await off.app.inject({ url: '/api/site/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: null });
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
      });
    } finally {
      await defaults.close();
    }
  });
});
