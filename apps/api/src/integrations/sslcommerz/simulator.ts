import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { FetchLike } from './client';
import { amountToPoisha, poishaToAmount } from './money';
import { signCallbackFields } from './signature';
import { ExpiringMap } from '../demo-payments/expiring-map';
import {
  pageNonces,
  renderCheckoutPage,
  registerPageAssets,
  sendClosedPage,
  renderReturnForm,
  type PaymentMethodOption,
} from '../demo-payments/page';
import { formFields } from './form-fields';

/**
 * SSLCommerz v4 played by us (PROVIDERS.md "SSLCommerz v4"): the init API, the hosted page, the IPN and
 * the browser's form POST back, and the validation API, with the real field names, statuses, amount
 * strings and verify_sign. The built-in demo gateway mounts it at /demo-gateway/sslcommerz; the test
 * fake (test/sslcommerz-server.ts) serves it on 127.0.0.1 so the real adapter is tested over HTTP.
 */

export const SSLCOMMERZ_METHODS = [
  { value: 'bkash', label: 'bKash', hint: 'Mobile wallet', mark: 'bkash' },
  { value: 'nagad', label: 'Nagad', hint: 'Mobile wallet', mark: 'nagad' },
  { value: 'card', label: 'Card', hint: 'Visa, Mastercard, Amex', mark: 'card' },
] as const satisfies readonly PaymentMethodOption[];

export type SslcommerzMethod = (typeof SSLCOMMERZ_METHODS)[number]['value'];
export type SslcommerzChoice = { action: 'pay'; method: SslcommerzMethod } | { action: 'fail' | 'cancel' };

/** What the callback says about the payment instrument, per method (shapes taken from real IPNs). */
const INSTRUMENTS: Record<SslcommerzMethod, Record<string, string>> = {
  bkash: {
    card_type: 'BKASH-BKash',
    card_no: '',
    card_issuer: 'BKash Mobile Banking',
    card_brand: 'MOBILEBANKING',
    card_sub_brand: 'Classic',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
  },
  nagad: {
    card_type: 'NAGAD-Nagad',
    card_no: '',
    card_issuer: 'Nagad',
    card_brand: 'MOBILEBANKING',
    card_sub_brand: 'Classic',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
  },
  card: {
    card_type: 'VISA-Dutch Bangla',
    card_no: '432149XXXXXX5697',
    card_issuer: 'DUTCH-BANGLA BANK LIMITED',
    card_brand: 'VISA',
    card_sub_brand: 'Classic',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
  },
};

/** The init API's required fields (PROVIDERS.md), checked as the gateway checks them. */
const REQUIRED_INIT_FIELDS = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'product_name',
  'product_category',
  'product_profile',
  'shipping_method',
  'num_of_item',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
] as const;

const MIN_AMOUNT = 1000;
const MAX_AMOUNT = 50_000_000;
const STORE_RATE_PER_MILLE = 975; // the store gets the amount less a 2.5% fee, as on a real settlement

export interface SslcommerzSession {
  sessionKey: string;
  fields: Record<string, string>;
  amount: number;
  status: 'open' | 'done';
  createdAt: Date;
}

interface SslcommerzPayment {
  fields: Record<string, string>;
  validations: number;
}

export interface SslcommerzSimulatorOptions {
  storeId: string;
  storePassword: string;
  merchantName: string;
  /** How the IPN reaches the merchant (an in-process fetch for the demo, or a test's). */
  deliver: FetchLike;
  /** The hosted page's path for a session, under where the routes are mounted. */
  pagePath: (sessionKey: string) => string;
  /** The hosted page's origin; unset: the origin of the session's success_url (the demo is our own site). */
  pageOrigin?: string | undefined;
  /** How long an unpaid session stays open (SSLCommerz: about 30 minutes). */
  sessionTtlMs?: number;
  log?: FastifyBaseLogger | undefined;
}

