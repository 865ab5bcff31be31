import { createHmac, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { FetchLike } from './client';
import { formFields } from '../sslcommerz/form-fields';
import { ExpiringMap } from '../demo-payments/expiring-map';
import { pageNonces, registerPageAssets, renderCheckoutPage, sendClosedPage } from '../demo-payments/page';

/**
 * Stripe Checkout played by us (PROVIDERS.md "Stripe Checkout"): `POST /v1/checkout/sessions` (form
 * encoded with bracket indices, Bearer key, Idempotency-Key), `GET /v1/checkout/sessions/{id}`, its
 * `/line_items` and `POST .../{id}/expire`, a hosted page, and webhooks signed
 * `t=...,v1=HMAC-SHA256(secret, "t.body")`, as the official SDK expects them. Anything else answers
 * Stripe's 404 `{error: {type: "invalid_request_error", ...}}`, which the SDK throws as an error (a body
 * without `error` would be taken as success). The built-in demo gateway mounts it at /demo-gateway/stripe;
 * test/stripe-server.ts serves it on 127.0.0.1 so the real adapter (the SDK) is tested over HTTP.
 */

type Json = Record<string, unknown>;

export interface StripeSessionObject extends Json {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
}

export interface StripeSimulatorOptions {
  secretKey: string;
  webhookSecret: string;
  merchantName: string;
  /** Where the webhook goes: a fixed URL, or one derived from the session (the demo: our own site). */
  webhookUrl: string | ((session: StripeSessionObject) => string);
  /** How the webhook reaches the merchant (an in-process fetch for the demo, or a test's). */
  deliver: FetchLike;
  pagePath: (sessionId: string) => string;
  /** The hosted page's origin; unset: the origin of the session's success_url (the demo is our own site). */
  pageOrigin?: string | undefined;
  /** Checkout Sessions expire after 24 hours by default. */
  sessionTtlMs?: number;
  log?: FastifyBaseLogger | undefined;
}

export type StripeChoice = 'pay' | 'decline' | 'cancel';

/** A line item as `GET /v1/checkout/sessions/{id}/line_items` lists it. */
export interface StripeLineItem extends Json {
  id: string;
  object: 'item';
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
}

/** The Stripe error body: `{error: {type, message, param?, code?}}`. */
const stripeError = (status: number, type: string, message: string, extra: Json = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

const randomId = (prefix: string, length = 24) =>
  `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '0').slice(0, length)}`;

/**
 * `line_items[0][price_data][currency]=bdt` -> `{line_items: [{price_data: {currency: 'bdt'}}]}`: the
 * bracket encoding stripe-node sends (qs, indices).
 */
export function parseBracketForm(flat: Record<string, string>): Json {
  const root: Json = {};
  for (const [key, value] of Object.entries(flat)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(segments[index + 1]!);
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
      } else {
        container[segment] ??= nextIsIndex ? [] : {};
        node = container[segment] as Json | unknown[];
      }
    });
  }
  return root;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const integer = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null);

