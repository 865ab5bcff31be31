import type { FastifyInstance } from 'fastify';
import type { PaymentGateways } from '../payments/gateways';
import { SslcommerzSimulator, sslcommerzGatewayRoutes } from './sslcommerz';
import { StripeSimulator, stripeGatewayRoutes } from './stripe';

/** The name on the demo checkout pages. */
export const DEMO_MERCHANT_NAME = 'Dokkho';

/** Our own Stripe webhook endpoint, which the Stripe dashboard would be told about. */
const STRIPE_WEBHOOK_PATH = '/api/payment/stripe/webhook/';

/**
 * The built-in demo gateway (issue 5 item 4), mounted at /demo-gateway for each gateway that has no keys:
 * SSLCommerz at /demo-gateway/sslcommerz, Stripe at /demo-gateway/stripe. It speaks their protocols, so
 * our payment code runs exactly as with the real gateways; its callbacks reach us in-process. Nothing is
 * mounted when both gateways are real.
 */
export async function demoGatewayRoutes(app: FastifyInstance, options: { gateways: PaymentGateways }) {
  const { demo } = options.gateways;
  if (!demo) return;
  const prefix = app.prefix;

  if (options.gateways.sslcommerz.demo) {
    const simulator = new SslcommerzSimulator({
      ...demo.credentials.sslcommerz,
      merchantName: DEMO_MERCHANT_NAME,
      deliver: demo.deliver,
      pagePath: (sessionKey) => `${prefix}/sslcommerz/pay/${sessionKey}`,
      log: app.log,
    });
    await app.register(sslcommerzGatewayRoutes, { prefix: '/sslcommerz', simulator });
  }

  if (options.gateways.stripe.demo) {
    const simulator = new StripeSimulator({
      ...demo.credentials.stripe,
      merchantName: DEMO_MERCHANT_NAME,
      deliver: demo.deliver,
      // The demo gateway is part of our own site: the webhook goes to the origin the session returns to.
      webhookUrl: (session) => new URL(STRIPE_WEBHOOK_PATH, session.success_url).toString(),
      pagePath: (sessionId) => `${prefix}/stripe/pay/${sessionId}`,
      log: app.log,
    });
    await app.register(stripeGatewayRoutes, { prefix: '/stripe', simulator });
  }
}
