import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { FAST_QUEUE, waitFor } from '../test/queue-database';

/** The queue as the app wires it (app.ts, server.ts): started when the app is ready, stopped on close. */
let ctx: TestContext | null = null;

afterEach(async () => {
  await ctx?.close();
  ctx = null;
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx!.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the app with background jobs', () => {
  it("schedules the modules' periodic jobs and runs them, and refuses a job registered too late", async () => {
    // createTestApp makes the app ready: the queue has started.
    ctx = await createTestApp({}, { backgroundJobs: true, jobQueueTiming: FAST_QUEUE });
    const schedules = await rows<{ name: string }>(sql`SELECT name FROM pgboss.schedule ORDER BY name`);
    expect(schedules.map((row) => row.name)).toEqual([
      'events.dispatch',
      'hiring.notification-digests',
      'support-sessions.reminders',
      'teaching.live-class-reminders',
    ]);
    // The minute's live-class sweep is sent by the first cron pass and handled.
    await waitFor(
      async () =>
        (
          await rows(
            sql`SELECT 1 FROM pgboss.job WHERE name = 'teaching.live-class-reminders' AND state = 'completed'`,
          )
        ).length === 1,
      20_000,
      'the live-class sweep',
    );
    // Registering once the queue runs is a wiring mistake, said at once.
    expect(() => ctx!.app.jobs.every('test.late', { minutes: 1 }, async () => {})).toThrow(
      /after the queue started/,
    );
  });

  it('without background jobs, starts no queue, yet queues what a request sends', async () => {
    ctx = await createTestApp();
    await ctx.app.ready();
    expect(await rows(sql`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'`)).toEqual([]);
    await ctx.app.jobs.sendAt(
      'test.later',
      { id: 7 },
      { key: 'seven', startAfter: new Date(Date.now() + 60_000) },
    );
    const queued = await rows<{ state: string; data: unknown }>(
      sql`SELECT state::text, data FROM pgboss.job WHERE name = 'test.later'`,
    );
    expect(queued).toEqual([{ state: 'created', data: { id: 7 } }]);
  });
});