/** The `Stripe-Signature` header for a payload, exactly as Stripe computes it. */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class StripeSimulator {
  readonly calls = { create: 0, retrieve: 0, expire: 0, lineItems: 0, webhook: 0 };
  /** The newest create request, parsed (tests check what the SDK sent). */
  lastCreate: { params: Json; idempotencyKey: string | undefined } | null = null;
  /** Test control: every API call answers this (a 500, a 402...). */
  failure: { status: number; body: Json } | null = null;
  pageOrigin: string | undefined;
  deliver: FetchLike;
  private readonly sessions: ExpiringMap<StripeSessionObject>;
  private readonly idempotency: ExpiringMap<{ params: string; sessionId: string }>;
  /** What is sold: the hosted page and `/line_items` (a Session shows its line items only when expanded). */
  private readonly lineItems: ExpiringMap<StripeLineItem[]>;

  constructor(private readonly options: StripeSimulatorOptions) {
    this.sessions = new ExpiringMap(options.sessionTtlMs ?? 24 * 3_600_000);
    this.idempotency = new ExpiringMap(24 * 3_600_000);
    this.lineItems = new ExpiringMap(options.sessionTtlMs ?? 24 * 3_600_000);
    this.pageOrigin = options.pageOrigin;
    this.deliver = options.deliver;
  }

  get merchantName() {
    return this.options.merchantName;
  }

  private authorised(authorization: string | undefined) {
    return authorization === `Bearer ${this.options.secretKey}`;
  }

  private unauthorised(authorization: string | undefined) {
    const key = authorization?.replace(/^Bearer /, '') ?? '';
    return stripeError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
    );
  }

  /** `POST /v1/checkout/sessions`. */
  create(input: {
    authorization: string | undefined;
    idempotencyKey: string | undefined;
    form: Record<string, string>;
  }) {
    this.calls.create += 1;
    if (this.failure) return this.failure;
    if (!this.authorised(input.authorization)) return this.unauthorised(input.authorization);
    const params = parseBracketForm(input.form);
    this.lastCreate = { params, idempotencyKey: input.idempotencyKey };

    const fingerprint = JSON.stringify(input.form, Object.keys(input.form).sort());
    if (input.idempotencyKey) {
      const earlier = this.idempotency.get(input.idempotencyKey);
      if (earlier) {
        if (earlier.params !== fingerprint) {
          return stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        const session = this.sessions.get(earlier.sessionId);
        if (session) return { status: 200, body: session, replayed: true };
      }
    }

    const invalid = (message: string, param: string) =>
      stripeError(400, 'invalid_request_error', message, { param });
    if (params.mode !== 'payment') return invalid('This demo takes `mode=payment` only.', 'mode');
    if (typeof params.success_url !== 'string' || !URL.canParse(params.success_url)) {
      return invalid('Not a valid URL', 'success_url');
    }
    if (typeof params.cancel_url !== 'string' || !URL.canParse(params.cancel_url)) {
      return invalid('Not a valid URL', 'cancel_url');
    }
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    if (items.length === 0) return invalid('You must specify `line_items` in `payment` mode.', 'line_items');
    let total = 0;
    let currency: string | null = null;
    const lineItems: StripeLineItem[] = [];
    for (const [index, item] of items.entries()) {
      const priceData = isObject(item) && isObject(item.price_data) ? item.price_data : null;
      const unitAmount = priceData ? integer(priceData.unit_amount) : null;
      const quantity = isObject(item) ? integer(item.quantity) : null;
      const name = priceData && isObject(priceData.product_data) ? priceData.product_data.name : undefined;
      if (!priceData || unitAmount === null || !quantity || typeof name !== 'string' || !name) {
        return invalid(
          'Each line item needs price_data (currency, product_data.name, unit_amount) and a quantity.',
          `line_items[${index}]`,
        );
      }
      const itemCurrency = String(priceData.currency ?? '').toLowerCase();
      if (!/^[a-z]{3}$/.test(itemCurrency))
        return invalid('Invalid currency', `line_items[${index}][price_data][currency]`);
      if (currency && currency !== itemCurrency)
        return invalid('All line items must share a currency.', 'line_items');
      currency = itemCurrency;
      total += unitAmount * quantity;
      lineItems.push({
        id: randomId('li_1', 24),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: unitAmount * quantity,
        amount_tax: 0,
        amount_total: unitAmount * quantity,
        currency: itemCurrency,
        description: name,
        price: {
          id: randomId('price_1', 24),
          object: 'price',
          currency: itemCurrency,
          product: randomId('prod_', 14),
          type: 'one_time',
          unit_amount: unitAmount,
        },
        quantity,
      });
    }

    const now = Math.floor(Date.now() / 1000);
    const id = randomId('cs_test_a1', 56);
    const origin = this.pageOrigin ?? new URL(params.success_url).origin;
    const metadata = isObject(params.metadata) ? params.metadata : {};
    const session: StripeSessionObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: params.cancel_url,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      created: now,
      currency: currency!,
      customer: null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      expires_at: now + 24 * 3600,
      livemode: false,
      locale: null,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      url: `${origin}${this.options.pagePath(id)}`,
    };
    this.sessions.set(id, session);
    this.lineItems.set(id, lineItems);
    if (input.idempotencyKey)
      this.idempotency.set(input.idempotencyKey, { params: fingerprint, sessionId: id });
    return { status: 200, body: session };
  }

  /** `GET /v1/checkout/sessions/{id}`. */
  retrieve(input: { authorization: string | undefined; id: string }) {
    this.calls.retrieve += 1;
    const found = this.authorisedSession(input);
    return 'status' in found ? found : { status: 200, body: found.session };
  }

  /** `GET /v1/checkout/sessions/{id}/line_items`: a list object, as Stripe pages it (one page here). */
  listLineItems(input: { authorization: string | undefined; id: string }) {
    this.calls.lineItems += 1;
    const found = this.authorisedSession(input);
    if ('status' in found) return found;
    const data = this.lineItems.get(input.id) ?? [];
    return {
      status: 200,
      body: { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${input.id}/line_items` },
    };
  }

  /**
   * `POST /v1/checkout/sessions/{id}/expire`: an open session becomes `expired` (it can no longer be paid)
   * and `checkout.session.expired` is sent, as Stripe does. Stripe refuses it for a session that is not
   * open; the wording of that refusal is ours (an inference: PROVIDERS.md does not quote it).
   */
  async expire(input: { authorization: string | undefined; id: string }) {
    this.calls.expire += 1;
    const found = this.authorisedSession(input);
    if ('status' in found) return found;
    const { session } = found;
    if (session.status !== 'open') {
      return stripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status of \`open\` can be expired; this one is \`${session.status}\`.`,
        { param: 'session' },
      );
    }
    Object.assign(session, { status: 'expired', url: null });
    this.sessions.set(session.id, session);
    const event = this.signedEvent('checkout.session.expired', session);
    await this.sendWebhook(session, event.payload, event.signature);
    return { status: 200, body: session };
  }

  /** The session of an authorised call, or the error Stripe answers (failure switch, key, 404). */
  private authorisedSession(input: {
    authorization: string | undefined;
    id: string;
  }): { session: StripeSessionObject } | { status: number; body: Json } {
    if (this.failure) return this.failure;
    if (!this.authorised(input.authorization)) return this.unauthorised(input.authorization);
    const session = this.sessions.get(input.id);
    if (!session) {
      return stripeError(404, 'invalid_request_error', `No such checkout.session: '${input.id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    return { session };
  }

  session(id: string): StripeSessionObject | undefined {
    return this.sessions.get(id);
  }

  productName(id: string): string | undefined {
    const items = this.lineItems.get(id);
    return items?.map((item) => item.description).join(', ');
  }

  /** An event as Stripe sends it, with its raw body and signature header. */
  signedEvent(
    type: string,
    session: StripeSessionObject,
    options: { secret?: string; timestamp?: number } = {},
  ) {
    const event = {
      id: randomId('evt_1', 24),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    return {
      event,
      payload,
      signature: stripeSignatureHeader(
        payload,
        options.secret ?? this.options.webhookSecret,
        options.timestamp,
      ),
    };
  }

  /**
   * The learner's choice on the hosted page. `pay`: the session completes, `checkout.session.completed`
   * is sent, the browser goes to success_url with the session id in place of {CHECKOUT_SESSION_ID}.
   * `decline`: as on Stripe, the page says the card was declined and nothing is sent (a declined card
   * does not end a Checkout Session). `cancel`: the session is expired at once and
   * `checkout.session.expired` is sent (Stripe does that when the session times out; the demo does not
   * make anyone wait a day), then the browser goes to cancel_url. Undefined for a session that is not open.
   */
  async complete(
    id: string,
    choice: StripeChoice,
    options: { deliver?: boolean } = {},
  ): Promise<
    { redirect: string | null; event: ReturnType<StripeSimulator['signedEvent']> | null } | undefined
  > {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') return undefined;
    if (choice === 'decline') return { redirect: null, event: null };
    let event: ReturnType<StripeSimulator['signedEvent']>;
    let redirect: string;
    if (choice === 'pay') {
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: randomId('pi_3', 24),
        url: null,
      });
      event = this.signedEvent('checkout.session.completed', session);
      redirect = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    } else {
      Object.assign(session, { status: 'expired', url: null });
      event = this.signedEvent('checkout.session.expired', session);
      redirect = session.cancel_url;
    }
    this.sessions.set(id, session);
    if (options.deliver !== false) await this.sendWebhook(session, event.payload, event.signature);
    return { redirect, event };
  }

  private async sendWebhook(session: StripeSessionObject, payload: string, signature: string) {
    this.calls.webhook += 1;
    const url =
      typeof this.options.webhookUrl === 'function'
        ? this.options.webhookUrl(session)
        : this.options.webhookUrl;
    try {
      const response = await this.deliver(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      await response.text();
      if (!response.ok)
        this.options.log?.warn({ status: response.status }, 'demo gateway: the webhook was refused');
    } catch (error) {
      // Stripe retries for days; the browser's return still lets the merchant retrieve the session.
      this.options.log?.warn({ err: error }, 'demo gateway: the webhook could not be delivered');
    }
  }
}

/** The gateway's HTTP face: mounted at /demo-gateway/stripe, or at the root of a test fake. */
export async function stripeGatewayRoutes(app: FastifyInstance, options: { simulator: StripeSimulator }) {
  const { simulator } = options;
  await app.register(formbody);

  const answer = (reply: FastifyReply, result: { status: number; body: unknown; replayed?: boolean }) => {
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply
      .status(result.status)
      .header('request-id', randomId('req_', 14))
      .type('application/json')
      .send(JSON.stringify(result.body));
  };

  registerPageAssets(app);

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const idempotencyKey = request.headers['idempotency-key'];
    return answer(
      reply,
      simulator.create({
        authorization: request.headers.authorization,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        form: formFields(request.body),
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) =>
    answer(
      reply,
      simulator.retrieve({ authorization: request.headers.authorization, id: request.params.id }),
    ),
  );

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id/line_items', async (request, reply) =>
    answer(
      reply,
      simulator.listLineItems({ authorization: request.headers.authorization, id: request.params.id }),
    ),
  );

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) =>
    answer(
      reply,
      await simulator.expire({ authorization: request.headers.authorization, id: request.params.id }),
    ),
  );

  // What Stripe answers for an endpoint it does not have. Our own `{detail}` body (the app's 404) would be
  // read by the SDK as a successful answer, so everything under this prefix speaks Stripe's error shape.
  app.setNotFoundHandler((request, reply) =>
    answer(
      reply,
      stripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). This demo gateway implements Checkout Sessions only.`,
      ),
    ),
  );
  // A body it cannot parse, or a bug of ours: still an error the SDK recognises.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return answer(
      reply,
      status === 500
        ? stripeError(500, 'api_error', 'The demo gateway could not handle this request.')
        : stripeError(status, 'invalid_request_error', error.message),
    );
  });

  const page = (reply: FastifyReply, session: StripeSessionObject, action: string, notice?: string) => {
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderCheckoutPage({
          nonces: pageNonces(reply),
          gateway: 'Stripe',
          merchant: simulator.merchantName,
          item: simulator.productName(session.id) ?? '',
          amount: session.amount_total,
          reference: session.id,
          action,
          methods: [],
          cardOnly: true,
          notice,
          failLabel: 'Decline the card',
        }),
      );
  };

  const closed = (reply: FastifyReply) =>
    sendClosedPage(reply, {
      heading: 'This checkout has ended',
      text: 'It was paid, cancelled or has expired. Go back to the shop and start the checkout again.',
    });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = simulator.session(request.params.id);
    if (!session || session.status !== 'open') return closed(reply);
    return page(reply, session, request.url.split('?')[0]!);
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const body = formFields(request.body);
    const choice: StripeChoice =
      body.action === 'fail' ? 'decline' : body.action === 'cancel' ? 'cancel' : 'pay';
    const session = simulator.session(request.params.id);
    const result = await simulator.complete(request.params.id, choice);
    if (!result || !session) return closed(reply);
    if (!result.redirect) {
      return page(
        reply,
        session,
        request.url.split('?')[0]!,
        'Your card was declined. Try again, or cancel.',
      );
    }
    // Stripe's page sends the browser on with a plain redirect (GET), not a form POST.
    return reply.header('Cache-Control', 'no-store').redirect(result.redirect, 303);
  });
}
