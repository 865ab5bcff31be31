import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createDatabase, type Database } from '@dokkho/db';
import { createJobQueue } from '../lib/job-queue';
import { FAST_QUEUE } from './queue-database';

/**
 * An API process as far as the queue goes, for lib/job-queue-restart.test.ts, which SIGKILLs it inside a
 * handler and starts another on the same database. Its one job writes an effect the way a reminder does:
 * a claim (an insert that conflicts) and the effect in one transaction, so a retry of a job whose effect
 * committed before the crash does not repeat it. Says `ready`, `in-handler <retry>`, `effect <retry>`, `done <retry>`.
 *
 * Env: CHILD_DATABASE_URL, or CHILD_DATA_DIR (+ CHILD_SNAPSHOT, a migrated tarball, on its first start);
 * CHILD_SEND=1 queues the job; CHILD_HANG=before|after hangs in the first attempt before or after its effect.
 */
const env = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);

const database = await createDatabase({
  databaseUrl: env.CHILD_DATABASE_URL,
  dataDir: env.CHILD_DATA_DIR,
  loadDataDir: env.CHILD_SNAPSHOT ? new Blob([readFileSync(env.CHILD_SNAPSHOT)]) : undefined,
  poolSize: 2,
});
const { db } = database;
await db.execute(sql`CREATE TABLE IF NOT EXISTS queue_test_effects (key text PRIMARY KEY)`);
await db.execute(
  sql`CREATE TABLE IF NOT EXISTS queue_test_attempts (key text NOT NULL, retry integer NOT NULL)`,
);

const hang = () => new Promise<never>(() => {});

const jobs = createJobQueue({
  database,
  log: pino({ level: env.CHILD_LOG_LEVEL ?? 'silent' }),
  timing: FAST_QUEUE,
});
jobs.work<{ key: string }>(
  'test.effect',
  async ({ key }, job) => {
    await db.execute(sql`INSERT INTO queue_test_attempts (key, retry) VALUES (${key}, ${job.retryCount})`);
    say(`in-handler ${job.retryCount}`);
    const crashing = job.retryCount === 0 ? env.CHILD_HANG : undefined;
    if (crashing === 'before') await hang();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // The claim: a second attempt finds the row and does nothing.
      await tx.execute(sql`INSERT INTO queue_test_effects (key) VALUES (${key}) ON CONFLICT DO NOTHING`);
    });
    say(`effect ${job.retryCount}`);
    if (crashing === 'after') await hang();
    say(`done ${job.retryCount}`);
  },
  // Expires fast: the retry after a kill comes a few seconds later, not in five minutes.
  { expireInSeconds: 2, retryDelaySeconds: 1 },
);
await jobs.start();
if (env.CHILD_SEND) await jobs.sendAt('test.effect', { key: 'only' }, { key: 'only' });
say('ready');

process.once('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
