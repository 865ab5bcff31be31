import { createServer, type AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUser, EmailVerifyConfirmResponse, LoginResponse } from '@dokkho/contract/auth';
import { schema } from '@dokkho/db';
import { uniqueTag } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ACTIVATION_SUBJECT, ACTIVATION_WORDS } from './activation-email';
import {
  ACTIVATION_SENT_MESSAGE,
  ALREADY_CONFIRMED_MESSAGE,
  decodeUid,
  EMAIL_CONFIRMED_MESSAGE,
  encodeUid,
  INVALID_ACTIVATION_LINK_MESSAGE,
} from './email-verification';
import { hashOpaqueToken } from './tokens';

const LINK = /http:\/\/dokkho\.test\/log_reg\/activate\/([\w-]+)\/([\w-]+)/;

function registration() {
  const tag = uniqueTag('mail');
  return {
    first_name: 'Rahima',
    last_name: 'Khatun',
    email: `${tag}@example.com`,
    username: tag,
    password: 'dhaka-2026',
  };
}

async function register(ctx: TestContext, headers: Record<string, string> = {}) {
  const body = registration();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/auth/register/',
    payload: body,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return { body, session: LoginResponse.parse(response.json()) };
}

const confirm = (ctx: TestContext, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/auth/email-verify/', payload });

const resend = (ctx: TestContext, access?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/auth/email-verify/',
    headers: { ...headers, ...(access ? { authorization: `Bearer ${access}` } : {}) },
  });

async function outboxRowsFor(ctx: TestContext, recipient: string) {
  return ctx.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.recipient, recipient))
    .orderBy(desc(schema.outbox.id));
}

/** Moves the user's tokens back in time: past the resend cooldown, or past expiry. */
async function ageTokens(ctx: TestContext, userId: number, set: { createdAt?: Date; expiresAt?: Date }) {
  await ctx.db
    .update(schema.emailVerificationTokens)
    .set(set)
    .where(eq(schema.emailVerificationTokens.userId, userId));
}

describe('uidb64', () => {
  it("is the decimal id in URL-safe base64 without padding (Django's urlsafe_base64_encode)", () => {
    expect(encodeUid(1)).toBe('MQ');
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
    expect(decodeUid(encodeUid(2_147_483_647))).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'MQ==',
      'MA',
      encodeUid(-1),
      encodeUid(2_147_483_648),
      'bm9wZQ',
      'NDI!',
      'a'.repeat(40),
    ]) {
      expect(decodeUid(bad)).toBeNull();
    }
  });
});

