import { createServer } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createSmtpSender } from '../../integrations/email/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';
import { uniqueTag } from '../../test/factories';
import { startSmtpServer } from '../../test/smtp-server';
import {
  EMAIL_ORPHAN_AFTER_MINUTES,
  EMAIL_RETRY_MAX_AGE_MINUTES,
  EMAIL_RETRY_SCHEDULE_MINUTES,
  retryFailedEmails,
} from './retry';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await ctx?.close();
});

// Ten days ahead of the clock: rows this file's other tests leave on the real clock are then all older
// than the worker's one-hour horizon and cannot take part.
const NOW = new Date(Date.now() + 10 * 86_400_000);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const log = { info() {}, warn() {}, error() {} } as never;

async function failedRow(overrides: Partial<typeof schema.outbox.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(schema.outbox)
    .values({
      channel: 'email',
      recipient: `${uniqueTag('to')}@example.com`,
      subject: 'Confirm your e-mail',
      bodyText: 'Open the link to confirm.',
      status: 'failed',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      createdAt: minutesAgo(2),
      ...overrides,
    })
    .returning();
  return row!;
}

async function rows(ids: number[]) {
  const found = await ctx.db.select().from(schema.outbox).where(inArray(schema.outbox.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

/** A port nothing listens on: the sender's connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('retryFailedEmails', () => {
  it('sends due failures again, and leaves the not-yet-due, the too-old, the exhausted and SMS alone', async () => {
    const due = await failedRow();
    const notYet = await failedRow({ createdAt: minutesAgo(EMAIL_RETRY_SCHEDULE_MINUTES[0] - 0.5) });
    const secondTry = await failedRow({
      attempts: 2,
      createdAt: minutesAgo(EMAIL_RETRY_SCHEDULE_MINUTES[1] + 1),
    });
    const tooOld = await failedRow({ createdAt: minutesAgo(EMAIL_RETRY_MAX_AGE_MINUTES + 1) });
    const exhausted = await failedRow({
      attempts: EMAIL_RETRY_SCHEDULE_MINUTES.length + 1,
      createdAt: minutesAgo(50),
    });
    const sms = await failedRow({ channel: 'sms', recipient: '+8801712345678', subject: '' });
    const sender = createSmtpSender({ url: smtp.url, from: 'Dokkho <no-reply@dokkho.test>' });
    try {
      const result = await retryFailedEmails({ db: ctx.db, sender, log, now: NOW });
      expect(result.sent).toBeGreaterThanOrEqual(2);
    } finally {
      sender.close();
    }
    const after = await rows([due.id, notYet.id, secondTry.id, tooOld.id, exhausted.id, sms.id]);
    for (const sent of [due, secondTry]) {
      expect(after.get(sent.id)).toMatchObject({
        status: 'sent',
        attempts: sent.attempts + 1,
        lastError: null,
      });
      expect(smtp.messages.some((message) => message.to.includes(sent.recipient))).toBe(true);
    }
    for (const untouched of [notYet, tooOld, exhausted, sms]) {
      expect(after.get(untouched.id)).toMatchObject({ status: 'failed', attempts: untouched.attempts });
      expect(smtp.messages.some((message) => message.to.includes(untouched.recipient))).toBe(false);
    }
  });

  it('sends a row whose first send never ran (the process ended after the commit), not one still under way', async () => {
    const sender = createSmtpSender({ url: smtp.url, from: 'Dokkho <no-reply@dokkho.test>' });
    const orphan = await failedRow({
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: minutesAgo(EMAIL_ORPHAN_AFTER_MINUTES + 1),
    });
    const underWay = await failedRow({
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: minutesAgo(1),
    });
    // A claimed retry in flight is `pending` too, with its attempt counted: never taken twice.
    const claimed = await failedRow({ status: 'pending', attempts: 2, createdAt: minutesAgo(20) });
    const before = smtp.messages.length;

    await retryFailedEmails({ db: ctx.db, sender, log, now: NOW });
    sender.close();

    const after = await rows([orphan.id, underWay.id, claimed.id]);
    expect(after.get(orphan.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(after.get(underWay.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(after.get(claimed.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(smtp.messages.slice(before).map((mail) => mail.to)).toEqual([[orphan.recipient]]);
  });

  it('records another failure when the relay still refuses, and tries again only at the next step', async () => {
    const row = await failedRow();
    const sender = createSmtpSender({
      url: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'no-reply@dokkho.test',
    });
    try {
      expect(await retryFailedEmails({ db: ctx.db, sender, log, now: NOW })).toMatchObject({ failed: 1 });
      const [after] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, row.id));
      expect(after).toMatchObject({ status: 'failed', attempts: 2 });
      expect(after!.lastError).toMatch(/ECONNREFUSED/);
      // Attempt 3 is due 5 minutes after creation; at 2 minutes nothing happens.
      expect(await retryFailedEmails({ db: ctx.db, sender, log, now: NOW })).toEqual({ sent: 0, failed: 0 });
    } finally {
      sender.close();
    }
  });

  it('sends a retry once even when two workers run at the same time', async () => {
    const row = await failedRow();
    const senders = [1, 2].map(() => createSmtpSender({ url: smtp.url, from: 'no-reply@dokkho.test' }));
    try {
      const results = await Promise.all(
        senders.map((sender) => retryFailedEmails({ db: ctx.db, sender, log, now: NOW })),
      );
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      for (const sender of senders) sender.close();
    }
    expect(smtp.messages.filter((message) => message.to.includes(row.recipient))).toHaveLength(1);
    const [after] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
