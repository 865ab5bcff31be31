import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckoutRequest, CheckoutResponse, GatewayOptions } from '@dokkho/contract/commerce';
import { ErrorDetail, FieldErrors, IdParam, PathToken } from '@dokkho/contract/common';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import { formFields } from '../../integrations/sslcommerz/form-fields';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import type { AffiliateSettings } from '../commerce/pricing';
import type { PaymentGateways } from './gateways';
import * as payments from './service';

/** Checkout starts per address a minute: each one opens a gateway session and an order. */
export const CHECKOUT_STARTS_PER_MINUTE = 20;

export interface PaymentsRoutesOptions {
  db: Database;
  guards: AuthGuards;
  gateways: PaymentGateways;
  affiliate: AffiliateSettings;
  publicUrl: string;
  /** Sends the receipt when a payment is confirmed. */
  mail: { sender: EmailSender };
  /** Whether per-route limits apply (AUTH_RATE_LIMIT). */
  rateLimits: boolean;
}

const ResultParams = z.object({
  result: z.enum(['success', 'fail', 'cancel'], { error: 'Not a payment result' }),
  token: PathToken,
});
const TokenParams = z.object({ token: PathToken });
const StripeReturnQuery = z.object({ session_id: z.string().max(255).optional() });

/**
 * SPEC.md §7 "Payment": starting a checkout on SSLCommerz or Stripe, and everything the gateways send
 * back: SSLCommerz's IPN and the browser's form POST, Stripe's webhook and the browser's return. The
 * order itself (pricing, confirmation) is the commerce module's; this module speaks to the gateways.
 */