describe('with SMTP_URL: activation e-mail over real SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  /** Registers and returns the link's two parts from the message the SMTP server received. */
  async function registerAndReadMail() {
    const before = smtp.messages.length;
    const { body, session } = await register(ctx);
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    const text = decodeQuotedPrintable(mail.raw);
    const [, uidb64, token] = LINK.exec(text) ?? [];
    return { body, session, mail, text, uidb64: uidb64!, token: token! };
  }

  it('mails the link on sign-up; the link confirms the e-mail once, then says it is already confirmed', async () => {
    const { body, session, mail, text, uidb64, token } = await registerAndReadMail();
    expect(mail.to).toEqual([body.email]);
    expect(text).toContain(`Subject: ${ACTIVATION_SUBJECT}`);
    expect(text).toContain('From: Dokkho <no-reply@dokkho.com.bd>');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain('Hello Rahima,');
    expect(text).toContain('valid for 24 hours');
    expect(text).toContain('If you did not sign up for Dokkho');
    expect(decodeUid(uidb64)).toBe(session.user.id);
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the hash is stored; the outbox row records the delivery.
    const [stored] = await ctx.db
      .select()
      .from(schema.emailVerificationTokens)
      .where(eq(schema.emailVerificationTokens.userId, session.user.id));
    expect(stored).toMatchObject({
      tokenHash: hashOpaqueToken(token),
      purpose: 'verify_email',
      usedAt: null,
    });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 3_600_000);
    const [row] = await outboxRowsFor(ctx, body.email);
    expect(row).toMatchObject({ channel: 'email', status: 'sent', attempts: 1, lastError: null });
    expect(row!.subject).toBe(ACTIVATION_SUBJECT);
    expect(row!.sentAt).toBeInstanceOf(Date);

    const confirmed = await confirm(ctx, { uidb64, token });
    expect(confirmed.statusCode).toBe(200);
    const answer = EmailVerifyConfirmResponse.parse(confirmed.json());
    expect(answer.detail).toBe(EMAIL_CONFIRMED_MESSAGE);
    expect(answer.user).toMatchObject({ id: session.user.id, email_confirmed: true, emailVerified: true });

    const profile = await ctx.app.inject({
      url: '/api/user/auth/profile/',
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(AuthUser.parse(profile.json()).email_confirmed).toBe(true);

    // The double click: the token is used, but the e-mail is confirmed, so the answer is a friendly 200.
    const again = await confirm(ctx, { uidb64, token });
    expect(again.statusCode).toBe(200);
    expect(EmailVerifyConfirmResponse.parse(again.json()).detail).toBe(ALREADY_CONFIRMED_MESSAGE);
    const [used] = await ctx.db
      .select()
      .from(schema.emailVerificationTokens)
      .where(eq(schema.emailVerificationTokens.userId, session.user.id));
    expect(used!.usedAt).toBeInstanceOf(Date);

    const resent = await resend(ctx, session.access);
    expect(resent.statusCode).toBe(400);
    expect(resent.json()).toEqual({ detail: ALREADY_CONFIRMED_MESSAGE });
  });

  it("writes the activation e-mail in the sign-up's language, then in the language the user chose", async () => {
    // Not registered yet: the request's language decides (the cookie, as the web's switch sets it).
    const before = smtp.messages.length;
    const { body, session } = await register(ctx, { cookie: 'dokkho_lang=bn', 'accept-language': 'en' });
    expect(smtp.messages).toHaveLength(before + 1);
    const [bangla] = await outboxRowsFor(ctx, body.email);
    expect(bangla!.subject).toBe(ACTIVATION_WORDS.bn.subject);
    expect(bangla!.bodyText).toContain('প্রিয় Rahima,');
    expect(bangla!.bodyText).toContain('Dokkho-তে আপনাকে স্বাগতম!');
    expect(bangla!.bodyText).toContain('২৪ ঘণ্টা পর্যন্ত বৈধ থাকবে');
    expect(bangla!.bodyText).toMatch(LINK);
    expect(bangla!.bodyText).not.toMatch(/Hello|valid for/);
    expect(bangla!.bodyHtml).toContain('<html lang="bn">');
    expect(bangla!.bodyHtml).toContain('ই-মেইল যাচাই করুন</a>');
    expect(bangla!.bodyHtml).toContain('<p>Dokkho টিম</p>');

    // The user's own choice wins over an English request.
    await ctx.db.update(schema.users).set({ language: 'bn' }).where(eq(schema.users.id, session.user.id));
    await ageTokens(ctx, session.user.id, { createdAt: new Date(Date.now() - 120_000) });
    const again = await resend(ctx, session.access, { 'accept-language': 'en-US,en;q=0.9' });
    expect(again.statusCode).toBe(200);
    const [resent] = await outboxRowsFor(ctx, body.email);
    expect(resent!.id).not.toBe(bangla!.id);
    expect(resent!.subject).toBe(ACTIVATION_WORDS.bn.subject);

    // And an English choice wins over a Bangla browser.
    await ctx.db.update(schema.users).set({ language: 'en' }).where(eq(schema.users.id, session.user.id));
    await ageTokens(ctx, session.user.id, { createdAt: new Date(Date.now() - 120_000) });
    expect((await resend(ctx, session.access, { 'accept-language': 'bn-BD' })).statusCode).toBe(200);
    const [english] = await outboxRowsFor(ctx, body.email);
    expect(english!.subject).toBe(ACTIVATION_SUBJECT);
    expect(english!.bodyText).toContain('Hello Rahima,');
    expect(english!.bodyHtml).toContain('<html lang="en">');
  });

  it('refuses tampered, foreign and expired links with one message', async () => {
    const { session, uidb64, token } = await registerAndReadMail();
    const other = await registerAndReadMail();
    const invalid = { detail: INVALID_ACTIVATION_LINK_MESSAGE };

    const flipped = token.at(-1) === 'A' ? 'B' : 'A';
    const attempts = [
      { uidb64, token: `${token.slice(0, -1)}${flipped}` },
      { uidb64: other.uidb64, token },
      { uidb64, token: other.token },
      { uidb64: 'MA', token },
      { uidb64: 'not base64!', token },
    ];
    for (const attempt of attempts) {
      const response = await confirm(ctx, attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(response.json()).toEqual(invalid);
    }

    await ageTokens(ctx, session.user.id, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await confirm(ctx, { uidb64, token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);

    // Nothing above confirmed anyone.
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, session.user.id));
    expect(user!.emailConfirmed).toBe(false);
  });

  it('resends after the cooldown; only the newest link works', async () => {
    const { body, session, uidb64, token: first } = await registerAndReadMail();

    const anonymous = await resend(ctx);
    expect(anonymous.statusCode).toBe(401);

    // The sign-up just sent one: too soon.
    const tooSoon = await resend(ctx, session.access);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().detail).toMatch(
      /^Please wait \d+ seconds before asking for another activation e-mail\.$/,
    );
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    await ageTokens(ctx, session.user.id, { createdAt: new Date(Date.now() - 61_000) });
    const before = smtp.messages.length;
    const resent = await resend(ctx, session.access);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ detail: ACTIVATION_SENT_MESSAGE, retry_after_seconds: 60 });
    expect(smtp.messages).toHaveLength(before + 1);
    const [, newUid, second] = LINK.exec(decodeQuotedPrintable(smtp.messages.at(-1)!.raw)) ?? [];
    expect(newUid).toBe(uidb64);
    expect(second).not.toBe(first);
    expect((await outboxRowsFor(ctx, body.email)).map((r) => r.status)).toEqual(['sent', 'sent']);

    // The older link was dropped when the new one was issued.
    const old = await confirm(ctx, { uidb64, token: first });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ detail: INVALID_ACTIVATION_LINK_MESSAGE });

    expect((await resend(ctx, session.access)).statusCode).toBe(429);

    const confirmed = await confirm(ctx, { uidb64, token: second! });
    expect(confirmed.statusCode).toBe(200);
    expect(EmailVerifyConfirmResponse.parse(confirmed.json()).user.email_confirmed).toBe(true);
  });

  it('answers malformed bodies with field messages', async () => {
    const empty = await confirm(ctx, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      uidb64: ['This activation link is incomplete'],
      token: ['This activation link is incomplete'],
    });

    const blank = await confirm(ctx, { uidb64: '  ', token: '' });
    expect(blank.json()).toEqual({
      uidb64: ['This activation link is incomplete'],
      token: ['This activation link is incomplete'],
    });

    const long = await confirm(ctx, { uidb64: 'M'.repeat(65), token: 'x'.repeat(257) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      uidb64: ['This activation link is not valid'],
      token: ['This activation link is not valid'],
    });

    const wrongType = await confirm(ctx, { uidb64: 1, token: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(['token', 'uidb64']);
  });
});

