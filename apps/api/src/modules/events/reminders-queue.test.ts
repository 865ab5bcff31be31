import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, schema, type Database, type DatabaseHandle } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import type { SmsSender } from '../../integrations/sms/sender';
import { createJobQueue, type JobQueue } from '../../lib/job-queue';
import { seedEvent } from '../../test/factories';
import { dispatchHandler } from '../../test/event-dispatch';
import { copyTemplateDatabase } from '../../test/pg-databases';
import { FAST_QUEUE, openQueueTestDatabase, queueTestLog, waitFor } from '../../test/queue-database';

/*
 * The event reminders through the job queue (issue 18 item 4, docs/decisions/041 and 042): the real
 * dispatch handler, as scheduleEventDispatch registers it, run by two workers at once and by a worker
 * SIGKILLed in the middle of a run and started again. Each hour-before reminder is written once: one
 * ledger row, one e-mail and one SMS per confirmed registrant, nothing for the waitlisted one.
 *
 * The runs are keyed one-off jobs of that handler, not the every-minute schedule: a periodic run waits for
 * its cron minute, two workers never run one tick twice (pg-boss's slot), and a killed periodic run is not
 * retried (retryLimit 0, a 15-minute expiry) but left to the next minute. One-off jobs fired at both
 * workers make the two runs overlap, and expire in 2 s so a killed run is retried within the test.
 */
const ORIGIN = 'http://dokkho.test';
const SECRET = 'test-secret-of-the-reminders-queue-0123456789';
const JOB = 'events.dispatch-run';
const MINUTE = 60_000;
const CHILD = fileURLToPath(new URL('../../test/event-reminders-child.ts', import.meta.url));

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Seeded {
  eventId: number;
  confirmed: { id: number; email: string; phone: string; locale: 'en' | 'bn' }[];
  waitlisted: { id: number; email: string; phone: string };
  title: string;
  titleBn: string;
}

let phoneCounter = 0;
const phone = () =>
  `+88017${String(Date.now() % 100_000).padStart(5, '0')}${String(++phoneCounter % 1000).padStart(3, '0')}`;

/**
 * A masterclass starting in 30 minutes: its hour-before reminder is due. Three registrants confirmed two
 * hours ago (two in English, one in Bangla) and one on the waitlist, whose confirmations went out then
 * (the ledger has them), so the hour-before reminders are all the dispatch has to send.
 */
async function seedDueEvent(db: Database): Promise<Seeded> {
  const now = Date.now();
  const startsAt = new Date(now + 30 * MINUTE);
  const event = await seedEvent(db, { startsAt });
  const registered = new Date(now - 2 * 60 * MINUTE);
  const people = [
    { name: 'Sadia Islam', locale: 'en', status: 'confirmed' },
    { name: 'তানভীর হাসান', locale: 'bn', status: 'confirmed' },
    { name: 'Nusrat Jahan', locale: 'en', status: 'confirmed' },
    { name: 'মাহমুদুল করিম', locale: 'bn', status: 'waitlisted' },
  ] as const;
  const rows = await db
    .insert(schema.eventRegistrations)
    .values(
      people.map((person) => ({
        eventId: event.id,
        name: person.name,
        email: `reminder-${randomBytes(4).toString('hex')}@example.com`,
        phone: phone(),
        locale: person.locale,
        status: person.status,
        ticketHash: randomBytes(32).toString('hex'),
        createdAt: registered,
        confirmedAt: person.status === 'confirmed' ? registered : null,
      })),
    )
    .returning();
  await db.insert(schema.eventMessages).values(
    rows.map((row) => ({
      registrationId: row.id,
      kind: 'confirmation' as const,
      eventStartsAt: startsAt,
      sentAt: registered,
    })),
  );
  const confirmed = rows.filter((row) => row.status === 'confirmed');
  const waitlisted = rows.find((row) => row.status === 'waitlisted')!;
  return {
    eventId: event.id,
    confirmed: confirmed.map(({ id, email, phone, locale }) => ({ id, email, phone, locale })),
    waitlisted: { id: waitlisted.id, email: waitlisted.email, phone: waitlisted.phone },
    title: event.title,
    titleBn: event.titleBn!,
  };
}

