import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_GOOGLE_CLIENT_ID, startGoogleServer, type FakeGoogle } from '../../test/google-server';
import {
  createGoogleVerifier,
  GoogleTokenError,
  GoogleUnavailableError,
  type GoogleVerifier,
} from './verifier';

let google: FakeGoogle;
let verifier: GoogleVerifier;

const who = { sub: '109876543210', email: 'rina@gmail.com', givenName: 'Rina', familyName: 'Akter' };

beforeAll(async () => {
  google = await startGoogleServer();
  verifier = createGoogleVerifier({
    clientIds: ['another-client.apps.googleusercontent.com', FAKE_GOOGLE_CLIENT_ID],
    tokeninfoUrl: google.tokeninfoUrl,
    userinfoUrl: google.userinfoUrl,
    timeoutMs: 300,
  });
});

afterAll(async () => {
  await google?.close();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(GoogleTokenError);
  return (error as GoogleTokenError).reason;
};

/** A stand-in that answers every request with one status and body (answers Google should not give). */
async function oddServer(status: number, body: string, contentType: string) {
  const server: Server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Google access-token verifier (PROVIDERS.md)', () => {
  it('returns the identity: sub and e-mail from tokeninfo, names and picture from userinfo', async () => {
    const identity = await verifier.verifyGoogleAccessToken(google.issueToken(who));
    expect(identity).toEqual({
      sub: who.sub,
      email: who.email,
      emailVerified: true,
      givenName: 'Rina',
      familyName: 'Akter',
      name: 'Rina Akter',
      picture: `https://lh3.googleusercontent.com/a/${who.sub}=s96-c`,
    });
  });

  it('reads email_verified as the string Google sends: only "true" counts', async () => {
    for (const [value, verified] of [
      ['true', true],
      ['false', false],
      ['TRUE', false],
      [undefined, false],
    ] as const) {
      const token = google.issueToken(who, { tokeninfo: { email_verified: value } });
      expect((await verifier.verifyGoogleAccessToken(token)).emailVerified).toBe(verified);
    }
  });

  it('accepts any configured client id, as aud or as azp', async () => {
    const other = 'another-client.apps.googleusercontent.com';
    const asAud = google.issueToken(who, { aud: other });
    expect((await verifier.verifyGoogleAccessToken(asAud)).sub).toBe(who.sub);
    const asAzp = google.issueToken(who, { aud: 'x.apps.googleusercontent.com', azp: other });
    expect((await verifier.verifyGoogleAccessToken(asAzp)).sub).toBe(who.sub);
  });

  it('refuses a foreign audience before asking userinfo', async () => {
    const before = google.requests.length;
    const token = google.issueToken(who, { aud: 'evil.apps.googleusercontent.com' });
    expect(await reasonOf(verifier.verifyGoogleAccessToken(token))).toBe('audience');
    expect(google.requests.slice(before).map((r) => r.path)).toEqual(['/tokeninfo']);
  });

  it('checks expiry by exp, else by expires_in, and refuses an answer with neither', async () => {
    const past = String(Math.floor(Date.now() / 1000) - 10);
    for (const tokeninfo of [
      { exp: past },
      { exp: undefined, expires_in: '0' },
      { exp: undefined, expires_in: undefined },
    ]) {
      expect(await reasonOf(verifier.verifyGoogleAccessToken(google.issueToken(who, { tokeninfo })))).toBe(
        'expired',
      );
    }
    const onlyExpiresIn = google.issueToken(who, { tokeninfo: { exp: undefined, expires_in: '120' } });
    expect((await verifier.verifyGoogleAccessToken(onlyExpiresIn)).sub).toBe(who.sub);
  });

  it("turns Google's 400 invalid_token into an invalid token, and refuses a userinfo for another account", async () => {
    const unknown = await failure(verifier.verifyGoogleAccessToken('ya29.unknown'));
    expect(unknown).toBeInstanceOf(GoogleTokenError);
    expect((unknown as GoogleTokenError).reason).toBe('invalid');
    expect((unknown as Error).message).toContain('invalid_token');

    // tokeninfo vouches for another account than userinfo names: refuse rather than guess.
    const mismatch = google.issueToken(who, { tokeninfo: { sub: '1' } });
    expect(await reasonOf(verifier.verifyGoogleAccessToken(mismatch))).toBe('invalid');
  });

  it('refuses a token without an e-mail', async () => {
    const token = google.issueToken(who, { scope: 'openid' });
    expect(await reasonOf(verifier.verifyGoogleAccessToken(token))).toBe('no_email');
  });

  it('gives up after the timeout when Google does not answer', async () => {
    google.setOutage('hang');
    try {
      const started = Date.now();
      const error = await failure(verifier.verifyGoogleAccessToken(google.issueToken(who)));
      expect(error).toBeInstanceOf(GoogleUnavailableError);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      google.setOutage(null);
    }
  });

  it('treats 5xx, 429 and answers that are not Google JSON as unavailable, not as a bad token', async () => {
    for (const [status, body, type] of [
      [500, '<html>oops</html>', 'text/html'],
      [429, '{"error":"rate_limit_exceeded"}', 'application/json'],
      [200, 'not json', 'text/plain'],
      [200, '{"unexpected":true}', 'application/json'],
    ] as const) {
      const odd = await oddServer(status, body, type);
      try {
        const v = createGoogleVerifier({
          clientIds: [FAKE_GOOGLE_CLIENT_ID],
          tokeninfoUrl: `${odd.base}/tokeninfo`,
          userinfoUrl: google.userinfoUrl,
        });
        expect(await failure(v.verifyGoogleAccessToken(google.issueToken(who)))).toBeInstanceOf(
          GoogleUnavailableError,
        );
      } finally {
        await odd.close();
      }
    }
  });

  it('treats a userinfo outage as unavailable', async () => {
    const odd = await oddServer(503, 'Service Unavailable', 'text/plain');
    try {
      const v = createGoogleVerifier({
        clientIds: [FAKE_GOOGLE_CLIENT_ID],
        tokeninfoUrl: google.tokeninfoUrl,
        userinfoUrl: `${odd.base}/v1/userinfo`,
      });
      expect(await failure(v.verifyGoogleAccessToken(google.issueToken(who)))).toBeInstanceOf(
        GoogleUnavailableError,
      );
    } finally {
      await odd.close();
    }
  });
});

