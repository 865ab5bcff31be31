import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { CheckoutRequest, CheckoutResponse, GatewayOptions } from '@dokkho/contract/commerce';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { SslcommerzRefusedError, SslcommerzUnavailableError } from '../../integrations/sslcommerz/client';
import { poishaToAmount } from '../../integrations/sslcommerz/money';
import {
  StripeSignatureError,
  StripeUnavailableError,
  toCheckoutSession,
  type StripeCheckoutSession,
} from '../../integrations/stripe/client';
import { getProfile } from '../auth/service';
import {
  attachGatewaySession,
  closeOrder,
  confirmOrderPaid,
  createOrder,
  findOrderByToken,
  findOrderByTranId,
  findEarlierPendingOrders,
  orderCourseIds,
  recordPaymentEvent,
  type OrderRow,
  type PayableGateway,
} from '../commerce/orders';
import { priceItem, type AffiliateSettings } from '../commerce/pricing';
import type { ReceiptMailer } from '../commerce/receipt-email';
import type { InstructorSettings } from '../instructor-earnings/ledger';
import { PAYMENTS_UNAVAILABLE_MESSAGE, type PaymentGateways } from './gateways';

export const GATEWAY_DOWN_MESSAGE = 'The payment gateway is not answering. Please try again in a minute.';

/** What every payment service call needs: the database, the gateways, and what confirmation needs. */
export interface PaymentContext {
  db: Database;
  gateways: PaymentGateways;
  affiliate: AffiliateSettings;
  instructor: InstructorSettings;
  /** E-mails the receipt when a payment is confirmed. */
  receipt?: ReceiptMailer | undefined;
  log: FastifyBaseLogger;
}

/** The SPA's result pages (SPEC.md §2 "Payment"); they read the order's true state from the server. */
export const resultPage = {
  success: (courseId: number, token: string) => `/payment/success/${courseId}/${token}`,
  failed: (token: string) => `/payment/failed/${token}`,
  cancel: (token: string) => `/payment/cancel/${token}`,
};

/** Where the gateways send the learner and their notifications back to (absolute: they leave our site). */
export function callbackUrls(origin: string, token: string) {
  const sslcommerz = `${origin}/api/payment/sslcommerz`;
  const stripe = `${origin}/api/payment/stripe`;
  return {
    sslcommerz: {
      success: `${sslcommerz}/return/success/${token}/`,
      fail: `${sslcommerz}/return/fail/${token}/`,
      cancel: `${sslcommerz}/return/cancel/${token}/`,
      ipn: `${sslcommerz}/ipn/`,
    },
    stripe: {
      // Stripe replaces the literal {CHECKOUT_SESSION_ID} (PROVIDERS.md); it must stay unencoded.
      success: `${stripe}/return/${token}/?session_id={CHECKOUT_SESSION_ID}`,
      cancel: `${stripe}/cancel/${token}/`,
    },
  };
}

export function gatewayOptions(gateways: PaymentGateways): GatewayOptions {
  return {
    sslcommerz: { enabled: gateways.sslcommerz.available, demo: gateways.sslcommerz.demo },
    stripe: { enabled: gateways.stripe.available, demo: gateways.stripe.demo },
  };
}

/** +8801XXXXXXXXX -> 01XXXXXXXXX, the form Bangladeshi gateways show back to the customer. */
const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+?88(?=01)/, '') : null);

async function firstCourseId(db: Database, order: OrderRow): Promise<number> {
  return order.courseId ?? (await orderCourseIds(db, order))[0] ?? 0;
}

/**
 * `POST payment/v2/payment/{id}/`, `payment/v2/stripe/{id}` and the bundle twins: prices and records the
 * order (commerce), then opens the gateway's hosted checkout for exactly its total. If the gateway cannot
 * open one, the order is closed as failed (a new attempt makes a new order) and the learner is told to
 * try again: 502, never a half-started payment.
 */
