import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import type { JobQueue } from '../../lib/job-queue';
import * as repo from './repo';

/** Spent one-time tokens are kept a little while for support questions ("my link did not work"). */
const KEEP_SPENT_ONE_TIME_TOKENS_MS = 7 * 86_400_000;

export interface PurgeResult {
  refreshTokens: number;
  emailTokens: number;
  phoneCodes: number;
}

/**
 * Deletes sign-in rows that can never be used again. A refresh token row must outlive its rotation (a
 * replay of it is how a stolen token is detected, ASVS 10.4.5), so rows go only once their family's
 * absolute expiry has passed; e-mail links and SMS codes go a week after they expired.
 */
export async function purgeExpiredAuthRows(db: Database, now = new Date()): Promise<PurgeResult> {
  const oneTimeCutoff = new Date(now.getTime() - KEEP_SPENT_ONE_TIME_TOKENS_MS);
  return {
    refreshTokens: await repo.deleteRefreshTokensExpiredBefore(db, now),
    emailTokens: await repo.deleteEmailTokensExpiredBefore(db, oneTimeCutoff),
    phoneCodes: await repo.deletePhoneCodesExpiredBefore(db, oneTimeCutoff),
  };
}

/** The hourly purge (at 5 past, on the job queue: one process runs it). */
export function scheduleAuthHousekeeping(jobs: JobQueue, db: Database, log: FastifyBaseLogger): void {
  jobs.every('auth.housekeeping', { cron: '5 * * * *' }, async () => {
    const result = await purgeExpiredAuthRows(db);
    if (result.refreshTokens + result.emailTokens + result.phoneCodes > 0) {
      log.info({ purged: result }, 'expired sign-in rows deleted');
    }
  });
}
