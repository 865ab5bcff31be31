import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from './simulator';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startStripeServer,
  type FakeStripe,
} from '../../test/stripe-server';
import {
  createStripeGateway,
  StripeSignatureError,
  StripeUnavailableError,
  WEBHOOK_TOLERANCE_SECONDS,
  type StripeCheckoutInput,
} from './client';

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startStripeServer();
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => fake.reset());

const gateway = (overrides: { secretKey?: string; webhookSecret?: string } = {}) =>
  createStripeGateway({
    secretKey: overrides.secretKey ?? FAKE_STRIPE_SECRET_KEY,
    webhookSecret: overrides.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    apiUrl: fake.url,
  });

const input = (overrides: Partial<StripeCheckoutInput> = {}): StripeCheckoutInput => ({
  tranId: `DKH${Date.now()}`,
  orderToken: randomUUID(),
  amount: 332550,
  currency: 'BDT',
  productName: 'Data Analysis with Excel',
  customerEmail: 'farhana@example.com',
  successUrl: 'https://dokkho.test/api/payment/stripe/return/t/?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://dokkho.test/api/payment/stripe/cancel/t/',
  ...overrides,
});

describe('the Stripe adapter (official SDK) against the fake over HTTP', () => {
  it('creates a payment-mode session for exactly the order total in poisha, keyed by the order token', async () => {
    const request = input();
    const session = await gateway().createCheckoutSession(request);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(fake.simulator.lastCreate).toEqual({
      idempotencyKey: request.orderToken,
      params: {
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'bdt',
              product_data: { name: 'Data Analysis with Excel' },
              unit_amount: '332550',
            },
            quantity: '1',
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.tranId,
        metadata: { order_token: request.orderToken },
        customer_email: 'farhana@example.com',
      },
    });
    // The literal placeholder reached Stripe unencoded (it substitutes it).
    expect(String(fake.simulator.lastCreate?.params.success_url)).toContain('{CHECKOUT_SESSION_ID}');

    // A retried start (same order) answers the same session, never a second one.
    const again = await gateway().createCheckoutSession(request);
    expect(again.id).toBe(session.id);

    const retrieved = await gateway().retrieveSession(session.id);
    expect(retrieved).toEqual({
      id: session.id,
      url: session.url,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 332550,
      currency: 'BDT',
      clientReferenceId: request.tranId,
      orderToken: request.orderToken,
      paymentIntentId: null,
    });
    await fake.simulator.complete(session.id, 'pay', { deliver: false });
    expect(await gateway().retrieveSession(session.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      url: null,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });

  it('reports a wrong key, an unknown session and an outage as unavailable', async () => {
    await expect(gateway({ secretKey: 'sk_test_wrong' }).createCheckoutSession(input())).rejects.toThrow(
      StripeUnavailableError,
    );
    await expect(gateway().retrieveSession('cs_test_unknown')).rejects.toThrow(/No such checkout.session/);
    fake.simulator.failure = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Nope' } },
    };
    await expect(gateway().createCheckoutSession(input())).rejects.toThrow(StripeUnavailableError);
  });

  it('verifies webhook signatures over the raw body: right secret, unaltered, fresh', async () => {
    const session = await gateway().createCheckoutSession(input());
    const done = await fake.simulator.complete(session.id, 'pay', { deliver: false });
    const { payload, signature } = done!.event!;
    const event = gateway().constructWebhookEvent(Buffer.from(payload), signature);
    expect(event.type).toBe('checkout.session.completed');
    expect((event.data.object as { id: string }).id).toBe(session.id);

    const now = Math.floor(Date.now() / 1000);
    const wrongSecret = stripeSignatureHeader(payload, 'whsec_someone_else');
    expect(() => gateway().constructWebhookEvent(Buffer.from(payload), wrongSecret)).toThrow(
      StripeSignatureError,
    );
    const stale = stripeSignatureHeader(
      payload,
      FAKE_STRIPE_WEBHOOK_SECRET,
      now - WEBHOOK_TOLERANCE_SECONDS - 5,
    );
    expect(() => gateway().constructWebhookEvent(Buffer.from(payload), stale)).toThrow(/tolerance/);
    const fresh = stripeSignatureHeader(payload, FAKE_STRIPE_WEBHOOK_SECRET, now - 60);
    expect(gateway().constructWebhookEvent(Buffer.from(payload), fresh).id).toBe(event.id);
    // Re-serialised JSON is not the signed body.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(payload)));
    expect(() => gateway().constructWebhookEvent(reserialised, signature)).toThrow(StripeSignatureError);
    expect(() => gateway().constructWebhookEvent(Buffer.from(payload), undefined)).toThrow(
      StripeSignatureError,
    );
    const noSecret = createStripeGateway({
      secretKey: FAKE_STRIPE_SECRET_KEY,
      webhookSecret: undefined,
      apiUrl: fake.url,
    });
    expect(() => noSecret.constructWebhookEvent(Buffer.from(payload), signature)).toThrow(
      /No webhook secret/,
    );
  });
});