/** Each confirmed registrant has one hour-before ledger row, e-mail and SMS; the waitlisted one nothing new. */
async function expectEachReminderOnce(db: Database, seeded: Seeded) {
  const ids = [...seeded.confirmed.map((row) => row.id), seeded.waitlisted.id];
  const ledger = await db
    .select()
    .from(schema.eventMessages)
    .where(inArray(schema.eventMessages.registrationId, ids));
  expect(
    ledger
      .filter((row) => row.kind === 'hour_before')
      .map((row) => row.registrationId)
      .toSorted((a, b) => a - b),
  ).toEqual(seeded.confirmed.map((row) => row.id).toSorted((a, b) => a - b));
  expect(ledger.filter((row) => row.registrationId === seeded.waitlisted.id).map((row) => row.kind)).toEqual([
    'confirmation',
  ]);
  expect(ledger).toHaveLength(ids.length + seeded.confirmed.length);

  const outbox = await db
    .select()
    .from(schema.outbox)
    .where(
      inArray(schema.outbox.recipient, [
        ...seeded.confirmed.flatMap((row) => [row.email, row.phone]),
        seeded.waitlisted.email,
        seeded.waitlisted.phone,
      ]),
    );
  const emails = outbox.filter((row) => row.channel === 'email');
  const sms = outbox.filter((row) => row.channel === 'sms');
  expect(emails.map((row) => row.recipient).toSorted()).toEqual(
    seeded.confirmed.map((row) => row.email).toSorted(),
  );
  expect(sms.map((row) => row.recipient).toSorted()).toEqual(
    seeded.confirmed.map((row) => row.phone).toSorted(),
  );
  // The hour-before reminder, in each registrant's language.
  for (const email of emails) {
    const person = seeded.confirmed.find((row) => row.email === email.recipient)!;
    expect(email.subject).toBe(
      person.locale === 'bn' ? `এক ঘণ্টা পরে শুরু: ${seeded.titleBn}` : `Starting in an hour: ${seeded.title}`,
    );
  }
  return { emails, sms };
}

