import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { loadConfig } from '../../config';
import { startStripeServer, type FakeStripe } from '../../test/stripe-server';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import { courseMaker, seedMember, seedPromo } from '../../test/factories';
import { createPaymentGateways, demoPaymentsAllowed, PAYMENTS_UNAVAILABLE_MESSAGE } from './gateways';

/**
 * Issue 14 item 3 (docs/decisions/015): the demo gateway never plays a gateway in production on
 * PostgreSQL unless DEMO_PAYMENTS=on; there, a gateway without keys is unavailable, and says so.
 */

/** What a production deployment on PostgreSQL sets (the test database itself comes from the test app). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://dokkho@db.invalid:5432/dokkho',
  PUBLIC_URL: 'https://dokkho.com.bd',
};

describe('demoPaymentsAllowed', () => {
  const allowed = (env: Record<string, string>) => demoPaymentsAllowed(loadConfig(env));

  it('lets the demo play by default everywhere but production on PostgreSQL', () => {
    expect(allowed({})).toBe(true); // the embedded default: production, no DATABASE_URL
    expect(allowed({ NODE_ENV: 'development', DATABASE_URL: PRODUCTION.DATABASE_URL })).toBe(true);
    expect(allowed(PRODUCTION)).toBe(false);
  });

  it('follows DEMO_PAYMENTS=on and off wherever it runs', () => {
    expect(allowed({ ...PRODUCTION, DEMO_PAYMENTS: 'on' })).toBe(true);
    expect(allowed({ DEMO_PAYMENTS: 'off' })).toBe(false);
    expect(() => loadConfig({ DEMO_PAYMENTS: 'yes' })).toThrow(/DEMO_PAYMENTS/);
  });
});

describe('createPaymentGateways at start-up', () => {
  function build(env: Record<string, string>) {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
    const gateways = createPaymentGateways({
      config: loadConfig(env),
      authSecret: TEST_AUTH_SECRET,
      app: Fastify({ logger: false }),
      log,
    });
    return { gateways, warnings };
  }

  it('warns in one line that checkout is unavailable in production without keys', () => {
    const { gateways, warnings } = build(PRODUCTION);
    expect(gateways.sslcommerz).toMatchObject({ available: false, demo: false });
    expect(gateways.stripe).toMatchObject({ available: false, demo: false });
    expect(gateways.demo).toBeNull();
    expect(warnings).toEqual([
      'Payments unavailable: no keys for SSLCommerz (SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD) and Stripe (STRIPE_SECRET_KEY); checkout through them answers 503. Set the keys, or DEMO_PAYMENTS=on for a demo site where no money moves.',
    ]);
  });

  it('names only the gateway without keys, and plays nothing with DEMO_PAYMENTS=off', () => {
    const { gateways, warnings } = build({
      DEMO_PAYMENTS: 'off',
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
    });
    expect(gateways.stripe).toMatchObject({ available: true, demo: false });
    expect(gateways.sslcommerz).toMatchObject({ available: false, demo: false });
    expect(warnings).toEqual([expect.stringMatching(/^Payments unavailable: no keys for SSLCommerz \(/)]);
  });

  it('says so when DEMO_PAYMENTS=on runs the demo in production', () => {
    const { gateways, warnings } = build({ ...PRODUCTION, DEMO_PAYMENTS: 'on' });
    expect(gateways.sslcommerz).toMatchObject({ available: true, demo: true });
    expect(gateways.demo?.plays).toEqual({ sslcommerz: true, stripe: true });
    expect(warnings).toEqual([expect.stringMatching(/^DEMO_PAYMENTS=on: the demo gateway plays/)]);
  });

  it('keeps the embedded default quiet: the demo plays both, labelled demo', () => {
    const { gateways, warnings } = build({});
    expect(gateways.sslcommerz).toMatchObject({ available: true, demo: true });
    expect(gateways.stripe).toMatchObject({ available: true, demo: true });
    expect(warnings).toEqual([]);
  });
});

describe('production on PostgreSQL without gateway keys', () => {
  let ctx: TestContext;
  let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

  beforeAll(async () => {
    ctx = await createTestApp(PRODUCTION);
    makeCourse = await courseMaker(ctx.db);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('tells the web app that no gateway is available', async () => {
    const response = await ctx.send('GET', '/api/payment/gateways/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sslcommerz: { enabled: false, demo: false },
      stripe: { enabled: false, demo: false },
    });
  });

  it('answers checkout with a clear 503 and makes no order', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await makeCourse({ price: 150000 });
    for (const url of [`/api/payment/v2/payment/${course.id}/`, `/api/payment/v2/stripe/${course.id}`]) {
      const response = await ctx.send('POST', url, buyer.headers, {});
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ detail: PAYMENTS_UNAVAILABLE_MESSAGE });
    }
    const orders = await ctx.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, buyer.user.id), eq(schema.orders.courseId, course.id)));
    expect(orders).toEqual([]);
  });

  it('still confirms an order the discounts cover in full: it needs no gateway', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await makeCourse({ price: 150000 });
    const promo = await seedPromo(ctx.db, { amount: 100 });
    const response = await ctx.send('POST', `/api/payment/v2/stripe/${course.id}`, buyer.headers, {
      promo_code: promo.code,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ gateway: 'none', total: 0 });
  });

  it('does not mount the demo gateway', async () => {
    for (const url of ['/demo-gateway/stripe/v1/checkout/sessions/cs_test_x', '/demo-gateway/sslcommerz/']) {
      expect((await ctx.send('GET', url)).statusCode, url).toBe(404);
    }
  });
});

describe('production on PostgreSQL with the Stripe keys only', () => {
  let ctx: TestContext;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startStripeServer();
    ctx = await createTestApp({ ...PRODUCTION, ...stripe.env() });
  });

  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  it('offers Stripe, for real, and not SSLCommerz', async () => {
    expect((await ctx.send('GET', '/api/payment/gateways/')).json()).toEqual({
      sslcommerz: { enabled: false, demo: false },
      stripe: { enabled: true, demo: false },
    });
  });
});
