import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type ConstructorOptions, type Job, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '@dokkho/db';

/**
 * The job queue of ARCHITECTURE.md "Background work" (docs/decisions/041): pg-boss on the app's own
 * database, PostgreSQL or the embedded PGlite alike. Periodic sweeps run once per period across every
 * API process; one-off jobs run once their time has come, in whichever process polls first, and a job
 * whose process died is retried after its expiry. The queue delivers AT LEAST once: a handler must make
 * its effect idempotent itself, with a claim written in the same transaction as the effect
 * (`UPDATE ... WHERE sent_at IS NULL RETURNING`, an insert that conflicts), as every sweep here does.
 *
 * Usage, from a module (ModuleContext.jobs) or server.ts (app.jobs):
 *
 *   jobs.every('auth.housekeeping', { cron: '7 * * * *' }, () => purgeExpiredAuthRows(db));
 *   jobs.work<{ eventId: number }>('events.reminder', async ({ eventId }) => sendReminder(eventId));
 *   await jobs.sendAt('events.reminder', { eventId }, { startAfter, key: `event-${eventId}-24h` });
 *   await jobs.cancel('events.reminder', `event-${eventId}-24h`);
 *
 * `every` and `work` only register: the queue creates and runs them when it starts (on the app's
 * onReady, in processes with background jobs), so registering in buildApp or server.ts needs no await.
 */
export interface JobQueue {
  /**
   * A periodic job: `handler` runs once per period in one of the processes, never two runs of one job
   * at a time. `minutes` must divide an hour (1, 5, 15, 30) or be whole hours dividing a day; `cron`
   * (UTC, minute resolution) for anything else. A run that failed is not retried: the next period is.
   */
  every(name: string, when: Every, handler: (job: JobContext) => Promise<void>): void;
  /** The handler of the one-off jobs called `name` (what `sendAt` queues). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * Queues a one-off job to run at `startAfter` (now when absent). The `key` names what the job is
   * about (`event-12-24h`): a job of that key still waiting is replaced, not joined by a second, so a
   * rescheduled event moves its reminder and is not reminded twice. Answers the job's id.
   */
  sendAt<T extends object>(name: string, data: T, options: SendAtOptions): Promise<string>;
  /** Cancels the waiting jobs of `key` (a cancelled event sends no reminder). Answers how many. */
  cancel(name: string, key: string): Promise<number>;
  /** Installs or upgrades the queue's schema, creates the queues, starts the schedules and workers. */
  start(): Promise<void>;
  /** Stops polling, lets the handlers in flight finish (up to `stopTimeoutMs`), then lets go of the database. */
  stop(): Promise<void>;
}

export type Every = { minutes: number } | { cron: string };

