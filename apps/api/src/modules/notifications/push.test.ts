import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { PushPayload } from '@dokkho/contract/notifications';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedApplication, seedJob, seedRecruiter, seedSeeker, seedUser } from '../../test/factories';
import {
  createTestSubscription,
  startPushServer,
  verifyVapid,
  type PushServer,
} from '../../test/push-server';
import { PUSH_TTL_SECONDS } from './push';
import { notify, notifyEach } from './service';

/*
 * Web Push (docs/decisions/037) against a push service on 127.0.0.1 (test/push-server.ts): the request
 * is checked as a push service would (VAPID JWT signed with our key, its audience and expiry), and the
 * body is decrypted with the browser's private key the test made.
 */

const SUBJECT = 'mailto:push-test@dokkho.test';
const vapid = webpush.generateVAPIDKeys();

let ctx: TestContext;
let pushService: PushServer;

beforeAll(async () => {
  pushService = await startPushServer();
  ctx = await createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: SUBJECT,
  });
});

afterAll(async () => {
  await ctx?.close();
  await pushService?.close();
});

const SUBSCRIPTIONS = '/api/notifications/push/subscriptions/';

async function subscribe(userId: number, name: string) {
  const browser = createTestSubscription(pushService.endpoint(name));
  const response = await ctx.app.inject({
    method: 'POST',
    url: SUBSCRIPTIONS,
    headers: await authHeader(userId),
    payload: { ...browser.json, user_agent: 'Chrome on Android' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return browser;
}

const pushesTo = (name: string) => pushService.received.filter((push) => push.name === name);

async function subscriptionOf(endpoint: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.endpoint, endpoint));
  return row;
}

/** A recruiter moves a seeker's application: the notifying request, over HTTP. */
async function stageChange(seeker: Awaited<ReturnType<typeof seedSeeker>>) {
  const recruiter = await seedRecruiter(ctx.db, { companyName: 'Shohoz Tech' });
  const job = await seedJob(ctx.db, recruiter, { title: 'Data Analyst' });
  const application = await seedApplication(ctx.db, job, seeker);
  const moved = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/jobs/applicants/${application.id}/`,
    payload: { stage: 'interview' },
    headers: recruiter.headers,
  });
  return { moved, application };
}

describe('subscribing a device', () => {
  it('gives the VAPID public key to signed-in people', async () => {
    const user = await seedUser(ctx.db);
    expect((await ctx.send('GET', '/api/notifications/push/key/')).statusCode).toBe(401);
    const key = await ctx.send('GET', '/api/notifications/push/key/', await authHeader(user.id));
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ public_key: vapid.publicKey });
  });

  it('keeps one row per endpoint, moved to whoever subscribed it last', async () => {
    const first = await seedUser(ctx.db);
    const second = await seedUser(ctx.db);
    const browser = await subscribe(first.id, 'shared-browser');
    expect(await subscriptionOf(browser.json.endpoint)).toMatchObject({
      userId: first.id,
      p256dh: browser.json.keys.p256dh,
      auth: browser.json.keys.auth,
      userAgent: 'Chrome on Android',
      failureCount: 0,
    });
    await subscribe(second.id, 'shared-browser');
    const rows = await ctx.db
      .select()
      .from(schema.pushSubscriptions)
      .where(eq(schema.pushSubscriptions.endpoint, browser.json.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(second.id);
  });

  it('lets only the owner unsubscribe: someone else\u2019s endpoint is a 404', async () => {
    const owner = await seedUser(ctx.db);
    const stranger = await seedUser(ctx.db);
    const browser = await subscribe(owner.id, 'owners-phone');
    const body = { endpoint: browser.json.endpoint };
    expect((await ctx.send('DELETE', SUBSCRIPTIONS, undefined, body)).statusCode).toBe(401);
    const refused = await ctx.send('DELETE', SUBSCRIPTIONS, await authHeader(stranger.id), body);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'This device does not receive your notifications.' });
    expect(await subscriptionOf(browser.json.endpoint)).toBeDefined();

    const removed = await ctx.send('DELETE', SUBSCRIPTIONS, await authHeader(owner.id), body);
    expect(removed.statusCode).toBe(204);
    expect(await subscriptionOf(browser.json.endpoint)).toBeUndefined();
    expect((await ctx.send('DELETE', SUBSCRIPTIONS, await authHeader(owner.id), body)).statusCode).toBe(404);
  });

  it('refuses what no browser would send with a 400, in the reader\u2019s language', async () => {
    const user = await seedUser(ctx.db);
    const headers = await authHeader(user.id);
    const good = createTestSubscription(pushService.endpoint('validation')).json;
    const post = (payload: object, extra: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: SUBSCRIPTIONS, headers: { ...headers, ...extra }, payload });

    expect((await ctx.send('POST', SUBSCRIPTIONS, undefined, good)).statusCode).toBe(401);
    for (const endpoint of [
      'http://push.example.com/send/abc',
      'javascript:alert(1)',
      'ftp://127.0.0.1/push',
      'https://user:secret@push.example.com/x',
      'not a url',
    ]) {
      const refused = await post({ ...good, endpoint });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toEqual({ endpoint: ['The push endpoint must be an https address'] });
    }
    const shortKey = await post({ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } });
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json()).toEqual({ 'keys.p256dh': ['The browser gave a push key that is not valid'] });
    const badAuth = await post({ ...good, keys: { ...good.keys, auth: 'short' } });
    expect(badAuth.statusCode).toBe(400);
    expect(badAuth.json()).toEqual({ 'keys.auth': ['The browser gave a push secret that is not valid'] });
    expect((await post({ endpoint: good.endpoint })).statusCode).toBe(400);
    const bangla = await post(
      { ...good, endpoint: 'http://push.example.com/x' },
      { 'accept-language': 'bn' },
    );
    expect(bangla.json()).toEqual({ endpoint: ['পুশ এন্ডপয়েন্টটি একটি https ঠিকানা হতে হবে'] });
    // Nothing was stored for any of them.
    expect(await subscriptionOf(good.endpoint)).toBeUndefined();
  });
});

describe('delivering a notification', () => {
  it('pushes it after the request, encrypted to the device, signed with our VAPID key', async () => {
    const seeker = await seedSeeker(ctx.db);
    const browser = await subscribe(seeker.user.id, 'seeker-phone');
    const { moved, application } = await stageChange(seeker);
    expect(moved.statusCode).toBe(200);
    await ctx.app.pushDelivery.flush();

    const [push] = pushesTo('seeker-phone');
    expect(push).toBeDefined();
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'normal',
    });
    const claims = await verifyVapid(push!.headers.authorization, vapid.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(SUBJECT);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);

    const payload = PushPayload.parse(JSON.parse(browser.decrypt(push!.body)));
    const [notification] = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, seeker.user.id));
    expect(payload).toEqual({
      id: notification!.id,
      title: 'Application update',
      body: 'Data Analyst at Shohoz Tech: Invited to interview.',
      link: `/js-dashboard/applied-jobs/job-details?id=${application.id}`,
    });
    expect(notification!.pushPending).toBe(false);
    expect((await subscriptionOf(browser.json.endpoint))!.lastSuccessAt).toBeInstanceOf(Date);
    // Pushed once: another round finds nothing.
    await ctx.app.pushDelivery.flush();
    expect(pushesTo('seeker-phone')).toHaveLength(1);
  });

  it('writes in the recipient\u2019s language, to each of their devices, for notifyEach too', async () => {
    const learner = await seedUser(ctx.db, { language: 'bn' });
    const phone = await subscribe(learner.id, 'bn-phone');
    const laptop = await subscribe(learner.id, 'bn-laptop');
    const someoneElse = await seedUser(ctx.db);
    await notifyEach(ctx.db, [
      {
        userId: learner.id,
        params: { kind: 'order_paid', item_title: 'SQL for Data Analysts', total: 150_000 },
        link: '/newDashboard/orders',
      },
      {
        userId: someoneElse.id,
        params: { kind: 'order_paid', item_title: 'Excel', total: 50_000 },
        link: '/newDashboard/orders',
      },
    ]);
    // Someone without a device is never queued.
    const [unqueued] = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, someoneElse.id));
    expect(unqueued!.pushPending).toBe(false);
    await ctx.app.pushDelivery.flush();

    for (const [name, browser] of [
      ['bn-phone', phone],
      ['bn-laptop', laptop],
    ] as const) {
      const pushes = pushesTo(name);
      expect(pushes, name).toHaveLength(1);
      expect(JSON.parse(browser.decrypt(pushes[0]!.body))).toMatchObject({
        title: 'পেমেন্ট নিশ্চিত হয়েছে',
        body: 'SQL for Data Analysts-এর জন্য ৳১,৫০০ পেমেন্ট নিশ্চিত হয়েছে। আপনার রসিদ তৈরি।',
        link: '/newDashboard/orders',
      });
    }
  });

  it('follows the per-kind push switch; the bell-only kinds only when switched on', async () => {
    const instructor = await seedUser(ctx.db);
    const headers = await authHeader(instructor.id);
    await subscribe(instructor.id, 'instructor-phone');
    const preferences = await ctx.send('GET', '/api/notifications/preferences/', headers);
    expect(preferences.json().push).toMatchObject({ question_asked: true, course_enrolled: false });
    const switched = await ctx.send('PUT', '/api/notifications/preferences/', headers, {
      push: { question_asked: false, course_enrolled: true },
    });
    expect(switched.statusCode).toBe(200);
    // The e-mail switches are untouched by the push ones.
    expect(switched.json().email).toMatchObject({ question_asked: true, course_enrolled: false });
    expect(switched.json().push).toMatchObject({ question_asked: false, course_enrolled: true });

    await notify(ctx.db, {
      userId: instructor.id,
      params: { kind: 'question_asked', course_title: 'Python', question_title: 'Why?', asker_name: 'Mim' },
      link: '/ir-dashboard/course-details/1',
    });
    await notify(ctx.db, {
      userId: instructor.id,
      params: { kind: 'course_enrolled', course_title: 'Python', learner_name: 'Mim', paid: true },
      link: '/ir-dashboard/course-details/1',
    });
    await ctx.app.pushDelivery.flush();
    const pushes = pushesTo('instructor-phone');
    expect(pushes).toHaveLength(1);
    // The frequent bell-only news may wait for the phone's next wake-up.
    expect(pushes[0]!.headers.urgency).toBe('low');

    // Both notifications are in the bell whatever the switches say.
    const list = await ctx.send('GET', '/api/notifications/', headers);
    expect(list.json().results).toHaveLength(2);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const user = await seedUser(ctx.db);
    const browser = await subscribe(user.id, 'gone-browser');
    pushService.setMode('gone-browser', 'gone');
    await notify(ctx.db, {
      userId: user.id,
      params: { kind: 'certificate_issued', course_title: 'Python', serial: 'DKH-1' },
      link: '/newDashboard/certificates',
    });
    await ctx.app.pushDelivery.flush();
    expect(pushesTo('gone-browser')).toHaveLength(1);
    expect(await subscriptionOf(browser.json.endpoint)).toBeUndefined();
  });

  it('counts other failures and backs off from that device', async () => {
    const user = await seedUser(ctx.db);
    const browser = await subscribe(user.id, 'failing-browser');
    pushService.setMode('failing-browser', 'fail');
    const tell = () =>
      notify(ctx.db, {
        userId: user.id,
        params: { kind: 'certificate_issued', course_title: 'Python', serial: 'DKH-2' },
        link: '/newDashboard/certificates',
      });
    await tell();
    await ctx.app.pushDelivery.flush();
    const failed = await subscriptionOf(browser.json.endpoint);
    expect(failed).toMatchObject({ failureCount: 1, lastSuccessAt: null });
    expect(failed!.retryAfter!.getTime()).toBeGreaterThan(Date.now());
    // Backing off: the next notification is not pushed to it, and the bell still has both.
    await tell();
    await ctx.app.pushDelivery.flush();
    expect(pushesTo('failing-browser')).toHaveLength(1);
    expect((await subscriptionOf(browser.json.endpoint))!.failureCount).toBe(1);
  });

  it('never makes the notifying request wait for, or fail with, the push service', async () => {
    const slow = await seedSeeker(ctx.db);
    await subscribe(slow.user.id, 'slow-browser');
    pushService.setMode('slow-browser', 'hold');
    // The push service holds its answer; the request that notified has answered all the same.
    const { moved } = await stageChange(slow);
    expect(moved.statusCode).toBe(200);
    await vi.waitFor(() => expect(pushesTo('slow-browser')).toHaveLength(1));
    pushService.release();
    await ctx.app.pushDelivery.flush();

    const failing = await seedSeeker(ctx.db);
    await subscribe(failing.user.id, 'broken-browser');
    pushService.setMode('broken-browser', 'fail');
    const { moved: again } = await stageChange(failing);
    expect(again.statusCode).toBe(200);
    await ctx.app.pushDelivery.flush();
    expect(pushesTo('broken-browser')).toHaveLength(1);
  });
});
