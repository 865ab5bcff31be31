import { createServer, type AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, Username } from '@dokkho/contract/auth';
import { schema } from '@dokkho/db';
import { findUser, seedUser, uniqueTag } from '../../test/factories';
import {
  FAKE_GOOGLE_CLIENT_ID,
  startGoogleServer,
  type FakeGoogle,
  type FakeGoogleAccount,
  type IssueOptions,
} from '../../test/google-server';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  GOOGLE_ACCOUNT_CONFLICT_MESSAGE,
  GOOGLE_DISABLED_MESSAGE,
  GOOGLE_EMAIL_UNVERIFIED_MESSAGE,
  GOOGLE_NO_EMAIL_MESSAGE,
  GOOGLE_TOKEN_INVALID_MESSAGE,
  GOOGLE_UNAVAILABLE_MESSAGE,
  GOOGLE_WRONG_AUDIENCE_MESSAGE,
  namesFrom,
  usernameCandidates,
  usernameStem,
} from './google-login';
import { hashPassword } from './password';
import { REFRESH_COOKIE } from './routes';
import { LOGIN_FAILED_MESSAGE } from './service';
import { createRefreshToken, hashRefreshToken } from './tokens';

const URL_GOOGLE_LOGIN = '/api/user/auth/google-login/';
const PASSWORD = 'sylhet-2026';

let google: FakeGoogle;
let ctx: TestContext;

beforeAll(async () => {
  google = await startGoogleServer();
  ctx = await createTestApp(google.env());
});

afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

