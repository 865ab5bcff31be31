import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckoutRequest,
  CheckoutResponse,
  GatewayOptions,
  GatewayOrderParams,
  SslcommerzReturnParams,
  StripeReturnQuery,
  StripeWebhookAck,
} from '@dokkho/contract/commerce';
import { ErrorDetail, IdParam } from '@dokkho/contract/common';
import { paymentsRoutes } from '@dokkho/contract/routes/payments';
import { formFields } from '../../integrations/sslcommerz/form-fields';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as payments from './service';

/** Checkout starts per address a minute: each one opens a gateway session and an order. */
export const CHECKOUT_STARTS_PER_MINUTE = 20;

type CheckoutEntry = (typeof paymentsRoutes)[
  'sslcommerzCourse' | 'sslcommerzBundle' | 'stripeCourse' | 'stripeBundle'];

/**
 * SPEC.md §7 "Payment": starting a checkout on SSLCommerz or Stripe, and everything the gateways send
 * back: SSLCommerz's IPN and the browser's form POST, Stripe's webhook and the browser's return. The
 * order itself (pricing, confirmation) is the commerce module's; this module speaks to the gateways.
 *
 * The checkout starts and the gateway list are contract routes (our web app calls them). The callbacks
 * stay plain Fastify routes: only the gateways and the browsers they redirect call them, with form bodies,
 * text answers, 303 redirects and a raw-body signature, none of which a typed web call would use.
 */
async function registerPaymentsRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const gateways = context.paymentGateways;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['payment'] });
  const paymentContext = (request: FastifyRequest): payments.PaymentContext => ({
    db,
    gateways,
    affiliate: context.config.affiliate,
    instructor: context.config.instructor,
    receipt: { sender: context.mail.sender, log: request.log, origin: context.publicUrl },
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

  const checkout = (
    endpoint: CheckoutEntry,
    item: 'course' | 'bundle',
    gateway: 'sslcommerz' | 'stripe',
    summary: string,
  ) =>
    defineRoute(endpoint, {
      summary,
      description:
        'Prices the order on the server (list or sale price, then promo, sales, affiliate and wheel discounts), records it, and opens the gateway\'s hosted checkout for exactly its total. `gateway_url` is where the browser goes next; `demo` says it is the built-in demo gateway. A total of 0 needs no gateway (`gateway: "none"`, straight to the success page). 502 when the gateway does not answer (the order is closed as failed); 503 when this server offers no such gateway (no keys, and the demo gateway is not allowed: `GET /api/payment/gateways/` says `enabled: false`).',
      schemas: { params: IdParam, body: CheckoutRequest, response: CheckoutResponse },
      status: 201,
      errors: [409, 502, 503],
      config: context.rateLimit(CHECKOUT_STARTS_PER_MINUTE),
      handler: async (request, reply) => {
        const answer = await payments.startCheckout(paymentContext(request), {
          userId: signedInUser(request).id,
          item: { kind: item, id: request.params.id },
          gateway,
          body: request.body,
          origin: context.publicUrl,
        });
        return reply.status(201).header('Cache-Control', 'no-store').send(answer);
      },
    });

  checkout(
    paymentsRoutes.sslcommerzCourse,
    'course',
    'sslcommerz',
    'Pay for a course with SSLCommerz (bKash, Nagad, cards)',
  );
  checkout(paymentsRoutes.sslcommerzBundle, 'bundle', 'sslcommerz', 'Pay for a bundle with SSLCommerz');
  checkout(paymentsRoutes.stripeCourse, 'course', 'stripe', 'Pay for a course by card with Stripe Checkout');
  checkout(paymentsRoutes.stripeBundle, 'bundle', 'stripe', 'Pay for a bundle by card with Stripe Checkout');

  defineRoute(paymentsRoutes.gateways, {
    summary: 'Which gateways this server offers, and whether each is the built-in demo',
    description:
      '`enabled: false`: the gateway has no keys and the demo gateway may not play it (production on PostgreSQL without DEMO_PAYMENTS=on); its checkout answers 503.',
    schemas: { response: GatewayOptions },
    handler: async () => payments.gatewayOptions(gateways),
  });

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
      const outcome = await payments.handleSslcommerzCallback(paymentContext(request), {
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
        params: SslcommerzReturnParams,
      },
    },
    async (request, reply) => {
      const location = await payments.handleSslcommerzReturn(paymentContext(request), {
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
        params: GatewayOrderParams,
        querystring: StripeReturnQuery,
      },
    },
    async (request, reply) => {
      const location = await payments.handleStripeReturn(paymentContext(request), {
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
        params: GatewayOrderParams,
      },
    },
    async (request, reply) => {
      const location = await payments.handleStripeCancel(paymentContext(request), {
        token: request.params.token,
      });
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
          response: { 200: StripeWebhookAck, 400: ErrorDetail },
        },
      },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const result = await payments.handleStripeWebhook(paymentContext(request), {
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

export const paymentsModule: ApiModule = { name: 'payments', routes: registerPaymentsRoutes };