const SSL_ERROR = (reason: string) => ({
  status: 'FAILED',
  failedreason: reason,
  sessionkey: '',
  GatewayPageURL: '',
});

/** 2026-10-08 14:48:00 in Dhaka (UTC+6 all year: Bangladesh keeps no summer time), as SSLCommerz writes it. */
export function dhakaDateTime(at: Date): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const randomId = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export class SslcommerzSimulator {
  readonly calls = { init: 0, validation: 0, ipn: 0 };
  /** The newest init request's fields (tests check what the adapter sent). */
  lastInit: Record<string, string> | null = null;
  /** Test control: rewrites each validation answer (an INVALID_TRANSACTION, another amount...). */
  validationOverride: ((answer: Record<string, string>) => Record<string, string>) | null = null;
  /** Test control: every API call answers HTTP 500. */
  outage = false;
  pageOrigin: string | undefined;
  deliver: FetchLike;
  private readonly sessions: ExpiringMap<SslcommerzSession>;
  private readonly payments = new ExpiringMap<SslcommerzPayment>(7 * 24 * 3_600_000);

  constructor(private readonly options: SslcommerzSimulatorOptions) {
    this.sessions = new ExpiringMap(options.sessionTtlMs ?? 30 * 60_000);
    this.pageOrigin = options.pageOrigin;
    this.deliver = options.deliver;
  }

  get merchantName() {
    return this.options.merchantName;
  }

  /** `POST /gwprocess/v4/api.php`. */
  init(fields: Record<string, string>): Record<string, unknown> {
    this.calls.init += 1;
    this.lastInit = { ...fields };
    if (fields.store_id !== this.options.storeId || fields.store_passwd !== this.options.storePassword) {
      return SSL_ERROR('Store Credential Error Or Store is De-active');
    }
    const missing = REQUIRED_INIT_FIELDS.filter((key) => !fields[key]?.trim());
    if (missing.length > 0) return SSL_ERROR(`Invalid Information: ${missing.join(', ')} required`);
    const amount = /^\d+(\.\d{1,2})?$/.test(fields.total_amount!)
      ? amountToPoisha(fields.total_amount!)
      : null;
    if (amount === null || amount < MIN_AMOUNT || amount > MAX_AMOUNT) {
      return SSL_ERROR('Invalid Amount: the total_amount must be from 10.00 BDT to 500000.00 BDT');
    }
    if (fields.currency !== 'BDT') return SSL_ERROR('Invalid currency');
    if (fields.tran_id!.length > 30) return SSL_ERROR('Invalid tran_id: at most 30 characters');
    for (const key of ['success_url', 'fail_url', 'cancel_url', 'ipn_url'] as const) {
      if (fields[key] && !URL.canParse(fields[key])) return SSL_ERROR(`Invalid ${key}`);
    }
    for (const key of ['value_a', 'value_b', 'value_c', 'value_d'] as const) {
      if ((fields[key]?.length ?? 0) > 255) return SSL_ERROR(`Invalid ${key}: at most 255 characters`);
    }
    const sessionKey = randomId(16);
    this.sessions.set(sessionKey, {
      sessionKey,
      fields: { ...fields },
      amount,
      status: 'open',
      createdAt: new Date(),
    });
    const origin = this.pageOrigin ?? new URL(fields.success_url!).origin;
    const gatewayPageUrl = `${origin}${this.options.pagePath(sessionKey)}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: sessionKey,
      gw: {
        visa: 'dbbl_visa',
        master: 'dbbl_master',
        amex: 'amexcard',
        othercards: '',
        internetbanking: '',
        mobilebanking: 'bkash,nagad',
      },
      redirectGatewayURL: '',
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: '',
      GatewayPageURL: gatewayPageUrl,
      storeBanner: '',
      storeLogo: '',
      store_name: this.options.merchantName,
      desc: SSLCOMMERZ_METHODS.map((method) => ({
        name: method.label,
        type: method.value,
        gw: method.value,
      })),
      is_direct_pay_enable: '0',
    };
  }

  /** `GET|POST /validator/api/validationserverAPI.php?val_id=&store_id=&store_passwd=`. */
  validate(params: Record<string, string>): Record<string, string> {
    this.calls.validation += 1;
    let answer: Record<string, string>;
    if (params.store_id !== this.options.storeId || params.store_passwd !== this.options.storePassword) {
      answer = { APIConnect: 'INVALID_REQUEST', status: 'INVALID_TRANSACTION' };
    } else {
      const payment = params.val_id ? this.payments.get(params.val_id) : undefined;
      if (!payment) {
        answer = { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
      } else {
        payment.validations += 1;
        const { verify_sign: _s, verify_key: _k, verify_sign_sha2: _s2, ...fields } = payment.fields;
        answer = {
          ...fields,
          // VALIDATED: this val_id was validated before (PROVIDERS.md).
          status: payment.validations === 1 ? 'VALID' : 'VALIDATED',
          emi_instalment: '0',
          emi_amount: '0.00',
          emi_description: '',
          emi_issuer: '',
          account_details: '',
          APIConnect: 'DONE',
          validated_on: dhakaDateTime(new Date()),
          gw_version: '',
        };
      }
    }
    return this.validationOverride ? this.validationOverride(answer) : answer;
  }

  session(sessionKey: string): SslcommerzSession | undefined {
    return this.sessions.get(sessionKey);
  }

  /**
   * The learner's choice on the hosted page: the callback fields, signed; the IPN delivered to ipn_url
   * (unless `deliver: false`, for tests that post it themselves); and where the browser goes with which
   * fields. Undefined when the session is unknown, expired or already used.
   */
  async complete(
    sessionKey: string,
    choice: SslcommerzChoice,
    options: { deliver?: boolean } = {},
  ): Promise<
    { fields: Record<string, string>; browser: { url: string; fields: Record<string, string> } } | undefined
  > {
    const session = this.sessions.get(sessionKey);
    if (!session || session.status !== 'open') return undefined;
    session.status = 'done';
    const init = session.fields;
    const now = new Date();
    const amount = poishaToAmount(session.amount);
    const status = choice.action === 'pay' ? 'VALID' : choice.action === 'fail' ? 'FAILED' : 'CANCELLED';
    const common: Record<string, string> = {
      tran_id: init.tran_id!,
      amount,
      currency: 'BDT',
      tran_date: dhakaDateTime(now),
      status,
      store_id: this.options.storeId,
      currency_type: 'BDT',
      currency_amount: amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: init.value_a ?? '',
      value_b: init.value_b ?? '',
      value_c: init.value_c ?? '',
      value_d: init.value_d ?? '',
    };
    let fields: Record<string, string>;
    if (choice.action === 'pay') {
      const storeAmount = Math.floor((session.amount * STORE_RATE_PER_MILLE) / 1000);
      fields = {
        ...common,
        val_id: `${dhakaDateTime(now).replace(/\D/g, '').slice(2)}${randomBytes(6).toString('base64url')}`,
        store_amount: poishaToAmount(storeAmount),
        bank_tran_id: `${dhakaDateTime(now).replace(/\D/g, '').slice(2)}${randomId(6)}`,
        error: '',
        risk_level: '0',
        risk_title: 'Safe',
        ...INSTRUMENTS[choice.method],
      };
    } else {
      fields = {
        ...common,
        bank_tran_id: '',
        error:
          choice.action === 'fail' ? 'Transaction declined by the demo gateway' : 'Cancelled by the customer',
        card_type: '',
        card_no: '',
        card_issuer: '',
        card_brand: '',
        card_sub_brand: '',
        card_issuer_country: '',
        card_issuer_country_code: '',
      };
    }
    const signed = { ...fields, ...signCallbackFields(fields, this.options.storePassword) };
    if (fields.val_id) this.payments.set(fields.val_id, { fields: signed, validations: 0 });

    if (options.deliver !== false && init.ipn_url) await this.sendIpn(init.ipn_url, signed);
    const url =
      choice.action === 'pay'
        ? init.success_url!
        : choice.action === 'fail'
          ? init.fail_url!
          : init.cancel_url!;
    return { fields: signed, browser: { url, fields: signed } };
  }

  /** The server-to-server notification: a urlencoded form POST, as SSLCommerz sends it. */
  private async sendIpn(url: string, fields: Record<string, string>) {
    this.calls.ipn += 1;
    try {
      const response = await this.deliver(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      await response.text();
      if (!response.ok)
        this.options.log?.warn({ status: response.status }, 'demo gateway: the IPN was refused');
    } catch (error) {
      // A real gateway retries later; the browser's return still lets the merchant validate.
      this.options.log?.warn({ err: error }, 'demo gateway: the IPN could not be delivered');
    }
  }
}

/** The gateway's HTTP face: mounted at /demo-gateway/sslcommerz, or at the root of a test fake. */
export async function sslcommerzGatewayRoutes(
  app: FastifyInstance,
  options: { simulator: SslcommerzSimulator },
) {
  const { simulator } = options;
  // The init API takes multipart (the official Node SDK) and urlencoded bodies; only these routes parse them.
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 100, fieldSize: 4096, files: 0, parts: 100 },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (simulator.outage && !request.url.includes('/pay/')) {
      await reply.status(500).type('text/html').send('<html><body>Internal Server Error</body></html>');
    }
  });

  registerPageAssets(app);

  app.post('/gwprocess/v4/api.php', async (request, reply) => {
    return reply.type('application/json').send(simulator.init(formFields(request.body)));
  });

  // The PHP library sends GET; the Node SDK sends POST with the parameters in the query string.
  app.route({
    method: ['GET', 'POST'],
    url: '/validator/api/validationserverAPI.php',
    handler: async (request, reply) => {
      const params = { ...formFields(request.body), ...formFields(request.query) };
      return reply.type('application/json').send(simulator.validate(params));
    },
  });

  const closed = (reply: FastifyReply) =>
    sendClosedPage(reply, {
      heading: 'This payment session has ended',
      text: 'It was paid, cancelled or timed out. Go back to the shop and start the checkout again.',
    });

  app.get<{ Params: { sessionKey: string } }>('/pay/:sessionKey', async (request, reply) => {
    const session = simulator.session(request.params.sessionKey);
    if (!session || session.status !== 'open') return closed(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderCheckoutPage({
          nonces: pageNonces(reply),
          gateway: 'SSLCommerz',
          merchant: simulator.merchantName,
          item: session.fields.product_name ?? '',
          amount: session.amount,
          reference: session.fields.tran_id ?? '',
          action: request.url.split('?')[0]!,
          methods: SSLCOMMERZ_METHODS,
          failLabel: 'Make it fail',
        }),
      );
  });

  app.post<{ Params: { sessionKey: string } }>('/pay/:sessionKey', async (request, reply) => {
    const body = formFields(request.body);
    const method = SSLCOMMERZ_METHODS.find((option) => option.value === body.method)?.value ?? 'bkash';
    const choice: SslcommerzChoice =
      body.action === 'fail' || body.action === 'cancel'
        ? { action: body.action }
        : { action: 'pay', method };
    const result = await simulator.complete(request.params.sessionKey, choice);
    if (!result) return closed(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderReturnForm({
          nonces: pageNonces(reply),
          url: result.browser.url,
          fields: result.browser.fields,
          heading:
            choice.action === 'pay'
              ? 'Payment successful'
              : choice.action === 'fail'
                ? 'Payment failed'
                : 'Payment cancelled',
        }),
      );
  });
}