function account(overrides: Partial<FakeGoogleAccount> = {}): FakeGoogleAccount {
  const tag = uniqueTag('g');
  return {
    sub: `1${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    email: `nadia.${tag}@gmail.com`,
    givenName: 'Nadia',
    familyName: 'Rahman',
    ...overrides,
  };
}

const signIn = (payload: unknown, remoteAddress?: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: URL_GOOGLE_LOGIN, payload: payload as object, remoteAddress });

async function signInAs(who: FakeGoogleAccount, options: IssueOptions = {}) {
  return signIn({ access_token: google.issueToken(who, options) });
}

const passwordLogin = (username: string, password = PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/login/', payload: { username, password } });

describe('usernames and names for new Google accounts', () => {
  it('derives a valid username from the e-mail', () => {
    expect(usernameStem('Nadia.Rahman+courses@gmail.com')).toBe('nadia.rahman');
    expect(usernameStem('josé-luis@example.com')).toBe('joseluis');
    expect(usernameStem('..__x..y__..@example.com')).toBe('x.y');
    expect(usernameStem('রহিম@example.bd')).toBe('');
    expect(usernameStem(`${'a'.repeat(40)}@example.com`)).toHaveLength(30);
    for (const email of [
      'nadia@gmail.com',
      'ab@gmail.com',
      'রহিম@example.bd',
      `${'b'.repeat(40)}@x.com`,
      'a.b_c@x.com',
    ]) {
      const candidates = usernameCandidates(email);
      expect(candidates.length).toBeGreaterThan(0);
      for (const candidate of candidates) expect(Username.safeParse(candidate).success).toBe(true);
    }
    // Too short to stand alone: only suffixed ones; nothing usable: a neutral stem.
    expect(usernameCandidates('ab@gmail.com', () => '1234')).toEqual(['ab1234']);
    expect(usernameCandidates('রহিম@example.bd', () => '777')).toEqual(['learner777']);
    expect(usernameCandidates('nadia@gmail.com', () => '42')).toEqual(['nadia', 'nadia42']);
  });

  it('takes names from Google, else splits the display name, else uses the e-mail', () => {
    const email = 'nadia.r+x@gmail.com';
    expect(namesFrom({ givenName: 'Nadia', familyName: 'Rahman', name: 'N R', email })).toEqual({
      firstName: 'Nadia',
      lastName: 'Rahman',
    });
    expect(namesFrom({ givenName: null, familyName: null, name: ' Md  Karim Ullah ', email })).toEqual({
      firstName: 'Md',
      lastName: 'Karim Ullah',
    });
    expect(namesFrom({ givenName: null, familyName: null, name: null, email })).toEqual({
      firstName: 'nadia.r',
      lastName: '',
    });
    expect(
      namesFrom({ givenName: 'x'.repeat(80), familyName: null, name: null, email }).firstName,
    ).toHaveLength(50);
  });
});

describe('POST /api/user/auth/google-login/', () => {
  it('creates an account for a new Google user and signs it in like login', async () => {
    const who = account({ email: `Nadia.Rahman.${uniqueTag()}+bd@gmail.com` });
    const response = await signInAs(who);
    expect(response.statusCode).toBe(200);
    const answer = LoginResponse.parse(response.json());
    expect(answer.new_user).toBe(true);
    expect(answer.user).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Rahman',
      email: who.email,
      profile_picture: null,
      email_confirmed: true,
      emailVerified: true,
      phone_number: null,
      roles: ['learner'],
    });
    expect(answer.user.username).toMatch(/^nadia\.rahman\.t[0-9a-f]{8}$/);
    expect(Username.safeParse(answer.user.username).success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');

    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({
      value: answer.refresh,
      path: '/api/user/auth/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 86_400,
    });

    const row = await findUser(ctx.db, answer.user.id);
    expect(row).toMatchObject({ googleSub: who.sub, passwordHash: null, emailConfirmed: true });
    // No password: a password sign-in fails like any wrong password.
    const login = await passwordLogin(answer.user.username);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ detail: LOGIN_FAILED_MESSAGE });

    // The access token works.
    const profile = await ctx.app.inject({
      url: '/api/user/auth/profile/',
      headers: { authorization: `Bearer ${answer.access}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: answer.user.id, email: who.email });
  });

  it('asks Google with POST and a Bearer header: tokeninfo first, then userinfo; never the token in a URL', async () => {
    const before = google.requests.length;
    expect((await signInAs(account())).statusCode).toBe(200);
    const calls = google.requests.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /tokeninfo', 'GET /v1/userinfo']);
    for (const call of calls) {
      expect(call.tokenInQuery).toBe(false);
      expect(call.authorization).toMatch(/^Bearer ya29\./);
    }
  });

  it('signs the same Google account in again without a second account', async () => {
    const who = account();
    const first = LoginResponse.parse((await signInAs(who)).json());
    // A new token, and the e-mail changed at Google meanwhile: the Google id decides.
    const again = await signInAs({ ...who, email: `moved.${uniqueTag()}@gmail.com` });
    expect(again.statusCode).toBe(200);
    const second = LoginResponse.parse(again.json());
    expect(second.new_user).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.email).toBe(who.email);
    expect(second.refresh).not.toBe(first.refresh);
    const rows = await ctx.db.select().from(schema.users).where(eq(schema.users.googleSub, who.sub));
    expect(rows).toHaveLength(1);
  });

  it("gives a new account the language of the page signed in from, and keeps an existing account's", async () => {
    const who = account();
    const first = await ctx.app.inject({
      method: 'POST',
      url: URL_GOOGLE_LOGIN,
      payload: { access_token: google.issueToken(who) },
      headers: { 'accept-language': 'bn' },
    });
    expect(first.statusCode).toBe(200);
    const created = LoginResponse.parse(first.json());
    expect(created.user.language).toBe('bn');
    expect((await findUser(ctx.db, created.user.id))?.language).toBe('bn');

    // Signing in again from an English page changes nothing: the account has its language.
    const again = await ctx.app.inject({
      method: 'POST',
      url: URL_GOOGLE_LOGIN,
      payload: { access_token: google.issueToken(who) },
      headers: { 'accept-language': 'en' },
    });
    expect(LoginResponse.parse(again.json()).user.language).toBe('bn');
  });

  it('links an existing account with the same e-mail (any case) and keeps its password when it was confirmed', async () => {
    const existing = await seedUser(ctx.db, {
      email: `karim.${uniqueTag()}@example.com`,
      firstName: 'Karim',
      lastName: 'Ullah',
      phoneNumber: '+8801712345678',
      emailConfirmed: true,
      passwordHash: await hashPassword(PASSWORD),
    });
    const response = await signInAs(account({ email: existing.email.toUpperCase(), givenName: 'K' }));
    expect(response.statusCode).toBe(200);
    const answer = LoginResponse.parse(response.json());
    expect(answer.new_user).toBe(false);
    // The account's own data stays; Google's names do not overwrite them.
    expect(answer.user).toMatchObject({
      id: existing.id,
      email: existing.email,
      first_name: 'Karim',
      phone_number: '+8801712345678',
      email_confirmed: true,
    });
    const row = await findUser(ctx.db, existing.id);
    expect(row.googleSub).not.toBeNull();
    expect((await passwordLogin(existing.username)).statusCode).toBe(200);
  });

  it('linking an account whose e-mail was never confirmed confirms it, drops the password and ends its sessions', async () => {
    const squatter = await seedUser(ctx.db, {
      email: `victim.${uniqueTag()}@example.com`,
      emailConfirmed: false,
      passwordHash: await hashPassword(PASSWORD),
    });
    const refresh = createRefreshToken();
    await ctx.db.insert(schema.refreshTokens).values({
      userId: squatter.id,
      familyId: crypto.randomUUID(),
      tokenHash: hashRefreshToken(refresh),
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: null,
    });

    const response = await signInAs(account({ email: squatter.email }));
    expect(response.statusCode).toBe(200);
    const answer = LoginResponse.parse(response.json());
    expect(answer).toMatchObject({ new_user: false, user: { id: squatter.id, email_confirmed: true } });

    const row = await findUser(ctx.db, squatter.id);
    expect(row.passwordHash).toBeNull();
    expect((await passwordLogin(squatter.username)).statusCode).toBe(401);
    // The old sign-in is over; the new one (from this answer) is the only live one.
    const live = await ctx.db
      .select()
      .from(schema.refreshTokens)
      .where(and(eq(schema.refreshTokens.userId, squatter.id), isNull(schema.refreshTokens.revokedAt)));
    expect(live.map((token) => token.tokenHash)).toEqual([hashRefreshToken(answer.refresh)]);
  });

  it('refuses to link an e-mail whose account belongs to another Google account', async () => {
    const owner = account();
    const created = LoginResponse.parse((await signInAs(owner)).json());
    const response = await signInAs(account({ email: owner.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: GOOGLE_ACCOUNT_CONFLICT_MESSAGE });
    expect((await findUser(ctx.db, created.user.id)).googleSub).toBe(owner.sub);
  });

  it('gives a taken username a numbered variant', async () => {
    const stem = `taken${uniqueTag('u')}`;
    await seedUser(ctx.db, { username: stem });
    const answer = LoginResponse.parse((await signInAs(account({ email: `${stem}@gmail.com` }))).json());
    expect(answer.user.username).toMatch(new RegExp(`^${stem.slice(0, 25)}\\d{4,5}$`));
  });

  it('signs a Google account without names in with the e-mail as first name', async () => {
    const tag = uniqueTag('anon');
    const response = await signInAs(account({ email: `${tag}@gmail.com`, givenName: '', familyName: '' }));
    const answer = LoginResponse.parse(response.json());
    expect(answer.user).toMatchObject({ first_name: tag, last_name: '', username: tag });
  });

  it('creates exactly one account when the first sign-in arrives twice at once', async () => {
    const who = account();
    const [a, b] = await Promise.all([signInAs(who), signInAs(who)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a, b].map((r) => LoginResponse.parse(r.json()));
    expect(answers[0]!.user.id).toBe(answers[1]!.user.id);
    expect(answers.filter((answer) => answer.new_user)).toHaveLength(1);
    const rows = await ctx.db.select().from(schema.users).where(eq(schema.users.googleSub, who.sub));
    expect(rows).toHaveLength(1);
  });

  it('refuses a Google account whose e-mail is not verified (SPEC.md §5), creating nothing', async () => {
    const who = account({ emailVerified: false });
    const response = await signInAs(who);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: GOOGLE_EMAIL_UNVERIFIED_MESSAGE });
    expect(response.cookies).toEqual([]);
    expect(await ctx.db.select().from(schema.users).where(eq(schema.users.googleSub, who.sub))).toEqual([]);
  });

  it('refuses a token issued to another app (the confused deputy), and accepts ours as azp', async () => {
    const foreign = await signInAs(account(), { aud: 'other-app.apps.googleusercontent.com' });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({ detail: GOOGLE_WRONG_AUDIENCE_MESSAGE });

    const viaAzp = await signInAs(account(), {
      aud: 'other-app.apps.googleusercontent.com',
      azp: FAKE_GOOGLE_CLIENT_ID,
    });
    expect(viaAzp.statusCode).toBe(200);
  });

  it('refuses unknown, revoked and expired tokens with one message', async () => {
    const who = account();
    const revoked = google.issueToken(who);
    google.revoke(revoked);
    for (const response of [
      await signIn({ access_token: 'ya29.not-a-real-token' }),
      await signIn({ access_token: revoked }),
      // Google itself says invalid_token for an expired one...
      await signInAs(who, { expiresInSeconds: -5 }),
      // ...and if its answer ever said "expired" while still answering, we check exp ourselves.
      await signInAs(who, { tokeninfo: { exp: String(Math.floor(Date.now() / 1000) - 1) } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: GOOGLE_TOKEN_INVALID_MESSAGE });
    }
    expect(await ctx.db.select().from(schema.users).where(eq(schema.users.googleSub, who.sub))).toEqual([]);
  });

  it('refuses a token without the e-mail scope', async () => {
    const response = await signInAs(account(), {
      scope: 'openid https://www.googleapis.com/auth/userinfo.profile',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: GOOGLE_NO_EMAIL_MESSAGE });
  });

  it('answers 400 with field messages for a missing, empty or oversized token', async () => {
    for (const payload of [
      {},
      { access_token: '   ' },
      { access_token: 5 },
      { access_token: 'x'.repeat(2049) },
    ]) {
      const response = await signIn(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json() as Record<string, string[]>;
      expect(Object.keys(body)).toEqual(['access_token']);
      expect(body.access_token![0]).toMatch(/Google/);
    }
  });

  it('answers 503 with a clear message when Google fails, and works again when it is back', async () => {
    try {
      for (const status of [500, 502, 503, 429]) {
        google.setOutage({ status });
        const response = await signInAs(account());
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: GOOGLE_UNAVAILABLE_MESSAGE });
      }
    } finally {
      google.setOutage(null);
    }
    expect((await signInAs(account())).statusCode).toBe(200);
  });
});