export async function startCheckout(
  ctx: PaymentContext,
  input: {
    userId: number;
    item: { kind: 'course' | 'bundle'; id: number };
    gateway: PayableGateway;
    body: CheckoutRequest;
    /** The site's public origin, for the URLs the gateway sends the learner back to. */
    origin: string;
  },
): Promise<CheckoutResponse> {
  const { db, gateways } = ctx;
  if (!gateways[input.gateway].available) {
    // No keys and no demo allowed (docs/decisions/015): refused before any order is made, unless the
    // discounts cover the whole price (that order needs no gateway). Priced as createOrder prices it.
    const pricing = await priceItem({
      db,
      userId: input.userId,
      item: input.item,
      promoCode: input.body.promo_code,
      affiliateCode: input.body.affiliate,
      affiliate: ctx.affiliate,
      promoField: 'promo_code',
    });
    if (pricing.quote.total > 0) throw new AppError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
  }
  const user = await getProfile({ db, userId: input.userId });
  const { order } = await createOrder({
    db,
    userId: input.userId,
    item: input.item,
    gateway: input.gateway,
    promoCode: input.body.promo_code,
    affiliateCode: input.body.affiliate,
    expectedTotal: input.body.expected_total,
    affiliate: ctx.affiliate,
    instructor: ctx.instructor,
    receipt: ctx.receipt,
  });
  if (order.status === 'paid') {
    // The discounts covered the price: nothing to pay, straight to the success page.
    return {
      order_token: order.token,
      gateway: 'none',
      gateway_url: `${input.origin}${resultPage.success(order.firstCourseId, order.token)}`,
      demo: false,
      total: order.total,
    };
  }

  const urls = callbackUrls(input.origin, order.token);
  const demo = gateways[input.gateway].demo;
  let session: { id: string; url: string; sent: unknown };
  try {
    if (input.gateway === 'sslcommerz') {
      const started = await gateways.sslcommerz.client.initSession({
        tranId: order.tranId,
        amount: order.total,
        currency: 'BDT',
        successUrl: urls.sslcommerz.success,
        failUrl: urls.sslcommerz.fail,
        cancelUrl: urls.sslcommerz.cancel,
        ipnUrl: urls.sslcommerz.ipn,
        productName: order.itemTitle,
        productCategory: order.kind === 'course' ? 'Online course' : 'Online course bundle',
        customer: {
          name: `${user.first_name} ${user.last_name}`.trim() || user.username,
          email: user.email,
          phone: localPhone(user.phone_number),
        },
        reference: order.token,
      });
      session = { id: started.sessionKey, url: started.gatewayUrl, sent: started.sent };
    } else {
      const started = await gateways.stripe.client.createCheckoutSession({
        tranId: order.tranId,
        orderToken: order.token,
        amount: order.total,
        currency: 'BDT',
        productName: order.itemTitle,
        customerEmail: user.email,
        successUrl: urls.stripe.success,
        cancelUrl: urls.stripe.cancel,
      });
      session = { id: started.id, url: started.url, sent: null };
    }
  } catch (error) {
    // No session, no payment: the order is closed whatever went wrong, so it never lingers as pending.
    await closeOrder({ db, orderId: order.id, status: 'failed' });
    await recordPaymentEvent(db, {
      orderId: order.id,
      gateway: input.gateway,
      source: 'init',
      outcome: `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
      payload: { demo },
    });
    const known =
      error instanceof SslcommerzUnavailableError ||
      error instanceof SslcommerzRefusedError ||
      error instanceof StripeUnavailableError;
    if (!known) throw error;
    ctx.log.warn(
      { err: error, orderId: order.id, gateway: input.gateway },
      'the payment gateway did not start a session',
    );
    throw new AppError(502, GATEWAY_DOWN_MESSAGE);
  }

  await attachGatewaySession(db, order.id, session.id);
  await recordPaymentEvent(db, {
    orderId: order.id,
    gateway: input.gateway,
    source: 'init',
    outcome: 'started',
    payload: {
      session_id: session.id,
      gateway_url: session.url,
      demo,
      ...(session.sent ? { sent: session.sent } : {}),
    },
  });
  await abandonEarlierCheckouts(ctx, { userId: input.userId, item: input.item, newOrderId: order.id });
  return {
    order_token: order.token,
    gateway: input.gateway,
    gateway_url: session.url,
    demo,
    total: order.total,
  };
}

/* ---------------------------------------------------------------------------------------------------
 * SSLCommerz: the IPN and the browser's return carry the same signed fields; neither pays an order by
 * itself. Only the validation API's answer does (ARCHITECTURE.md "Money and payments").
 * ------------------------------------------------------------------------------------------------- */

export type CallbackOutcome = 'confirmed' | 'duplicate' | 'closed' | 'ignored' | 'rejected' | 'unavailable';

/** What a receipt shows as the payment method: bKash, Nagad, VISA... from the gateway's card fields. */
const WALLETS: Record<string, string> = { BKASH: 'bKash', NAGAD: 'Nagad', ROCKET: 'Rocket', UPAY: 'Upay' };
export function sslcommerzPaymentMethod(cardType: string | null, cardBrand: string | null): string | null {
  const scheme = cardType?.split('-')[0]?.trim().toUpperCase();
  if (scheme && WALLETS[scheme]) return WALLETS[scheme];
  if (cardBrand && !['MOBILEBANKING', 'IB', ''].includes(cardBrand.toUpperCase())) return cardBrand;
  return cardType || null;
}

/**
 * The callback as we keep it: anyone can post to the IPN URL, so what is stored is bounded (a real
 * callback has about 30 short fields).
 */
function boundedFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .slice(0, 60)
      .map(([key, value]) => [key.slice(0, 64), value.slice(0, 500)]),
  );
}

const CLOSING_STATUSES: Record<string, 'failed' | 'cancelled'> = {
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
  UNATTEMPTED: 'cancelled',
};

/**
 * One SSLCommerz callback (the IPN, or the fields of the browser's return): the signature must verify
 * under our store password; a VALID one is then validated by `val_id` with the validation API, and only
 * VALID/VALIDATED with our tran_id, BDT and exactly the order's total pays the order. FAILED, CANCELLED,
 * EXPIRED close a pending order. Every callback is recorded with what we made of it.
 */
export async function handleSslcommerzCallback(
  ctx: PaymentContext,
  input: { fields: Record<string, string>; source: 'ipn' | 'return'; orderId?: number },
): Promise<CallbackOutcome> {
  const { db, gateways } = ctx;
  const { fields } = input;
  const client = gateways.sslcommerz.client;
  const order = fields.tran_id ? await findOrderByTranId(db, fields.tran_id) : null;
  const record = (outcome: string, extra: Record<string, unknown> = {}) =>
    recordPaymentEvent(db, {
      orderId: order?.id ?? null,
      gateway: 'sslcommerz',
      source: input.source,
      outcome,
      payload: { fields: boundedFields(fields), ...extra },
    });

  if (!client.verifySignature(fields)) {
    await record('rejected: bad signature');
    return 'rejected';
  }
  if (!order) {
    await record('rejected: unknown order');
    return 'rejected';
  }
  if (input.orderId !== undefined && input.orderId !== order.id) {
    await record('rejected: the callback names another order');
    return 'rejected';
  }
  if (order.gateway !== 'sslcommerz') {
    await record(`rejected: the order is paid through ${order.gateway}`);
    return 'rejected';
  }

  const status = (fields.status ?? '').toUpperCase();
  const closing = CLOSING_STATUSES[status];
  if (closing) {
    const closed = await closeOrder({ db, orderId: order.id, status: closing });
    await record(closed ? closing : `ignored: ${status.toLowerCase()} for a ${order.status} order`);
    return closed ? 'closed' : 'ignored';
  }
  if (status !== 'VALID' && status !== 'VALIDATED') {
    await record(`ignored: status ${status || 'missing'}`);
    return 'ignored';
  }
  if (order.status === 'paid' || order.status === 'refunded') {
    // Counted once already: no need to ask the gateway again.
    await record('duplicate');
    return 'duplicate';
  }
  if (!fields.val_id) {
    await record('rejected: no val_id');
    return 'rejected';
  }

  let validation;
  try {
    validation = await client.validate(fields.val_id);
  } catch (error) {
    if (!(error instanceof SslcommerzUnavailableError)) throw error;
    ctx.log.warn({ err: error, orderId: order.id }, 'the SSLCommerz validation API did not answer');
    await record('error: the validation API did not answer', { error: error.message });
    return 'unavailable';
  }
  const problem =
    validation.status !== 'VALID' && validation.status !== 'VALIDATED'
      ? `validation status ${validation.status}`
      : validation.tranId !== order.tranId
        ? 'the validation names another transaction'
        : validation.currency !== order.currency
          ? `currency ${validation.currency ?? 'missing'} is not ${order.currency}`
          : validation.amount !== order.total
            ? `amount ${String(validation.raw.amount ?? 'missing')} is not ${poishaToAmount(order.total)}`
            : null;
  if (problem) {
    ctx.log.warn({ orderId: order.id, problem }, 'an SSLCommerz payment did not validate');
    await record(`rejected: ${problem}`, { validation: validation.raw });
    return 'rejected';
  }

  const result = await confirmOrderPaid({
    db,
    orderId: order.id,
    gateway: 'sslcommerz',
    amount: validation.amount!,
    currency: validation.currency!,
    gatewayPaymentId: validation.valId ?? fields.val_id,
    paymentMethod: sslcommerzPaymentMethod(
      validation.cardType ?? fields.card_type ?? null,
      (validation.raw.card_brand as string | undefined) ?? fields.card_brand ?? null,
    ),
    affiliate: ctx.affiliate,
    instructor: ctx.instructor,
    receipt: ctx.receipt,
  });
  const outcome: CallbackOutcome =
    result === 'confirmed' ? 'confirmed' : result === 'already-paid' ? 'duplicate' : 'rejected';
  await record(outcome === 'rejected' ? 'rejected: the order did not accept the payment' : outcome, {
    validation: validation.raw,
  });
  return outcome;
}

/**
 * `POST payment/sslcommerz/return/{result}/{token}/`: the learner's browser, sent back by the gateway's
 * page with the callback's fields. The redirect alone never pays: a success is validated exactly like the
 * IPN (whichever comes first pays, the other finds it paid). Answers where to send the browser.
 */
export async function handleSslcommerzReturn(
  ctx: PaymentContext,
  input: { result: 'success' | 'fail' | 'cancel'; token: string; fields: Record<string, string> },
): Promise<string> {
  const { db } = ctx;
  const order = await findOrderByToken(db, input.token);
  if (!order) return resultPage.failed(input.token);
  let outcome: CallbackOutcome | null = null;
  if (order.status !== 'paid' && order.status !== 'refunded' && input.fields.tran_id) {
    outcome = await handleSslcommerzCallback(ctx, {
      fields: input.fields,
      source: 'return',
      orderId: order.id,
    });
  }
  const current = (await findOrderByToken(db, input.token)) ?? order;
  if (current.status === 'paid' || current.status === 'refunded') {
    return resultPage.success(await firstCourseId(db, current), current.token);
  }
  if (input.result === 'cancel') return resultPage.cancel(current.token);
  // A success we could not validate yet (the validation API is down) stays pending: the success page
  // shows "confirming" and the IPN settles it; anything else did not pay.
  if (input.result === 'success' && current.status === 'pending' && outcome === 'unavailable') {
    return resultPage.success(await firstCourseId(db, current), current.token);
  }
  return resultPage.failed(current.token);
}

/* ---------------------------------------------------------------------------------------------------
 * Stripe: a signed webhook or the session retrieved server-side with our secret key.
 * ------------------------------------------------------------------------------------------------- */

const STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Why a Checkout Session cannot pay this order, or null when it can. */
function stripeSessionProblem(order: OrderRow, session: StripeCheckoutSession): string | null {
  if (order.gateway !== 'stripe') return `the order is paid through ${order.gateway}`;
  if (session.orderToken !== order.token) return 'the session names another order';
  if (order.gatewaySessionId && order.gatewaySessionId !== session.id)
    return 'the session is not the order’s';
  if (session.currency !== order.currency)
    return `currency ${session.currency ?? 'missing'} is not ${order.currency}`;
  if (session.amountTotal !== order.total)
    return `amount ${session.amountTotal ?? 'missing'} is not ${order.total}`;
  return null;
}

async function confirmStripeSession(
  ctx: PaymentContext,
  order: OrderRow,
  session: StripeCheckoutSession,
): Promise<{ outcome: CallbackOutcome; note: string }> {
  const problem = stripeSessionProblem(order, session);
  if (problem) return { outcome: 'rejected', note: `rejected: ${problem}` };
  if (session.paymentStatus !== 'paid')
    return { outcome: 'ignored', note: `ignored: payment ${session.paymentStatus}` };
  const result = await confirmOrderPaid({
    db: ctx.db,
    orderId: order.id,
    gateway: 'stripe',
    amount: session.amountTotal!,
    currency: session.currency!,
    gatewayPaymentId: session.paymentIntentId ?? session.id,
    paymentMethod: 'Card',
    affiliate: ctx.affiliate,
    instructor: ctx.instructor,
    receipt: ctx.receipt,
  });
  if (result === 'confirmed') return { outcome: 'confirmed', note: 'confirmed' };
  if (result === 'already-paid') return { outcome: 'duplicate', note: 'duplicate' };
  return { outcome: 'rejected', note: 'rejected: the order did not accept the payment' };
}

/**
 * `POST payment/stripe/webhook/`: the raw body's signature is verified first (a bad or stale one: 400,
 * so a misconfigured secret shows in Stripe's dashboard). Paid sessions confirm their order; failed and
 * expired ones close it. Any other verified event is acknowledged with 200 (Stripe retries non-2xx).
 */
export async function handleStripeWebhook(
  ctx: PaymentContext,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<{ status: 200 | 400; outcome: CallbackOutcome }> {
  const { db } = ctx;
  let event: Stripe.Event;
  try {
    event = ctx.gateways.stripe.client.constructWebhookEvent(input.rawBody, input.signature);
  } catch (error) {
    if (!(error instanceof StripeSignatureError)) throw error;
    await recordPaymentEvent(db, {
      orderId: null,
      gateway: 'stripe',
      source: 'webhook',
      outcome: 'rejected: bad signature',
      // Unverified input from anyone: kept short.
      payload: { reason: error.message.slice(0, 300), body: input.rawBody.toString('utf8').slice(0, 2000) },
    });
    return { status: 400, outcome: 'rejected' };
  }
  if (!STRIPE_EVENTS.has(event.type)) return { status: 200, outcome: 'ignored' };

  const session = toCheckoutSession(event.data.object as Stripe.Checkout.Session);
  const order = session.clientReferenceId ? await findOrderByTranId(db, session.clientReferenceId) : null;
  const record = (outcome: string) =>
    recordPaymentEvent(db, {
      orderId: order?.id ?? null,
      gateway: 'stripe',
      source: 'webhook',
      outcome,
      payload: event,
    });
  if (!order) {
    await record('rejected: unknown order');
    return { status: 200, outcome: 'rejected' };
  }

  if (event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired') {
    const problem = order.gateway !== 'stripe' || session.orderToken !== order.token;
    if (problem) {
      await record('rejected: the session names another order');
      return { status: 200, outcome: 'rejected' };
    }
    const status = event.type === 'checkout.session.expired' ? 'cancelled' : 'failed';
    const closed = await closeOrder({ db, orderId: order.id, status });
    await record(closed ? status : `ignored: ${event.type} for a ${order.status} order`);
    return { status: 200, outcome: closed ? 'closed' : 'ignored' };
  }

  const { outcome, note } = await confirmStripeSession(ctx, order, session);
  if (outcome === 'rejected')
    ctx.log.warn({ orderId: order.id, note }, 'a Stripe event did not pay its order');
  await record(note);
  return { status: 200, outcome };
}

/**
 * `GET payment/stripe/return/{token}/?session_id=`: Stripe sends the learner here after paying. The
 * session is retrieved server-side with our key (the query string alone proves nothing), a paid one
 * confirms the order (the webhook may be later, or lost), then the success page shows the true state.
 */
export async function handleStripeReturn(
  ctx: PaymentContext,
  input: { token: string; sessionId: string | undefined },
): Promise<string> {
  const { db } = ctx;
  const order = await findOrderByToken(db, input.token);
  if (!order) return resultPage.failed(input.token);
  const sessionId = order.gatewaySessionId ?? input.sessionId;
  if (order.gateway === 'stripe' && order.status !== 'paid' && order.status !== 'refunded' && sessionId) {
    let session: StripeCheckoutSession | null = null;
    try {
      session = await ctx.gateways.stripe.client.retrieveSession(sessionId);
    } catch (error) {
      if (!(error instanceof StripeUnavailableError)) throw error;
      ctx.log.warn({ err: error, orderId: order.id }, 'the Stripe session could not be retrieved');
      await recordPaymentEvent(db, {
        orderId: order.id,
        gateway: 'stripe',
        source: 'return',
        outcome: 'error: the session could not be retrieved',
        payload: { session_id: sessionId, error: error.message },
      });
    }
    if (session && session.clientReferenceId === order.tranId) {
      const { note } = await confirmStripeSession(ctx, order, session);
      await recordPaymentEvent(db, {
        orderId: order.id,
        gateway: 'stripe',
        source: 'return',
        outcome: note,
        payload: session,
      });
    }
  }
  return resultPage.success(await firstCourseId(db, order), order.token);
}

/**
 * Ends the Checkout Session of a Stripe order we abandoned, so its page cannot take money for it any more
 * (docs/decisions/015). Stripe answers with the expired session and sends `checkout.session.expired`,
 * which finds the order already closed. Best effort: the order is closed either way, and a payment that
 * still arrives is honoured (confirmation accepts a cancelled order), so a refusal (the session was just
 * completed) or an unreachable Stripe is recorded and logged, never shown to the learner.
 */
async function expireAbandonedStripeSession(ctx: PaymentContext, order: OrderRow): Promise<void> {
  const sessionId = order.gatewaySessionId;
  if (order.gateway !== 'stripe' || !sessionId) return;
  const record = (outcome: string, payload: Record<string, unknown>) =>
    recordPaymentEvent(ctx.db, { orderId: order.id, gateway: 'stripe', source: 'expire', outcome, payload });
  try {
    const session = await ctx.gateways.stripe.client.expireSession(sessionId);
    await record(`session ${session.status ?? 'expired'}`, { session_id: sessionId });
  } catch (error) {
    if (!(error instanceof StripeUnavailableError)) throw error;
    ctx.log.warn(
      { err: error, orderId: order.id },
      'the Stripe session of an abandoned order was not expired',
    );
    await record('error: the session was not expired', { session_id: sessionId, error: error.message });
  }
}

/**
 * A new checkout of the same course or bundle replaces the learner's earlier pending ones, once its own
 * session has started (if it could not, the earlier ones stay payable): they are closed as cancelled and
 * their Stripe sessions expired, so a page left open in another tab cannot charge a second time.
 * SSLCommerz has no call to end a session; a payment that still arrives there is honoured.
 */
async function abandonEarlierCheckouts(
  ctx: PaymentContext,
  input: { userId: number; item: { kind: 'course' | 'bundle'; id: number }; newOrderId: number },
): Promise<void> {
  const earlier = await findEarlierPendingOrders(ctx.db, {
    userId: input.userId,
    item: input.item,
    beforeId: input.newOrderId,
  });
  for (const order of earlier) {
    if (order.gateway === 'none') continue;
    const closed = await closeOrder({ db: ctx.db, orderId: order.id, status: 'cancelled' });
    if (!closed) continue;
    await recordPaymentEvent(ctx.db, {
      orderId: order.id,
      gateway: order.gateway,
      source: 'init',
      outcome: 'cancelled: replaced by a new checkout',
      payload: { new_order_id: input.newOrderId },
    });
    await expireAbandonedStripeSession(ctx, order);
  }
}

/**
 * `GET payment/stripe/cancel/{token}/`: the learner left Stripe's page. A pending order is closed as
 * cancelled and its session expired, so the page left open in another tab cannot still charge for it
 * (a payment that arrives anyway counts: confirmation accepts a cancelled order).
 */
export async function handleStripeCancel(ctx: PaymentContext, input: { token: string }): Promise<string> {
  const { db } = ctx;
  const order = await findOrderByToken(db, input.token);
  if (!order) return resultPage.cancel(input.token);
  if (order.gateway === 'stripe' && order.status === 'pending') {
    const closed = await closeOrder({ db, orderId: order.id, status: 'cancelled' });
    await recordPaymentEvent(db, {
      orderId: order.id,
      gateway: 'stripe',
      source: 'return',
      outcome: closed ? 'cancelled' : 'ignored: not pending',
      payload: { cancel_url: true },
    });
    // Closed first: the expired event Stripe then sends finds nothing left to close.
    if (closed) await expireAbandonedStripeSession(ctx, order);
  }
  return resultPage.cancel(order.token);
}