describe('the fake Google', () => {
  it('answers tokeninfo by GET ?access_token= and by POST with a Bearer header alike, with string values', async () => {
    const token = google.issueToken(who);
    const viaGet = await fetch(`${google.tokeninfoUrl}?access_token=${encodeURIComponent(token)}`);
    const viaPost = await fetch(google.tokeninfoUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const a = (await viaGet.json()) as Record<string, unknown>;
    const b = (await viaPost.json()) as Record<string, unknown>;
    // expires_in counts down as Google's does: a second may tick between the two calls on a busy machine.
    const { expires_in: expiresInA, ...restA } = a;
    const { expires_in: expiresInB, ...restB } = b;
    expect(restA).toEqual(restB);
    expect(Number(expiresInA) - Number(expiresInB)).toBeGreaterThanOrEqual(0);
    expect(Number(expiresInA) - Number(expiresInB)).toBeLessThanOrEqual(1);
    expect(a).toMatchObject({
      aud: FAKE_GOOGLE_CLIENT_ID,
      sub: who.sub,
      email_verified: 'true',
      access_type: 'online',
    });
    for (const value of Object.values(a)) expect(typeof value).toBe('string');

    const missing = await fetch(google.tokeninfoUrl);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });
    const userinfo = await fetch(google.userinfoUrl);
    expect(userinfo.status).toBe(401);
    expect(userinfo.headers.get('www-authenticate')).toContain('invalid_token');
  });
});
