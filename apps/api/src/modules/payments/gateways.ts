import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { demoGatewayCredentials } from '../../integrations/demo-payments/credentials';
import { createInjectFetch } from '../../integrations/demo-payments/inject-fetch';
import { DEMO_GATEWAY_PREFIX, type DemoGatewaySetup } from '../../integrations/demo-payments/routes';
import {
  createSslcommerzClient,
  SslcommerzUnavailableError,
  type SslcommerzClient,
} from '../../integrations/sslcommerz/client';
import {
  createStripeGateway,
  StripeSignatureError,
  StripeUnavailableError,
  type StripeGateway,
} from '../../integrations/stripe/client';

/** A host that never resolves (RFC 2606): the demo adapters' calls go through `app.inject`, not DNS. */
const DEMO_HOST = 'http://demo-gateway.invalid';

/** What the learner reads when checkout cannot start (the API's 503 and the checkout page). */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Online payment is not available right now. Please try again later or contact support.';

export interface PaymentGateway<Client> {
  client: Client;
  /** False when the gateway has no keys and the demo may not play it: checkout through it answers 503. */
  available: boolean;
  /** Played by the built-in demo gateway (no money moves). */
  demo: boolean;
}

export interface PaymentGateways {
  sslcommerz: PaymentGateway<SslcommerzClient>;
  stripe: PaymentGateway<StripeGateway>;
  /** Set when the demo gateway plays at least one gateway: what it plays and how it calls us back. */
  demo: DemoGatewaySetup | null;
}

type GatewayConfig = Pick<AppConfig, 'env' | 'databaseUrl' | 'demoPayments' | 'sslcommerz' | 'stripe'>;

/**
 * Whether the demo gateway may play a gateway that has no keys (docs/decisions/015). `auto`: everywhere
 * but production on PostgreSQL, where money is expected to move and a demo page taking "payments" would
 * enrol people for free; `on` says so explicitly (a public demo site); `off` never.
 */
export function demoPaymentsAllowed(config: Pick<GatewayConfig, 'env' | 'databaseUrl' | 'demoPayments'>) {
  if (config.demoPayments !== 'auto') return config.demoPayments === 'on';
  return !(config.env === 'production' && config.databaseUrl);
}

/**
 * The adapters of a gateway that is neither configured nor played by the demo: every call fails the way
 * the real gateway failing would, so each caller's existing handling applies (a checkout is refused before
 * that, with a 503; a callback cannot be verified without keys and is recorded as refused).
 */
function unconfiguredSslcommerz(): SslcommerzClient {
  const refuse = () => Promise.reject(new SslcommerzUnavailableError('SSLCommerz is not configured.'));
  return { initSession: refuse, validate: refuse, verifySignature: () => false };
}

function unconfiguredStripe(): StripeGateway {
  const refuse = () => Promise.reject(new StripeUnavailableError('Stripe is not configured.'));
  return {
    createCheckoutSession: refuse,
    retrieveSession: refuse,
    expireSession: refuse,
    constructWebhookEvent: () => {
      throw new StripeSignatureError('Stripe is not configured.');
    },
  };
}

/**
 * Each gateway is real when its keys are configured; else the built-in demo gateway plays it where that is
 * allowed (demoPaymentsAllowed), else it is unavailable, with a warning at start-up. The same adapters
 * speak to the real and the demo gateways: the demo one through a `fetch` that hands the request to this
 * server in-process.
 */
export function createPaymentGateways(options: {
  config: GatewayConfig;
  authSecret: string;
  app: FastifyInstance;
  log?: FastifyBaseLogger;
}): PaymentGateways {
  const { config, app } = options;
  const log = options.log ?? app.log;
  const credentials = demoGatewayCredentials(options.authSecret);
  const demoAllowed = demoPaymentsAllowed(config);
  const fallback = demoAllowed ? 'the demo gateway plays SSLCommerz' : 'SSLCommerz checkout is unavailable';

  const { storeId, storePassword } = config.sslcommerz;
  const sslcommerzReal = Boolean(storeId && storePassword);
  if (!sslcommerzReal && (storeId || storePassword)) {
    log.warn(`SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together: ${fallback}`);
  }
  const sslcommerz = sslcommerzReal
    ? createSslcommerzClient({
        baseUrl: config.sslcommerz.url,
        storeId: storeId!,
        storePassword: storePassword!,
      })
    : demoAllowed
      ? createSslcommerzClient({
          baseUrl: DEMO_HOST,
          ...credentials.sslcommerz,
          fetch: createInjectFetch(app, { pathPrefix: `${DEMO_GATEWAY_PREFIX}/sslcommerz` }),
        })
      : unconfiguredSslcommerz();

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
    : demoAllowed
      ? createStripeGateway({
          ...credentials.stripe,
          apiUrl: DEMO_HOST,
          fetch: createInjectFetch(app, { pathPrefix: `${DEMO_GATEWAY_PREFIX}/stripe` }),
        })
      : unconfiguredStripe();

  const missing = [
    ...(sslcommerzReal ? [] : ['SSLCommerz (SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD)']),
    ...(stripeReal ? [] : ['Stripe (STRIPE_SECRET_KEY)']),
  ];
  if (missing.length > 0 && !demoAllowed) {
    log.warn(
      `Payments unavailable: no keys for ${missing.join(' and ')}; checkout through ${missing.length > 1 ? 'them' : 'it'} answers 503. Set the keys, or DEMO_PAYMENTS=on for a demo site where no money moves.`,
    );
  } else if (missing.length > 0 && config.demoPayments === 'on' && config.env === 'production') {
    log.warn(`DEMO_PAYMENTS=on: the demo gateway plays ${missing.join(' and ')}; no money moves.`);
  }

  const plays = { sslcommerz: !sslcommerzReal && demoAllowed, stripe: !stripeReal && demoAllowed };
  return {
    sslcommerz: { client: sslcommerz, available: sslcommerzReal || demoAllowed, demo: plays.sslcommerz },
    stripe: { client: stripe, available: stripeReal || demoAllowed, demo: plays.stripe },
    demo: plays.sslcommerz || plays.stripe ? { plays, credentials, deliver: createInjectFetch(app) } : null,
  };
}
