import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import {
  createSslcommerzClient,
  type FetchLike,
  type SslcommerzClient,
} from '../../integrations/sslcommerz/client';
import { createStripeGateway, type StripeGateway } from '../../integrations/stripe/client';
import { demoGatewayCredentials, type DemoGatewayCredentials } from '../demo-gateway/credentials';
import { createInjectFetch } from '../demo-gateway/inject-fetch';

/** Where the built-in demo gateway is mounted (outside /api: it plays another site). */
export const DEMO_GATEWAY_PREFIX = '/demo-gateway';

/** A host that never resolves (RFC 2606): the demo adapters' calls go through `app.inject`, not DNS. */
const DEMO_HOST = 'http://demo-gateway.invalid';

export interface PaymentGateways {
  sslcommerz: { client: SslcommerzClient; demo: boolean };
  stripe: { client: StripeGateway; demo: boolean };
  /** Set when a gateway is played by the demo gateway: its credentials and how it calls us back. */
  demo: { credentials: DemoGatewayCredentials; deliver: FetchLike } | null;
}

/**
 * Each gateway is real when its keys are configured, else the built-in demo gateway plays it
 * (ARCHITECTURE.md "Two ways to run"). The same adapters speak to both: the demo one through a `fetch`
 * that hands the request to this server in-process.
 */
export function createPaymentGateways(options: {
  config: Pick<AppConfig, 'sslcommerz' | 'stripe'>;
  authSecret: string;
  app: FastifyInstance;
  log?: FastifyBaseLogger;
}): PaymentGateways {
  const { config, app } = options;
  const log = options.log ?? app.log;
  const credentials = demoGatewayCredentials(options.authSecret);

  const { storeId, storePassword } = config.sslcommerz;
  const sslcommerzReal = Boolean(storeId && storePassword);
  if (!sslcommerzReal && (storeId || storePassword)) {
    log.warn(
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together: the demo gateway plays SSLCommerz',
    );
  }
  const sslcommerz = sslcommerzReal
    ? createSslcommerzClient({
        baseUrl: config.sslcommerz.url,
        storeId: storeId!,
        storePassword: storePassword!,
      })
    : createSslcommerzClient({
        baseUrl: DEMO_HOST,
        ...credentials.sslcommerz,
        fetch: createInjectFetch(app, { pathPrefix: `${DEMO_GATEWAY_PREFIX}/sslcommerz` }),
      });

  const stripeReal = Boolean(config.stripe.secretKey);
  if (stripeReal && !config.stripe.webhookSecret) {
    // Payments are still confirmed when the learner comes back (the session is retrieved server-side),
    // but a learner who closes the tab before that is confirmed only by the webhook.
    log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused');
  }
  const stripe = stripeReal
    ? createStripeGateway({
        secretKey: config.stripe.secretKey!,
        webhookSecret: config.stripe.webhookSecret,
        apiUrl: config.stripe.apiUrl,
      })
    : createStripeGateway({
        ...credentials.stripe,
        apiUrl: DEMO_HOST,
        fetch: createInjectFetch(app, { pathPrefix: `${DEMO_GATEWAY_PREFIX}/stripe` }),
      });

  return {
    sslcommerz: { client: sslcommerz, demo: !sslcommerzReal },
    stripe: { client: stripe, demo: !stripeReal },
    demo: sslcommerzReal && stripeReal ? null : { credentials, deliver: createInjectFetch(app) },
  };
}