export async function paymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions) {
  const { db, guards, gateways } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): payments.PaymentContext => ({
    db,
    gateways,
    affiliate: options.affiliate,
    receipt: { sender: options.mail.sender, log: request.log, origin: options.publicUrl },
    log: request.log,
  });

  // SSLCommerz posts its callbacks as forms (urlencoded; multipart from some of its libraries): only
  // the routes of this plugin parse them.
  // A real callback is a few kilobytes; anyone can post here, so the bodies are kept small.
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 100, fieldSize: 4096, files: 0, parts: 100 },
  });

  const checkoutLimit: FastifyContextConfig = options.rateLimits
    ? { rateLimit: { max: CHECKOUT_STARTS_PER_MINUTE, timeWindow: 60_000 } }
    : {};

  const checkout = (
    url: string,
    item: 'course' | 'bundle',
    gateway: 'sslcommerz' | 'stripe',
    summary: string,
  ) =>
    routes.post(
      url,
      {
        onRequest: guards.requireUser,
        config: checkoutLimit,
        schema: {
          tags: ['payment'],
          summary,
          description:
            'Prices the order on the server (list or sale price, then promo, sales, affiliate and wheel discounts), records it, and opens the gateway\'s hosted checkout for exactly its total. `gateway_url` is where the browser goes next; `demo` says it is the built-in demo gateway. A total of 0 needs no gateway (`gateway: "none"`, straight to the success page). 502 when the gateway does not answer (the order is closed as failed); 503 when this server offers no such gateway (no keys, and the demo gateway is not allowed: `GET /api/payment/gateways/` says `enabled: false`).',
          security: BEARER_SECURITY,
          params: IdParam,
          body: CheckoutRequest,
          response: {
            201: CheckoutResponse,
            400: FieldErrors,
            401: ErrorDetail,
            404: ErrorDetail,
            409: ErrorDetail,
            429: ErrorDetail,
            502: ErrorDetail,
            503: ErrorDetail,
          },
        },
      },
      async (request, reply) => {
        const answer = await payments.startCheckout(context(request), {
          userId: signedInUser(request).id,
          item: { kind: item, id: request.params.id },
          gateway,
          body: request.body,
          origin: options.publicUrl,
        });
        return reply.status(201).header('Cache-Control', 'no-store').send(answer);
      },
    );

  checkout(
    '/payment/v2/payment/:id/',
    'course',
    'sslcommerz',
    'Pay for a course with SSLCommerz (bKash, Nagad, cards)',
  );
  checkout('/payment/sslcommerz/bundle/:id/', 'bundle', 'sslcommerz', 'Pay for a bundle with SSLCommerz');
  checkout('/payment/v2/stripe/:id', 'course', 'stripe', 'Pay for a course by card with Stripe Checkout');
  checkout(
    '/payment/stripe/bundle/:id/',
    'bundle',
    'stripe',
    'Pay for a bundle by card with Stripe Checkout',
  );

  routes.get(
    '/payment/gateways/',
    {
      schema: {
        tags: ['payment'],
        summary: 'Which gateways this server offers, and whether each is the built-in demo',
        description:
          '`enabled: false`: the gateway has no keys and the demo gateway may not play it (production on PostgreSQL without DEMO_PAYMENTS=on); its checkout answers 503.',
        response: { 200: GatewayOptions },
      },
    },
    async () => payments.gatewayOptions(gateways),
  );

  const text = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(body);

  routes.post(
    '/payment/sslcommerz/ipn/',
    {
      schema: {
        tags: ['payment'],
        summary: "SSLCommerz's server-to-server notification (IPN)",
        description:
          'A form POST signed with verify_sign. A VALID payment is validated with the validation API by val_id before the order is paid; FAILED, CANCELLED and EXPIRED close a pending order. Answers 200 with a short text for every outcome the gateway should not retry (including a bad signature or an unknown order, which are recorded); 503 only when the validation API could not be asked, so that SSLCommerz tries again.',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
      },
    },
    async (request, reply) => {
      const outcome = await payments.handleSslcommerzCallback(context(request), {
        fields: formFields(request.body),
        source: 'ipn',
      });
      if (outcome === 'unavailable') return text(reply, 503, 'VALIDATION UNAVAILABLE, RETRY');
      return text(reply, 200, outcome.toUpperCase());
    },
  );

  routes.post(
    '/payment/sslcommerz/return/:result/:token/',
    {
      schema: {
        tags: ['payment'],
        summary: "The learner's browser back from SSLCommerz (its form POST to success, fail or cancel URL)",
        description:
          'Never pays by itself: a success is validated server-side exactly like the IPN. Then 303 to the result page (/payment/success/{courseId}/{token}, /payment/failed/{token} or /payment/cancel/{token}).',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        params: ResultParams,
      },
    },
    async (request, reply) => {
      const location = await payments.handleSslcommerzReturn(context(request), {
        result: request.params.result,
        token: request.params.token,
        fields: formFields(request.body),
      });
      return reply.header('Cache-Control', 'no-store').redirect(location, 303);
    },
  );

  routes.get(
    '/payment/stripe/return/:token/',
    {
      schema: {
        tags: ['payment'],
        summary: "The learner's browser back from Stripe Checkout after paying",
        description:
          'The session is retrieved server-side; a paid one confirms the order. Then 303 to /payment/success/{courseId}/{token}, which shows the true state.',
        params: TokenParams,
        querystring: StripeReturnQuery,
      },
    },
    async (request, reply) => {
      const location = await payments.handleStripeReturn(context(request), {
        token: request.params.token,
        sessionId: request.query.session_id,
      });
      return reply.header('Cache-Control', 'no-store').redirect(location, 303);
    },
  );

  routes.get(
    '/payment/stripe/cancel/:token/',
    {
      schema: {
        tags: ['payment'],
        summary: "The learner's browser back from Stripe Checkout without paying",
        description: 'A pending order is closed as cancelled; then 303 to /payment/cancel/{token}.',
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const location = await payments.handleStripeCancel(context(request), { token: request.params.token });
      return reply.header('Cache-Control', 'no-store').redirect(location, 303);
    },
  );

  // The webhook's signature covers the raw bytes (PROVIDERS.md: never re-serialise parsed JSON), so this
  // one route keeps its JSON body as a Buffer, in a context of its own.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/payment/stripe/webhook/',
      {
        schema: {
          tags: ['payment'],
          summary: "Stripe's signed webhook (checkout.session.* events)",
          description:
            'Verified with the Stripe-Signature header over the raw body (events older than 300 s are refused): 400 for a bad or stale signature. checkout.session.completed (paid) and async_payment_succeeded confirm the order after checking amount and currency; async_payment_failed and expired close it. 200 for every verified event.',
          consumes: ['application/json'],
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorDetail },
        },
      },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const result = await payments.handleStripeWebhook(context(request), {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
        if (result.status === 400) {
          return reply.status(400).send({ detail: 'The webhook signature does not verify.' });
        }
        return reply.status(200).send({ received: true as const });
      },
    );
  });
}
