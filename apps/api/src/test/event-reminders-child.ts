import { readFileSync } from 'node:fs';
import pino from 'pino';
import { createDatabase, type Database } from '@dokkho/db';
import type { EmailSender } from '../integrations/email/sender';
import type { SmsSender } from '../integrations/sms/sender';
import { dispatchHandler } from './event-dispatch';
import { createJobQueue } from '../lib/job-queue';
import { FAST_QUEUE } from './queue-database';

/**
 * An API process running the events dispatch on the job queue, for modules/events/reminders-queue.test.ts,
 * which SIGKILLs it in the middle of a run and starts another on the same database. The handler is the
 * production one (scheduleEventDispatch's), driven as a keyed one-off job (see the test for why). Says
 * `ready`, `in-transaction <retry>` (the messages written, not committed), `delivering <retry>` (committed,
 * the e-mails being handed over), `email <to>` and `sms <to>` per message handed over, `done <retry>`.
 *
 * Env: CHILD_DATABASE_URL, or CHILD_DATA_DIR; CHILD_SEND=1 queues the job; CHILD_HANG=before|after hangs
 * the first attempt before its transaction commits (the test's database wrapper holds the commit back) or
 * after it, while the e-mail sender has the first reminder (a sender that never answers).
 */
const env = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);
const hang = () => new Promise<never>(() => {});

const database = await createDatabase({
  databaseUrl: env.CHILD_DATABASE_URL,
  dataDir: env.CHILD_DATA_DIR,
  loadDataDir: env.CHILD_SNAPSHOT ? new Blob([readFileSync(env.CHILD_SNAPSHOT)]) : undefined,
  poolSize: 2,
});
const log = pino({ level: env.CHILD_LOG_LEVEL ?? 'silent' });

let attempt = 0;
const crashing = () => (attempt === 0 ? env.CHILD_HANG : undefined);

/** The app's database, but a transaction of the first attempt hangs once its work is done (CHILD_HANG=before). */
const db = new Proxy(database.db, {
  get(target, property, receiver) {
    if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
    return (work: (tx: Database) => Promise<unknown>) =>
      target.transaction(async (tx) => {
        const result = await work(tx as unknown as Database);
        if (crashing() === 'before') {
          say(`in-transaction ${attempt}`);
          await hang();
        }
        return result;
      });
  },
}) as Database;

const emailSender: EmailSender = {
  kind: 'log',
  async send(message) {
    if (crashing() === 'after') {
      say(`delivering ${attempt}`);
      await hang();
    }
    say(`email ${message.to}`);
    return 'logged';
  },
  close() {},
};
const smsSender: SmsSender = {
  kind: 'log',
  async send(message) {
    say(`sms ${message.to}`);
    return 'logged';
  },
};

const jobs = createJobQueue({ database, log, timing: FAST_QUEUE });
const handler = dispatchHandler({
  db,
  log,
  emailSender,
  smsSender,
  secret: 'test-secret-of-the-reminders-child-0123456789',
  origin: 'http://dokkho.test',
});
jobs.work(
  'events.dispatch-run',
  async (_data, job) => {
    attempt = job.retryCount;
    await handler(job);
    say(`done ${job.retryCount}`);
  },
  // Expires fast: the retry after a kill comes a few seconds later, not in five minutes.
  { expireInSeconds: 2, retryDelaySeconds: 1 },
);
await jobs.start();
if (env.CHILD_SEND) await jobs.sendAt('events.dispatch-run', {}, { key: 'run-1' });
say('ready');

process.once('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