describe('the fake answers the official SDK as Stripe does (issue 14 item 11c)', () => {
  /** The SDK itself, not our adapter: what any Stripe client would make of the answers. */
  const sdk = () =>
    new Stripe(FAKE_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(fake.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });

  it('answers endpoints it does not implement with a Stripe error, which the SDK throws', async () => {
    const refund = await sdk()
      .refunds.create({ payment_intent: 'pi_123' })
      .catch((error: unknown) => error);
    expect(refund).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refund).toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/Unrecognized request URL/),
    });
    // A method the fake has not, on a path it has.
    await expect(
      sdk().checkout.sessions.update('cs_test_x', { metadata: { note: 'x' } }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('expires an open session once: it shows expired, and checkout.session.expired is sent', async () => {
    const delivered: string[] = [];
    const deliver = fake.simulator.deliver;
    fake.simulator.deliver = async (_url, init) => {
      delivered.push(String(init?.body));
      return new Response(JSON.stringify({ received: true }), { status: 200 });
    };
    try {
      const session = await gateway().createCheckoutSession(input());
      const expired = await sdk().checkout.sessions.expire(session.id);
      expect(expired).toMatchObject({
        id: session.id,
        status: 'expired',
        url: null,
        payment_status: 'unpaid',
      });
      expect((await sdk().checkout.sessions.retrieve(session.id)).status).toBe('expired');
      expect(delivered.map((body) => (JSON.parse(body) as { type: string }).type)).toEqual([
        'checkout.session.expired',
      ]);
      // Only an open session can be expired: a second try is refused, as are unknown sessions.
      await expect(sdk().checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
      await expect(gateway().expireSession(session.id)).rejects.toThrow(StripeUnavailableError);
      await expect(sdk().checkout.sessions.expire('cs_test_unknown')).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
      });
      // A paid session cannot be expired either.
      const paid = await gateway().createCheckoutSession(input());
      await fake.simulator.complete(paid.id, 'pay', { deliver: false });
      await expect(sdk().checkout.sessions.expire(paid.id)).rejects.toThrow(/status of `open`/);
    } finally {
      fake.simulator.deliver = deliver;
    }
  });

  it('expires through our adapter, which answers the expired session', async () => {
    const deliver = fake.simulator.deliver;
    fake.simulator.deliver = async () => new Response('{}', { status: 200 });
    try {
      const request = input();
      const session = await gateway().createCheckoutSession(request);
      expect(await gateway().expireSession(session.id)).toMatchObject({
        id: session.id,
        status: 'expired',
        url: null,
        orderToken: request.orderToken,
      });
      expect((await gateway().retrieveSession(session.id)).status).toBe('expired');
    } finally {
      fake.simulator.deliver = deliver;
    }
  });

  it('lists the line items of a session', async () => {
    const session = await gateway().createCheckoutSession(input({ amount: 150000 }));
    const items = await sdk().checkout.sessions.listLineItems(session.id);
    expect(items.object).toBe('list');
    expect(items.has_more).toBe(false);
    expect(items.data).toEqual([
      expect.objectContaining({
        object: 'item',
        description: 'Data Analysis with Excel',
        amount_total: 150000,
        currency: 'bdt',
        quantity: 1,
        price: expect.objectContaining({ unit_amount: 150000, currency: 'bdt' }),
      }),
    ]);
  });
});
