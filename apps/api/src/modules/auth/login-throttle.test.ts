import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedUser } from '../../test/factories';
import {
  ACCOUNT_FAILED_LOGIN_LIMIT,
  ACCOUNT_LOCK_WINDOW_MINUTES,
  accountLockSeconds,
} from './login-throttle';
import { hashPassword } from './password';
import { LOGIN_FAILED_MESSAGE } from './service';

let ctx: TestContext;
const PASSWORD = 'sylhet-tea-77';

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/login/', payload: { username, password } });

async function seedMember() {
  return seedUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
}

async function throttleState(userId: number) {
  const [row] = await ctx.db
    .select({
      failedLoginCount: schema.users.failedLoginCount,
      failedLoginWindowStart: schema.users.failedLoginWindowStart,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row!;
}

describe('per-account sign-in throttling', () => {
  it(`pauses password sign-in after ${ACCOUNT_FAILED_LOGIN_LIMIT} wrong passwords, even the right one`, async () => {
    const user = await seedMember();
    // Concurrent failures (a botnet, many addresses) must all be counted.
    const failures = await Promise.all(
      Array.from({ length: ACCOUNT_FAILED_LOGIN_LIMIT }, () => login(user.username, 'wrong-password-1')),
    );
    for (const response of failures) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: LOGIN_FAILED_MESSAGE });
    }
    expect((await throttleState(user.id)).failedLoginCount).toBe(ACCOUNT_FAILED_LOGIN_LIMIT);

    const paused = await login(user.email, PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().detail).toMatch(
      /Too many failed sign-ins to this account\. Try again in 15 minutes/,
    );
    const retryAfter = Number(paused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(ACCOUNT_LOCK_WINDOW_MINUTES * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_LOCK_WINDOW_MINUTES * 60);
  });

  it('works again once the window is over, and a success clears the count', async () => {
    const user = await seedMember();
    const longAgo = new Date(Date.now() - (ACCOUNT_LOCK_WINDOW_MINUTES * 60_000 + 1000));
    await ctx.db
      .update(schema.users)
      .set({ failedLoginCount: ACCOUNT_FAILED_LOGIN_LIMIT + 5, failedLoginWindowStart: longAgo })
      .where(eq(schema.users.id, user.id));

    // A failure after the window restarts the count at one instead of adding to the old one.
    expect((await login(user.username, 'wrong-password-1')).statusCode).toBe(401);
    const restarted = await throttleState(user.id);
    expect(restarted.failedLoginCount).toBe(1);
    expect(restarted.failedLoginWindowStart!.getTime()).toBeGreaterThan(longAgo.getTime());

    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
    expect(await throttleState(user.id)).toEqual({ failedLoginCount: 0, failedLoginWindowStart: null });
  });

  it('keeps other accounts, and unknown logins, untouched', async () => {
    const target = await seedMember();
    const bystander = await seedMember();
    for (let i = 0; i < ACCOUNT_FAILED_LOGIN_LIMIT; i++) await login(target.username, 'wrong-password-1');
    expect((await login(bystander.username, PASSWORD)).statusCode).toBe(200);
    // An unknown login keeps getting the ordinary answer (there is no account to pause).
    for (let i = 0; i < ACCOUNT_FAILED_LOGIN_LIMIT + 1; i++) {
      expect((await login('nobody-here-at-all', 'wrong-password-1')).statusCode).toBe(401);
    }
  });

  it('a password reset lifts the pause', async () => {
    const user = await seedMember();
    for (let i = 0; i < ACCOUNT_FAILED_LOGIN_LIMIT; i++) await login(user.username, 'wrong-password-1');
    expect((await login(user.username, PASSWORD)).statusCode).toBe(429);
    // What PUT user/auth/reset-password/ does to the row (its own tests cover the link itself).
    const { setPasswordAfterReset } = await import('./repo');
    await setPasswordAfterReset(ctx.db, {
      userId: user.id,
      passwordHash: await hashPassword('new-password-42'),
      at: new Date(),
    });
    expect((await login(user.username, 'new-password-42')).statusCode).toBe(200);
  });
});

describe('accountLockSeconds', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is zero below the limit or without a window', () => {
    expect(
      accountLockSeconds(
        { failedLoginCount: ACCOUNT_FAILED_LOGIN_LIMIT - 1, failedLoginWindowStart: now },
        now,
      ),
    ).toBe(0);
    expect(
      accountLockSeconds({ failedLoginCount: ACCOUNT_FAILED_LOGIN_LIMIT, failedLoginWindowStart: null }, now),
    ).toBe(0);
  });
  it('counts down to the end of the window', () => {
    const start = new Date(now.getTime() - 5 * 60_000);
    expect(
      accountLockSeconds(
        { failedLoginCount: ACCOUNT_FAILED_LOGIN_LIMIT, failedLoginWindowStart: start },
        now,
      ),
    ).toBe((ACCOUNT_LOCK_WINDOW_MINUTES - 5) * 60);
  });
});
