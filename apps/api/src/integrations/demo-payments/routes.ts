import type { FastifyInstance } from 'fastify';
import { SslcommerzSimulator, sslcommerzGatewayRoutes } from '../sslcommerz/simulator';
import type { FetchLike } from '../sslcommerz/client';
import { StripeSimulator, stripeGatewayRoutes } from '../stripe/simulator';
import type { DemoGatewayCredentials } from './credentials';

/** The name on the demo checkout pages. */
export const DEMO_MERCHANT_NAME = 'Dokkho';

/** Where the built-in demo gateway is mounted (outside /api: it plays another site). */
export const DEMO_GATEWAY_PREFIX = '/demo-gateway';

/** Our own Stripe webhook endpoint, which the Stripe dashboard would be told about. */
const STRIPE_WEBHOOK_PATH = '/api/payment/stripe/webhook/';

/** What the demo gateway plays, with which credentials, and how its callbacks reach us. */
export interface DemoGatewaySetup {
  plays: { sslcommerz: boolean; stripe: boolean };
  credentials: DemoGatewayCredentials;
  /** An in-process fetch into this server (inject-fetch.ts). */
  deliver: FetchLike;
}

/**
 * The built-in demo gateway (issue 5 item 4; docs/decisions/015), mounted at /demo-gateway for each
 * gateway it plays: SSLCommerz at /demo-gateway/sslcommerz, Stripe at /demo-gateway/stripe. It speaks
 * their protocols, so our payment code runs exactly as with the real gateways; its callbacks reach us
 * in-process. Which gateways it plays is decided by modules/payments/gateways.ts (keys, DEMO_PAYMENTS);
 * nothing is mounted when it plays none.
 */
export async function demoGatewayRoutes(app: FastifyInstance, options: { demo: DemoGatewaySetup | null }) {
  const { demo } = options;
  if (!demo) return;
  const prefix = app.prefix;

  if (demo.plays.sslcommerz) {
    const simulator = new SslcommerzSimulator({
      ...demo.credentials.sslcommerz,
      merchantName: DEMO_MERCHANT_NAME,
      deliver: demo.deliver,
      pagePath: (sessionKey) => `${prefix}/sslcommerz/pay/${sessionKey}`,
      log: app.log,
    });
    await app.register(sslcommerzGatewayRoutes, { prefix: '/sslcommerz', simulator });
  }

  if (demo.plays.stripe) {
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
