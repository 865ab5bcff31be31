import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  IN_APP_ONLY_KINDS,
  NOTIFICATION_KINDS,
  NotificationList,
  NotificationPreferences,
} from '@dokkho/contract/notifications';
import { schema, type Database } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import {
  outboxTo,
  seedApplication,
  seedJob,
  seedRecruiter,
  seedSeeker,
  seedUser,
} from '../../test/factories';
import { notify } from './service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, userId?: number, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: userId ? await authHeader(userId) : {},
  });

/** A user with `count` certificate notifications, oldest first, a minute apart. */
async function userWithNotifications(count: number) {
  const user = await seedUser(ctx.db);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await notify(ctx.db, {
        userId: user.id,
        params: { kind: 'certificate_issued', course_title: `Course ${i + 1}`, serial: `DKH-${i}` },
        link: '/newDashboard/certificates',
        at: new Date(Date.now() - (count - i) * 60_000),
      }),
    );
  }
  return { user, ids };
}

describe('the notification centre', () => {
  it('lists only your own, newest first, a page at a time, with the unread count', async () => {
    const { user, ids } = await userWithNotifications(5);
    await userWithNotifications(2); // someone else's: never listed
    const first = NotificationList.parse((await call('GET', '/api/notifications/?limit=2', user.id)).json());
    expect(first.results.map((n) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.results[0]).toMatchObject({
      params: { kind: 'certificate_issued', course_title: 'Course 5', serial: 'DKH-4' },
      link: '/newDashboard/certificates',
      read: false,
    });
    expect(first.unread).toBe(5);
    expect(first.next_cursor).toBe(ids[3]);
    const second = NotificationList.parse(
      (await call('GET', `/api/notifications/?limit=2&before=${first.next_cursor}`, user.id)).json(),
    );
    expect(second.results.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    const last = NotificationList.parse(
      (await call('GET', `/api/notifications/?limit=2&before=${second.next_cursor}`, user.id)).json(),
    );
    expect(last.results.map((n) => n.id)).toEqual([ids[0]]);
    expect(last.next_cursor).toBeNull();

    const count = await call('GET', '/api/notifications/unread-count/', user.id);
    expect(count.json()).toEqual({ unread: 5 });
    expect(count.headers['cache-control']).toBe('private, no-store');
  });

  it('marks one read, then all; never someone else\u2019s', async () => {
    const { user, ids } = await userWithNotifications(3);
    const other = await userWithNotifications(1);

    const read = await call('POST', `/api/notifications/${ids[1]}/read/`, user.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: ids[1], read: true });
    // Twice is fine and keeps the first time.
    expect((await call('POST', `/api/notifications/${ids[1]}/read/`, user.id)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count/', user.id)).json()).toEqual({ unread: 2 });
    const unreadOnly = NotificationList.parse(
      (await call('GET', '/api/notifications/?unread=true', user.id)).json(),
    );
    expect(unreadOnly.results.map((n) => n.id)).toEqual([ids[2], ids[0]]);

    // Another user's notification is as absent as one that never was, and stays unread.
    const refused = await call('POST', `/api/notifications/${other.ids[0]}/read/`, user.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'This notification does not exist.' });
    expect((await call('POST', '/api/notifications/999999999/read/', user.id)).statusCode).toBe(404);

    expect((await call('POST', '/api/notifications/read-all/', user.id)).json()).toEqual({ unread: 0 });
    expect((await call('GET', '/api/notifications/unread-count/', user.id)).json()).toEqual({ unread: 0 });
    expect((await call('GET', '/api/notifications/unread-count/', other.user.id)).json()).toEqual({
      unread: 1,
    });
  });

  it('is for signed-in people only and refuses bad input with a 400', async () => {
    expect((await call('GET', '/api/notifications/')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/unread-count/')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/1/read/')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read-all/')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/preferences/')).statusCode).toBe(401);
    expect((await call('PUT', '/api/notifications/preferences/', undefined, { email: {} })).statusCode).toBe(
      401,
    );
    const user = await seedUser(ctx.db);
    const tooMany = await call('GET', '/api/notifications/?limit=51', user.id);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ limit: ['Ask for at most 50 notifications'] });
    expect((await call('GET', '/api/notifications/?before=abc', user.id)).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/abc/read/', user.id)).statusCode).toBe(400);
    const badKind = await call('PUT', '/api/notifications/preferences/', user.id, {
      email: { spam: false },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('keeps each person\u2019s e-mail preferences per kind, on until switched off (the bell-only kinds off)', async () => {
    const user = await seedUser(ctx.db);
    const other = await seedUser(ctx.db);
    const initial = NotificationPreferences.parse(
      (await call('GET', '/api/notifications/preferences/', user.id)).json(),
    );
    expect(Object.keys(initial.email).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS)
      expect(initial.email[kind], kind).toBe(!IN_APP_ONLY_KINDS.includes(kind));

    const updated = await call('PUT', '/api/notifications/preferences/', user.id, {
      email: { order_paid: false, application_stage: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().email).toMatchObject({
      order_paid: false,
      application_stage: false,
      certificate_issued: true,
    });
    await call('PUT', '/api/notifications/preferences/', user.id, { email: { application_stage: true } });
    const again = (await call('GET', '/api/notifications/preferences/', user.id)).json();
    expect(again.email).toMatchObject({ order_paid: false, application_stage: true });
    expect((await call('GET', '/api/notifications/preferences/', other.id)).json().email.order_paid).toBe(
      true,
    );
  });

  it('writes nothing when the caller\u2019s transaction rolls back', async () => {
    const user = await seedUser(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await notify(tx as unknown as Database, {
          userId: user.id,
          params: { kind: 'order_paid', item_title: 'SQL for Data Analysts', total: 150_000 },
          link: '/newDashboard/orders',
        });
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    const rows = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('a server without VAPID keys', () => {
  it('offers no push: no key, and subscribing is a 503', async () => {
    const user = await seedUser(ctx.db);
    const key = await call('GET', '/api/notifications/push/key/', user.id);
    expect(key.json()).toEqual({ public_key: null });
    const refused = await call('POST', '/api/notifications/push/subscriptions/', user.id, {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: 'Notifications on devices are not set up on this server.' });
  });
});

describe('a stage change', () => {
  it('tells the applicant in the bell always, and by e-mail unless they switched it off', async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyName: 'Shohoz Tech' });
    const job = await seedJob(ctx.db, recruiter, { title: 'Data Analyst' });
    const keeps = await seedSeeker(ctx.db);
    const quiet = await seedSeeker(ctx.db);
    const keepsApp = await seedApplication(ctx.db, job, keeps);
    const quietApp = await seedApplication(ctx.db, job, quiet);
    await call('PUT', '/api/notifications/preferences/', quiet.user.id, {
      email: { application_stage: false },
    });

    for (const id of [keepsApp.id, quietApp.id]) {
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/jobs/applicants/${id}/`,
        payload: { stage: 'interview' },
        headers: recruiter.headers,
      });
      expect(moved.statusCode).toBe(200);
    }
    for (const [seeker, app] of [
      [keeps, keepsApp],
      [quiet, quietApp],
    ] as const) {
      const list = NotificationList.parse((await call('GET', '/api/notifications/', seeker.user.id)).json());
      expect(list.results).toHaveLength(1);
      expect(list.results[0]).toMatchObject({
        params: {
          kind: 'application_stage',
          job_title: 'Data Analyst',
          company_name: 'Shohoz Tech',
          stage: 'interview',
        },
        link: `/js-dashboard/applied-jobs/job-details?id=${app.id}`,
        read: false,
      });
    }
    expect(await outboxTo(ctx.db, keeps.user.email)).toHaveLength(1);
    expect(await outboxTo(ctx.db, quiet.user.email)).toHaveLength(0);
  });
});

describe('an application opened from the recruiter\u2019s list', () => {
  it('reads its notification in the centre too', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter, { title: 'Accounts Officer' });
    const seeker = await seedSeeker(ctx.db);
    const app = await seedApplication(ctx.db, job, seeker);
    const other = await seedApplication(ctx.db, job, await seedSeeker(ctx.db));
    for (const id of [app.id, other.id]) {
      await notify(ctx.db, {
        userId: recruiter.user.id,
        params: {
          kind: 'application_received',
          job_title: 'Accounts Officer',
          applicant_name: 'Rahim Uddin',
        },
        link: `/hr-dashboard/applicants/${id}`,
      });
    }
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/applicants/${app.id}/`,
      headers: recruiter.headers,
    });
    expect(opened.statusCode).toBe(200);
    const list = NotificationList.parse((await call('GET', '/api/notifications/', recruiter.user.id)).json());
    expect(list.unread).toBe(1);
    expect(list.results.map((n) => [n.link, n.read])).toEqual([
      [`/hr-dashboard/applicants/${other.id}`, false],
      [`/hr-dashboard/applicants/${app.id}`, true],
    ]);
  });
});
