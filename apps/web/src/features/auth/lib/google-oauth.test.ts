import { afterEach, describe, expect, it } from 'vitest';
import {
  beginGoogleSignIn,
  consumeGoogleSignIn,
  GOOGLE_SIGN_IN_MAX_AGE_MS,
  googleAuthUrl,
  parseGoogleCallback,
} from './google-oauth';

const GOOGLE = {
  client_id: 'web.apps.googleusercontent.com',
  auth_url: 'https://accounts.google.com/o/oauth2/v2/auth',
};
const ORIGIN = 'https://dokkho.com.bd';

const stateOf = (url: string) => new URL(url).searchParams.get('state');

describe('Google redirect sign-in (implicit flow)', () => {
  afterEach(() => window.sessionStorage.clear());

  it("builds the consent screen address with our client, the callback, a token response and Google's scopes", () => {
    const url = new URL(googleAuthUrl(GOOGLE, { origin: ORIGIN, state: 'abc' }));
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE.auth_url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: GOOGLE.client_id,
      redirect_uri: 'https://dokkho.com.bd/auth/google/callback',
      response_type: 'token',
      scope: 'openid email profile',
      state: 'abc',
      prompt: 'select_account',
    });
  });

  it('starts with a fresh random state each time, kept for this tab', () => {
    const first = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN }));
    const second = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN }));
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    // Only the latest sign-in of the tab counts.
    expect(consumeGoogleSignIn(first)).toBeNull();
  });

  it('hands back the next location once, for the matching state only', () => {
    const state = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN, next: '/courseDetails/5?ref=fb' }));
    expect(consumeGoogleSignIn('forged')).toBeNull();
    // A failed check used it up too: the real callback cannot come after a forged one.
    expect(consumeGoogleSignIn(state)).toBeNull();

    const again = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN, next: '/courseDetails/5?ref=fb' }));
    expect(consumeGoogleSignIn(again)).toEqual({ next: '/courseDetails/5?ref=fb' });
    expect(consumeGoogleSignIn(again)).toBeNull();
  });

  it('refuses a missing state, no pending sign-in, and a sign-in older than 30 minutes', () => {
    expect(consumeGoogleSignIn('anything')).toBeNull();
    beginGoogleSignIn(GOOGLE, { origin: ORIGIN });
    expect(consumeGoogleSignIn(null)).toBeNull();

    const now = Date.now();
    const old = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN, now }));
    expect(consumeGoogleSignIn(old, now + GOOGLE_SIGN_IN_MAX_AGE_MS + 1)).toBeNull();
    const fresh = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN, now }));
    expect(consumeGoogleSignIn(fresh, now + GOOGLE_SIGN_IN_MAX_AGE_MS)).toEqual({ next: null });
  });

  it('never keeps a next location off this site', () => {
    for (const next of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const state = stateOf(beginGoogleSignIn(GOOGLE, { origin: ORIGIN, next }));
      expect(consumeGoogleSignIn(state)).toEqual({ next: null });
    }
  });

  it('reads the token or the error from the fragment (and an error from the query)', () => {
    expect(
      parseGoogleCallback('#access_token=ya29.x&token_type=Bearer&expires_in=3599&scope=email&state=s1'),
    ).toEqual({ kind: 'token', accessToken: 'ya29.x', state: 's1' });
    expect(parseGoogleCallback('#error=access_denied&state=s2')).toEqual({
      kind: 'error',
      error: 'access_denied',
      state: 's2',
    });
    expect(parseGoogleCallback('', '?error=invalid_request&state=s3')).toEqual({
      kind: 'error',
      error: 'invalid_request',
      state: 's3',
    });
    expect(parseGoogleCallback('')).toEqual({ kind: 'empty' });
    expect(parseGoogleCallback('#state=s4')).toEqual({ kind: 'empty' });
  });
});
