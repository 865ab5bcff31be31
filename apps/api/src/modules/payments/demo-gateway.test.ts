import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse } from '@dokkho/contract/commerce';
import { signCallbackFields } from '../../integrations/sslcommerz/signature';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import {
  courseMaker,
  enrollmentsOf,
  formBody,
  orderByToken,
  pathOf,
  paymentEventsOf,
  seedMember,
  uniqueTag,
} from '../../test/factories';
import { demoGatewayCredentials } from '../../integrations/demo-payments/credentials';
import { createInjectFetch } from '../../integrations/demo-payments/inject-fetch';
import { CHECKOUT_STARTS_PER_MINUTE } from './routes';

/**
 * The embedded default (issue 5 item 4): no gateway keys, so the built-in demo gateway plays both
 * checkouts; driven here as a browser would, page by page, through inject.
 */

let ctx: TestContext;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

beforeAll(async () => {
  ctx = await createTestApp();
  makeCourse = await courseMaker(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

async function start(url: string) {
  const buyer = await seedMember(ctx.db);
  const course = await makeCourse({ price: 123400 });
  const response = await ctx.app.inject({
    method: 'POST',
    url: url.replace('{id}', String(course.id)),
    headers: buyer.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = CheckoutResponse.parse(response.json());
  return { ...buyer, course, answer, order: await orderByToken(ctx.db, answer.order_token) };
}

/** The hidden fields and action of the page's one form. */
function parseForm(html: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
  }
  return { action: action?.replaceAll('&amp;', '&'), fields };
}

describe('the built-in demo gateway', () => {
  it('is offered for both gateways when no keys are set', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment/gateways/' });
    expect(response.json()).toEqual({
      sslcommerz: { enabled: true, demo: true },
      stripe: { enabled: true, demo: true },
    });
  });

  it('SSLCommerz: the hosted page shows the amount, pays, posts back, and the order is paid', async () => {
    const { user, course, answer, order } = await start('/api/payment/v2/payment/{id}/');
    expect(answer.demo).toBe(true);
    expect(answer.gateway_url).toBe(
      `http://dokkho.test/demo-gateway/sslcommerz/pay/${order.gatewaySessionId}`,
    );

    const page = await ctx.app.inject({ method: 'GET', url: pathOf(answer.gateway_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Demo payment gateway — no real money moves');
    expect(page.body).toContain('৳1,234');
    expect(page.body).toContain(course.title);
    expect(page.body).toMatch(/value="bkash"[\s\S]*value="nagad"[\s\S]*value="card"/);
    // The strict CSP stays on; the inline style carries this response's nonce.
    const csp = String(page.headers['content-security-policy']);
    const styleNonce = /style-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(styleNonce).toBeTruthy();
    expect(page.body).toContain(`<style nonce="${styleNonce}">`);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');

    // "Pay" with bKash: the demo sends the IPN first (in-process), then hands the browser its form POST.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: pathOf(answer.gateway_url),
      ...formBody({ method: 'bkash', action: 'pay' }),
    });
    expect(paid.statusCode).toBe(200);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);

    const scriptNonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      String(paid.headers['content-security-policy']),
    )?.[1];
    expect(paid.body).toContain(`<script nonce="${scriptNonce}">`);
    expect(paid.body).toContain('<button class="pay" type="submit">Continue</button>');
    const form = parseForm(paid.body);
    expect(form.action).toBe(`http://dokkho.test/api/payment/sslcommerz/return/success/${order.token}/`);
    expect(form.fields).toMatchObject({
      tran_id: order.tranId,
      status: 'VALID',
      amount: '1234.00',
      value_a: order.token,
    });
    const back = await ctx.app.inject({
      method: 'POST',
      url: pathOf(form.action!),
      ...formBody(form.fields),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/success/${course.id}/${order.token}`);
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => [event.source, event.outcome])).toEqual([
      ['init', 'started'],
      ['ipn', 'confirmed'],
    ]);

    // The session is spent: the page says so.
    const again = await ctx.app.inject({ method: 'GET', url: pathOf(answer.gateway_url) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This payment session has ended');
  });

  it('SSLCommerz: fail and cancel close the order and land on their pages', async () => {
    for (const [action, status, page] of [
      ['fail', 'failed', 'failed'],
      ['cancel', 'cancelled', 'cancel'],
    ] as const) {
      const { answer, order } = await start('/api/payment/v2/payment/{id}/');
      const chosen = await ctx.app.inject({
        method: 'POST',
        url: pathOf(answer.gateway_url),
        ...formBody({ action }),
      });
      expect((await orderByToken(ctx.db, order.token)).status).toBe(status);
      const form = parseForm(chosen.body);
      const back = await ctx.app.inject({
        method: 'POST',
        url: pathOf(form.action!),
        ...formBody(form.fields),
      });
      expect(back.headers.location).toBe(`/payment/${page}/${order.token}`);
    }
  });

  it('refuses callbacks not signed with the demo store password (derived from AUTH_SECRET)', async () => {
    const { order } = await start('/api/payment/v2/payment/{id}/');
    const ours = demoGatewayCredentials(TEST_AUTH_SECRET);
    const other = demoGatewayCredentials('another installation: another AUTH_SECRET of 32+ chars');
    expect(other.sslcommerz.storePassword).not.toBe(ours.sslcommerz.storePassword);
    expect(JSON.stringify(ours)).not.toContain(TEST_AUTH_SECRET);

    const fields = {
      tran_id: order.tranId,
      val_id: 'x1',
      amount: '1234.00',
      currency: 'BDT',
      status: 'VALID',
    };
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/sslcommerz/ipn/',
      ...formBody({ ...fields, ...signCallbackFields(fields, other.sslcommerz.storePassword) }),
    });
    expect(forged.body).toBe('REJECTED');
    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');

    // The demo's own API takes only this installation's store credentials, as SSLCommerz does.
    const withOther = await ctx.app.inject({
      method: 'POST',
      url: '/demo-gateway/sslcommerz/validator/api/validationserverAPI.php',
      ...formBody({ val_id: 'x1', store_id: 'dokkhodemo', store_passwd: other.sslcommerz.storePassword }),
    });
    expect(withOther.json()).toMatchObject({ APIConnect: 'INVALID_REQUEST' });
    const withOurs = await ctx.app.inject({
      method: 'GET',
      url: `/demo-gateway/sslcommerz/validator/api/validationserverAPI.php?val_id=x1&store_id=dokkhodemo&store_passwd=${encodeURIComponent(ours.sslcommerz.storePassword)}&v=1&format=json`,
    });
    expect(withOurs.json()).toEqual({ APIConnect: 'DONE', status: 'INVALID_TRANSACTION' });
  });

  it('Stripe: the hosted page takes a card, redirects to the success URL, and the order is paid', async () => {
    const { user, course, answer, order } = await start('/api/payment/v2/stripe/{id}');
    expect(answer.demo).toBe(true);
    expect(answer.gateway_url).toBe(`http://dokkho.test/demo-gateway/stripe/pay/${order.gatewaySessionId}`);
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(answer.gateway_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo payment gateway — no real money moves');
    expect(page.body).toContain('৳1,234');
    expect(page.body).toContain('4242 4242 4242 4242');

    // A declined card keeps the learner on the page, as Stripe does; nothing is sent.
    const declined = await ctx.app.inject({
      method: 'POST',
      url: pathOf(answer.gateway_url),
      ...formBody({ action: 'fail' }),
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Your card was declined');
    expect((await orderByToken(ctx.db, order.token)).status).toBe('pending');

    const paid = await ctx.app.inject({
      method: 'POST',
      url: pathOf(answer.gateway_url),
      ...formBody({ action: 'pay' }),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://dokkho.test/api/payment/stripe/return/${order.token}/?session_id=${order.gatewaySessionId}`,
    );
    // The signed webhook came first (in-process).
    expect((await orderByToken(ctx.db, order.token)).status).toBe('paid');
    const back = await ctx.app.inject({ method: 'GET', url: pathOf(String(paid.headers.location)) });
    expect(back.headers.location).toBe(`/payment/success/${course.id}/${order.token}`);
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => [event.source, event.outcome])).toEqual([
      ['init', 'started'],
      ['webhook', 'confirmed'],
    ]);
  });

  it('Stripe: cancel expires the session and lands on the cancel page', async () => {
    const { answer, order } = await start('/api/payment/v2/stripe/{id}');
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: pathOf(answer.gateway_url),
      ...formBody({ action: 'cancel' }),
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://dokkho.test/api/payment/stripe/cancel/${order.token}/`);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('cancelled');
    const back = await ctx.app.inject({ method: 'GET', url: pathOf(String(cancelled.headers.location)) });
    expect(back.headers.location).toBe(`/payment/cancel/${order.token}`);
  });
});

describe('the demo Stripe gateway and the official SDK (issue 14 item 11c)', () => {
  /** The SDK with the demo's key, reaching /demo-gateway/stripe in-process as our adapter does. */
  const sdk = () =>
    new Stripe(demoGatewayCredentials(TEST_AUTH_SECRET).stripe.secretKey, {
      httpClient: Stripe.createFetchHttpClient(
        createInjectFetch(ctx.app, { pathPrefix: '/demo-gateway/stripe' }),
      ),
      maxNetworkRetries: 0,
      telemetry: false,
    });

  it('answers endpoints it does not implement with a Stripe error, which the SDK throws', async () => {
    const error = await sdk()
      .checkout.sessions.update('cs_test_x', { metadata: { note: 'x' } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/Unrecognized request URL/),
    });
    await expect(sdk().refunds.create({ payment_intent: 'pi_123' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('expires a session, lists its line items, and refuses to expire it twice', async () => {
    const { answer, order } = await start('/api/payment/v2/stripe/{id}');
    const sessionId = order.gatewaySessionId!;
    const items = await sdk().checkout.sessions.listLineItems(sessionId);
    expect(items.data).toEqual([
      expect.objectContaining({ description: order.itemTitle, amount_total: 123400, quantity: 1 }),
    ]);
    expect(await sdk().checkout.sessions.expire(sessionId)).toMatchObject({ status: 'expired', url: null });
    expect((await sdk().checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    await expect(sdk().checkout.sessions.expire(sessionId)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    // Its expired event closed the order, and the hosted page is closed.
    expect((await orderByToken(ctx.db, order.token)).status).toBe('cancelled');
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(answer.gateway_url) });
    expect(page.body).toContain('This checkout has ended');
  });

  it('is told to expire the session when the learner cancels the order', async () => {
    const { order } = await start('/api/payment/v2/stripe/{id}');
    const back = await ctx.app.inject({ method: 'GET', url: `/api/payment/stripe/cancel/${order.token}/` });
    expect(back.headers.location).toBe(`/payment/cancel/${order.token}`);
    expect((await orderByToken(ctx.db, order.token)).status).toBe('cancelled');
    expect((await sdk().checkout.sessions.retrieve(order.gatewaySessionId!)).status).toBe('expired');
    expect((await paymentEventsOf(ctx.db, order.id)).map((event) => event.outcome)).toContain(
      'session expired',
    );
  });
});

describe('the payment routes', () => {
  it('are in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [path, method] of [
      ['/api/payment/v2/payment/{id}/', 'post'],
      ['/api/payment/v2/stripe/{id}', 'post'],
      ['/api/payment/sslcommerz/bundle/{id}/', 'post'],
      ['/api/payment/stripe/bundle/{id}/', 'post'],
      ['/api/payment/gateways/', 'get'],
      ['/api/payment/sslcommerz/ipn/', 'post'],
      ['/api/payment/sslcommerz/return/{result}/{token}/', 'post'],
      ['/api/payment/stripe/webhook/', 'post'],
      ['/api/payment/stripe/return/{token}/', 'get'],
      ['/api/payment/stripe/cancel/{token}/', 'get'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('limit how often one address starts a checkout', async () => {
    const limited = await createTestApp(
      { AUTH_RATE_LIMIT: 'on' },
      { rateLimitNameSpace: `${uniqueTag('pay')}:` },
    );
    try {
      const buyer = await seedMember(limited.db);
      const start = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/payment/v2/payment/99999999/',
          headers: buyer.headers,
          payload: {},
        });
      for (let i = 0; i < CHECKOUT_STARTS_PER_MINUTE; i += 1) expect((await start()).statusCode).toBe(404);
      const refused = await start();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