describe('without SMTP_URL: the outbox and the log', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps the message in the outbox as logged, and its link works', async () => {
    const { body, session } = await register(ctx);
    const rows = await outboxRowsFor(ctx, body.email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      channel: 'email',
      subject: ACTIVATION_SUBJECT,
      status: 'logged',
      attempts: 1,
    });
    expect(row.bodyHtml).toContain('<a href="http://dokkho.test/log_reg/activate/');
    const [, uidb64, token] = LINK.exec(row.bodyText) ?? [];
    expect(decodeUid(uidb64!)).toBe(session.user.id);

    const confirmed = await confirm(ctx, { uidb64: uidb64!, token: token! });
    expect(confirmed.statusCode).toBe(200);
    expect(EmailVerifyConfirmResponse.parse(confirmed.json()).user.email_confirmed).toBe(true);
  });
});

describe('when the SMTP server cannot be reached', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // A port that was just free: connections to it are refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('still signs the user up and keeps the message as failed with the reason', async () => {
    const { body, session } = await register(ctx);
    expect(session.user.email_confirmed).toBe(false);
    const [row] = await outboxRowsFor(ctx, body.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const tokens = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.emailVerificationTokens)
      .where(
        and(
          eq(schema.emailVerificationTokens.userId, session.user.id),
          eq(schema.emailVerificationTokens.purpose, 'verify_email'),
        ),
      );
    // The token exists, so a resend after the cooldown replaces it.
    expect(tokens[0]!.count).toBe(1);
  });
});