describe('Google sign-in switched off or unreachable', () => {
  it('is refused with a clear 404 when GOOGLE_CLIENT_IDS is empty', async () => {
    const off = await createTestApp({ ...google.env(''), GOOGLE_CLIENT_IDS: '' });
    try {
      const response = await signIn({ access_token: google.issueToken(account()) }, undefined, off.app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: GOOGLE_DISABLED_MESSAGE });
    } finally {
      await off.close();
    }
  });

  it('answers 503 when nothing listens at Google\u2019s address', async () => {
    // A port that was free a moment ago: the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await createTestApp({
      GOOGLE_CLIENT_IDS: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_TOKENINFO_URL: `http://127.0.0.1:${port}/tokeninfo`,
      GOOGLE_USERINFO_URL: `http://127.0.0.1:${port}/v1/userinfo`,
    });
    try {
      const response = await signIn({ access_token: 'ya29.anything' }, undefined, down.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: GOOGLE_UNAVAILABLE_MESSAGE });
    } finally {
      await down.close();
    }
  });

  it('is limited per address like login: the 11th attempt a minute answers 429', async () => {
    const limited = await createTestApp({
      ...google.env(),
      AUTH_RATE_LIMIT: 'on',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    try {
      const attempt = (remoteAddress: string) =>
        signIn({ access_token: 'ya29.guess' }, remoteAddress, limited.app);
      for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.21')).statusCode).toBe(401);
      const blocked = await attempt('203.0.113.21');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await attempt('203.0.113.22')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
