import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createInjectFetch } from '../integrations/demo-payments/inject-fetch';
import { StripeSimulator, stripeGatewayRoutes } from '../integrations/stripe/simulator';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_dokkhofake0123456789abcdef';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_dokkhofake0123456789abcdefghij';
/** Where the fake sends webhooks: our endpoint under the tests' PUBLIC_URL (delivered in-process). */
export const TEST_STRIPE_WEBHOOK_URL = 'http://dokkho.test/api/payment/stripe/webhook/';

/**
 * Stripe on 127.0.0.1 for tests: the demo gateway's Stripe protocol handlers (integrations/stripe/
 * simulator.ts: Checkout Sessions create, retrieve, line_items and expire; Stripe's error body for anything
 * else) on a listening server of their own, so the official SDK in our adapter talks to it over HTTP
 * (STRIPE_API_URL). The simulator is exposed for test controls: `lastCreate`, call counts, `failure`
 * (every call answers that status and body), `signedEvent(...)` for hand-made webhooks, and
 * `complete(sessionId, choice, {deliver})` to play the learner on the hosted page.
 */
export async function startStripeServer() {
  const server = Fastify({ logger: false });
  const simulator = new StripeSimulator({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    merchantName: 'Dokkho (test account)',
    webhookUrl: TEST_STRIPE_WEBHOOK_URL,
    deliver: fetch,
    pagePath: (sessionId) => `/pay/${sessionId}`,
  });
  await server.register(stripeGatewayRoutes, { simulator });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  simulator.pageOrigin = url;

  return {
    url,
    simulator,
    /** The STRIPE_* environment that points the API at this server. */
    env(): Record<string, string> {
      return {
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: url,
      };
    },
    /** Webhooks go to the app under test, in-process (it does not listen in tests). */
    deliverTo(app: FastifyInstance) {
      simulator.deliver = createInjectFetch(app);
    },
    reset() {
      simulator.failure = null;
    },
    close: () => server.close(),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startStripeServer>>;
