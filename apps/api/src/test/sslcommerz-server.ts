import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createInjectFetch } from '../integrations/demo-payments/inject-fetch';
import { SslcommerzSimulator, sslcommerzGatewayRoutes } from '../integrations/sslcommerz/simulator';

export const FAKE_SSLCOMMERZ_STORE_ID = 'dokkhotest01';
export const FAKE_SSLCOMMERZ_STORE_PASSWORD = 'dokkhotest01@ssl';

/**
 * SSLCommerz on 127.0.0.1 for tests (ARCHITECTURE.md "Outside providers"): the demo gateway's protocol
 * handlers (integrations/sslcommerz/simulator.ts) on a listening server of their own, so the real adapter
 * speaks to it over HTTP exactly as to the sandbox. The simulator is exposed for test controls: what the
 * last init sent, call counts, `validationOverride` (answer INVALID_TRANSACTION or another amount),
 * `outage` (HTTP 500), and `complete(sessionKey, choice, {deliver})` to play the learner on the page.
 */
export async function startSslcommerzServer(options: { storeId?: string; storePassword?: string } = {}) {
  const storeId = options.storeId ?? FAKE_SSLCOMMERZ_STORE_ID;
  const storePassword = options.storePassword ?? FAKE_SSLCOMMERZ_STORE_PASSWORD;
  const server = Fastify({ logger: false });
  const simulator = new SslcommerzSimulator({
    storeId,
    storePassword,
    merchantName: 'Dokkho (test store)',
    // Until a test points it at the app under test, an IPN goes nowhere useful.
    deliver: fetch,
    pagePath: (sessionKey) => `/pay/${sessionKey}`,
  });
  await server.register(sslcommerzGatewayRoutes, { simulator });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  simulator.pageOrigin = url;

  return {
    url,
    simulator,
    storeId,
    storePassword,
    /** The SSLCOMMERZ_* environment that points the API at this server. */
    env(): Record<string, string> {
      return { SSLCOMMERZ_URL: url, SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword };
    },
    /** IPNs go to the app under test, in-process (it does not listen in tests). */
    deliverTo(app: FastifyInstance) {
      simulator.deliver = createInjectFetch(app);
    },
    /** Back to normal answers between tests. */
    reset() {
      simulator.validationOverride = null;
      simulator.outage = false;
    },
    close: () => server.close(),
  };
}

export type FakeSslcommerz = Awaited<ReturnType<typeof startSslcommerzServer>>;
