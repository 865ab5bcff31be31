import { startSslcommerzServer, type FakeSslcommerz } from './sslcommerz-server';
import { startStripeServer, type FakeStripe } from './stripe-server';
import { createTestApp, type TestContext } from './test-app';

/**
 * The app with both real payment adapters pointed at the local fakes (over HTTP), the fakes' callbacks
 * delivered to the app in-process (it does not listen in tests).
 */
export async function createGatewayTestApp(): Promise<{
  ctx: TestContext;
  sslcommerz: FakeSslcommerz;
  stripe: FakeStripe;
  close(): Promise<void>;
}> {
  const sslcommerz = await startSslcommerzServer();
  const stripe = await startStripeServer();
  const ctx = await createTestApp({ ...sslcommerz.env(), ...stripe.env() });
  sslcommerz.deliverTo(ctx.app);
  stripe.deliverTo(ctx.app);
  return {
    ctx,
    sslcommerz,
    stripe,
    async close() {
      await ctx.close();
      await sslcommerz.close();
      await stripe.close();
    },
  };
}
