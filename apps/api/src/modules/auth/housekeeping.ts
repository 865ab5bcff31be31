import { inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Database } from '@dokkho/db';
import { startPeriodicJob } from '../../lib/periodic-job';

const { refreshTokens, emailVerificationTokens, phoneVerificationCodes } = schema;

/** Rows deleted per statement: short statements keep locks brief on a busy table. */
const BATCH = 5000;
/** Spent one-time tokens are kept a little while for support questions ("my link did not work"). */
const KEEP_SPENT_ONE_TIME_TOKENS_MS = 7 * 86_400_000;
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export interface PurgeResult {
  refreshTokens: number;
  emailTokens: number;
  phoneCodes: number;
}

type IdTable = typeof refreshTokens | typeof emailVerificationTokens | typeof phoneVerificationCodes;

async function deleteInBatches(db: Database, table: IdTable, expired: ReturnType<typeof lt>) {
  let total = 0;
  for (;;) {
    const doomed = db.select({ id: table.id }).from(table).where(expired).limit(BATCH);
    const deleted = await db.delete(table).where(inArray(table.id, doomed)).returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}

/**
 * Deletes sign-in rows that can never be used again. A refresh token row must outlive its rotation (a
 * replay of it is how a stolen token is detected, ASVS 10.4.5), so rows go only once their family's
 * absolute expiry has passed; e-mail links and SMS codes go a week after they expired.
 */
export async function purgeExpiredAuthRows(db: Database, now = new Date()): Promise<PurgeResult> {
  const oneTimeCutoff = new Date(now.getTime() - KEEP_SPENT_ONE_TIME_TOKENS_MS);
  return {
    refreshTokens: await deleteInBatches(db, refreshTokens, lt(refreshTokens.expiresAt, now)),
    emailTokens: await deleteInBatches(
      db,
      emailVerificationTokens,
      lt(emailVerificationTokens.expiresAt, oneTimeCutoff),
    ),
    phoneCodes: await deleteInBatches(
      db,
      phoneVerificationCodes,
      lt(phoneVerificationCodes.expiresAt, oneTimeCutoff),
    ),
  };
}

/** The hourly purge of this process (lib/periodic-job.ts). Returns the stop function for shutdown. */
export function startAuthHousekeeping(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodicJob({
    name: 'sign-in housekeeping',
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    log,
    job: async () => {
      const result = await purgeExpiredAuthRows(db);
      if (result.refreshTokens + result.emailTokens + result.phoneCodes > 0) {
        log.info({ purged: result }, 'expired sign-in rows deleted');
      }
    },
  });
}
