import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutResponse } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import { stripeSignatureHeader, type StripeSessionObject } from '../../integrations/stripe/simulator';
import { FAKE_STRIPE_WEBHOOK_SECRET, type FakeStripe } from '../../test/stripe-server';
import type { TestContext } from '../../test/test-app';
import {
  courseMaker,
  enrollmentsOf,
  orderByToken,
  pathOf,
  paymentEventsOf,
  seedBundle,
  seedMember,
} from '../../test/factories';
import { createGatewayTestApp } from '../../test/gateway-app';
import { GATEWAY_DOWN_MESSAGE } from './service';

let ctx: TestContext;
let fake: FakeStripe;
let closeAll: () => Promise<void>;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

beforeAll(async () => {
  const setup = await createGatewayTestApp();
  ctx = setup.ctx;
  fake = setup.stripe;
  closeAll = setup.close;
  makeCourse = await courseMaker(ctx.db);
});

afterAll(async () => {
  await closeAll?.();
});

beforeEach(() => fake.reset());

async function startCheckout(headers: { authorization: string }, url: string) {
  const response = await ctx.app.inject({ method: 'POST', url, headers, payload: {} });
  expect(response.statusCode, response.body).toBe(201);
  const answer = CheckoutResponse.parse(response.json());
  const order = await orderByToken(ctx.db, answer.order_token);
  return { answer, order, sessionId: order.gatewaySessionId! };
}

async function openCourseCheckout(price = 350000) {
  const buyer = await seedMember(ctx.db);
  const course = await makeCourse({ price });
  return { ...buyer, course, ...(await startCheckout(buyer.headers, `/api/payment/v2/stripe/${course.id}`)) };
}

const webhook = (payload: string, signature: string | undefined) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payment/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

describe('starting a Stripe checkout', () => {
  it('creates a Checkout Session for the order total in poisha, keyed by the order token', async () => {
    const { answer, order, sessionId, user, course } = await openCourseCheckout(332500);
    expect(answer).toEqual({
      order_token: order.token,
      gateway: 'stripe',
      gateway_url: `${fake.url}/pay/${sessionId}`,
      demo: false,
      total: 332500,
    });
    expect(sessionId).toMatch(/^cs_test_/);
    expect(fake.simulator.lastCreate).toEqual({
      idempotencyKey: order.token,
      params: {
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'bdt', product_data: { name: course.title }, unit_amount: '332500' },
            quantity: '1',
          },
        ],
        success_url: `http://dokkho.test/api/payment/stripe/return/${order.token}/?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `http://dokkho.test/api/payment/stripe/cancel/${order.token}/`,
        client_reference_id: order.tranId,
        metadata: { order_token: order.token },
        customer_email: user.email,
      },
    });
  });

  it('creates one for a bundle (the SPEC path without a trailing slash works too)', async () => {
    const buyer = await seedMember(ctx.db);
    const courses = [await makeCourse(), await makeCourse()];
    const bundle = await seedBundle(
      ctx.db,
      courses.map((course) => course.id),
      { price: 600000 },
    );
    const { answer, order } = await startCheckout(buyer.headers, `/api/payment/stripe/bundle/${bundle.id}/`);
    expect(answer.total).toBe(600000);
    expect(order).toMatchObject({ kind: 'bundle', gateway: 'stripe' });
    expect(fake.simulator.lastCreate?.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: '600000', product_data: { name: bundle.title } } }],
    });
    const course = await makeCourse();
    const slashed = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/v2/stripe/${course.id}/`,
      headers: buyer.headers,
      payload: {},
    });
    expect(slashed.statusCode).toBe(201);
  });

  it('answers 502 when Stripe fails, and closes that order as failed', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await makeCourse();
    fake.simulator.failure = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Nope' } },
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/v2/stripe/${course.id}`,
      headers: buyer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: GATEWAY_DOWN_MESSAGE });
    const [order] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.userId, buyer.user.id));
    expect(order!.status).toBe('failed');
  });
});