async function jobStates(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT state::text FROM pgboss.job WHERE name = ${JOB} ORDER BY created_on`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((row) => row.state);
}

/** Senders that keep what they were handed (and answer `logged`, as without a provider). */
function recordingSenders() {
  const handed: { email: string[]; sms: string[] } = { email: [], sms: [] };
  const emailSender: EmailSender = {
    kind: 'log',
    send: async (message) => (handed.email.push(message.to), 'logged'),
    close() {},
  };
  const smsSender: SmsSender = {
    kind: 'log',
    send: async (message) => (handed.sms.push(message.to), 'logged'),
  };
  return { handed, emailSender, smsSender };
}

describe('event reminders on the job queue', () => {
  it('two workers running the dispatch at the same time send each reminder once', async () => {
    const opened = await openQueueTestDatabase();
    cleanups.push(() => opened.close());
    // On PostgreSQL the second worker is a process of its own as far as the database goes (its own pools);
    // on PGlite, which one process owns, the two share its connection.
    let second: DatabaseHandle = opened.database;
    if (opened.url) {
      second = await createDatabase({ databaseUrl: opened.url, poolSize: 2 });
      cleanups.push(() => second.close());
    }
    const seeded = await seedDueEvent(opened.database.db);

    const { handed, emailSender, smsSender } = recordingSenders();
    const inRun = new Set<number>();
    const queues: JobQueue[] = [];
    cleanups.push(() => Promise.all(queues.map((each) => each.stop())).then(() => undefined));
    for (const [worker, database] of [opened.database, second].entries()) {
      const jobs = createJobQueue({ database, log: queueTestLog, timing: FAST_QUEUE });
      queues.push(jobs);
      const handler = dispatchHandler({
        db: database.db,
        log: queueTestLog,
        emailSender,
        smsSender,
        secret: SECRET,
        origin: ORIGIN,
      });
      jobs.work(JOB, async (_data, job) => {
        inRun.add(worker);
        // The first runs wait for each other: the two workers dispatch the same due reminders at once.
        await waitFor(() => inRun.size === 2, 15_000, 'both workers in a run');
        await handler(job);
      });
    }
    // One after the other: the first installs pg-boss's schema (as in lib/job-queue.test.ts).
    for (const jobs of queues) await jobs.start();
    const startAfter = new Date(Date.now() + 1_000);
    const runs = 6;
    for (let n = 0; n < runs; n++) await queues[n % 2]!.sendAt(JOB, {}, { key: `run-${n}`, startAfter });
    await waitFor(
      async () => {
        const states = await jobStates(opened.database.db);
        return states.length === runs && states.every((state) => state === 'completed');
      },
      30_000,
      'every run completed',
    );

    expect(inRun.size).toBe(2);
    const { emails } = await expectEachReminderOnce(opened.database.db, seeded);
    // Handed to the senders once each, from whichever run wrote them.
    expect(handed.email.toSorted()).toEqual(seeded.confirmed.map((row) => row.email).toSorted());
    expect(handed.sms.toSorted()).toEqual(seeded.confirmed.map((row) => row.phone).toSorted());
    expect(emails.every((row) => row.status === 'logged')).toBe(true);
  }, 60_000);

  describe('a worker killed in the middle of a run, and one started again', () => {
    function startChild(env: Record<string, string>) {
      let output = '';
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited, lines: () => output.split('\n') };
    }

    async function until(started: ReturnType<typeof startChild>, line: string) {
      await waitFor(
        () => {
          if (started.child.exitCode !== null)
            throw new Error(`child exited early:\n${started.lines().join('\n')}`);
          return started.lines().includes(line);
        },
        60_000,
        `"${line}" from the child:\n${started.lines().join('\n')}`,
      );
    }

    /**
     * Where the children meet, seeded: a copy of the PostgreSQL template, or a PGlite folder made from the
     * run's snapshot (seeded before any child opens it: one process owns a PGlite folder at a time).
     */
    async function place(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
      const databaseUrl = process.env.DATABASE_URL;
      if (databaseUrl) {
        const copy = await copyTemplateDatabase(databaseUrl);
        cleanups.push(() => copy.drop());
        return {
          env: { CHILD_DATABASE_URL: copy.url },
          open: () => createDatabase({ databaseUrl: copy.url, poolSize: 2 }),
        };
      }
      const folder = mkdtempSync(path.join(tmpdir(), 'dokkho-reminders-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath')!)]);
      let loaded = false;
      return {
        env: { CHILD_DATA_DIR: folder },
        open: async () => {
          const database = await createDatabase({
            dataDir: folder,
            loadDataDir: loaded ? undefined : snapshot,
          });
          loaded = true;
          return database;
        },
      };
    }

    for (const hang of ['before', 'after'] as const) {
      it(`retries the run and sends each reminder once (killed ${hang} its transaction commits)`, async () => {
        const { env, open } = await place();
        const setup = await open();
        const seeded = await seedDueEvent(setup.db);
        await setup.close();

        const crashed = startChild({ ...env, CHILD_SEND: '1', CHILD_HANG: hang });
        // Killed with the reminders written but not committed, or committed and the first e-mail with the
        // sender, the job not completed.
        await until(crashed, hang === 'before' ? 'in-transaction 0' : 'delivering 0');
        crashed.child.kill('SIGKILL');
        await crashed.exited;
        expect(crashed.lines().filter((line) => /^(email|sms) /.test(line))).toEqual([]);

        const restarted = startChild(env);
        await until(restarted, 'done 1');
        restarted.child.kill('SIGTERM');
        expect(await restarted.exited).toBe(0);
        const handed = restarted.lines().filter((line) => /^(email|sms) /.test(line));
        if (hang === 'before') {
          // Nothing of the killed run was committed: the retry writes and hands over every reminder.
          expect(handed.toSorted()).toEqual(
            seeded.confirmed.flatMap((row) => [`email ${row.email}`, `sms ${row.phone}`]).toSorted(),
          );
        } else {
          // The killed run's reminders were committed: the retry finds nothing due (the outbox's retry
          // worker hands over what the killed one had not).
          expect(handed).toEqual([]);
        }

        const after = await open();
        try {
          await expectEachReminderOnce(after.db, seeded);
          expect(await jobStates(after.db)).toEqual(['completed']);
        } finally {
          await after.close();
        }
      }, 120_000);
    }
  });
});
