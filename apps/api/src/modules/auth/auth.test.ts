import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUser, LoginResponse, RefreshResponse } from '@dokkho/contract/auth';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import { schema } from '@dokkho/db';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import { seedInstructor, seedUser, uniqueTag } from '../../test/factories';
import { hashPassword } from './password';
import { REFRESH_COOKIE } from './routes';
import { hashRefreshToken } from './tokens';

let ctx: TestContext;
const PASSWORD = 'kolkata-2026';

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag('reg');
  return {
    first_name: 'Rahim',
    last_name: 'Uddin',
    email: `${tag}@example.com`,
    username: tag,
    password: PASSWORD,
    ...overrides,
  };
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });

const register = (body: object) => post('/api/user/auth/register/', body);
const login = (username: string, password = PASSWORD) =>
  post('/api/user/auth/login/', { username, password });
const refresh = (token: string) => post('/api/user/auth/token/refresh/', { refresh: token });
const profile = (access?: string) =>
  ctx.app.inject({
    url: '/api/user/auth/profile/',
    headers: access === undefined ? {} : { authorization: `Bearer ${access}` },
  });

/** A user with a password, straight into the database. */
async function seedMember(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  return seedUser(ctx.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
}

async function signIn() {
  const user = await seedMember();
  const response = await login(user.username);
  expect(response.statusCode).toBe(200);
  return { user, session: LoginResponse.parse(response.json()) };
}

describe('POST /api/user/auth/register/', () => {
  it('creates the account, signs it in and sets the refresh cookie', async () => {
    const body = registration({
      phone_number: '01712 345678',
      email: `  ${uniqueTag('Mixed')}@Example.com `,
    });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const answer = LoginResponse.parse(response.json());
    expect(answer.new_user).toBe(true);
    expect(answer.user).toMatchObject({
      first_name: 'Rahim',
      last_name: 'Uddin',
      email: body.email.trim(),
      username: body.username,
      profile_picture: null,
      email_confirmed: false,
      emailVerified: false,
      // Given at sign-up but not confirmed by a code: pending, so the phone gate (SPEC.md §4) still asks.
      phone_number: null,
      roles: ['learner'],
    });
    expect(answer.access.split('.')).toHaveLength(3);
    expect(answer.refresh).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({
      value: answer.refresh,
      path: '/api/user/auth/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 86_400,
    });
    // PUBLIC_URL is http:// in tests; Secure follows https.
    expect(cookie?.secure).toBeUndefined();

    // The password is stored as argon2id, the refresh token only as its hash.
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, answer.user.id));
    expect(row).toMatchObject({ phoneNumber: null, pendingPhoneNumber: '+8801712345678' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await ctx.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.userId, answer.user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toBe(hashRefreshToken(answer.refresh));

    expect(LoginResponse.parse((await login(body.username)).json()).new_user).toBe(false);
  });

  it('explains what is wrong with each field', async () => {
    const weak = await register(registration({ password: 'password' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ['Use both letters and numbers'] });

    const short = await register(registration({ password: 'ab1' }));
    expect(short.json()).toEqual({ password: ['Use at least 8 characters'] });

    const email = await register(registration({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ email: ['Enter a valid e-mail address'] });

    const phone = await register(registration({ phone_number: '12345' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ phone_number: [BD_PHONE_MESSAGE] });

    const { first_name: _f, last_name: _l, ...nameless } = registration();
    const names = await register({ ...nameless, first_name: '   ' });
    expect(names.statusCode).toBe(400);
    expect(names.json()).toEqual({
      first_name: ['Enter your first name'],
      last_name: ['Enter your last name'],
    });

    const username = await register(registration({ username: 'no spaces!' }));
    expect(username.json()).toEqual({ username: ['Use only letters, numbers, dots and underscores'] });
  });

  it('refuses a taken e-mail or username whatever its case', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);

    const sameEmail = await register(registration({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ email: ['An account with this e-mail already exists'] });

    const sameUsername = await register(registration({ username: first.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(400);
    expect(sameUsername.json()).toEqual({ username: ['This username is taken. Choose another one'] });

    const both = await register({ ...first, email: first.email.toUpperCase() });
    expect(Object.keys(both.json() as object).sort()).toEqual(['email', 'username']);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = `${uniqueTag('race')}@example.com`;
    const responses = await Promise.all([
      register(registration({ email })),
      register(registration({ email: email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toEqual({
      email: ['An account with this e-mail already exists'],
    });
  });
});

describe('POST /api/user/auth/login/', () => {
  it('signs in by username or e-mail, in any case', async () => {
    const instructor = await seedInstructor(ctx.db);
    await ctx.db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(PASSWORD), isStaff: true })
      .where(eq(schema.users.id, instructor.user.id));

    for (const name of [instructor.user.username, instructor.user.email.toUpperCase()]) {
      const response = await login(name);
      expect(response.statusCode).toBe(200);
      const answer = LoginResponse.parse(response.json());
      expect(answer).toMatchObject({ new_user: false, user: { id: instructor.user.id } });
      expect(answer.user.roles).toEqual(['learner', 'instructor', 'staff']);
      expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(answer.refresh);
    }
  });

  it('gives one answer for a wrong password, an unknown user and an account without a password', async () => {
    const user = await seedMember();
    const passwordless = await seedUser(ctx.db);
    const answers = [
      await login(user.username, 'wrong-password-1'),
      await login(`${uniqueTag('ghost')}@example.com`),
      await login(uniqueTag('ghost')),
      await login(passwordless.username, ''.padEnd(10, 'x')),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Incorrect username/e-mail or password.' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('uses the login dialog messages for empty fields (SPEC.md §5)', async () => {
    const response = await post('/api/user/auth/login/', { username: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['Please enter your email/username'],
      password: ['Please enter your password'],
    });
  });
});

describe('GET /api/user/auth/profile/', () => {
  const signWith = (key: Uint8Array, claims: { sub: string; exp?: number; typ?: string; iss?: string }) =>
    new SignJWT({ typ: claims.typ ?? 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss ?? 'dokkho')
      .setAudience('dokkho-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);
  const ourKey = new TextEncoder().encode(TEST_AUTH_SECRET);

  it('answers the signed-in user', async () => {
    const { user, session } = await signIn();
    const response = await profile(session.access);
    expect(response.statusCode).toBe(200);
    expect(AuthUser.parse(response.json())).toEqual(session.user);
    expect(response.json()).toMatchObject({ id: user.id, roles: ['learner'] });
    expect(response.headers['cache-control']).toBe('no-store');
    // Our own well-formed token is accepted, so the refusals below are about what they change.
    expect((await profile(await signWith(ourKey, { sub: String(user.id) }))).statusCode).toBe(200);
  });

  it('refuses a missing, malformed, expired, forged or unsigned token with 401', async () => {
    const { user } = await signIn();
    const sub = String(user.id);
    const body64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      undefined,
      'undefined',
      'not.a.token',
      await signWith(ourKey, { sub, exp: now - 10 }),
      await signWith(new TextEncoder().encode('another-key-that-is-long-enough-to-sign-with'), { sub }),
      await signWith(ourKey, { sub, typ: 'refresh' }),
      await signWith(ourKey, { sub, iss: 'someone-else' }),
      await signWith(ourKey, { sub: 'admin' }),
      `${body64({ alg: 'none', typ: 'JWT' })}.${body64({ sub, typ: 'access', iss: 'dokkho', aud: 'dokkho-api', exp: now + 600 })}.`,
    ];
    for (const token of refused) {
      const response = await profile(token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json()).toEqual({ detail: 'Please sign in to continue.' });
    }
  });

  it('refuses a valid token of an account that no longer exists', async () => {
    const { user, session } = await signIn();
    await ctx.db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect((await profile(session.access)).statusCode).toBe(401);
  });
});

describe('POST /api/user/auth/token/refresh/', () => {
  it('rotates a refresh token given in the body: the old one stops working', async () => {
    const { session } = await signIn();
    const response = await refresh(session.refresh);
    expect(response.statusCode).toBe(200);
    const rotated = RefreshResponse.parse(response.json());
    expect(rotated.refresh).not.toBe(session.refresh);
    expect((await profile(rotated.access)).statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ value: rotated.refresh, httpOnly: true, path: '/api/user/auth/' });
    // Rotation keeps the sign-in's absolute expiry: the cookie does not outlive it.
    expect(cookie?.maxAge).toBeLessThanOrEqual(30 * 86_400);

    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
  });

  it('rotates the refresh token of the cookie', async () => {
    const { session } = await signIn();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/token/refresh/',
      cookies: { [REFRESH_COOKIE]: session.refresh },
    });
    expect(response.statusCode).toBe(200);
    const rotated = RefreshResponse.parse(response.json());
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(rotated.refresh);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const { session } = await signIn();
    const second = RefreshResponse.parse((await refresh(session.refresh)).json());
    const third = RefreshResponse.parse((await refresh(second.refresh)).json());

    // The first token again: a replay. Refused, and the newest token dies with it.
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Your session has ended. Please sign in again.' });
    const cleared = replay.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await refresh(third.refresh)).statusCode).toBe(401);

    const family = await ctx.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.tokenHash, hashRefreshToken(third.refresh)));
    const rows = await ctx.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.familyId, family[0]!.familyId));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect(rows.filter((r) => r.replacedById !== null)).toHaveLength(2);

    // Another sign-in of the same user is a different family and keeps working.
    const other = LoginResponse.parse((await login(session.user.username)).json());
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or missing token', async () => {
    const { session } = await signIn();
    await ctx.db
      .update(schema.refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshTokens.tokenHash, hashRefreshToken(session.refresh)));
    for (const response of [
      await refresh(session.refresh),
      await refresh('x'.repeat(43)),
      await post('/api/user/auth/token/refresh/', {}),
      await post('/api/user/auth/token/refresh/'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Your session has ended. Please sign in again.' });
    }
  });
});

describe('POST /api/user/auth/logout/', () => {
  it('revokes the sign-in server-side and clears the cookie', async () => {
    const { session } = await signIn();
    const rotated = RefreshResponse.parse((await refresh(session.refresh)).json());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/logout/',
      cookies: { [REFRESH_COOKIE]: rotated.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'You have been signed out.' });
    const cleared = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/api/user/auth/' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('takes the token from the body too, and always succeeds', async () => {
    const { session } = await signIn();
    const response = await post('/api/user/auth/logout/', { refresh: session.refresh });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);

    for (const again of [
      await post('/api/user/auth/logout/', { refresh: session.refresh }),
      await post('/api/user/auth/logout/', { refresh: 'unknown' }),
      await post('/api/user/auth/logout/'),
    ]) {
      expect(again.statusCode).toBe(200);
    }
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 on the 11th login a minute from one address, even with the general limit off', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 'on', RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/auth/login/',
          payload: { username: 'nobody', password: 'wrong-password-1' },
          remoteAddress,
        });
      for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      const blocked = await attempt('203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect((blocked.json() as { detail: string }).detail).toMatch(
        /^Too many requests\. Please wait .+ and try again\.$/,
      );
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another address is counted separately, and other routes are not limited by it.
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
      expect(
        (await limited.app.inject({ url: '/api/course/bestgenres/', remoteAddress: '203.0.113.7' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