export interface JobContext {
  id: string;
  /** 0 on the first attempt; a retry after a failure or a dead process counts up. */
  retryCount: number;
  /** Aborted when the job expired or the queue stops without waiting. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface WorkOptions {
  /** How long one attempt may take before it counts as lost (its process died) and is retried. */
  expireInSeconds?: number;
  /** Attempts after the first, with exponential back-off from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface SendAtOptions {
  key: string;
  startAfter?: Date;
}

/** The clocks of the queue. Production keeps pg-boss's defaults bar polling; tests shorten them all. */
export interface JobQueueTiming {
  /** How often an idle worker asks for a job. Seconds, at least 0.5. */
  pollSeconds: number;
  /** How often a process tries to run the cron pass (one process wins each pass). 1 to 45 s. */
  cronSeconds: number;
  /** How often expired jobs (a dead process's) are found and retried. */
  superviseSeconds: number;
  /** How long `stop` waits for handlers in flight. */
  stopTimeoutMs: number;
}

const DEFAULT_TIMING: JobQueueTiming = {
  // Idle polls cost a query each on a shared single-connection PGlite: the queues here are due to the
  // minute, so a few seconds of pick-up delay buys quiet.
  pollSeconds: 5,
  cronSeconds: 30,
  superviseSeconds: 60,
  stopTimeoutMs: 8_000,
};

/** A periodic run that takes longer than this is presumed dead (its process crashed) and released. */
const PERIODIC_EXPIRE_SECONDS = 15 * 60;
const ONE_OFF_DEFAULTS = { expireInSeconds: 5 * 60, retryLimit: 5, retryDelaySeconds: 30 };

/** `{ minutes }` as a cron expression (pg-boss schedules by cron, to the minute, in UTC). */
export function cronOf(when: Every): string {
  if ('cron' in when) return when.cron;
  const { minutes } = when;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) {
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0) {
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  throw new Error(
    `every ${minutes} minutes cannot be a schedule: use a divisor of 60 or whole hours dividing 24, or a cron`,
  );
}

/** pg-boss's queue names allow letters, digits, `_ . - /`; ours read `module.job`. */
const NAME = /^[a-z][\w.-]*$/;

export function createJobQueue(options: {
  database: Pick<DatabaseHandle, 'queue'>;
  log: FastifyBaseLogger;
  timing?: Partial<JobQueueTiming>;
  /** pg-boss's schema (its tables live apart from ours; drizzle's migrations never see them). */
  schema?: string;
}): JobQueue {
  const { log } = options;
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const periodic = new Map<string, { cron: string; handler: (job: JobContext) => Promise<void> }>();
  const oneOff = new Map<string, { handler: JobHandler<object>; options: Required<WorkOptions> }>();
  const created = new Set<string>();
  let boss: PgBoss | null = null;
  // 'workers' runs schedules and handlers; 'send-only' is a process without background jobs (tests, a
  // web-only process) that still queues jobs for the others.
  let mode: 'workers' | 'send-only' | null = null;
  let opening: Promise<PgBoss> | null = null;

  const checkName = (name: string) => {
    if (!NAME.test(name))
      throw new Error(`job name "${name}" must be lower case letters, digits, '.', '_' or '-'`);
  };

  function construct(withWorkers: boolean): PgBoss {
    const connection: ConstructorOptions =
      options.database.queue.kind === 'pglite'
        ? { db: fromPglite(options.database.queue.client), backend: 'pglite' }
        : {
            connectionString: options.database.queue.connectionString,
            // Apart from the app's pool: a long request never starves the queue's polls, nor the reverse.
            max: 4,
            application_name: 'dokkho-jobs',
          };
    const instance = new PgBoss({
      ...connection,
      schema: options.schema ?? 'pgboss',
      supervise: withWorkers,
      schedule: withWorkers,
      superviseIntervalSeconds: timing.superviseSeconds,
      monitorIntervalSeconds: timing.superviseSeconds,
      cronMonitorIntervalSeconds: timing.cronSeconds,
      cronWorkerIntervalSeconds: Math.max(1, Math.min(45, Math.round(timing.pollSeconds))),
      instanceName: 'dokkho-api',
    });
    instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
    instance.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
    return instance;
  }

  async function ensureQueue(instance: PgBoss, name: string, queue: Omit<Queue, 'name'>) {
    if (created.has(name)) return;
    // createQueue is a no-op for a queue that exists, and it keeps the options it was created with:
    // updateQueue brings a changed default (a new expiry in code) to an existing database.
    await instance.createQueue(name, queue);
    const { policy: _policy, ...changeable } = queue;
    await instance.updateQueue(name, changeable);
    created.add(name);
  }

  const periodicQueue = {
    // One waiting and one running at most: a run longer than its period never overlaps the next, and
    // periods missed meanwhile collapse into one.
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: PERIODIC_EXPIRE_SECONDS,
    deleteAfterSeconds: 86_400,
  } satisfies Omit<Queue, 'name'>;

  const oneOffQueue = (work: Required<WorkOptions>) =>
    ({
      // One waiting job a key (sendAt's upsert replaces it); one of the key may run meanwhile.
      policy: 'short',
      retryLimit: work.retryLimit,
      retryDelay: work.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: work.expireInSeconds,
      // Kept a week after they ran, for "did the reminder go out?" questions.
      deleteAfterSeconds: 7 * 86_400,
    }) satisfies Omit<Queue, 'name'>;

  async function runPeriodic(instance: PgBoss, name: string) {
    const job = periodic.get(name)!;
    await ensureQueue(instance, name, periodicQueue);
    // `missed: 'once'`: a deployment that was down when an hourly clean-up was due runs it once on return.
    await instance.schedule(name, job.cron, null, { missed: 'once' });
    await instance.work(name, { pollingIntervalSeconds: timing.pollSeconds }, async ([run]) => {
      if (!run) return;
      const started = Date.now();
      try {
        await job.handler({ id: run.id, retryCount: run.retryCount, signal: run.signal });
        log.debug({ job: name, ms: Date.now() - started }, 'periodic job done');
      } catch (error) {
        log.error({ err: error, job: name }, 'periodic job failed');
        throw error;
      }
    });
  }

  async function runOneOff(instance: PgBoss, name: string) {
    const entry = oneOff.get(name)!;
    await ensureQueue(instance, name, oneOffQueue(entry.options));
    await instance.work<object>(
      name,
      { pollingIntervalSeconds: timing.pollSeconds },
      async (jobs: Job<object>[]) => {
        for (const job of jobs) {
          try {
            await entry.handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
          } catch (error) {
            log.warn({ err: error, job: name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
            throw error;
          }
        }
      },
    );
  }

  async function open(withWorkers: boolean): Promise<PgBoss> {
    const instance = construct(withWorkers);
    await instance.start();
    return instance;
  }

  /** The started instance, opened send-only on first use where no workers run. */
  async function ready(): Promise<PgBoss> {
    if (boss) return boss;
    opening ??= open(false).then((instance) => {
      boss = instance;
      mode = 'send-only';
      return instance;
    });
    return opening;
  }

  async function defaultsFor(instance: PgBoss, name: string) {
    const entry = oneOff.get(name);
    await ensureQueue(instance, name, oneOffQueue(entry?.options ?? ONE_OFF_DEFAULTS));
  }

  return {
    every(name, when, handler) {
      checkName(name);
      if (periodic.has(name) || oneOff.has(name)) throw new Error(`job "${name}" is registered twice`);
      if (mode === 'workers') throw new Error(`job "${name}" registered after the queue started`);
      periodic.set(name, { cron: cronOf(when), handler });
    },
    work(name, handler, workOptions = {}) {
      checkName(name);
      if (periodic.has(name) || oneOff.has(name)) throw new Error(`job "${name}" is registered twice`);
      if (mode === 'workers') throw new Error(`job "${name}" registered after the queue started`);
      oneOff.set(name, {
        handler: handler as JobHandler<object>,
        options: { ...ONE_OFF_DEFAULTS, ...workOptions },
      });
    },
    async sendAt(name, data, sendOptions) {
      checkName(name);
      const instance = await ready();
      await defaultsFor(instance, name);
      // One statement pair on pg-boss's side: the waiting job of this key (created or retry) takes the
      // new time and data, else one is inserted; the queue's 'short' policy keeps one waiting job a key
      // even when two processes move the same reminder at once.
      const result = await instance.upsert(name, data, {
        singletonKey: sendOptions.key,
        startAfter: sendOptions.startAfter ?? new Date(),
        match: 'all',
      });
      const id = result.jobs[0];
      if (!id) throw new Error(`job "${name}" was not queued`);
      return id;
    },
    async cancel(name, key) {
      const instance = await ready();
      await defaultsFor(instance, name);
      const waiting = await instance.findJobs(name, { key, queued: true });
      if (waiting.length === 0) return 0;
      await instance.cancel(
        name,
        waiting.map((job) => job.id),
      );
      return waiting.length;
    },
    async start() {
      if (mode === 'workers') return;
      if (opening) {
        // A send-only instance of this process (it queued before it started): reopen with workers.
        await (await opening).stop({ graceful: false, close: true });
        boss = null;
        opening = null;
        created.clear();
      }
      const instance = await open(true);
      boss = instance;
      mode = 'workers';
      opening = Promise.resolve(instance);
      for (const name of periodic.keys()) await runPeriodic(instance, name);
      for (const name of oneOff.keys()) await runOneOff(instance, name);
      log.info(
        {
          database: options.database.queue.kind,
          schedules: Object.fromEntries([...periodic].map(([name, job]) => [name, job.cron])),
          workers: [...oneOff.keys()],
        },
        'job queue started',
      );
    },
    async stop() {
      const instance = boss ?? (opening ? await opening.catch(() => null) : null);
      boss = null;
      opening = null;
      if (!instance) return;
      await instance.stop({ graceful: true, timeout: timing.stopTimeoutMs });
      mode = null;
    },
  };
}
