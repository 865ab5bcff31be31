import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@dokkho/contract/auth';
import { uniqueTag } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/** Issue 16 item 5: the same failing requests in English (the default) and in Bangla. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const BANGLA = { 'accept-language': 'bn' };
const BANGLA_COOKIE = { cookie: 'dokkho_lang=bn' };
const badSignUp = {
  first_name: '',
  last_name: 'Khatun',
  email: 'not-an-email',
  username: 'ab',
  password: 'abc1',
};

const signUp = (headers: Record<string, string>, payload: object = badSignUp) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/register/', payload, headers });

describe('error messages in the request language', () => {
  it('says field messages in English by default, values filled in', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('en');
    expect(response.json()).toMatchObject({
      first_name: ['Enter your first name'],
      email: ['Enter a valid e-mail address'],
      username: ['Use at least 3 characters'],
      password: ['Use at least 8 characters'],
    });
  });

  it('says the same field messages in Bangla for Accept-Language: bn, values in Bengali digits', async () => {
    const response = await signUp(BANGLA);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('bn');
    expect(response.json()).toMatchObject({
      // The field's name given to the sentence ("first name") is said in Bangla too.
      first_name: ['আপনার নামের প্রথম অংশ লিখুন'],
      email: ['একটি সঠিক ই-মেইল ঠিকানা লিখুন'],
      username: ['কমপক্ষে ৩ অক্ষর লিখুন'],
      password: ['কমপক্ষে ৮ অক্ষর লিখুন'],
    });
  });

  it("says zod's own defaults (a schema without a message of its own) as plain sentences, in Bangla too", async () => {
    const refresh = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/user/auth/token/refresh/', payload, headers });
    const english = await refresh({}, { refresh: 5 });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ refresh: ['This value is not valid.'] });
    expect((await refresh(BANGLA, { refresh: 5 })).json()).toEqual({ refresh: ['এই মানটি সঠিক নয়।'] });
  });

  it('follows the dokkho_lang cookie, and the explicit Accept-Language of the web over it', async () => {
    const byCookie = await signUp({ ...BANGLA_COOKIE, 'accept-language': 'en-US,en;q=0.9' });
    expect(byCookie.json().email).toEqual(['একটি সঠিক ই-মেইল ঠিকানা লিখুন']);
    // The page on screen is English (the web sends `en`) though the cookie still says Bangla.
    const byHeader = await signUp({ ...BANGLA_COOKIE, 'accept-language': 'en' });
    expect(byHeader.json().email).toEqual(['Enter a valid e-mail address']);
    expect(byHeader.headers['content-language']).toBe('en');
  });

  it('says a detail in Bangla: a service error, one with a value, and the not-found of an unknown path', async () => {
    const login = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/login/',
        payload: { username: uniqueTag('nobody'), password: 'wrong-123' },
        headers,
      });
    expect((await login({})).json()).toEqual({ detail: 'Incorrect username/e-mail or password.' });
    expect((await login(BANGLA)).json()).toEqual({ detail: 'ইউজারনেম/ই-মেইল অথবা পাসওয়ার্ড ভুল।' });

    const tag = uniqueTag('lang');
    const registered = await signUp(
      {},
      {
        first_name: 'Rahima',
        last_name: 'Khatun',
        email: `${tag}@example.com`,
        username: tag,
        password: 'dhaka-2026',
      },
    );
    expect(registered.statusCode).toBe(201);
    const { access } = LoginResponse.parse(registered.json());
    const resend = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/email-verify/',
        headers: { authorization: `Bearer ${access}`, ...headers },
      });
    const english = await resend({});
    expect(english.statusCode).toBe(429);
    expect(english.json().detail).toMatch(
      /^Please wait \d+ seconds before asking for another activation e-mail\.$/,
    );
    const bangla = await resend(BANGLA_COOKIE);
    expect(bangla.statusCode).toBe(429);
    expect(bangla.json().detail).toMatch(/^আরেকটি অ্যাক্টিভেশন ই-মেইল চাওয়ার আগে [০-৯]+ সেকেন্ড অপেক্ষা করুন।$/);

    const missing = await ctx.app.inject({ url: '/api/no-such-endpoint/', headers: BANGLA });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'খুঁজে পাওয়া যায়নি।' });
  });

  it('says the rate limit (429) in Bangla, the wait included', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1' });
    try {
      expect((await limited.app.inject({ url: '/api/course/bestgenres/' })).statusCode).toBe(200);
      const english = await limited.app.inject({ url: '/api/course/bestgenres/' });
      expect(english.statusCode).toBe(429);
      expect(english.json().detail).toMatch(
        /^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/,
      );
      const bangla = await limited.app.inject({ url: '/api/course/bestgenres/', headers: BANGLA });
      expect(bangla.statusCode).toBe(429);
      expect(bangla.headers['content-language']).toBe('bn');
      expect(bangla.json().detail).toMatch(
        /^খুব বেশিবার চেষ্টা করা হয়েছে। [০-৯]+ (সেকেন্ড|মিনিট) অপেক্ষা করে আবার চেষ্টা করুন।$/,
      );
    } finally {
      await limited.close();
    }
    // A second app of its own: slower than the rest on a busy machine.
  }, 90_000);
});
