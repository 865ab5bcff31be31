import { z } from 'zod';
import { amountToPoisha, poishaToAmount } from './money';
import { verifyCallbackSignature } from './signature';

/** `fetch` or a stand-in with its shape (the demo mode passes one that calls the app in-process). */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** SSLCommerz could not be asked, or answered something that is not its protocol: try again later. */
export class SslcommerzUnavailableError extends Error {
  override readonly name = 'SslcommerzUnavailableError';
}

/** SSLCommerz answered and said no (`status: FAILED` with its `failedreason`). */
export class SslcommerzRefusedError extends Error {
  override readonly name = 'SslcommerzRefusedError';
}

/** SSLCommerz wants a customer address and phone; we sell online courses and keep no address. */
export const CUSTOMER_FALLBACK = {
  // Its documented sample number: sent only when the learner has no verified number, so that we never
  // pass on a number that may belong to someone else. The bKash/Nagad page asks for the wallet anyway.
  phone: '01711111111',
  // The address fields are required by the init API but mean nothing for non-physical goods; Dhaka is
  // where most of our learners are and what SSLCommerz's own samples use.
  address: 'Dhaka',
  city: 'Dhaka',
  postcode: '1000',
  country: 'Bangladesh',
} as const;

export interface SslcommerzInitInput {
  /** Our order's tran_id (<= 30 characters, unique). */
  tranId: string;
  /** Poisha; sent as "1234.50". */
  amount: number;
  currency: 'BDT';
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  productName: string;
  productCategory: string;
  customer: { name: string; email: string; phone: string | null };
  /** `value_a`: our order token, so a callback can be tied to the order even without the tran_id. */
  reference: string;
}

export interface SslcommerzSession {
  sessionKey: string;
  /** Where the browser goes: the gateway's hosted page. */
  gatewayUrl: string;
  /** The fields we sent, without the store password, for the payment event log. */
  sent: Record<string, string>;
}

/** The validation API's answer, as far as we use it; `raw` keeps the whole answer for the event log. */
export interface SslcommerzValidation {
  /** VALID, VALIDATED (validated before), INVALID_TRANSACTION, or another status the gateway may add. */
  status: string;
  tranId: string | null;
  valId: string | null;
  /** Poisha, exactly; null when missing or not an exact amount. */
  amount: number | null;
  currency: string | null;
  bankTranId: string | null;
  cardType: string | null;
  raw: Record<string, unknown>;
}

export interface SslcommerzClient {
  initSession(input: SslcommerzInitInput): Promise<SslcommerzSession>;
  /** The real confirmation: asks SSLCommerz about a `val_id` from a callback. */
  validate(valId: string): Promise<SslcommerzValidation>;
  /** Checks a callback's `verify_sign` under our store password. */
  verifySignature(fields: Readonly<Record<string, string | undefined>>): boolean;
}

export const SSLCOMMERZ_TIMEOUT_MS = 15_000;

const InitAnswer = z
  .object({
    status: z.string(),
    failedreason: z.string().nullish(),
    sessionkey: z.string().nullish(),
    GatewayPageURL: z.string().nullish(),
  })
  .loose();

const ValidationAnswer = z
  .object({
    status: z.string(),
    tran_id: z.string().nullish(),
    val_id: z.string().nullish(),
    amount: z.union([z.string(), z.number()]).nullish(),
    currency: z.string().nullish(),
    bank_tran_id: z.string().nullish(),
    card_type: z.string().nullish(),
  })
  .loose();

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The real adapter: SSLCommerz v4 hosted checkout as PROVIDERS.md describes it. `baseUrl` is the gateway
 * host (sandbox, live, a local fake, or the in-process demo gateway through `fetch`).
 */
export function createSslcommerzClient(options: {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): SslcommerzClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? SSLCOMMERZ_TIMEOUT_MS;

  async function call(url: string, init: RequestInit, what: string): Promise<unknown> {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch (error) {
      throw new SslcommerzUnavailableError(`SSLCommerz ${what} did not answer: ${String(error)}`, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw new SslcommerzUnavailableError(`SSLCommerz ${what} answered HTTP ${response.status}`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SslcommerzUnavailableError(`SSLCommerz ${what} answered something that is not JSON`);
    }
  }

  return {
    async initSession(input) {
      const fields: Record<string, string> = {
        total_amount: poishaToAmount(input.amount),
        currency: input.currency,
        tran_id: input.tranId,
        success_url: input.successUrl,
        fail_url: input.failUrl,
        cancel_url: input.cancelUrl,
        ipn_url: input.ipnUrl,
        product_name: input.productName.slice(0, 255),
        product_category: input.productCategory,
        // Courses are delivered online: no shipping, and the gateway's risk rules for goods do not apply.
        product_profile: 'non-physical-goods',
        shipping_method: 'NO',
        num_of_item: '1',
        cus_name: input.customer.name.slice(0, 50),
        cus_email: input.customer.email,
        cus_add1: CUSTOMER_FALLBACK.address,
        cus_city: CUSTOMER_FALLBACK.city,
        cus_postcode: CUSTOMER_FALLBACK.postcode,
        cus_country: CUSTOMER_FALLBACK.country,
        cus_phone: input.customer.phone ?? CUSTOMER_FALLBACK.phone,
        value_a: input.reference,
      };
      // multipart/form-data, as the official Node SDK sends it.
      const form = new FormData();
      form.set('store_id', options.storeId);
      form.set('store_passwd', options.storePassword);
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const body = await call(`${baseUrl}/gwprocess/v4/api.php`, { method: 'POST', body: form }, 'init');
      const answer = InitAnswer.safeParse(body);
      if (!answer.success) throw new SslcommerzUnavailableError('SSLCommerz init answered an unknown shape');
      if (answer.data.status !== 'SUCCESS') {
        throw new SslcommerzRefusedError(
          `SSLCommerz refused the session: ${answer.data.failedreason || answer.data.status}`,
        );
      }
      const gatewayUrl = httpUrl.safeParse(answer.data.GatewayPageURL);
      if (!gatewayUrl.success || !answer.data.sessionkey) {
        throw new SslcommerzUnavailableError('SSLCommerz init answered SUCCESS without a gateway page');
      }
      return { sessionKey: answer.data.sessionkey, gatewayUrl: gatewayUrl.data, sent: fields };
    },

    async validate(valId) {
      const query = new URLSearchParams({
        val_id: valId,
        store_id: options.storeId,
        store_passwd: options.storePassword,
        v: '1',
        format: 'json',
      });
      const body = await call(
        `${baseUrl}/validator/api/validationserverAPI.php?${query.toString()}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        'validation',
      );
      const answer = ValidationAnswer.safeParse(body);
      if (!answer.success) {
        throw new SslcommerzUnavailableError('SSLCommerz validation answered an unknown shape');
      }
      const { data } = answer;
      return {
        status: data.status,
        tranId: data.tran_id ?? null,
        valId: data.val_id ?? null,
        amount:
          data.amount === null || data.amount === undefined ? null : amountToPoisha(String(data.amount)),
        currency: data.currency ?? null,
        bankTranId: data.bank_tran_id ?? null,
        cardType: data.card_type ?? null,
        raw: data as Record<string, unknown>,
      };
    },

    verifySignature(fields) {
      return verifyCallbackSignature(fields, options.storePassword);
    },
  };
}
