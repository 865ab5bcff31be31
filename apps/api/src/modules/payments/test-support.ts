import { asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { startSslcommerzServer, type FakeSslcommerz } from '../../test/sslcommerz-server';
import { startStripeServer, type FakeStripe } from '../../test/stripe-server';
import { createTestApp, type TestContext } from '../../test/test-app';
import { switchOffLeftoverOffers } from '../commerce/test-support';

/**
 * The app with both real adapters pointed at the local fakes (over HTTP), the fakes' callbacks delivered
 * to the app in-process (it does not listen in tests).
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
  await switchOffLeftoverOffers(ctx.db);
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

export async function orderByToken(db: Database, token: string) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.token, token));
  return row!;
}

export async function paymentEventsOf(db: Database, orderId: number) {
  return db
    .select()
    .from(schema.paymentEvents)
    .where(eq(schema.paymentEvents.orderId, orderId))
    .orderBy(asc(schema.paymentEvents.id));
}

/** Form-encodes fields as a browser or SSLCommerz posts them. */
export function formBody(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** The path (and query) of an absolute URL of our site, for inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
