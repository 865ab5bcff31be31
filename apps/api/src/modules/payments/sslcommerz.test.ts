import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutResponse } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import { signCallbackFields } from '../../integrations/sslcommerz/signature';
import type { FakeSslcommerz } from '../../test/sslcommerz-server';
import type { TestContext } from '../../test/test-app';
import {
  courseMaker,
  enrollmentsOf,
  formBody,
  orderByToken,
  pathOf,
  paymentEventsOf,
  seedAffiliate,
  seedBundle,
  seedMember,
  seedPromo,
} from '../../test/factories';
import { createGatewayTestApp } from '../../test/gateway-app';
import { GATEWAY_DOWN_MESSAGE } from './service';

let ctx: TestContext;
let fake: FakeSslcommerz;
let closeAll: () => Promise<void>;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

beforeAll(async () => {
  const setup = await createGatewayTestApp();
  ctx = setup.ctx;
  fake = setup.sslcommerz;
  closeAll = setup.close;
  makeCourse = await courseMaker(ctx.db);
});

afterAll(async () => {
  await closeAll?.();
});

beforeEach(() => fake.reset());

type Headers = { authorization: string };

async function startCheckout(headers: Headers, url: string, body: object = {}) {
  const response = await ctx.app.inject({ method: 'POST', url, headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const answer = CheckoutResponse.parse(response.json());
  const order = await orderByToken(ctx.db, answer.order_token);
  return { answer, order, sessionKey: order.gatewaySessionId! };
}

/** A buyer with a course checkout open on the fake gateway. */
async function openCourseCheckout(options: { price?: number; body?: object } = {}) {
  const buyer = await seedMember(ctx.db);
  const course = await makeCourse({ price: options.price ?? 350000 });
  const started = await startCheckout(buyer.headers, `/api/payment/v2/payment/${course.id}/`, options.body);
  return { ...buyer, course, ...started };
}

const ipn = (fields: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/payment/sslcommerz/ipn/', ...formBody(fields) });

describe('starting an SSLCommerz checkout', () => {
  it('opens a session for the order total with the fields the protocol asks for', async () => {
    const buyer = await seedMember(ctx.db, {
      firstName: 'Farhana',
      lastName: 'Akter',
      phoneNumber: '+8801912345678',
    });
    const course = await makeCourse({ price: 350000, salePrice: 332500 });
    const { answer, order, sessionKey } = await startCheckout(
      buyer.headers,
      `/api/payment/v2/payment/${course.id}/`,
    );

    expect(answer).toEqual({
      order_token: order.token,
      gateway: 'sslcommerz',
      gateway_url: `${fake.url}/pay/${sessionKey}`,
      demo: false,
      total: 332500,
    });
    expect(order).toMatchObject({
      status: 'pending',
      gateway: 'sslcommerz',
      total: 332500,
      courseId: course.id,
    });
    expect(sessionKey).toMatch(/^[0-9A-F]{32}$/);
    const callbacks = `http://dokkho.test/api/payment/sslcommerz`;
    expect(fake.simulator.lastInit).toMatchObject({
      store_id: fake.storeId,
      total_amount: '3325.00',
      currency: 'BDT',
      tran_id: order.tranId,
      success_url: `${callbacks}/return/success/${order.token}/`,
      fail_url: `${callbacks}/return/fail/${order.token}/`,
      cancel_url: `${callbacks}/return/cancel/${order.token}/`,
      ipn_url: `${callbacks}/ipn/`,
      product_name: course.title,
      product_category: 'Online course',
      product_profile: 'non-physical-goods',
      shipping_method: 'NO',
      num_of_item: '1',
      cus_name: 'Farhana Akter',
      cus_email: buyer.user.email,
      cus_phone: '01912345678',
      cus_city: 'Dhaka',
      cus_postcode: '1000',
      cus_country: 'Bangladesh',
      value_a: order.token,
    });

    const [event] = await paymentEventsOf(ctx.db, order.id);
    expect(event).toMatchObject({ gateway: 'sslcommerz', source: 'init', outcome: 'started' });
    expect(JSON.stringify(event!.payload)).not.toContain(fake.storePassword);
  });

  it('opens one for a bundle at the bundle price', async () => {
    const buyer = await seedMember(ctx.db);
    const courses = [await makeCourse(), await makeCourse()];
    const bundle = await seedBundle(
      ctx.db,
      courses.map((course) => course.id),
      { price: 500000, salePrice: 450000 },
    );
    const { answer, order } = await startCheckout(
      buyer.headers,
      `/api/payment/sslcommerz/bundle/${bundle.id}/`,
    );
    expect(answer.total).toBe(450000);
    expect(order).toMatchObject({ kind: 'bundle', bundleId: bundle.id, gateway: 'sslcommerz' });
    expect(fake.simulator.lastInit).toMatchObject({
      total_amount: '4500.00',
      product_name: bundle.title,
      product_category: 'Online course bundle',
      tran_id: order.tranId,
    });
  });

  it('needs a signed-in learner, a course on sale and a valid promo code', async () => {
    const course = await makeCourse();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/v2/payment/${course.id}/`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await seedMember(ctx.db);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/v2/payment/99999999/',
      headers: buyer.headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const badPromo = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/v2/payment/${course.id}/`,
      headers: buyer.headers,
      payload: { promo_code: 'NOSUCHCODE' },
    });
    expect(badPromo.statusCode).toBe(400);
    expect(badPromo.json()).toEqual({ promo_code: ['This promo code does not exist.'] });
  });

  it('answers 502 when the gateway does not answer, and closes that order as failed', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await makeCourse();
    fake.simulator.outage = true;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/v2/payment/${course.id}/`,
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: GATEWAY_DOWN_MESSAGE });
    const [order] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.userId, buyer.user.id));
    expect(order).toMatchObject({ status: 'failed', gatewaySessionId: null });
    expect((await paymentEventsOf(ctx.db, order!.id)).map((event) => event.outcome)).toEqual([
      expect.stringMatching(/^failed: SSLCommerz init answered HTTP 500/),
    ]);
  });

  it('confirms a fully discounted order at once, without a gateway', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await makeCourse();
    const promo = await seedPromo(ctx.db, { amount: 100 });
    const calls = fake.simulator.calls.init;
    const { answer, order } = await startCheckout(buyer.headers, `/api/payment/v2/payment/${course.id}/`, {
      promo_code: promo.code,
    });
    expect(answer).toEqual({
      order_token: order.token,
      gateway: 'none',
      gateway_url: `http://dokkho.test/payment/success/${course.id}/${order.token}`,
      demo: false,
      total: 0,
    });
    expect(order.status).toBe('paid');
    expect(fake.simulator.calls.init).toBe(calls);
  });
});

