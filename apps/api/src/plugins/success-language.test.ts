import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUser, LoginResponse } from '@dokkho/contract/auth';
import { schema } from '@dokkho/db';
import { uniqueTag } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Issue 16 item 5: a success body's `detail` speaks the request's language as an error's does, and a
 * sign-up keeps the language it was made in, for what is mailed to the user later outside a request.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const BANGLA = { 'accept-language': 'bn' };
// What modules/auth/password-reset.ts answers (a plugin's test does not reach into a module).
const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail, we have sent a link to reset the password. Check your inbox.';
const RESET_REQUESTED_BANGLA =
  'এই ই-মেইলে কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেটের লিংক পাঠানো হয়েছে। আপনার ইনবক্স দেখুন।';

const askForReset = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/auth/reset-password/',
    payload: { email: `${uniqueTag('nobody')}@example.com` },
    headers,
  });

describe('the detail of a 2xx body in the request language', () => {
  it('is said in Bangla for Accept-Language: bn, with Content-Language', async () => {
    const response = await askForReset(BANGLA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('bn');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.json()).toEqual({ detail: RESET_REQUESTED_BANGLA });
  });

  it('stays the English written in the code otherwise, and the next Bangla request is Bangla again', async () => {
    // The service answers with the same constant each time: the hook must not have changed it in place.
    const english = await askForReset({ 'accept-language': 'en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en');
    expect(english.json()).toEqual({ detail: RESET_REQUESTED_MESSAGE });
    expect((await askForReset({})).json()).toEqual({ detail: RESET_REQUESTED_MESSAGE });
    expect((await askForReset({ cookie: 'dokkho_lang=bn' })).json()).toEqual({
      detail: RESET_REQUESTED_BANGLA,
    });
  });

  it('leaves a body without a string detail alone (data is never looked up in the dictionary)', async () => {
    const response = await ctx.app.inject({ url: '/api/course/bestgenres/', headers: BANGLA });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBeUndefined();
  });
});

describe("the sign-up's language is the account's", () => {
  const signUp = (headers: Record<string, string>) => {
    const tag = uniqueTag('lang');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/register/',
      payload: {
        first_name: 'Rahima',
        last_name: 'Khatun',
        email: `${tag}@example.com`,
        username: tag,
        password: 'dhaka-2026',
      },
      headers,
    });
  };

  it('stores bn for a sign-up made in Bangla, and the profile says so on another device', async () => {
    const registered = await signUp(BANGLA);
    expect(registered.statusCode).toBe(201);
    const session = LoginResponse.parse(registered.json());
    expect(session.user.language).toBe('bn');
    const profile = await ctx.app.inject({
      url: '/api/user/auth/profile/',
      headers: { authorization: `Bearer ${session.access}`, 'accept-language': 'en' },
    });
    expect(AuthUser.parse(profile.json()).language).toBe('bn');
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, session.user.id));
    expect(row?.language).toBe('bn');
  });

  it('stores en for a sign-up made in English', async () => {
    const registered = await signUp({ 'accept-language': 'en' });
    expect(registered.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, LoginResponse.parse(registered.json()).user.id));
    expect(row?.language).toBe('en');
  });
});
