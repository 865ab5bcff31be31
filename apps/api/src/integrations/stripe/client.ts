import Stripe from 'stripe';

/** `fetch` or a stand-in with its shape (the demo mode passes one that calls the app in-process). */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Stripe could not be asked or refused the call: the checkout cannot start now. */
export class StripeUnavailableError extends Error {
  override readonly name = 'StripeUnavailableError';
}

/** A webhook whose signature does not verify (wrong secret, altered body, older than the tolerance). */
export class StripeSignatureError extends Error {
  override readonly name = 'StripeSignatureError';
}

/** PROVIDERS.md: events older than this are refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeCheckoutInput {
  /** Our order's tran_id: Stripe's client_reference_id. */
  tranId: string;
  /** The order token: metadata and the idempotency key (a retried start never makes a second session). */
  orderToken: string;
  /** Poisha: BDT is a two-decimal currency for Stripe, so the minor unit is ours. */
  amount: number;
  currency: 'BDT';
  productName: string;
  customerEmail: string;
  /** Must contain the literal {CHECKOUT_SESSION_ID}: Stripe puts the session id there. */
  successUrl: string;
  cancelUrl: string;
}

/** A Checkout Session, as far as confirmation reads it. */
export interface StripeCheckoutSession {
  id: string;
  /** The hosted page; null once the session is complete or expired. */
  url: string | null;
  /** open | complete | expired (Stripe may add more). */
  status: string | null;
  /** paid | unpaid | no_payment_required (Stripe may add more). */
  paymentStatus: string;
  /** Minor units (poisha). */
  amountTotal: number | null;
  /** Upper case (Stripe answers lower case). */
  currency: string | null;
  clientReferenceId: string | null;
  orderToken: string | null;
  paymentIntentId: string | null;
}

export interface StripeGateway {
  createCheckoutSession(input: StripeCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<StripeCheckoutSession>;
  /**
   * Ends an open session so it can no longer be paid (`POST /v1/checkout/sessions/{id}/expire`): called
   * when we abandon its order. Stripe refuses it for a session that is not open; throws
   * StripeUnavailableError then, and when Stripe cannot be asked.
   */
  expireSession(id: string): Promise<StripeCheckoutSession>;
  /** Verifies `Stripe-Signature` over the raw body and parses the event; throws StripeSignatureError. */
  constructWebhookEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

export function toCheckoutSession(session: Stripe.Checkout.Session): StripeCheckoutSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: session.status ?? null,
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    clientReferenceId: session.client_reference_id ?? null,
    orderToken: session.metadata?.order_token ?? null,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** `http://127.0.0.1:12111` -> the SDK's host/port/protocol settings (PROVIDERS.md "Point the SDK at a fake"). */
function addressOf(apiUrl: string): { host: string; port: string; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return `${error.type}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The real adapter, through the official SDK: Checkout Sessions and signed webhooks as PROVIDERS.md
 * describes them. `apiUrl` points it at a local fake; `fetch` at the in-process demo gateway.
 */
export function createStripeGateway(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  apiUrl?: string | undefined;
  fetch?: FetchLike;
  timeoutMs?: number;
}): StripeGateway {
  const stripe = new Stripe(options.secretKey, {
    ...(options.apiUrl ? addressOf(options.apiUrl) : {}),
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    // Safe with our idempotency key: a retried create answers the first session.
    maxNetworkRetries: 2,
    // The SDK reports timings of earlier calls in a header: nothing Stripe needs from us.
    telemetry: false,
  });

  return {
    async createCheckoutSession(input) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: input.currency.toLowerCase(),
                  product_data: { name: input.productName.slice(0, 250) },
                  unit_amount: input.amount,
                },
                quantity: 1,
              },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.tranId,
            metadata: { order_token: input.orderToken },
            customer_email: input.customerEmail,
          },
          { idempotencyKey: input.orderToken },
        );
        if (!session.url) throw new StripeUnavailableError('Stripe answered a session without a page');
        return { id: session.id, url: session.url };
      } catch (error) {
        if (error instanceof StripeUnavailableError) throw error;
        throw new StripeUnavailableError(`Stripe refused the session: ${describe(error)}`, { cause: error });
      }
    },

    async retrieveSession(id) {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        throw new StripeUnavailableError(`Stripe did not give the session: ${describe(error)}`, {
          cause: error,
        });
      }
    },

    async expireSession(id) {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        throw new StripeUnavailableError(`Stripe did not expire the session: ${describe(error)}`, {
          cause: error,
        });
      }
    },

    constructWebhookEvent(rawBody, signature) {
      if (!options.webhookSecret) throw new StripeSignatureError('No webhook secret is configured.');
      if (!signature) throw new StripeSignatureError('The Stripe-Signature header is missing.');
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new StripeSignatureError(describe(error), { cause: error });
      }
    },
  };
}