describe('the SSLCommerz IPN', () => {
  it('pays and enrols after the validation API confirms a VALID callback', async () => {
    const { user, course, order, sessionKey } = await openCourseCheckout({ price: 350000 });
    const validations = fake.simulator.calls.validation;
    // The learner pays on the gateway's page: the gateway posts the IPN to us (in-process here).
    const done = await fake.simulator.complete(sessionKey, { action: 'pay', method: 'bkash' });

    const paid = await orderByToken(ctx.db, order.token);
    expect(paid).toMatchObject({
      status: 'paid',
      gatewayPaymentId: done!.fields.val_id,
      paymentMethod: 'bKash',
      invoiceNumber: expect.stringMatching(/^DKH-INV-\d{4}-\d{6}$/),
    });
    expect(fake.simulator.calls.validation).toBe(validations + 1);
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);
    const events = await paymentEventsOf(ctx.db, order.id);
    expect(events.map((event) => [event.source, event.outcome])).toEqual([
      ['init', 'started'],
      ['ipn', 'confirmed'],
    ]);
    expect(events[1]!.payload).toMatchObject({
      fields: { tran_id: order.tranId },
      validation: { status: 'VALID' },
    });

    // The browser arrives after: the order is already paid, nothing is validated again.
    const back = await ctx.app.inject({
      method: 'POST',
      url: pathOf(done!.browser.url),
      ...formBody(done!.browser.fields),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/success/${course.id}/${order.token}`);
    expect(fake.simulator.calls.validation).toBe(validations + 1);
  });

  it('50 concurrent duplicate IPNs give one enrolment, one commission and one promo use', async () => {
    const affiliate = await seedAffiliate(ctx.db);
    const promo = await seedPromo(ctx.db, { amount: 10, maxUses: 100 });
    const { user, course, order, sessionKey } = await openCourseCheckout({
      price: 400000,
      body: { promo_code: promo.code, affiliate: affiliate.profile.referralCode },
    });
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'nagad' },
      { deliver: false },
    );

    const answers = await Promise.all(Array.from({ length: 50 }, () => ipn(done!.fields)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const bodies = answers.map((answer) => answer.body);
    expect(bodies.filter((body) => body === 'CONFIRMED')).toHaveLength(1);
    expect(bodies.filter((body) => body === 'DUPLICATE')).toHaveLength(49);

    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);
    const commissions = await ctx.db
      .select()
      .from(schema.affiliateCommissions)
      .where(eq(schema.affiliateCommissions.orderId, order.id));
    expect(commissions).toHaveLength(1);
    expect(commissions[0]).toMatchObject({
      affiliateId: affiliate.profile.id,
      amount: Math.floor((order.total * 2000) / 10000),
    });
    const redemptions = await ctx.db
      .select()
      .from(schema.promoRedemptions)
      .where(eq(schema.promoRedemptions.promoCodeId, promo.id));
    expect(redemptions).toHaveLength(1);
    const [promoRow] = await ctx.db
      .select()
      .from(schema.promoCodes)
      .where(eq(schema.promoCodes.id, promo.id));
    expect(promoRow!.usedCount).toBe(1);
    expect((await orderByToken(ctx.db, order.token)).paymentMethod).toBe('Nagad');
  });

  it('takes the IPN as multipart/form-data too (as some SSLCommerz libraries post it)', async () => {
    const { order, sessionKey } = await openCourseCheckout();
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'card' },
      { deliver: false },
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(done!.fields)) form.set(key, value);
    const request = new Request('http://dokkho.test/', { method: 'POST', body: form });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/sslcommerz/ipn/',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.body).toBe('CONFIRMED');
    expect(await orderByToken(ctx.db, order.token)).toMatchObject({ status: 'paid', paymentMethod: 'VISA' });
  });

  it('does not pay on a bad signature', async () => {
    const { order, sessionKey } = await openCourseCheckout();
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'card' },
      { deliver: false },
    );
    const validations = fake.simulator.calls.validation;

    const tampered = await ipn({ ...done!.fields, amount: '10.00' });
    expect(tampered.statusCode).toBe(200);
    expect(tampered.body).toBe('REJECTED');
    const forged = await ipn({ ...done!.fields, ...signCallbackFields(done!.fields, 'a guessed password') });
    expect(forged.body).toBe('REJECTED');
    const unsigned = await ipn({ tran_id: order.tranId, val_id: done!.fields.val_id!, status: 'VALID' });
    expect(unsigned.body).toBe('REJECTED');

    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
    expect(fake.simulator.calls.validation).toBe(validations);
    const outcomes = (await paymentEventsOf(ctx.db, order.id)).map((event) => event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'rejected: bad signature')).toHaveLength(3);
  });

  it('answers 200 to a callback for an unknown tran_id and keeps it without an order', async () => {
    const fields = {
      tran_id: 'DKHNOSUCHORDER0000000000',
      val_id: 'x1',
      amount: '100.00',
      currency: 'BDT',
      status: 'VALID',
    };
    const signed = { ...fields, ...signCallbackFields(fields, fake.storePassword) };
    const response = await ipn(signed);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('REJECTED');
    const events = await ctx.db
      .select()
      .from(schema.paymentEvents)
      .where(and(isNull(schema.paymentEvents.orderId), eq(schema.paymentEvents.source, 'ipn')));
    expect(events.find((event) => JSON.stringify(event.payload).includes(fields.tran_id))).toMatchObject({
      gateway: 'sslcommerz',
      outcome: 'rejected: unknown order',
    });
    // Garbage is answered the same way, never with a 500.
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/sslcommerz/ipn/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%&&&===',
    });
    expect(garbage.statusCode).toBe(200);
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/sslcommerz/ipn/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="tran_id"\r\n\r\nDKHNOPE\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.body).toBe('REJECTED');
  });

  it('does not pay when validation answers another amount (tampered) or INVALID_TRANSACTION', async () => {
    const { order, sessionKey, user } = await openCourseCheckout({ price: 350000 });
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'bkash' },
      { deliver: false },
    );

    fake.simulator.validationOverride = (answer) => ({ ...answer, amount: '10.00' });
    expect((await ipn(done!.fields)).body).toBe('REJECTED');
    fake.simulator.validationOverride = (answer) => ({ ...answer, amount: '3500.001' });
    expect((await ipn(done!.fields)).body).toBe('REJECTED');
    fake.simulator.validationOverride = (answer) => ({ ...answer, currency: 'USD' });
    expect((await ipn(done!.fields)).body).toBe('REJECTED');
    fake.simulator.validationOverride = (answer) => ({ ...answer, tran_id: 'DKHSOMEONEELSE' });
    expect((await ipn(done!.fields)).body).toBe('REJECTED');
    fake.simulator.validationOverride = () => ({ APIConnect: 'DONE', status: 'INVALID_TRANSACTION' });
    expect((await ipn(done!.fields)).body).toBe('REJECTED');

    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([]);
    const outcomes = (await paymentEventsOf(ctx.db, order.id)).map((event) => event.outcome);
    expect(outcomes).toEqual([
      'started',
      'rejected: amount 10.00 is not 3500.00',
      'rejected: amount 3500.001 is not 3500.00',
      'rejected: currency USD is not BDT',
      'rejected: the validation names another transaction',
      'rejected: validation status INVALID_TRANSACTION',
    ]);

    // The genuine answer still pays it afterwards.
    fake.reset();
    expect((await ipn(done!.fields)).body).toBe('CONFIRMED');
  });

  it('answers 503 (so the gateway retries) only when the validation API cannot be asked', async () => {
    const { order, sessionKey } = await openCourseCheckout();
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'bkash' },
      { deliver: false },
    );
    fake.simulator.outage = true;
    const response = await ipn(done!.fields);
    expect(response.statusCode).toBe(503);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
    fake.simulator.outage = false;
    expect((await ipn(done!.fields)).body).toBe('CONFIRMED');
  });

  it('never enrols twice for an order that is already paid', async () => {
    const { user, order, sessionKey } = await openCourseCheckout();
    const done = await fake.simulator.complete(sessionKey, { action: 'pay', method: 'card' });
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
    const validations = fake.simulator.calls.validation;
    const again = await ipn(done!.fields);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('DUPLICATE');
    expect(fake.simulator.calls.validation).toBe(validations);
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);
    // A late FAILED for it changes nothing either.
    const failed = { ...done!.fields, status: 'FAILED' };
    const late = await ipn({ ...failed, ...signCallbackFields(failed, fake.storePassword) });
    expect(late.body).toBe('IGNORED');
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
  });

  it('closes the order on FAILED and CANCELLED', async () => {
    const first = await openCourseCheckout();
    await fake.simulator.complete(first.sessionKey, { action: 'fail' });
    expect((await orderByToken(ctx.db, first.order.token)).status).toBe('failed');
    const second = await openCourseCheckout();
    await fake.simulator.complete(second.sessionKey, { action: 'cancel' });
    expect((await orderByToken(ctx.db, second.order.token)).status).toBe('cancelled');
    expect((await paymentEventsOf(ctx.db, second.order.id)).map((event) => event.outcome)).toEqual([
      'started',
      'cancelled',
    ]);
  });

  it('enrols a paid bundle in each of its courses', async () => {
    const buyer = await seedMember(ctx.db);
    const courses = [await makeCourse(), await makeCourse(), await makeCourse()];
    const bundle = await seedBundle(
      ctx.db,
      courses.map((course) => course.id),
    );
    const { order, sessionKey } = await startCheckout(
      buyer.headers,
      `/api/payment/sslcommerz/bundle/${bundle.id}/`,
    );
    const done = await fake.simulator.complete(sessionKey, { action: 'pay', method: 'bkash' });
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
    const enrolled = await enrollmentsOf(ctx.db, buyer.user.id);
    expect(enrolled.map((row) => row.courseId).sort()).toEqual(courses.map((course) => course.id).sort());
    expect(new Set(enrolled.map((row) => row.source))).toEqual(new Set(['bundle']));
    const back = await ctx.app.inject({
      method: 'POST',
      url: pathOf(done!.browser.url),
      ...formBody(done!.browser.fields),
    });
    expect(back.headers.location).toBe(`/payment/success/${courses[0]!.id}/${order.token}`);
  });
});

describe("the learner's return from SSLCommerz", () => {
  it('pays only after validating the val_id itself, then sends the learner to the success page', async () => {
    const { user, course, order, sessionKey } = await openCourseCheckout();
    // The IPN is lost: only the browser comes back.
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'bkash' },
      { deliver: false },
    );
    const validations = fake.simulator.calls.validation;
    const back = await ctx.app.inject({
      method: 'POST',
      url: pathOf(done!.browser.url),
      ...formBody(done!.browser.fields),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/success/${course.id}/${order.token}`);
    expect(fake.simulator.calls.validation).toBe(validations + 1);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => [event.source, event.outcome])).toEqual([
      ['init', 'started'],
      ['return', 'confirmed'],
    ]);
  });

  it('does not pay a success redirect that does not validate, or that carries no proof', async () => {
    const { order, sessionKey } = await openCourseCheckout();
    const done = await fake.simulator.complete(
      sessionKey,
      { action: 'pay', method: 'bkash' },
      { deliver: false },
    );
    fake.simulator.validationOverride = () => ({ APIConnect: 'DONE', status: 'INVALID_TRANSACTION' });
    const back = await ctx.app.inject({
      method: 'POST',
      url: pathOf(done!.browser.url),
      ...formBody(done!.browser.fields),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/failed/${order.token}`);

    // Someone who knows the URL posts it themselves.
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/sslcommerz/return/success/${order.token}/`,
      ...formBody({ tran_id: order.tranId, status: 'VALID', val_id: 'made-up', amount: '3500.00' }),
    });
    expect(bare.headers.location).toBe(`/payment/failed/${order.token}`);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/sslcommerz/return/success/${order.token}/`,
    });
    expect(empty.headers.location).toBe(`/payment/failed/${order.token}`);
    // Another order's genuine fields do not pay this one.
    const other = await openCourseCheckout();
    const otherDone = await fake.simulator.complete(
      other.sessionKey,
      { action: 'pay', method: 'bkash' },
      { deliver: false },
    );
    fake.reset();
    const crossed = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/sslcommerz/return/success/${order.token}/`,
      ...formBody(otherDone!.browser.fields),
    });
    expect(crossed.headers.location).toBe(`/payment/failed/${order.token}`);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
    expect((await orderByToken(ctx.db, other.order.token)).status).toBe('pending');
  });

  it('sends failed and cancelled payments to their pages', async () => {
    const failed = await openCourseCheckout();
    const failedDone = await fake.simulator.complete(
      failed.sessionKey,
      { action: 'fail' },
      { deliver: false },
    );
    const failedBack = await ctx.app.inject({
      method: 'POST',
      url: pathOf(failedDone!.browser.url),
      ...formBody(failedDone!.browser.fields),
    });
    expect(failedBack.headers.location).toBe(`/payment/failed/${failed.order.token}`);
    // The return's signed FAILED closes the order even when the IPN never came.
    expect((await orderByToken(ctx.db, failed.order.token)).status).toBe('failed');

    const cancelled = await openCourseCheckout();
    const cancelledDone = await fake.simulator.complete(cancelled.sessionKey, { action: 'cancel' });
    const cancelledBack = await ctx.app.inject({
      method: 'POST',
      url: pathOf(cancelledDone!.browser.url),
      ...formBody(cancelledDone!.browser.fields),
    });
    expect(cancelledBack.headers.location).toBe(`/payment/cancel/${cancelled.order.token}`);
    expect((await orderByToken(ctx.db, cancelled.order.token)).status).toBe('cancelled');

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/sslcommerz/return/success/not-a-token/',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/payment/failed/not-a-token');
  });
});

describe('GET /api/payment/gateways/', () => {
  it('offers both gateways, real when their keys are set', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment/gateways/' });
    expect(response.json()).toEqual({
      sslcommerz: { enabled: true, demo: false },
      stripe: { enabled: true, demo: false },
    });
    // No demo gateway is mounted when every gateway is real.
    const demo = await ctx.app.inject({ method: 'GET', url: '/demo-gateway/sslcommerz/pay/anything' });
    expect(demo.statusCode).toBe(404);
  });
});
