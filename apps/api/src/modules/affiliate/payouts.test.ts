import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminPayoutListResponse,
  AffiliatePayments,
  AffiliateProfileDetails,
  PAYOUT_ALREADY_PROCESSED_MESSAGE,
  PAYOUT_DETAILS_MISSING_MESSAGE,
  PAYOUT_OPEN_MESSAGE,
  PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import { schema } from '@dokkho/db';
import {
  seedAffiliate,
  seedMember,
  seedPaidCourse,
  seedPayout,
  seedSale,
  seedStaff,
  seedUser,
} from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let courseId: number;
let buyerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  courseId = (await seedPaidCourse(ctx.db, { title: 'Data analytics with Python' })).id;
  buyerId = (await seedUser(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = Record<string, string>;

const payments = async (headers: Headers, query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/affiliate/payments/${query}`, headers });
  expect(response.statusCode).toBe(200);
  return AffiliatePayments.parse(response.json());
};

const requestPayout = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/affiliate/affiliate_payout_request/', headers, payload });

const patchProfile = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/affiliate/profile/', headers, payload });

/** An affiliate with bKash details and `totals` sold through their link (20% each). */
async function affiliateWithSales(totals: number[], profile = {}) {
  const affiliate = await seedAffiliate(ctx.db, {
    payoutMethod: 'bkash',
    payoutAccount: '+8801711111111',
    ...profile,
  });
  for (const total of totals)
    await seedSale(ctx.db, { affiliateId: affiliate.profile.id, buyerId, courseId, total });
  return affiliate;
}

describe('the affiliate profile', () => {
  it('shows the code, the payout details and the terms, and changes only the payout details', async () => {
    const { profile, headers } = await affiliateWithSales([]);
    const shown = AffiliateProfileDetails.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/profile/', headers })).json(),
    );
    expect(shown).toMatchObject({
      referral_code: profile.referralCode,
      payout_method: 'bkash',
      payout_account: '+8801711111111',
      terms: { commission_percent: 20, buyer_discount_percent: 5, payout_minimum: 50_000 },
    });

    const nagad = await patchProfile(headers, {
      payout_method: 'nagad',
      payout_account: '019-1234-5678',
      referral_code: 'MINE1234',
    });
    expect(nagad.statusCode).toBe(200);
    expect(nagad.json()).toMatchObject({
      referral_code: profile.referralCode,
      payout_method: 'nagad',
      payout_account: '+8801912345678',
    });

    const bank = await patchProfile(headers, {
      payout_method: 'bank',
      payout_account: '  Dutch-Bangla Bank,  Mirpur branch, Rahima Akter, 123-456-7890  ',
    });
    expect(bank.json()).toMatchObject({
      payout_method: 'bank',
      payout_account: 'Dutch-Bangla Bank, Mirpur branch, Rahima Akter, 123-456-7890',
    });
  });

  it('refuses accounts that do not fit the method', async () => {
    const { headers } = await affiliateWithSales([]);
    const wallet = await patchProfile(headers, {
      payout_method: 'bkash',
      payout_account: 'BRAC Bank 1234567',
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toEqual({ payout_account: [BD_PHONE_MESSAGE] });
    const bank = await patchProfile(headers, { payout_method: 'bank', payout_account: 'BRAC Bank' });
    expect(bank.json()).toEqual({
      payout_account: ['Enter the bank, branch, account name and account number'],
    });
    const rocket = await patchProfile(headers, { payout_method: 'rocket', payout_account: '01712345678' });
    expect(rocket.json()).toEqual({ payout_method: ['Choose bKash, Nagad or a bank account'] });
  });

  it('reads a sign-up’s Rocket wallet as no payout details (payouts do not go there)', async () => {
    const { headers } = await seedAffiliate(ctx.db, {
      payoutMethod: 'rocket',
      payoutAccount: '+8801711111111',
    });
    const shown = (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/profile/', headers })).json();
    expect(shown).toMatchObject({ payout_method: null, payout_account: null });
  });
});

describe('the balance', () => {
  it('is what stands earned less requested and paid payouts; reversed commissions and rejections do not count', async () => {
    const { profile, headers } = await affiliateWithSales([300_000, 250_000, 100_001]);
    // 60,000 + 50,000 + 20,000 (floored from 20,000.2).
    const refunded = await seedSale(ctx.db, {
      affiliateId: profile.id,
      buyerId,
      courseId,
      total: 500_000,
      refunded: true,
    });
    await seedPayout(ctx.db, { affiliateId: profile.id, amount: 50_000, status: 'paid' });
    await seedPayout(ctx.db, { affiliateId: profile.id, amount: 70_000, status: 'rejected' });
    await seedPayout(ctx.db, { affiliateId: profile.id, amount: 20_000, status: 'requested' });

    const page = await payments(headers);
    expect(page).toMatchObject({
      earned_total: 130_000,
      paid_total: 50_000,
      balance: 130_000 - 50_000 - 20_000,
      payout_minimum: 50_000,
      open_request: { amount: 20_000, status: 'requested', method: 'bkash' },
      request_blocked_reason: PAYOUT_OPEN_MESSAGE,
    });
    expect(page.payouts.map((p) => p.status).sort()).toEqual(['paid', 'rejected', 'requested']);

    // The history has every commission, the reversed one marked, newest first.
    expect(page.commissions.count).toBe(4);
    const reversed = page.commissions.results.find((row) => row.status === 'reversed');
    expect(reversed).toMatchObject({
      id: refunded.commission.id,
      order_total: 500_000,
      amount: 100_000,
      rate_percent: 20,
      item_title: 'A test course',
      kind: 'course',
    });

    const second = await payments(headers, '?page=2&page_size=3');
    expect(second.commissions.results).toHaveLength(1);
    expect(second.commissions.previous).toContain('page=1');
    const past = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payments/?page=9', headers });
    expect(past.statusCode).toBe(404);
  });

  it('says why no payout can be asked for below the minimum', async () => {
    const { headers } = await affiliateWithSales([150_000]);
    const page = await payments(headers);
    expect(page.balance).toBe(30_000);
    expect(page.request_blocked_reason).toBe('The smallest payout is ৳500. Your balance is ৳300.');
    expect(page.open_request).toBeNull();
  });
});

describe('payout requests', () => {
  it('pays out to the profile’s account by default, at least the minimum and at most the balance', async () => {
    const { profile, headers } = await affiliateWithSales([500_000]);
    // Balance 100,000 poisha (৳1,000).
    const tooSmall = await requestPayout(headers, { amount: 49_999 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toEqual({ amount: ['The smallest payout is ৳500.'] });

    const tooLarge = await requestPayout(headers, { amount: 100_001 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ amount: ['You can request at most ৳1,000.'] });

    const created = await requestPayout(headers, { amount: 100_000 });
    expect(created.statusCode).toBe(201);
    expect(PayoutRequestDetails.parse(created.json())).toMatchObject({
      amount: 100_000,
      method: 'bkash',
      account: '+8801711111111',
      status: 'requested',
      note: '',
      processed_at: null,
    });
    const page = await payments(headers);
    expect(page).toMatchObject({ balance: 0, open_request: { id: created.json().id } });

    const again = await requestPayout(headers, { amount: 50_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PAYOUT_OPEN_MESSAGE });
    const rows = await ctx.db
      .select()
      .from(schema.affiliatePayoutRequests)
      .where(eq(schema.affiliatePayoutRequests.affiliateId, profile.id));
    expect(rows).toHaveLength(1);
  });

  it('takes another account for one request, checked like the profile’s', async () => {
    const { headers } = await affiliateWithSales([500_000]);
    const bad = await requestPayout(headers, { amount: 60_000, method: 'nagad', account: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ account: [BD_PHONE_MESSAGE] });
    const half = await requestPayout(headers, { amount: 60_000, account: '01812345678' });
    expect(half.json()).toEqual({ method: ['Choose bKash, Nagad or a bank account'] });

    const created = await requestPayout(headers, { amount: 60_000, method: 'nagad', account: '01812345678' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ method: 'nagad', account: '+8801812345678' });
  });

  it('needs payout details from somewhere', async () => {
    const { headers } = await affiliateWithSales([500_000], { payoutMethod: null, payoutAccount: null });
    const response = await requestPayout(headers, { amount: 60_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ method: [PAYOUT_DETAILS_MISSING_MESSAGE] });
  });

  it('refuses a payout when refunds took the balance below the minimum', async () => {
    const { profile, headers } = await affiliateWithSales([200_000]);
    await seedSale(ctx.db, { affiliateId: profile.id, buyerId, courseId, total: 400_000, refunded: true });
    const response = await requestPayout(headers, { amount: 50_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ amount: ['The smallest payout is ৳500. Your balance is ৳400.'] });
  });

  it('accepts exactly one of many requests sent at once', async () => {
    const { profile, headers } = await affiliateWithSales([1_000_000]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => requestPayout(headers, { amount: 50_000 + i * 1_000 })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await ctx.db
      .select()
      .from(schema.affiliatePayoutRequests)
      .where(eq(schema.affiliatePayoutRequests.affiliateId, profile.id));
    expect(rows).toHaveLength(1);
  });

  it('is backed by the database: a second open request cannot exist', async () => {
    const { profile } = await affiliateWithSales([1_000_000]);
    await seedPayout(ctx.db, { affiliateId: profile.id, amount: 50_000 });
    await expect(seedPayout(ctx.db, { affiliateId: profile.id, amount: 50_000 })).rejects.toThrow();
  });
});

describe('staff and payout requests', () => {
  it('lists the open requests with who asked and their balance, and decides each once', async () => {
    const staff = await seedStaff(ctx.db);
    const first = await affiliateWithSales([500_000]);
    const second = await affiliateWithSales([800_000]);
    const one = (await requestPayout(first.headers, { amount: 60_000 })).json() as { id: number };
    const two = (await requestPayout(second.headers, { amount: 160_000 })).json() as { id: number };

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payout-requests/?status=requested&page_size=48',
      headers: staff.headers,
    });
    expect(listed.statusCode).toBe(200);
    const queue = AdminPayoutListResponse.parse(listed.json());
    expect(queue.results.every((row) => row.status === 'requested')).toBe(true);
    const mine = queue.results.filter((row) => [one.id, two.id].includes(row.id));
    // Oldest first: the queue is worked from the top.
    expect(mine.map((row) => row.id)).toEqual([one.id, two.id]);
    expect(mine[0]).toMatchObject({
      amount: 60_000,
      balance: 100_000 - 60_000,
      payee: {
        kind: 'affiliate',
        id: first.profile.id,
        user_id: first.user.id,
        referral_code: first.profile.referralCode,
        email: first.user.email,
        name: 'Test User',
      },
    });

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payout-requests/${one.id}/`,
      headers: staff.headers,
      payload: { status: 'paid', note: 'bKash TrxID 9A7B6C5D' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', note: 'bKash TrxID 9A7B6C5D' });
    expect(paid.json().processed_at).not.toBeNull();

    const rejectWithoutReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payout-requests/${two.id}/`,
      headers: staff.headers,
      payload: { status: 'rejected' },
    });
    expect(rejectWithoutReason.statusCode).toBe(400);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payout-requests/${two.id}/`,
      headers: staff.headers,
      payload: { status: 'rejected', note: 'The bKash number is not registered.' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });

    // Once decided, never again.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payout-requests/${one.id}/`,
      headers: staff.headers,
      payload: { status: 'rejected', note: 'Oops' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: PAYOUT_ALREADY_PROCESSED_MESSAGE });
    // Issue 17 item 8: each affiliate was told of their decision once (the refused second one told nobody).
    const decisions = async (userId: number) =>
      (
        await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId))
      ).filter((row) => row.kind === 'payout_decided');
    expect(await decisions(first.user.id)).toMatchObject([{ params: { amount: 60_000, status: 'paid' } }]);
    expect(await decisions(second.user.id)).toMatchObject([
      { params: { amount: 160_000, status: 'rejected' } },
    ]);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payout-requests/99999999/',
      headers: staff.headers,
      payload: { status: 'paid' },
    });
    expect(unknown.statusCode).toBe(404);

    // The affiliates see it: paid money left the balance; a rejected amount came back.
    expect(await payments(first.headers)).toMatchObject({
      balance: 40_000,
      paid_total: 60_000,
      open_request: null,
    });
    expect(await payments(second.headers)).toMatchObject({
      balance: 160_000,
      paid_total: 0,
      open_request: null,
    });
    // And can ask again.
    expect((await requestPayout(second.headers, { amount: 160_000 })).statusCode).toBe(201);

    const history = AdminPayoutListResponse.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/payout-requests/?status=paid&page_size=48',
          headers: staff.headers,
        })
      ).json(),
    );
    expect(history.results.every((row) => row.status === 'paid')).toBe(true);
    expect(history.results.some((row) => row.id === one.id)).toBe(true);
  });

  it('is for staff only', async () => {
    const { headers } = await affiliateWithSales([]);
    const member = await seedMember(ctx.db);
    for (const who of [headers, member.headers]) {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/payout-requests/', headers: who });
      expect(list.statusCode).toBe(403);
      const decide = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/payout-requests/1/',
        headers: who,
        payload: { status: 'paid' },
      });
      expect(decide.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/payout-requests/' })).statusCode).toBe(
      401,
    );
  });
});
