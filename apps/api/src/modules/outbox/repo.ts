import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { outbox } = schema;

export async function insertOutboxMessage(db: Database, values: typeof outbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
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
