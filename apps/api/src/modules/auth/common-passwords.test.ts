import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@dokkho/contract/auth';
import { seedUser, uniqueTag } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { issueEmailToken } from './email-tokens';
import { encodeUid } from './email-verification';
import { hashPassword } from './password';
import { PASSWORD_CHANGED_MESSAGE } from './password-reset';

/**
 * Issue 14 item 8: common passwords are refused wherever a password is set (sign-up, reset, change), with
 * a field message the forms show; a password with Bangla digits counts as having digits.
 */

const CURRENT_PASSWORD = 'dhaka-2026-old';
const BANGLA_PASSWORD = 'ঢাকা২০২৬abcd';
/** Common ones that pass the contract's rule (letters and digits), so only the list refuses them. */
const COMMON = ['password123', 'iloveyou1', 'Passw0rd!', 'bangladesh1'];
/** Common ones the contract's rule already refuses (no letter, or no digit). */
const COMMON_WITHOUT_LETTERS_AND_DIGITS = ['12345678', 'qwertyuiop'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const register = (password: string) => {
  const tag = uniqueTag('pw');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/auth/register/',
    payload: {
      first_name: 'Rahim',
      last_name: 'Uddin',
      email: `${tag}@example.com`,
      username: tag,
      password,
    },
  });
};

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/login/', payload: { username, password } });

async function resetLink() {
  const user = await seedUser(ctx.db, { passwordHash: await hashPassword(CURRENT_PASSWORD) });
  const token = await issueEmailToken(ctx.db, {
    userId: user.id,
    purpose: 'reset_password',
    ttlHours: 1,
    now: new Date(),
  });
  return { user, uidb64: encodeUid(user.id), token };
}

const confirmReset = (payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/auth/reset-password/', payload });

describe('isCommonPassword (zxcvbn with the common-password list)', () => {
  it.each([...COMMON, ...COMMON_WITHOUT_LETTERS_AND_DIGITS, 'letmein1', 'admin123'])('finds %s', (value) => {
    expect(isCommonPassword(value)).toBe(true);
  });

  it.each(['demo-pass-123', 'dhaka-2026-old', 'sylhet-2027-new', 'dhaka2026', BANGLA_PASSWORD])(
    'lets %s through',
    (value) => {
      expect(isCommonPassword(value)).toBe(false);
    },
  );
});

describe('sign-up', () => {
  it.each(COMMON)('refuses %s with a field message', async (password) => {
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
  });

  it.each(COMMON_WITHOUT_LETTERS_AND_DIGITS)('refuses %s by the contract rule', async (password) => {
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('password');
  });

  it('accepts a password whose digits are Bangla, and signs in with it', async () => {
    const response = await register(BANGLA_PASSWORD);
    expect(response.statusCode).toBe(201);
    const { username } = response.json<{ user: { username: string } }>().user;
    expect((await login(username, BANGLA_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('refuses a common password and keeps the link usable for a better one', async () => {
    const { user, uidb64, token } = await resetLink();
    for (const password of [...COMMON, ...COMMON_WITHOUT_LETTERS_AND_DIGITS]) {
      const refused = await confirmReset({ uidb64, token, password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('password');
    }
    expect((await confirmReset({ uidb64, token, password: 'password123' })).json()).toEqual({
      password: [COMMON_PASSWORD_MESSAGE],
    });
    expect((await login(user.username, CURRENT_PASSWORD)).statusCode).toBe(200);

    const accepted = await confirmReset({ uidb64, token, password: BANGLA_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ detail: PASSWORD_CHANGED_MESSAGE });
    expect((await login(user.username, BANGLA_PASSWORD)).statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a common new password under new_password, and accepts Bangla digits', async () => {
    const user = await seedUser(ctx.db, { passwordHash: await hashPassword(CURRENT_PASSWORD) });
    const session = LoginResponse.parse((await login(user.username, CURRENT_PASSWORD)).json());
    const change = (new_password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/change-password/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: { current_password: CURRENT_PASSWORD, new_password },
      });
    for (const password of COMMON) {
      const refused = await change(password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ new_password: [COMMON_PASSWORD_MESSAGE] });
    }
    for (const password of COMMON_WITHOUT_LETTERS_AND_DIGITS) {
      expect((await change(password)).json()).toHaveProperty('new_password');
    }
    expect((await change(BANGLA_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.username, BANGLA_PASSWORD)).statusCode).toBe(200);
  });
});
