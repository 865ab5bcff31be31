import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUser, LoginResponse } from '@dokkho/contract/auth';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import {
  CODE_FORMAT_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  PhoneVerifyConfirmResponse,
  PhoneVerifySendResponse,
  SavedPhoneNumberResponse,
} from '@dokkho/contract/phone-verification';
import { schema } from '@dokkho/db';
import { createSslWirelessSender, toMsisdn } from '../../integrations/sms/sslwireless';
import { SmsSendError } from '../../integrations/sms/sender';
import { findUser, seedUser, uniqueTag } from '../../test/factories';
import { FAKE_SMS_SID, FAKE_SMS_TOKEN, startSmsServer } from '../../test/sms-server';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import {
  ALREADY_YOURS_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  describeWait,
  hashPhoneCode,
  NO_CODE_MESSAGE,
  NUMBER_TAKEN_AT_CONFIRM_MESSAGE,
  NUMBER_TAKEN_MESSAGE,
  PHONE_VERIFIED_MESSAGE,
  SMS_FAILED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './phone-verification';
import { createTokenSettings, signAccessToken } from './tokens';

const tokens = createTokenSettings({ secret: TEST_AUTH_SECRET, accessTtlSeconds: 900, refreshTtlDays: 30 });
const CODE_IN_TEXT = /^(\d{6}) is your Dokkho verification code\./;

/** A Bangladeshi number no other test (or earlier run) is likely to use: per-number caps stay clear. */
function freshNumber(): string {
  return `+88017${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const localForm = (phone: string) => `0${phone.slice(4)}`;

async function member(ctx: TestContext, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await seedUser(ctx.db, { emailConfirmed: true, ...overrides });
  return { user, access: await signAccessToken(tokens, user.id) };
}

const bearer = (access?: string) => (access ? { authorization: `Bearer ${access}` } : {});

const send = (ctx: TestContext, access: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/auth/phone-verify/', headers: bearer(access), payload });

const confirm = (ctx: TestContext, access: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/auth/phone-verify/', headers: bearer(access), payload });

const saved = (ctx: TestContext, access: string | undefined, id: number | string, query = '') =>
  ctx.app.inject({ url: `/api/log_reg/save-phone-number/${id}/${query}`, headers: bearer(access) });

async function codesOf(ctx: TestContext, userId: number) {
  return ctx.db
    .select()
    .from(schema.phoneVerificationCodes)
    .where(eq(schema.phoneVerificationCodes.userId, userId))
    .orderBy(desc(schema.phoneVerificationCodes.id));
}

/** Moves the user's codes back in time: past the resend cooldown, or past expiry. */
async function ageCodes(ctx: TestContext, userId: number, set: { createdAt?: Date; expiresAt?: Date }) {
  await ctx.db
    .update(schema.phoneVerificationCodes)
    .set(set)
    .where(eq(schema.phoneVerificationCodes.userId, userId));
}

const pastCooldown = () => ({ createdAt: new Date(Date.now() - 61_000) });

describe('with the SMS gateway configured: ISMS Plus over HTTP', () => {
  let ctx: TestContext;
  let sms: Awaited<ReturnType<typeof startSmsServer>>;

  beforeAll(async () => {
    sms = await startSmsServer();
    ctx = await createTestApp({
      SMS_API_URL: sms.url,
      SMS_API_TOKEN: FAKE_SMS_TOKEN,
      SMS_SENDER_ID: FAKE_SMS_SID,
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await sms?.close();
  });

  /** Sends a code to `phone` and returns it as the gateway received it. */
  async function sendAndRead(access: string, phone: string, typed = localForm(phone)) {
    const before = sms.messages.length;
    const response = await send(ctx, access, { phone_number: typed });
    expect(response.statusCode, response.body).toBe(200);
    expect(sms.messages).toHaveLength(before + 1);
    const message = sms.messages.at(-1)!;
    const code = CODE_IN_TEXT.exec(message.sms)?.[1];
    expect(code).toBeDefined();
    return { response, message, code: code! };
  }

  it("texts the code in the user's language, or the request's; the code stays in ASCII digits", async () => {
    const bangla = await member(ctx, { language: 'bn' });
    await send(ctx, bangla.access, { phone_number: localForm(freshNumber()) });
    const text = sms.messages.at(-1)!.sms;
    expect(text).toMatch(/^\d{6} আপনার Dokkho কোড, ১০ মিনিট বৈধ। কাউকে কোডটি দেবেন না।$/);
    // One SMS part: Bangla goes as UCS-2, 70 characters.
    expect(text.length).toBeLessThanOrEqual(70);

    // No choice yet: the request's language.
    const undecided = await member(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/phone-verify/',
      headers: { ...bearer(undecided.access), 'accept-language': 'bn-BD,bn;q=0.9' },
      payload: { phone_number: localForm(freshNumber()) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(sms.messages.at(-1)!.sms).toMatch(/^\d{6} আপনার Dokkho কোড/);

    // An English choice wins over a Bangla browser.
    const english = await member(ctx, { language: 'en' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/phone-verify/',
      headers: { ...bearer(english.access), 'accept-language': 'bn' },
      payload: { phone_number: localForm(freshNumber()) },
    });
    expect(sms.messages.at(-1)!.sms).toMatch(CODE_IN_TEXT);
  });

  it('texts a 6-digit code, keeps only its HMAC, and the code verifies the number', async () => {
    const { user, access } = await member(ctx);
    const phone = freshNumber();
    const { response, message, code } = await sendAndRead(
      access,
      phone,
      `${localForm(phone).slice(0, 3)}-${localForm(phone).slice(3)}`,
    );

    expect(PhoneVerifySendResponse.parse(response.json())).toEqual({
      detail: `We sent a 6-digit code to ${phone}.`,
      phone_number: phone,
      retry_after_seconds: 60,
      expires_in_seconds: 600,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    // The gateway's protocol: 8801XXXXXXXXX, our sender id, a unique client id.
    expect(message.msisdn).toBe(toMsisdn(phone));
    expect(message.msisdn).toMatch(/^8801\d{9}$/);
    expect(message.csmsId).toMatch(/^dokkho-\d+$/);
    expect(message.sms).toBe(
      `${code} is your Dokkho verification code. It is valid for 10 minutes. Never share this code with anyone.`,
    );
    expect(message.sms.length).toBeLessThanOrEqual(160);

    const [row] = await codesOf(ctx, user.id);
    expect(row).toMatchObject({ phoneNumber: phone, attempts: 0, usedAt: null });
    expect(row!.codeHash).toBe(
      hashPhoneCode(TEST_AUTH_SECRET, { userId: user.id, phoneNumber: phone, code }),
    );
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);

    // The outbox records the delivery, but not a usable code: the provider has the text.
    const [outbox] = await ctx.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.recipient, phone), eq(schema.outbox.channel, 'sms')));
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1, lastError: null, subject: '' });
    expect(outbox!.bodyText).not.toContain(code);
    expect(outbox!.bodyText).toContain('****** is your Dokkho verification code');
    expect(message.csmsId).toBe(`dokkho-${outbox!.id}`);

    // Sent but not confirmed: the number waits as the pending one, the gate's phone_number stays empty.
    expect(await findUser(ctx.db, user.id)).toMatchObject({ phoneNumber: null, pendingPhoneNumber: phone });

    // People copy "123 456" from the SMS: spaces are forgiven.
    const confirmed = await confirm(ctx, access, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = PhoneVerifyConfirmResponse.parse(confirmed.json());
    expect(answer.detail).toBe(PHONE_VERIFIED_MESSAGE);
    expect(answer.user).toMatchObject({ id: user.id, phone_number: phone });

    expect(await findUser(ctx.db, user.id)).toMatchObject({ phoneNumber: phone, pendingPhoneNumber: null });
    expect((await codesOf(ctx, user.id))[0]!.usedAt).toBeInstanceOf(Date);
    const profile = await ctx.app.inject({ url: '/api/user/auth/profile/', headers: bearer(access) });
    expect(AuthUser.parse(profile.json()).phone_number).toBe(phone);

    // Single use.
    const again = await confirm(ctx, access, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: NO_CODE_MESSAGE });

    // Sending to the number the account already verified is pointless.
    const own = await send(ctx, access, { phone_number: phone });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ phone_number: [ALREADY_YOURS_MESSAGE] });
  });

  it('reads Bengali digits and +880 / 880 forms as the same number', async () => {
    const { access } = await member(ctx);
    const phone = freshNumber();
    const bengali = localForm(phone).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const response = await send(ctx, access, { phone_number: bengali });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().phone_number).toBe(phone);
  });

  it('counts wrong codes: each says how many tries are left, the fifth ends the code', async () => {
    const { user, access } = await member(ctx);
    const { code } = await sendAndRead(access, freshNumber());
    const wrong = code === '000000' ? '111111' : '000000';

    for (const left of [4, 3, 2, 1]) {
      const response = await confirm(ctx, access, { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: [
          `This code is not right. Check the SMS and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`,
        ],
      });
    }
    const fifth = await confirm(ctx, access, { code: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_MESSAGE });
    expect((await codesOf(ctx, user.id))[0]!.attempts).toBe(5);

    // Dead: not even the right code works now.
    const right = await confirm(ctx, access, { code });
    expect(right.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_MESSAGE });
    expect((await findUser(ctx.db, user.id)).phoneNumber).toBeNull();
  });

  it('refuses an expired code, and a confirmation before any code was sent', async () => {
    const { user, access } = await member(ctx);
    const none = await confirm(ctx, access, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: NO_CODE_MESSAGE });

    const { code } = await sendAndRead(access, freshNumber());
    await ageCodes(ctx, user.id, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await confirm(ctx, access, { code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: CODE_EXPIRED_MESSAGE });
    expect((await findUser(ctx.db, user.id)).phoneNumber).toBeNull();
  });

  it('holds resends for a minute; a new code ends the old one', async () => {
    const { user, access } = await member(ctx);
    const phone = freshNumber();
    const first = await sendAndRead(access, phone);

    const tooSoon = await send(ctx, access, { phone_number: phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().detail).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Also for another number: the cooldown is per user.
    expect((await send(ctx, access, { phone_number: freshNumber() })).statusCode).toBe(429);

    await ageCodes(ctx, user.id, pastCooldown());
    const other = freshNumber();
    const second = await sendAndRead(access, other);
    expect(second.code).toMatch(/^\d{6}$/);
    expect((await findUser(ctx.db, user.id)).pendingPhoneNumber).toBe(other);

    if (first.code !== second.code) {
      const old = await confirm(ctx, access, { code: first.code });
      expect(old.statusCode).toBe(400);
      expect(old.json().code?.[0]).toMatch(/^This code is not right/);
    }
    const ok = await confirm(ctx, access, { code: second.code });
    expect(ok.statusCode).toBe(200);
    expect(PhoneVerifyConfirmResponse.parse(ok.json()).user.phone_number).toBe(other);
  });

  it('caps codes a day per account and per number', async () => {
    const { user, access } = await member(ctx);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const rows = Array.from({ length: 10 }, (_, i) => ({
      userId: user.id,
      phoneNumber: freshNumber(),
      codeHash: 'x',
      createdAt: new Date(twoHoursAgo.getTime() + i * 60_000),
      expiresAt: new Date(twoHoursAgo.getTime() + i * 60_000 + 600_000),
    }));
    await ctx.db.insert(schema.phoneVerificationCodes).values(rows);
    const perUser = await send(ctx, access, { phone_number: freshNumber() });
    expect(perUser.statusCode).toBe(429);
    expect(perUser.json()).toEqual({
      detail: 'You have asked for too many codes today. Please try again in 22 hours.',
    });
    const wait = Number(perUser.headers['retry-after']);
    expect(wait).toBeGreaterThan(21 * 3600);
    expect(wait).toBeLessThanOrEqual(22 * 3600);

    // Five codes to one number from five other accounts: a sixth account cannot send a sixth.
    const target = freshNumber();
    for (let i = 0; i < 5; i++) {
      const other = await member(ctx);
      await sendAndRead(other.access, target);
    }
    const sixth = await member(ctx);
    const perNumber = await send(ctx, sixth.access, { phone_number: target });
    expect(perNumber.statusCode).toBe(429);
    expect(perNumber.json().detail).toMatch(
      /^This number has had too many codes today\. Please try again in 2[34] hours\.$/,
    );
    // Yesterday's codes no longer count.
    await ctx.db
      .update(schema.phoneVerificationCodes)
      .set({ createdAt: new Date(Date.now() - 86_400_000 - 1000) })
      .where(eq(schema.phoneVerificationCodes.phoneNumber, target));
    expect((await send(ctx, sixth.access, { phone_number: target })).statusCode).toBe(200);
  });

  it("refuses another account's verified number", async () => {
    const phone = freshNumber();
    await seedUser(ctx.db, { phoneNumber: phone });
    const { user, access } = await member(ctx);
    const before = sms.messages.length;
    const response = await send(ctx, access, { phone_number: localForm(phone) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ phone_number: [NUMBER_TAKEN_MESSAGE] });
    expect(sms.messages).toHaveLength(before);
    expect(await codesOf(ctx, user.id)).toHaveLength(0);
  });

  it('lets only one of two accounts verify one number, even at the same moment', async () => {
    const phone = freshNumber();
    const a = await member(ctx);
    const b = await member(ctx);
    const c = await member(ctx);
    const codeA = (await sendAndRead(a.access, phone)).code;
    const codeB = (await sendAndRead(b.access, phone)).code;
    const codeC = (await sendAndRead(c.access, phone)).code;

    const [first, second] = await Promise.all([
      confirm(ctx, a.access, { code: codeA }),
      confirm(ctx, b.access, { code: codeB }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toEqual({ detail: NUMBER_TAKEN_AT_CONFIRM_MESSAGE });
    const owners = [await findUser(ctx.db, a.user.id), await findUser(ctx.db, b.user.id)].filter(
      (row) => row.phoneNumber === phone,
    );
    expect(owners).toHaveLength(1);

    // Later, too.
    const late = await confirm(ctx, c.access, { code: codeC });
    expect(late.statusCode).toBe(409);
    expect((await findUser(ctx.db, c.user.id)).phoneNumber).toBeNull();
  });

  // PostgreSQL only: the test holds both users' rows in its own transaction, so the two confirmations
  // queue up and then run side by side the moment it lets go. (PGlite has one connection: there the
  // holder would block the confirmations for good, and transactions never overlap anyway.)
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'serialises two confirmations of one number released at the same instant',
    async () => {
      for (let round = 0; round < 3; round++) {
        const phone = freshNumber();
        const a = await member(ctx);
        const b = await member(ctx);
        const codeA = (await sendAndRead(a.access, phone)).code;
        const codeB = (await sendAndRead(b.access, phone)).code;

        let release = () => {};
        const gate = new Promise<void>((resolve) => (release = resolve));
        let held = () => {};
        const holding = new Promise<void>((resolve) => (held = resolve));
        const holder = ctx.db.transaction(async (tx) => {
          await tx
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(inArray(schema.users.id, [a.user.id, b.user.id]))
            .for('update');
          held();
          await gate;
        });
        await holding;
        const both = Promise.all([
          confirm(ctx, a.access, { code: codeA }),
          confirm(ctx, b.access, { code: codeB }),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 150));
        release();
        await holder;
        const statuses = (await both).map((response) => response.statusCode).sort();
        expect(statuses, `round ${round}`).toEqual([200, 409]);
        const owners = await ctx.db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.phoneNumber, phone));
        expect(owners).toHaveLength(1);
      }
    },
  );

  it('answers 502 and keeps no code when the gateway refuses; the previous code still works', async () => {
    const { user, access } = await member(ctx);
    const phone = freshNumber();
    const previous = await sendAndRead(access, phone);
    await ageCodes(ctx, user.id, pastCooldown());

    for (const mode of ['failed', 'http-500'] as const) {
      sms.setMode(mode);
      try {
        const response = await send(ctx, access, { phone_number: phone });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ detail: SMS_FAILED_MESSAGE });
      } finally {
        sms.setMode('ok');
      }
    }
    expect(await codesOf(ctx, user.id)).toHaveLength(1);
    const failures = await ctx.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.recipient, phone), eq(schema.outbox.status, 'failed')))
      .orderBy(schema.outbox.id);
    expect(failures.map((row) => row.lastError)).toEqual([
      expect.stringContaining('Insufficient balance'),
      expect.stringContaining('HTTP 500'),
    ]);
    expect(failures.every((row) => row.sentAt === null)).toBe(true);

    // A failed send does not start a cooldown either.
    expect((await send(ctx, access, { phone_number: phone })).statusCode).toBe(200);
    // ... and the code that did arrive earlier was only replaced by the one that arrived now.
    const latest = CODE_IN_TEXT.exec(sms.messages.at(-1)!.sms)![1]!;
    const ok = await confirm(ctx, access, { code: latest });
    expect(ok.statusCode).toBe(200);
    expect(previous.code).toMatch(/^\d{6}$/);
  });

  it('answers malformed bodies with field messages, and 401 without a sign-in', async () => {
    const { access } = await member(ctx);
    expect((await send(ctx, access, {})).json()).toEqual({ phone_number: [PHONE_REQUIRED_MESSAGE] });
    expect((await send(ctx, access, { phone_number: '   ' })).json()).toEqual({
      phone_number: [PHONE_REQUIRED_MESSAGE],
    });
    for (const bad of ['12345', '01212345678', '+447700900123', '0'.repeat(40)]) {
      const response = await send(ctx, access, { phone_number: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ phone_number: [BD_PHONE_MESSAGE] });
    }
    expect((await send(ctx, access, { phone_number: 1712345678 })).statusCode).toBe(400);

    expect((await confirm(ctx, access, {})).json()).toEqual({ code: [CODE_REQUIRED_MESSAGE] });
    expect((await confirm(ctx, access, { code: '' })).json()).toEqual({ code: [CODE_REQUIRED_MESSAGE] });
    for (const bad of ['12345', '1234567', '12a456', 'x'.repeat(50)]) {
      const response = await confirm(ctx, access, { code: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ code: [CODE_FORMAT_MESSAGE] });
    }
    expect((await confirm(ctx, access, { code: 123456 })).statusCode).toBe(400);

    for (const response of [
      await send(ctx, undefined, { phone_number: '01712345678' }),
      await confirm(ctx, undefined, { code: '123456' }),
      await send(ctx, 'not-a-token', { phone_number: '01712345678' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Please sign in to continue.' });
    }
  });
});

describe('GET /api/log_reg/save-phone-number/{id}/', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('gives the number from sign-up as pending, and phone_number stays empty until verified', async () => {
    const tag = uniqueTag('ph');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/register/',
      payload: {
        first_name: 'Sumaiya',
        last_name: 'Akter',
        email: `${tag}@example.com`,
        username: tag,
        password: 'sylhet-2026',
        phone_number: '01912 345678',
      },
    });
    expect(registered.statusCode).toBe(201);
    const session = LoginResponse.parse(registered.json());
    expect(session.user.phone_number).toBeNull();

    const response = await saved(ctx, session.access, session.user.id, '?source=register');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(SavedPhoneNumberResponse.parse(response.json())).toEqual({
      id: session.user.id,
      phone_number: null,
      pending_phone_number: '+8801912345678',
      source: 'register',
    });

    const noSource = await saved(ctx, session.access, session.user.id);
    expect(noSource.json()).toMatchObject({ source: null });
  });

  it('is for the user themself or staff only', async () => {
    const owner = await member(ctx, { phoneNumber: freshNumber(), pendingPhoneNumber: freshNumber() });
    const stranger = await member(ctx);
    const staff = await member(ctx, { isStaff: true });

    const refused = await saved(ctx, stranger.access, owner.user.id, '?source=google');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You do not have permission to do this.' });
    // Not even a hint whether an id exists.
    expect((await saved(ctx, stranger.access, 2_000_000_000)).statusCode).toBe(403);

    const asStaff = await saved(ctx, staff.access, owner.user.id, '?source=profile');
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toEqual({
      id: owner.user.id,
      phone_number: owner.user.phoneNumber,
      pending_phone_number: owner.user.pendingPhoneNumber,
      source: 'profile',
    });
    expect((await saved(ctx, staff.access, 2_000_000_000)).statusCode).toBe(404);
    // Past the integer column: the contract refuses it (issue 14), before any lookup.
    expect((await saved(ctx, staff.access, 99_999_999_999)).statusCode).toBe(400);

    expect((await saved(ctx, undefined, owner.user.id)).statusCode).toBe(401);
  });

  it('validates the id and the source', async () => {
    const { user, access } = await member(ctx);
    const badSource = await saved(ctx, access, user.id, '?source=facebook');
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json()).toEqual({ source: ['Use one of: register, google, profile'] });
    const badId = await saved(ctx, access, 'me');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json())).toEqual(['id']);
  });
});

describe('without SMS_API_TOKEN: the outbox and the log', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps the text with its code in the outbox as logged, and the code works', async () => {
    const { user, access } = await member(ctx);
    const phone = freshNumber();
    const response = await send(ctx, access, { phone_number: phone });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, phone));
    expect(row).toMatchObject({ channel: 'sms', status: 'logged', attempts: 1 });
    const code = CODE_IN_TEXT.exec(row!.bodyText)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await confirm(ctx, access, { code: code! });
    expect(confirmed.statusCode).toBe(200);
    expect((await findUser(ctx.db, user.id)).phoneNumber).toBe(phone);
  });
});

describe('with a wrong gateway token', () => {
  let ctx: TestContext;
  let sms: Awaited<ReturnType<typeof startSmsServer>>;

  beforeAll(async () => {
    sms = await startSmsServer();
    ctx = await createTestApp({
      SMS_API_URL: sms.url,
      SMS_API_TOKEN: 'not-the-token',
      SMS_SENDER_ID: FAKE_SMS_SID,
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await sms?.close();
  });

  it('answers 502 and records why', async () => {
    const { user, access } = await member(ctx);
    const phone = freshNumber();
    const response = await send(ctx, access, { phone_number: phone });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: SMS_FAILED_MESSAGE });
    expect(sms.messages).toHaveLength(0);
    expect(await codesOf(ctx, user.id)).toHaveLength(0);
    expect((await findUser(ctx.db, user.id)).pendingPhoneNumber).toBeNull();
    const [row] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, phone));
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row!.lastError).toContain('Invalid api token');
  });
});

describe('per-address limits', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(
      { AUTH_RATE_LIMIT: 'on', RATE_LIMIT_PER_MINUTE: '0' },
      { rateLimitNameSpace: `${uniqueTag('phone')}:` },
    );
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('stops one address after 5 sends and 10 confirmations a minute, whoever is signed in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { access } = await member(ctx);
      statuses.push((await send(ctx, access, { phone_number: 'bad' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const confirms: number[] = [];
    const { access } = await member(ctx);
    for (let i = 0; i < 11; i++) confirms.push((await confirm(ctx, access, { code: '1' })).statusCode);
    expect(confirms).toEqual([...Array<number>(10).fill(400), 429]);
    const limited = await confirm(ctx, access, { code: '123456' });
    expect(limited.json().detail).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the ISMS Plus sender', () => {
  it('gives up on a gateway that does not answer', async () => {
    const sms = await startSmsServer();
    try {
      sms.setMode('hang');
      const sender = createSslWirelessSender({
        apiUrl: sms.url,
        apiToken: FAKE_SMS_TOKEN,
        senderId: FAKE_SMS_SID,
        timeoutMs: 200,
      });
      const attempt = sender.send({ to: '+8801712345678', text: 'hello', reference: 'dokkho-1' });
      await expect(attempt).rejects.toBeInstanceOf(SmsSendError);
      await expect(attempt).rejects.toThrow('no answer within 200 ms');
    } finally {
      await sms.close();
    }
  });

  it('treats an unreachable gateway and a non-2xx answer as failures', async () => {
    const closed = await startSmsServer();
    await closed.close();
    const unreachable = createSslWirelessSender({ apiUrl: closed.url, apiToken: 't', senderId: 's' });
    await expect(unreachable.send({ to: '+8801712345678', text: 'x', reference: 'r' })).rejects.toThrow(
      /^SMS gateway unreachable/,
    );

    const sms = await startSmsServer();
    try {
      const wrongPath = createSslWirelessSender({
        apiUrl: sms.url.replace('/api/v3/send-sms', '/api/v3/nope'),
        apiToken: FAKE_SMS_TOKEN,
        senderId: FAKE_SMS_SID,
      });
      await expect(wrongPath.send({ to: '+8801712345678', text: 'x', reference: 'r' })).rejects.toThrow(
        /HTTP 404/,
      );
      expect(sms.messages).toHaveLength(0);
    } finally {
      await sms.close();
    }
  });
});

describe('describeWait', () => {
  it('reads naturally', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(42)).toBe('42 seconds');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('1 hour');
    expect(describeWait(22 * 3600 - 5)).toBe('22 hours');
  });
});
