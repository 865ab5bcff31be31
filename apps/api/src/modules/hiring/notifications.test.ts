import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { RecruiterNotificationList } from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createLogSender } from '../../integrations/email/log';
import {
  outboxTo,
  seedApplication,
  seedJob,
  seedNotification,
  seedRecruiter,
  seedSeeker,
} from '../../test/factories';
import { sendNotificationDigests } from './notifications';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function world() {
  const recruiter = await seedRecruiter(ctx.db, {}, { firstName: 'Farhana' });
  const other = await seedRecruiter(ctx.db);
  const analyst = await seedJob(ctx.db, recruiter, { title: 'Data Analyst' });
  const accounts = await seedJob(ctx.db, recruiter, { title: 'Accounts Officer' });
  const people = await Promise.all(
    ['Sadia', 'Karim', 'Nila'].map((firstName) => seedSeeker(ctx.db, {}, { firstName, lastName: 'Khan' })),
  );
  const apps = [
    await seedApplication(ctx.db, analyst, people[0]!),
    await seedApplication(ctx.db, analyst, people[1]!),
    await seedApplication(ctx.db, accounts, people[2]!),
  ];
  const notes = [];
  for (const [index, app] of apps.entries()) {
    notes.push(
      await seedNotification(ctx.db, recruiter, app, {
        createdAt: new Date(Date.now() - (10 - index) * 60_000),
      }),
    );
  }
  return { recruiter, other, apps, notes, analyst, accounts };
}

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: 'silent',
  silent() {},
};

describe('notifications', () => {
  it('lists the newest first with job and applicant, counts unread; marks some or all read', async () => {
    const w = await world();
    const response = await ctx.send('GET', '/api/jobs/notifications/', w.recruiter.headers);
    expect(response.statusCode, response.body).toBe(200);
    const list = RecruiterNotificationList.parse(response.json());
    expect(list.unread).toBe(3);
    expect(list.results.map((n) => [n.job_title, n.applicant_name, n.read])).toEqual([
      ['Accounts Officer', 'Nila Khan', false],
      ['Data Analyst', 'Karim Khan', false],
      ['Data Analyst', 'Sadia Khan', false],
    ]);
    expect(list.results[0]).toMatchObject({
      kind: 'new_application',
      application_id: w.apps[2]!.id,
      job_id: w.accounts.id,
    });

    // Another recruiter cannot mark mine read, and sees none.
    const theirs = await ctx.send('POST', '/api/jobs/notifications/read/', w.other.headers, {
      ids: [w.notes[0]!.id],
    });
    expect(RecruiterNotificationList.parse(theirs.json())).toEqual({ unread: 0, results: [] });

    const one = await ctx.send('POST', '/api/jobs/notifications/read/', w.recruiter.headers, {
      ids: [w.notes[0]!.id],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(RecruiterNotificationList.parse(one.json()).unread).toBe(2);
    // No body at all: all of them.
    const all = await ctx.send('POST', '/api/jobs/notifications/read/', w.recruiter.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(RecruiterNotificationList.parse(all.json()).unread).toBe(0);
    expect(
      (await ctx.send('POST', '/api/jobs/notifications/read/', w.recruiter.headers, { ids: ['x'] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('sendNotificationDigests', () => {
  it('e-mails each recruiter once about unread notifications, grouped by post; never twice; skips read ones', async () => {
    const w = await world();
    // A read notification is never e-mailed.
    await ctx.db
      .update(schema.recruiterNotifications)
      .set({ readAt: new Date() })
      .where(eq(schema.recruiterNotifications.id, w.notes[0]!.id));
    const log = silentLog as never;
    const sender = createLogSender(log);
    const now = new Date();
    await sendNotificationDigests({ db: ctx.db, sender, log, origin: 'http://dokkho.test', now });

    const mail = await outboxTo(ctx.db, w.recruiter.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('2 new applications on Dokkho');
    expect(mail[0]!.bodyText).toContain('Hello Farhana,');
    expect(mail[0]!.bodyText).toContain('- Data Analyst: 1 new (Karim Khan)');
    expect(mail[0]!.bodyText).toContain('- Accounts Officer: 1 new (Nila Khan)');
    expect(mail[0]!.bodyText).not.toContain('Sadia');
    expect(mail[0]!.bodyText).toContain('http://dokkho.test/hr-dashboard');

    const rows = await ctx.db
      .select()
      .from(schema.recruiterNotifications)
      .where(
        inArray(
          schema.recruiterNotifications.id,
          w.notes.map((n) => n.id),
        ),
      );
    const emailed = new Map(rows.map((r) => [r.id, r.emailedAt]));
    expect(emailed.get(w.notes[0]!.id)).toBeNull();
    expect(emailed.get(w.notes[1]!.id)).not.toBeNull();
    expect(emailed.get(w.notes[2]!.id)).not.toBeNull();

    // The next run (or two processes at once) finds nothing more for them.
    await Promise.all([
      sendNotificationDigests({ db: ctx.db, sender, log, origin: 'http://dokkho.test', now: new Date() }),
      sendNotificationDigests({ db: ctx.db, sender, log, origin: 'http://dokkho.test', now: new Date() }),
    ]);
    expect(await outboxTo(ctx.db, w.recruiter.user.email)).toHaveLength(1);

    // A new application later makes a new digest with only that one.
    const late = await seedSeeker(ctx.db, {}, { firstName: 'Tanvir', lastName: 'Hasan' });
    const app = await seedApplication(ctx.db, w.analyst, late);
    await seedNotification(ctx.db, w.recruiter, app);
    await sendNotificationDigests({ db: ctx.db, sender, log, origin: 'http://dokkho.test', now: new Date() });
    const after = await outboxTo(ctx.db, w.recruiter.user.email);
    expect(after).toHaveLength(2);
    const newest = after.sort((x, y) => x.id - y.id).at(-1)!;
    expect(newest.subject).toBe('1 new application on Dokkho');
    expect(newest.bodyText).toContain('- Data Analyst: 1 new (Tanvir Hasan)');
  });

  it('sends no digest to a recruiter who switched these e-mails off (issue 17 item 8)', async () => {
    const w = await world();
    await ctx.db
      .insert(schema.notificationPreferences)
      .values({ userId: w.recruiter.user.id, kind: 'application_received', email: false });
    const log = silentLog as never;
    await sendNotificationDigests({
      db: ctx.db,
      sender: createLogSender(log),
      log,
      origin: 'http://dokkho.test',
      now: new Date(),
    });
    expect(await outboxTo(ctx.db, w.recruiter.user.email)).toEqual([]);
  });
});
