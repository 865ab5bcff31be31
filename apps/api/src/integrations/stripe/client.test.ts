import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '../../modules/demo-gateway/stripe';
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
