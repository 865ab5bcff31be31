import { readFileSync } from 'node:fs';
import pino from 'pino';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@dokkho/db';
import type { JobQueueTiming } from '../lib/job-queue';
import { copyTemplateDatabase } from './pg-databases';

/** The queue's clocks in tests: polls, cron passes and expiry checks every second or faster. */
export const FAST_QUEUE: Partial<JobQueueTiming> = {
  pollSeconds: 0.5,
  cronSeconds: 1,
  superviseSeconds: 1,
  stopTimeoutMs: 5_000,
};

/** Quiet unless a test debugs it (LOG_LEVEL=debug). */
export const queueTestLog = pino({ level: process.env.QUEUE_TEST_LOG_LEVEL ?? 'silent' });

/**
 * A migrated database of the test's own, as test-app.ts makes them: a PGlite from the run's snapshot, or
 * a copy of the run's PostgreSQL template. Its own database also keeps pg-boss's schema to this test.
 */
export async function openQueueTestDatabase(): Promise<{
  database: DatabaseHandle;
  /** PostgreSQL only: the copy's URL (a child process opens it too). */
  url: string | null;
  close(): Promise<void>;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  const copy = databaseUrl ? await copyTemplateDatabase(databaseUrl) : null;
  const database = copy
    ? await createDatabase({ databaseUrl: copy.url, poolSize: 2 })
    : await createDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotPath')!)]) });
  return {
    database,
    url: copy?.url ?? null,
    async close() {
      await database.close();
      await copy?.drop();
    },
  };
}

/** Waits until `done` holds, checking every 50 ms, or fails after `timeoutMs`. */
export async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
