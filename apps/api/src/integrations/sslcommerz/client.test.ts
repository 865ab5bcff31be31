import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSslcommerzServer, type FakeSslcommerz } from '../../test/sslcommerz-server';
import {
  createSslcommerzClient,
  CUSTOMER_FALLBACK,
  SslcommerzRefusedError,
  SslcommerzUnavailableError,
  type SslcommerzInitInput,
} from './client';

let fake: FakeSslcommerz;

beforeAll(async () => {
  fake = await startSslcommerzServer();
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => fake.reset());

const client = () =>
  createSslcommerzClient({ baseUrl: fake.url, storeId: fake.storeId, storePassword: fake.storePassword });

const input = (overrides: Partial<SslcommerzInitInput> = {}): SslcommerzInitInput => ({
  tranId: `DKH${Date.now()}${Math.floor(Math.random() * 1e6)}`,
  amount: 332500,
  currency: 'BDT',
  successUrl: 'https://dokkho.test/api/payment/sslcommerz/return/success/t/',
  failUrl: 'https://dokkho.test/api/payment/sslcommerz/return/fail/t/',
  cancelUrl: 'https://dokkho.test/api/payment/sslcommerz/return/cancel/t/',
  ipnUrl: 'https://dokkho.test/api/payment/sslcommerz/ipn/',
  productName: 'Data Analysis with Excel',
  productCategory: 'Online course',
  customer: { name: 'Farhana Akter', email: 'farhana@example.com', phone: '01912345678' },
  reference: '6f1c8f57-2b1f-4f55-9a55-0c0b9a1e8c11',
  ...overrides,
});

describe('the SSLCommerz adapter against the fake gateway over HTTP', () => {
  it('opens a session with every field the init API requires, and answers the hosted page', async () => {
    const request = input();
    const session = await client().initSession(request);
    expect(session.sessionKey).toMatch(/^[0-9A-F]{32}$/);
    expect(session.gatewayUrl).toBe(`${fake.url}/pay/${session.sessionKey}`);
    expect(fake.simulator.lastInit).toEqual({
      store_id: fake.storeId,
      store_passwd: fake.storePassword,
      total_amount: '3325.00',
      currency: 'BDT',
      tran_id: request.tranId,
      success_url: request.successUrl,
      fail_url: request.failUrl,
      cancel_url: request.cancelUrl,
      ipn_url: request.ipnUrl,
      product_name: 'Data Analysis with Excel',
      product_category: 'Online course',
      product_profile: 'non-physical-goods',
      shipping_method: 'NO',
      num_of_item: '1',
      cus_name: 'Farhana Akter',
      cus_email: 'farhana@example.com',
      cus_add1: 'Dhaka',
      cus_city: 'Dhaka',
      cus_postcode: '1000',
      cus_country: 'Bangladesh',
      cus_phone: '01912345678',
      value_a: request.reference,
    });
    // What we keep for the event log never holds the password.
    expect(session.sent).not.toHaveProperty('store_passwd');
    expect(JSON.stringify(session.sent)).not.toContain(fake.storePassword);
  });

  it('sends the documented placeholder phone when the learner has no verified number', async () => {
    await client().initSession(input({ customer: { name: 'A', email: 'a@example.com', phone: null } }));
    expect(fake.simulator.lastInit?.cus_phone).toBe(CUSTOMER_FALLBACK.phone);
  });

  it("says SSLCommerz refused when it answers FAILED, and unavailable when it errs or can't be reached", async () => {
    const wrong = createSslcommerzClient({ baseUrl: fake.url, storeId: fake.storeId, storePassword: 'nope' });
    await expect(wrong.initSession(input())).rejects.toThrow(SslcommerzRefusedError);
    await expect(client().initSession(input({ amount: 999 }))).rejects.toThrow(/10.00 BDT/);

    fake.simulator.outage = true;
    await expect(client().initSession(input())).rejects.toThrow(SslcommerzUnavailableError);
    await expect(client().validate('x')).rejects.toThrow(SslcommerzUnavailableError);
    fake.simulator.outage = false;

    const nowhere = createSslcommerzClient({
      baseUrl: 'http://127.0.0.1:9',
      storeId: 'a',
      storePassword: 'b',
    });
    await expect(nowhere.initSession(input())).rejects.toThrow(SslcommerzUnavailableError);
  });

  it('validates a paid val_id (VALID, then VALIDATED) with the exact amount, and refuses unknown ones', async () => {
    const session = await client().initSession(input({ amount: 123456 }));
    const paid = await fake.simulator.complete(
      session.sessionKey,
      { action: 'pay', method: 'card' },
      { deliver: false },
    );
    expect(client().verifySignature(paid!.fields)).toBe(true);
    expect(client().verifySignature({ ...paid!.fields, amount: '1.00' })).toBe(false);

    const first = await client().validate(paid!.fields.val_id!);
    expect(first).toMatchObject({
      status: 'VALID',
      tranId: fake.simulator.lastInit?.tran_id,
      valId: paid!.fields.val_id,
      amount: 123456,
      currency: 'BDT',
      cardType: 'VISA-Dutch Bangla',
    });
    expect(first.raw.amount).toBe('1234.56');
    expect((await client().validate(paid!.fields.val_id!)).status).toBe('VALIDATED');
    expect((await client().validate('unknown-val-id')).status).toBe('INVALID_TRANSACTION');
    // A session is used once: a second choice on the same page does nothing.
    expect(await fake.simulator.complete(session.sessionKey, { action: 'fail' })).toBeUndefined();
  });

  it('the fake also takes urlencoded init bodies and POSTed validation queries, as the gateway does', async () => {
    const fields = new URLSearchParams({ ...fake.simulator.lastInit!, tran_id: `DKHFORM${Date.now()}` });
    const init = await fetch(`${fake.url}/gwprocess/v4/api.php`, { method: 'POST', body: fields });
    expect(await init.json()).toMatchObject({ status: 'SUCCESS' });
    const query = new URLSearchParams({
      val_id: 'none',
      store_id: fake.storeId,
      store_passwd: fake.storePassword,
    });
    const validation = await fetch(
      `${fake.url}/validator/api/validationserverAPI.php?${query.toString()}&v=1&format=json`,
      {
        method: 'POST',
      },
    );
    expect(await validation.json()).toMatchObject({ status: 'INVALID_TRANSACTION' });
  });
});
