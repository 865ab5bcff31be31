import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@dokkho/contract/auth';
import { HIRING_MESSAGES } from '@dokkho/contract/hiring';
import { seedUser } from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { NO_PASSWORD_MESSAGE, PASSWORD_UPDATED_MESSAGE } from './change-password';
import { ACCOUNT_FAILED_LOGIN_LIMIT } from './login-throttle';
import { hashPassword } from './password';
import { REFRESH_COOKIE } from './routes';

const OLD_PASSWORD = 'dhaka-2026-old';
const NEW_PASSWORD = 'sylhet-2027-new';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const login = async (username: string, password: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/auth/login/',
    payload: { username, password },
  });
  return { res, body: res.statusCode === 200 ? LoginResponse.parse(res.json()) : null };
};
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/token/refresh/', payload: { refresh: token } });
const change = (headers: Record<string, string>, payload: object, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/change-password/', headers, payload, cookies });

describe('change password', () => {
  it('checks the current password, sets the new one and ends the other sessions only', async () => {
    const user = await seedUser(ctx.db, { passwordHash: await hashPassword(OLD_PASSWORD) });
    const here = (await login(user.username, OLD_PASSWORD)).body!;
    const elsewhere = (await login(user.username, OLD_PASSWORD)).body!;
    const headers = { authorization: `Bearer ${here.access}` };

    const wrong = await change(headers, { current_password: 'not-it-at-all', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [HIRING_MESSAGES.wrongPassword] });
    const same = await change(headers, { current_password: OLD_PASSWORD, new_password: OLD_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ new_password: [HIRING_MESSAGES.samePassword] });
    const weak = await change(headers, { current_password: OLD_PASSWORD, new_password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('new_password');

    const ok = await change(
      headers,
      { current_password: OLD_PASSWORD, new_password: NEW_PASSWORD },
      { [REFRESH_COOKIE]: here.refresh },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ detail: PASSWORD_UPDATED_MESSAGE });
    expect(ok.headers['cache-control']).toBe('no-store');

    expect((await login(user.username, OLD_PASSWORD)).res.statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).res.statusCode).toBe(200);
    // This browser's session goes on; the other one has ended.
    expect((await refresh(here.refresh)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
  });

  it('tells Google-only accounts to use forgot password, and needs a sign-in', async () => {
    const user = await seedUser(ctx.db, { passwordHash: null });
    const res = await change(await authHeader(user.id), {
      current_password: 'anything',
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: NO_PASSWORD_MESSAGE });
    expect(NO_PASSWORD_MESSAGE).toMatch(/forgot password/i);
    expect((await change({}, { current_password: 'a', new_password: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('counts wrong guesses towards the account pause', async () => {
    const user = await seedUser(ctx.db, { passwordHash: await hashPassword(OLD_PASSWORD) });
    const headers = await authHeader(user.id);
    for (let i = 0; i < ACCOUNT_FAILED_LOGIN_LIMIT; i += 1) {
      expect(
        (await change(headers, { current_password: `guess-${i}-x`, new_password: NEW_PASSWORD })).statusCode,
      ).toBe(400);
    }
    const paused = await change(headers, { current_password: OLD_PASSWORD, new_password: NEW_PASSWORD });
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
  });
});
