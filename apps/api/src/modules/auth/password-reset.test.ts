import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginResponse } from '@dokkho/contract/auth';
import { schema } from '@dokkho/db';
import { uniqueTag } from '../../test/factories';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestContext } from '../../test/test-app';
import { decodeUid } from './email-verification';
import {
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from './password-reset';
import { PASSWORD_RESET_SUBJECT, PASSWORD_RESET_WORDS } from './password-reset-email';
import { hashOpaqueToken } from './tokens';

const RESET_LINK = /http:\/\/dokkho\.test\/reset-password\/\?uid=([\w-]+)&token=([\w-]+)/;
const ACTIVATION_LINK = /http:\/\/dokkho\.test\/log_reg\/activate\/([\w-]+)\/([\w-]+)/;
const OLD_PASSWORD = 'dhaka-2026';
const NEW_PASSWORD = 'sylhet-2027';

const invalid = { detail: INVALID_RESET_LINK_MESSAGE };

describe('password reset over real SMTP', () => {
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

  const requestReset = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/auth/reset-password/', payload: { email } });
  const confirmReset = (payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/user/auth/reset-password/', payload });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/auth/login/', payload: { username, password } });

  /** Signs up (which mails the activation link) and returns the account and that link's parts. */
  async function register() {
    const tag = uniqueTag('reset');
    const body = {
      first_name: 'Rahima',
      last_name: 'Khatun',
      email: `${tag}@example.com`,
      username: tag,
      password: OLD_PASSWORD,
    };
    const before = smtp.messages.length;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/auth/register/', payload: body });
    expect(response.statusCode).toBe(201);
    expect(smtp.messages).toHaveLength(before + 1);
    const [, uidb64, token] = ACTIVATION_LINK.exec(decodeQuotedPrintable(smtp.messages.at(-1)!.raw)) ?? [];
    return {
      body,
      session: LoginResponse.parse(response.json()),
      activation: { uidb64: uidb64!, token: token! },
    };
  }

  it("writes the reset e-mail in the user's language, else in the language of the request", async () => {
    const { body, session } = await register();
    // A sign-up stores its language; an account from before that (or seeded) has none.
    await ctx.db.update(schema.users).set({ language: null }).where(eq(schema.users.id, session.user.id));
    const outboxFor = async () =>
      ctx.db
        .select()
        .from(schema.outbox)
        .where(eq(schema.outbox.recipient, body.email))
        .orderBy(desc(schema.outbox.id))
        .limit(1);
    const ask = async (headers: Record<string, string>) => {
      const before = smtp.messages.length;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/reset-password/',
        payload: { email: body.email },
        headers,
      });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(before + 1));
      const [row] = await outboxFor();
      return row!;
    };

    // No choice yet: the Bangla browser decides.
    const bangla = await ask({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' });
    expect(bangla.subject).toBe(PASSWORD_RESET_WORDS.bn.subject);
    expect(bangla.bodyText).toContain('প্রিয় Rahima,');
    expect(bangla.bodyText).toContain('১ ঘণ্টা পর্যন্ত বৈধ থাকবে');
    expect(bangla.bodyText).toMatch(RESET_LINK);
    expect(bangla.bodyHtml).toContain('<html lang="bn">');

    // The user chose English: a Bangla browser no longer matters.
    await ctx.db.update(schema.users).set({ language: 'en' }).where(eq(schema.users.id, session.user.id));
    const english = await ask({ 'accept-language': 'bn' });
    expect(english.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(english.bodyText).toContain('valid for 1 hour.');
  });

  /** Asks for a reset and returns the link's parts from the message the SMTP server received. */
  async function requestAndReadMail(email: string) {
    const before = smtp.messages.length;
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: RESET_REQUESTED_MESSAGE });
    // Sent in the background after the answer (issue 14 item 8).
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(before + 1));
    const mail = smtp.messages.at(-1)!;
    const text = decodeQuotedPrintable(mail.raw);
    const [, uidb64, token] = RESET_LINK.exec(text) ?? [];
    return { mail, text, uidb64: uidb64!, token: token! };
  }

  it('mails a link to a known e-mail (any case); the link sets the new password and ends every session', async () => {
    const { body, session } = await register();
    const { mail, text, uidb64, token } = await requestAndReadMail(body.email.toUpperCase());
    expect(mail.to).toEqual([body.email]);
    expect(text).toContain(`Subject: ${PASSWORD_RESET_SUBJECT}`);
    expect(text).toContain('Hello Rahima,');
    expect(text).toContain('valid for 1 hour.');
    expect(text).toContain('If you did not ask, ignore this e-mail; your password stays the same.');
    expect(decodeUid(uidb64)).toBe(session.user.id);
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the hash is stored, for one hour.
    const [stored] = await ctx.db
      .select()
      .from(schema.emailVerificationTokens)
      .where(
        and(
          eq(schema.emailVerificationTokens.userId, session.user.id),
          eq(schema.emailVerificationTokens.purpose, 'reset_password'),
        ),
      );
    expect(stored).toMatchObject({ tokenHash: hashOpaqueToken(token), usedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000);

    // A second sign-in, made before the reset, must end with it too.
    const other = await login(body.username, OLD_PASSWORD);
    expect(other.statusCode).toBe(200);
    const otherRefresh = LoginResponse.parse(other.json()).refresh;

    const changed = await confirmReset({ uidb64, token, password: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ detail: PASSWORD_CHANGED_MESSAGE });

    expect((await login(body.email, OLD_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(body.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // Reading the link proved the mailbox.
    expect(LoginResponse.parse(fresh.json()).user.email_confirmed).toBe(true);
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, session.user.id));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    for (const refresh of [session.refresh, otherRefresh]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/token/refresh/',
        payload: { refresh },
      });
      expect(refused.statusCode).toBe(401);
    }

    // Single use.
    const reused = await confirmReset({ uidb64, token, password: 'another-pass-3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalid);
    expect((await login(body.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail identically and sends and keeps nothing', async () => {
    const known = await register();
    const before = smtp.messages.length;
    const nobody = `${uniqueTag('nobody')}@example.com`;
    const response = await requestReset(nobody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: RESET_REQUESTED_MESSAGE });

    const knownResponse = await requestReset(known.body.email);
    expect(knownResponse.statusCode).toBe(response.statusCode);
    expect(knownResponse.headers['content-type']).toBe(response.headers['content-type']);
    expect(knownResponse.body).toBe(response.body);
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(before + 1));
    expect(smtp.messages.at(-1)!.to).toEqual([known.body.email]);
    // The unknown address's decoy outbox row was rolled back with its savepoint.
    expect(await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, nobody))).toEqual([]);
  });

  it('answers before the e-mail is sent: the outbox row is written first, the send follows', async () => {
    const { body } = await register();
    const before = smtp.messages.length;
    const release = smtp.hold();
    try {
      // With the relay holding every message, a request that waited for the send would never answer.
      const response = await requestReset(body.email);
      expect(response.statusCode).toBe(200);
      const [row] = await ctx.db
        .select()
        .from(schema.outbox)
        .where(eq(schema.outbox.recipient, body.email))
        .orderBy(desc(schema.outbox.id))
        .limit(1);
      expect(row).toMatchObject({ subject: PASSWORD_RESET_SUBJECT, status: 'pending', attempts: 0 });
      expect(smtp.messages).toHaveLength(before);
      release();
      await vi.waitFor(async () => {
        const [sent] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, row!.id));
        expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      });
      expect(smtp.messages).toHaveLength(before + 1);
    } finally {
      release();
    }
  });

  it('refuses expired, tampered, foreign and activation tokens with one message', async () => {
    const { body, session, activation } = await register();
    const { uidb64, token } = await requestAndReadMail(body.email);
    const other = await register();

    // The activation token of the same user is a valid token of another purpose.
    expect(activation.uidb64).toBe(uidb64);
    const flipped = token.at(-1) === 'A' ? 'B' : 'A';
    for (const attempt of [
      { uidb64, token: activation.token },
      { uidb64, token: `${token.slice(0, -1)}${flipped}` },
      { uidb64: other.activation.uidb64, token },
      { uidb64: 'MA', token },
      { uidb64: 'not base64!', token },
    ]) {
      const response = await confirmReset({ ...attempt, password: NEW_PASSWORD });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(response.json()).toEqual(invalid);
    }

    await ctx.db
      .update(schema.emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(schema.emailVerificationTokens.userId, session.user.id),
          eq(schema.emailVerificationTokens.purpose, 'reset_password'),
        ),
      );
    const expired = await confirmReset({ uidb64, token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);

    // Nothing above changed the password, confirmed the e-mail or ended the session.
    expect((await login(body.email, OLD_PASSWORD)).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, session.user.id));
    expect(user!.emailConfirmed).toBe(false);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    const { body } = await register();
    const first = await requestAndReadMail(body.email);
    const second = await requestAndReadMail(body.email);
    expect(second.uidb64).toBe(first.uidb64);
    expect(second.token).not.toBe(first.token);

    const old = await confirmReset({ uidb64: first.uidb64, token: first.token, password: NEW_PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(invalid);

    const changed = await confirmReset({
      uidb64: second.uidb64,
      token: second.token,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(body.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password with a field message and keeps the link usable', async () => {
    const { body } = await register();
    const { uidb64, token } = await requestAndReadMail(body.email);

    const short = await confirmReset({ uidb64, token, password: 'ab1' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ password: ['Use at least 8 characters'] });

    const lettersOnly = await confirmReset({ uidb64, token, password: 'onlyletters' });
    expect(lettersOnly.statusCode).toBe(400);
    expect(lettersOnly.json()).toEqual({ password: ['Use both letters and numbers'] });

    expect((await confirmReset({ uidb64, token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers malformed bodies with field messages', async () => {
    const noEmail = await requestReset('');
    expect(noEmail.statusCode).toBe(400);
    expect(Object.keys(noEmail.json())).toEqual(['email']);
    const badEmail = await requestReset('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ email: ['Enter a valid e-mail address'] });

    const empty = await confirmReset({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      uidb64: ['This reset link is incomplete'],
      token: ['This reset link is incomplete'],
      password: ['Enter a password'],
    });

    const blank = await confirmReset({ uidb64: '  ', token: '', password: NEW_PASSWORD });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      uidb64: ['This reset link is incomplete'],
      token: ['This reset link is incomplete'],
    });

    const long = await confirmReset({
      uidb64: 'M'.repeat(65),
      token: 'x'.repeat(257),
      password: NEW_PASSWORD,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      uidb64: ['This reset link is not valid'],
      token: ['This reset link is not valid'],
    });

    const wrongType = await confirmReset({ uidb64: 1, token: ['x'], password: 12345678 });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(['password', 'token', 'uidb64']);
  });
});

describe('password reset rate limits', () => {
  let limited: TestContext;

  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: 'on', RATE_LIMIT_PER_MINUTE: '0' });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 on the 6th request a minute from one address', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/auth/reset-password/',
        payload: { email: `${uniqueTag('nobody')}@example.com` },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.21')).statusCode).toBe(200);
    const blocked = await attempt('203.0.113.21');
    expect(blocked.statusCode).toBe(429);
    expect((blocked.json() as { detail: string }).detail).toMatch(/^Too many requests\./);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt('203.0.113.22')).statusCode).toBe(200);
  });

  it('answers 429 on the 11th confirmation a minute from one address', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'PUT',
        url: '/api/user/auth/reset-password/',
        payload: { uidb64: 'MA', token: 'guess', password: NEW_PASSWORD },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.23')).statusCode).toBe(400);
    expect((await attempt('203.0.113.23')).statusCode).toBe(429);
    expect((await attempt('203.0.113.24')).statusCode).toBe(400);
  });
});
