import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@dokkho/db';
import { createJobQueue, cronOf, type JobQueue } from './job-queue';
import { FAST_QUEUE, openQueueTestDatabase, queueTestLog, waitFor } from '../test/queue-database';

/**
 * Two queues on one database stand for two API processes (on PostgreSQL each has a pool of its own; on
 * PGlite, which one process owns, they share its connection as two processes could not). Whatever each
 * does, a tick or a one-off job is handled once.
 */
let opened: Awaited<ReturnType<typeof openQueueTestDatabase>>;
let database: DatabaseHandle;
const queues: JobQueue[] = [];

function queue(): JobQueue {
  const created = createJobQueue({ database, log: queueTestLog, timing: FAST_QUEUE });
  queues.push(created);
  return created;
}

/** The jobs pg-boss holds for a queue, whatever their state. */
async function storedJobs(name: string): Promise<{ id: string; state: string }[]> {
  const result = (await database.db.execute(
    sql`SELECT id::text, state::text FROM pgboss.job WHERE name = ${name}`,
  )) as unknown as { rows: { id: string; state: string }[] };
  return result.rows;
}

describe('cronOf', () => {
  it('turns minutes into a cron pg-boss runs, and refuses what a cron cannot say', () => {
    expect(cronOf({ minutes: 1 })).toBe('* * * * *');
    expect(cronOf({ minutes: 15 })).toBe('*/15 * * * *');
    expect(cronOf({ minutes: 60 })).toBe('0 * * * *');
    expect(cronOf({ minutes: 360 })).toBe('0 */6 * * *');
    expect(cronOf({ cron: '7 * * * *' })).toBe('7 * * * *');
    expect(() => cronOf({ minutes: 7 })).toThrow(/divisor of 60/);
    expect(() => cronOf({ minutes: 0.5 })).toThrow();
  });
});

describe('on a database of its own', () => {
  beforeEach(async () => {
    opened = await openQueueTestDatabase();
    database = opened.database;
  });

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((each) => each.stop()));
    await opened.close();
  });

  describe('two workers on one database', () => {
    it('handle each scheduled tick once', async () => {
      const handled: { worker: string; id: string }[] = [];
      const first = queue();
      const second = queue();
      first.every('test.tick', { minutes: 1 }, async ({ id }) => void handled.push({ worker: 'first', id }));
      second.every(
        'test.tick',
        { minutes: 1 },
        async ({ id }) => void handled.push({ worker: 'second', id }),
      );
      const from = Date.now();
      // One after the other: the first installs pg-boss's schema (two processes on PostgreSQL may race
      // for it, which pg-boss's advisory lock settles; on PGlite's one shared connection they cannot).
      await first.start();
      await second.start();
      await waitFor(() => handled.length > 0, 20_000, 'the first tick');
      // Several more cron passes by each (one a second): without the claim and the slot each would send.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const minutesTouched = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;
      const ids = handled.map((run) => run.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(handled.length).toBeLessThanOrEqual(minutesTouched);
      // Every tick sent was handled, and no more were sent than handled.
      const stored = await storedJobs('test.tick');
      expect(stored.map((job) => job.id).toSorted()).toEqual(ids.toSorted());
    });

    it('handle each one-off job once, when its time has come', async () => {
      const handled: { worker: string; n: number; at: number }[] = [];
      const workers = [queue(), queue()];
      workers.forEach((each, index) =>
        each.work<{ n: number }>('test.once', async ({ n }) => {
          handled.push({ worker: String(index), n, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }),
      );
      for (const each of workers) await each.start();
      const startAfter = new Date(Date.now() + 1_500);
      for (let n = 0; n < 12; n++)
        await workers[n % 2]!.sendAt('test.once', { n }, { key: `n-${n}`, startAfter });
      await waitFor(() => handled.length >= 12, 20_000, 'twelve jobs');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(handled.map((run) => run.n).toSorted((a, b) => a - b)).toEqual([...Array(12).keys()]);
      expect(Math.min(...handled.map((run) => run.at))).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
      expect((await storedJobs('test.once')).every((job) => job.state === 'completed')).toBe(true);
    });
  });

  describe('one-off jobs', () => {
    it('run only as last sent: a replaced job runs with its new data and time, a cancelled one never', async () => {
      const handled: { key: string; version: number }[] = [];
      const jobs = queue();
      jobs.work<{ key: string; version: number }>('test.reminder', async (data) => void handled.push(data));
      // Queued before the workers start, as a request may (the send-only instance hands over to them).
      const soon = () => new Date(Date.now() + 1_000);
      const firstId = await jobs.sendAt(
        'test.reminder',
        { key: 'moved', version: 1 },
        { key: 'moved', startAfter: soon() },
      );
      const movedId = await jobs.sendAt(
        'test.reminder',
        { key: 'moved', version: 2 },
        { key: 'moved', startAfter: new Date(Date.now() + 2_000) },
      );
      expect(movedId).toBe(firstId);
      await jobs.sendAt(
        'test.reminder',
        { key: 'cancelled', version: 1 },
        { key: 'cancelled', startAfter: soon() },
      );
      expect(await jobs.cancel('test.reminder', 'cancelled')).toBe(1);
      expect(await jobs.cancel('test.reminder', 'never-sent')).toBe(0);
      await jobs.sendAt('test.reminder', { key: 'kept', version: 1 }, { key: 'kept', startAfter: soon() });
      await jobs.start();
      await waitFor(() => handled.length >= 2, 20_000, 'the two live jobs');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(handled.toSorted((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'kept', version: 1 },
        { key: 'moved', version: 2 },
      ]);
    });

    it('a failed attempt is retried, and a stop waits for the handler in flight', async () => {
      let attempts = 0;
      let finished = false;
      const jobs = queue();
      jobs.work<{ n: number }>(
        'test.flaky',
        async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('the relay is down');
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          finished = true;
        },
        { retryDelaySeconds: 1 },
      );
      await jobs.start();
      await jobs.sendAt('test.flaky', { n: 1 }, { key: 'flaky' });
      await waitFor(() => attempts >= 2, 20_000, 'the retry');
      await jobs.stop();
      expect(finished).toBe(true);
      expect((await storedJobs('test.flaky')).map((job) => job.state)).toEqual(['completed']);
    });
  });
});