describe('the Stripe webhook', () => {
  it('pays and enrols on a signed checkout.session.completed', async () => {
    const { user, course, order, sessionId } = await openCourseCheckout();
    // The learner pays on Stripe's page: Stripe sends the webhook to us (in-process here).
    await fake.simulator.complete(sessionId, 'pay');
    const paid = await orderByToken(ctx.db, order.token);
    expect(paid).toMatchObject({
      status: 'paid',
      paymentMethod: 'Card',
      gatewayPaymentId: expect.stringMatching(/^pi_/),
    });
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => [event.source, event.outcome])).toEqual([
      ['init', 'started'],
      ['webhook', 'confirmed'],
    ]);
  });

  it('refuses a wrong secret, a stale timestamp, an altered body and a missing header with 400', async () => {
    const { order, sessionId } = await openCourseCheckout();
    const done = await fake.simulator.complete(sessionId, 'pay', { deliver: false });
    const { payload } = done!.event!;
    const now = Math.floor(Date.now() / 1000);

    const wrongSecret = await webhook(payload, stripeSignatureHeader(payload, 'whsec_not_ours'));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ detail: 'The webhook signature does not verify.' });
    const stale = await webhook(
      payload,
      stripeSignatureHeader(payload, FAKE_STRIPE_WEBHOOK_SECRET, now - 301),
    );
    expect(stale.statusCode).toBe(400);
    const altered = payload.replace('"amount_total": 350000', '"amount_total": 1000');
    expect(altered).not.toBe(payload);
    expect((await webhook(altered, done!.event!.signature)).statusCode).toBe(400);
    expect((await webhook(payload, undefined)).statusCode).toBe(400);

    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
    const rejected = await ctx.db
      .select()
      .from(schema.paymentEvents)
      .where(
        and(
          isNull(schema.paymentEvents.orderId),
          eq(schema.paymentEvents.outcome, 'rejected: bad signature'),
        ),
      );
    expect(rejected.length).toBeGreaterThanOrEqual(4);

    // The genuine delivery, within the tolerance, still pays.
    const fresh = await webhook(
      payload,
      stripeSignatureHeader(payload, FAKE_STRIPE_WEBHOOK_SECRET, now - 120),
    );
    expect(fresh.statusCode).toBe(200);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
  });

  it('counts a duplicate or concurrent event once', async () => {
    const { user, order, sessionId } = await openCourseCheckout();
    const done = await fake.simulator.complete(sessionId, 'pay', { deliver: false });
    const { payload, signature } = done!.event!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(payload, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);
    const outcomes = (await paymentEventsOf(ctx.db, order.id)).map((event) => event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
  });

  it('does not pay a signed event whose amount, currency or order does not match', async () => {
    const { order, sessionId } = await openCourseCheckout();
    const session = fake.simulator.session(sessionId)!;
    const paidSession = (changes: Partial<StripeSessionObject>): StripeSessionObject => ({
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_3test',
      ...changes,
    });
    const send = async (changes: Partial<StripeSessionObject>) => {
      const event = fake.simulator.signedEvent('checkout.session.completed', paidSession(changes));
      return webhook(event.payload, event.signature);
    };
    expect((await send({ amount_total: 1000 })).statusCode).toBe(200);
    expect((await send({ currency: 'usd' })).statusCode).toBe(200);
    expect(
      (await send({ metadata: { order_token: '00000000-0000-4000-8000-000000000000' } })).statusCode,
    ).toBe(200);
    expect((await send({ id: 'cs_test_another_session' })).statusCode).toBe(200);
    expect((await send({ payment_status: 'unpaid' })).statusCode).toBe(200);
    expect((await send({ client_reference_id: 'DKHNOSUCHORDER' })).statusCode).toBe(200);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => event.outcome)).toEqual([
      'started',
      'rejected: amount 1000 is not 350000',
      'rejected: currency USD is not BDT',
      'rejected: the session names another order',
      'rejected: the session is not the order’s',
      'ignored: payment unpaid',
    ]);
  });

  it('closes the order on checkout.session.expired and async_payment_failed; ignores other events', async () => {
    const first = await openCourseCheckout();
    await fake.simulator.complete(first.sessionId, 'cancel');
    expect((await orderByToken(ctx.db, first.order.token)).status).toBe('cancelled');

    const second = await openCourseCheckout();
    const failed = fake.simulator.signedEvent(
      'checkout.session.async_payment_failed',
      fake.simulator.session(second.sessionId)!,
    );
    expect((await webhook(failed.payload, failed.signature)).statusCode).toBe(200);
    expect((await orderByToken(ctx.db, second.order.token)).status).toBe('failed');

    const other = fake.simulator.signedEvent('customer.created', fake.simulator.session(second.sessionId)!);
    const ignored = await webhook(other.payload, other.signature);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true });
  });
});

