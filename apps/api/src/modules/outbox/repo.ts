import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { outbox } = schema;

export async function insertOutboxMessage(db: Database, values: typeof outbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

/**
 * Many rows in as few statements as PostgreSQL's 65,535 bound parameters allow (a row binds 6 values):
 * chunks of 1,000. Runs in the caller's transaction.
 */
export async function insertOutboxMessages(
  db: Database,
  values: (typeof outbox.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 1000) {
    const rows = await db
      .insert(outbox)
      .values(values.slice(start, start + 1000))
      .returning({ id: outbox.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** One e-mail row, as a sender needs it. */
export async function findEmail(db: Database, id: number) {
  const [row] = await db
    .select({
      recipient: outbox.recipient,
      subject: outbox.subject,
      bodyText: outbox.bodyText,
      bodyHtml: outbox.bodyHtml,
      headers: outbox.headers,
      attachments: outbox.attachments,
    })
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.channel, 'email')));
  return row;
}

/** One SMS row, as a sender needs it. */
export async function findSms(db: Database, id: number) {
  const [row] = await db
    .select({ recipient: outbox.recipient, bodyText: outbox.bodyText })
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.channel, 'sms')));
  return row;
}

/** Records one delivery attempt and its outcome. */
export async function recordOutboxAttempt(
  db: Database,
  input: { id: number; status: 'sent' | 'logged' | 'failed'; error: string | null; at: Date },
) {
  await db
    .update(outbox)
    .set({
      status: input.status,
      attempts: sql`${outbox.attempts} + 1`,
      lastError: input.error,
      sentAt: input.status === 'failed' ? null : input.at,
    })
    .where(eq(outbox.id, input.id));
}

/**
 * Failed e-mails young enough to be worth another try, and `pending` ones never tried (their first send
 * was handed off and the process ended before it ran), oldest first.
 */
export async function findRetryableEmails(
  db: Database,
  input: { since: Date; maxAttempts: number; limit: number },
) {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      bodyText: outbox.bodyText,
      bodyHtml: outbox.bodyHtml,
      headers: outbox.headers,
      attachments: outbox.attachments,
      status: outbox.status,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        or(eq(outbox.status, 'failed'), and(eq(outbox.status, 'pending'), eq(outbox.attempts, 0))),
        lt(outbox.attempts, input.maxAttempts),
        gt(outbox.createdAt, input.since),
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(input.limit);
}

/**
 * Takes a failed row for one more attempt: an optimistic claim (the row must still be failed with the
 * attempts we saw), so two API processes never send the same retry twice. Nothing is held open while the
 * provider is called.
 */
export async function claimForRetry(
  db: Database,
  input: { id: number; status: 'failed' | 'pending'; attempts: number },
): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ status: 'pending', attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, input.id), eq(outbox.status, input.status), eq(outbox.attempts, input.attempts)))
    .returning({ id: outbox.id });
  return claimed.length > 0;
}

/** The outcome of a claimed retry (the attempt was counted by the claim). */
export async function recordRetryOutcome(
  db: Database,
  input: { id: number; status: 'sent' | 'logged' | 'failed'; error: string | null; at: Date },
) {
  await db
    .update(outbox)
    .set({
      status: input.status,
      lastError: input.error,
      sentAt: input.status === 'failed' ? null : input.at,
    })
    .where(eq(outbox.id, input.id));
}
