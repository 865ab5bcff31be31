import { createHmac } from 'node:crypto';

export interface DemoGatewayCredentials {
  sslcommerz: { storeId: string; storePassword: string };
  stripe: { secretKey: string; webhookSecret: string };
}

/**
 * The demo gateway's store password, API key and webhook secret: keyed hashes of AUTH_SECRET, so nothing
 * secret sits in the repository and each installation has its own. They are checked exactly as the real
 * gateways check theirs, so a forged callback to our endpoints fails in the demo as it would for real.
 */
export function demoGatewayCredentials(authSecret: string): DemoGatewayCredentials {
  const derive = (purpose: string) =>
    createHmac('sha256', authSecret).update(`dokkho demo gateway: ${purpose}`).digest('base64url');
  return {
    sslcommerz: { storeId: 'dokkhodemo', storePassword: `dokkhodemo@${derive('sslcommerz store password')}` },
    stripe: {
      secretKey: `sk_test_dokkhodemo${derive('stripe secret key')}`,
      webhookSecret: `whsec_${derive('stripe webhook secret')}`,
    },
  };
}