describe("the learner's return from Stripe", () => {
  it('retrieves the session server-side, pays a paid one, and sends the learner to the success page', async () => {
    const { user, course, order, sessionId } = await openCourseCheckout();
    // The webhook is late: only the browser is back.
    const done = await fake.simulator.complete(sessionId, 'pay', { deliver: false });
    expect(done!.redirect).toBe(
      `http://dokkho.test/api/payment/stripe/return/${order.token}/?session_id=${sessionId}`,
    );
    const retrievals = fake.simulator.calls.retrieve;
    const back = await ctx.app.inject({ method: 'GET', url: pathOf(done!.redirect!) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/success/${course.id}/${order.token}`);
    expect(fake.simulator.calls.retrieve).toBe(retrievals + 1);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);

    // The webhook arriving afterwards is a duplicate.
    const late = await webhook(done!.event!.payload, done!.event!.signature);
    expect(late.statusCode).toBe(200);
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);
  });

  it('does not pay on the redirect alone', async () => {
    const { course, order } = await openCourseCheckout();
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return/${order.token}/?session_id=cs_test_made_up`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/success/${course.id}/${order.token}`);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');
  });

  it('expires the session when the learner cancels, so the page left open cannot charge for the order', async () => {
    const { order, sessionId } = await openCourseCheckout();
    // Stripe's "back" link leaves the session open: only our cancel URL is visited.
    const expiries = fake.simulator.calls.expire;
    const back = await ctx.app.inject({ method: 'GET', url: `/api/payment/stripe/cancel/${order.token}/` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/cancel/${order.token}`);
    expect(fake.simulator.calls.expire).toBe(expiries + 1);
    expect(fake.simulator.session(sessionId)).toMatchObject({ status: 'expired', url: null });
    expect((await orderByToken(ctx.db, order.token)).status).toBe('cancelled');
    expect(
      (await paymentEventsOf(ctx.db, order.id)).map((event) => `${event.source}: ${event.outcome}`),
    ).toEqual([
      'init: started',
      'return: cancelled',
      // Stripe's expired event, delivered while the expire call is answered, finds the order closed.
      'webhook: ignored: checkout.session.expired for a cancelled order',
      'expire: session expired',
    ]);
    // The hosted page is closed: nothing more can be paid there.
    expect(await fake.simulator.complete(sessionId, 'pay', { deliver: false })).toBeUndefined();

    // A second visit to the cancel URL does nothing more.
    await ctx.app.inject({ method: 'GET', url: `/api/payment/stripe/cancel/${order.token}/` });
    expect(fake.simulator.calls.expire).toBe(expiries + 1);
  });

  it('still cancels the order when Stripe refuses to expire the session, and records why', async () => {
    const { order } = await openCourseCheckout();
    // A refusal rather than a 500: the SDK would retry a 500 after a real back-off.
    fake.simulator.failure = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Refused' } },
    };
    const back = await ctx.app.inject({ method: 'GET', url: `/api/payment/stripe/cancel/${order.token}/` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/cancel/${order.token}`);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('cancelled');
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => event.outcome)).toEqual([
      'started',
      'cancelled',
      'error: the session was not expired',
    ]);
  });

  it('expires the earlier session when the learner starts a new checkout of the same course', async () => {
    const first = await openCourseCheckout();
    const url = `/api/payment/v2/stripe/${first.course.id}`;
    // A new start that fails leaves the earlier checkout as it was: it is still the one to pay.
    fake.simulator.failure = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No' } },
    };
    const refused = await ctx.app.inject({ method: 'POST', url, headers: first.headers, payload: {} });
    expect(refused.statusCode).toBe(502);
    fake.reset();
    expect((await orderByToken(ctx.db, first.order.token)).status).toBe('pending');
    expect(fake.simulator.session(first.sessionId)?.status).toBe('open');

    const second = await startCheckout(first.headers, url);
    expect((await orderByToken(ctx.db, first.order.token)).status).toBe('cancelled');
    expect(fake.simulator.session(first.sessionId)?.status).toBe('expired');
    expect(fake.simulator.session(second.sessionId)?.status).toBe('open');
    expect((await orderByToken(ctx.db, second.order.token)).status).toBe('pending');
    expect(
      (await paymentEventsOf(ctx.db, first.order.id)).map((event) => `${event.source}: ${event.outcome}`),
    ).toEqual([
      'init: started',
      'init: cancelled: replaced by a new checkout',
      'webhook: ignored: checkout.session.expired for a cancelled order',
      'expire: session expired',
    ]);
    // Another learner's checkout of the same course is not touched.
    const other = await seedMember(ctx.db);
    await startCheckout(other.headers, url);
    expect((await orderByToken(ctx.db, second.order.token)).status).toBe('pending');
  });

  it('closes a pending order when the learner cancels', async () => {
    const { order, sessionId } = await openCourseCheckout();
    const done = await fake.simulator.complete(sessionId, 'cancel', { deliver: false });
    const back = await ctx.app.inject({ method: 'GET', url: pathOf(done!.redirect!) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/cancel/${order.token}`);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('cancelled');
  });
});
