import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminPayoutListResponse,
  PAYOUT_ALREADY_PROCESSED_MESSAGE,
  PAYOUT_DETAILS_MISSING_MESSAGE,
  PAYOUT_OPEN_MESSAGE,
  PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import {
  InstructorEarningsCourses,
  InstructorEarningsMonths,
  InstructorEarningsSummary,
  InstructorPayoutList,
  NOT_AN_INSTRUCTOR_MESSAGE,
} from '@dokkho/contract/instructor-earnings';
import { schema } from '@dokkho/db';
import { confirmOrderPaid, createOrder } from '../commerce/orders';
import {
  AFFILIATE,
  INSTRUCTOR,
  seedAffiliate,
  seedBundle,
  seedCourse,
  seedGenre,
  seedInstructor,
  seedMember,
  seedStaff,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { gatewayFeeAmount, instructorShareAmount, splitOrder } from './ledger';

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = Record<string, string>;

async function instructor() {
  const seeded = await seedInstructor(ctx.db);
  await ctx.db.update(schema.users).set({ emailConfirmed: true }).where(eq(schema.users.id, seeded.user.id));
  return { ...seeded, headers: (await authHeader(seeded.user.id)) as Headers };
}

async function course(instructorId: number, price = 350_000) {
  return seedCourse(ctx.db, { genreId, instructorId }, { price });
}

/** A learner buys `item` through `gateway` (with an affiliate's code when given) and the payment lands. */
async function buy(
  item: { kind: 'course' | 'bundle'; id: number },
  extra: { affiliateCode?: string; gateway?: 'sslcommerz' | 'stripe' } = {},
) {
  const buyer = await seedMember(ctx.db);
  const { order } = await createOrder({
    db: ctx.db,
    userId: buyer.user.id,
    item,
    gateway: extra.gateway ?? 'sslcommerz',
    affiliateCode: extra.affiliateCode,
    affiliate: AFFILIATE,
    instructor: INSTRUCTOR,
  });
  const pay = () =>
    confirmOrderPaid({
      db: ctx.db,
      orderId: order.id,
      gateway: extra.gateway ?? 'sslcommerz',
      amount: order.total,
      currency: 'BDT',
      gatewayPaymentId: 'VAL-1',
      paymentMethod: 'BKASH-BKash',
      affiliate: AFFILIATE,
      instructor: INSTRUCTOR,
    });
  return { order, pay };
}

const ledgerOf = (orderId: number) =>
  ctx.db.select().from(schema.instructorEarnings).where(eq(schema.instructorEarnings.orderId, orderId));

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

async function summary(headers: Headers) {
  const response = await get('/api/instructor/earnings/', headers);
  expect(response.statusCode).toBe(200);
  return InstructorEarningsSummary.parse(response.json());
}

const requestPayout = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/instructor/payout-requests/', headers, payload });

const refund = (id: number, headers: Headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund/`,
    headers,
    payload: { reason: 'Asked within 7 days' },
  });

describe('the rounding rule', () => {
  it('rounds the fee up and the share and bundle parts down', () => {
    expect(gatewayFeeAmount(350_001, 250)).toBe(8751);
    expect(instructorShareAmount(333_333, 7000)).toBe(233_333);
    expect(instructorShareAmount(-5, 7000)).toBe(0);
    const parts = splitOrder({
      total: 600_000,
      gatewayFee: 15_000,
      affiliateCommission: 0,
      shareBasisPoints: 7000,
      courses: [
        { id: 1, instructorId: 1, price: 350_000 },
        { id: 2, instructorId: 2, price: 250_000 },
      ],
    });
    expect(parts.map((part) => part.saleAmount)).toEqual([350_000, 250_000]);
    expect(parts.map((part) => part.gatewayFee)).toEqual([8750, 6250]);
    expect(parts.map((part) => part.amount)).toEqual([238_875, 170_625]);
  });
});

describe('the ledger', () => {
  it('credits exactly the share of price - gateway fee - affiliate commission, once', async () => {
    const teacher = await instructor();
    const taught = await course(teacher.profile.id, 400_000);
    const affiliate = await seedAffiliate(ctx.db);
    const { order, pay } = await buy(
      { kind: 'course', id: taught.id },
      { affiliateCode: affiliate.profile.referralCode },
    );
    // 400000 less the affiliate's 5% buyer discount: 380000 paid.
    expect(order.total).toBe(380_000);
    // Two callbacks at once: one confirms, the other finds it paid.
    const outcomes = await Promise.all([pay(), pay()]);
    expect(outcomes.sort()).toEqual(['already-paid', 'confirmed']);

    const fee = Math.ceil((380_000 * 250) / 10_000); // 9500
    const commission = Math.floor((380_000 * 2000) / 10_000); // 76000
    const expected = Math.floor(((380_000 - fee - commission) * 7000) / 10_000);
    expect(expected).toBe(206_150);
    const rows = await ledgerOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      instructorId: teacher.profile.id,
      courseId: taught.id,
      kind: 'credit',
      saleAmount: 380_000,
      gatewayFee: fee,
      affiliateCommission: commission,
      shareBasisPoints: 7000,
      amount: expected,
    });
    expect(await summary(teacher.headers)).toMatchObject({
      balance: expected,
      earned_total: expected,
      pending_payout: 0,
      paid_total: 0,
      sales: 1,
      terms: {
        share_percent: 70,
        payout_minimum: 100_000,
        gateway_fee_percent: { sslcommerz: 2.5, stripe: 2.9 },
      },
    });
  });

  it('splits a bundle over its courses by list price, each to its own instructor', async () => {
    const first = await instructor();
    const second = await instructor();
    const a = await course(first.profile.id, 300_000);
    const b = await course(second.profile.id, 100_000);
    const bundle = await seedBundle(ctx.db, [a.id, b.id], { price: 320_000 });
    const { order, pay } = await buy({ kind: 'bundle', id: bundle.id }, { gateway: 'stripe' });
    expect(await pay()).toBe('confirmed');
    const fee = Math.ceil((order.total * 290) / 10_000);
    const rows = (await ledgerOf(order.id)).sort((x, y) => x.courseId - y.courseId);
    expect(rows.map((row) => [row.instructorId, row.saleAmount, row.gatewayFee])).toEqual([
      [first.profile.id, Math.floor((order.total * 3) / 4), Math.floor((fee * 3) / 4)],
      [second.profile.id, Math.floor(order.total / 4), Math.floor(fee / 4)],
    ]);
    for (const row of rows) {
      expect(row.amount).toBe(Math.floor(((row.saleAmount - row.gatewayFee) * 7000) / 10_000));
    }
  });

  it('reverses the credit on refund, once, and keeps both rows', async () => {
    const teacher = await instructor();
    const taught = await course(teacher.profile.id);
    const { order, pay } = await buy({ kind: 'course', id: taught.id });
    await pay();
    const staff = await seedStaff(ctx.db);
    expect((await refund(order.id, staff.headers)).statusCode).toBe(200);
    expect((await refund(order.id, staff.headers)).statusCode).toBe(409);
    const rows = await ledgerOf(order.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['credit', 'reversal']);
    const [credit, reversal] = [
      rows.find((r) => r.kind === 'credit')!,
      rows.find((r) => r.kind === 'reversal')!,
    ];
    expect(reversal.amount).toBe(-credit.amount);
    expect(await summary(teacher.headers)).toMatchObject({ balance: 0, earned_total: 0, sales: 0 });

    const courses = InstructorEarningsCourses.parse(
      (await get('/api/instructor/earnings/courses/', teacher.headers)).json(),
    );
    expect(courses.courses).toEqual([
      { course_id: taught.id, title: taught.title, sales: 0, refunds: 1, gross: 0, earnings: 0 },
    ]);
    const months = InstructorEarningsMonths.parse(
      (await get('/api/instructor/earnings/months/', teacher.headers)).json(),
    );
    expect(months.months).toHaveLength(12);
    expect(months.months.at(-1)).toMatchObject({ sales: 1, refunds: 1, earnings: 0 });
  });
});

describe('per course and per month', () => {
  it('counts what stands, the highest earnings first', async () => {
    const teacher = await instructor();
    const big = await course(teacher.profile.id, 500_000);
    const small = await course(teacher.profile.id, 100_000);
    for (const item of [big, big, small]) await (await buy({ kind: 'course', id: item.id })).pay();
    const response = await get('/api/instructor/earnings/courses/', teacher.headers);
    const { courses } = InstructorEarningsCourses.parse(response.json());
    expect(courses.map((row) => [row.course_id, row.sales, row.gross])).toEqual([
      [big.id, 2, 1_000_000],
      [small.id, 1, 100_000],
    ]);
    const months = InstructorEarningsMonths.parse(
      (await get('/api/instructor/earnings/months/', teacher.headers)).json(),
    );
    const total = courses.reduce((sum, row) => sum + row.earnings, 0);
    expect(months.months.at(-1)).toMatchObject({ sales: 3, refunds: 0, earnings: total });
    expect(months.time_zone).toBe('Asia/Dhaka');
  });
});

describe('refusals', () => {
  it('refuses anonymous callers, non-instructors and staff without a profile', async () => {
    for (const url of [
      '/api/instructor/earnings/',
      '/api/instructor/earnings/months/',
      '/api/instructor/earnings/courses/',
      '/api/instructor/payout-requests/',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const learner = await seedMember(ctx.db);
      expect((await get(url, learner.headers)).statusCode).toBe(403);
      const staff = await seedStaff(ctx.db);
      const refused = await get(url, staff.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: NOT_AN_INSTRUCTOR_MESSAGE });
    }
    const learner = await seedMember(ctx.db);
    const post = await requestPayout(learner.headers, {
      amount: 100_000,
      method: 'bkash',
      account: '01711111111',
    });
    expect(post.statusCode).toBe(403);
  });

  it('shows only the caller’s own money', async () => {
    const rich = await instructor();
    const poor = await instructor();
    await (await buy({ kind: 'course', id: (await course(rich.profile.id)).id })).pay();
    expect((await summary(poor.headers)).earned_total).toBe(0);
    const { courses } = InstructorEarningsCourses.parse(
      (await get('/api/instructor/earnings/courses/', poor.headers)).json(),
    );
    expect(courses).toEqual([]);
  });
});

describe('payouts', () => {
  it('runs the lifecycle: minimum, balance, one open request, staff pay it', async () => {
    const teacher = await instructor();
    const taught = await course(teacher.profile.id, 500_000);
    for (let i = 0; i < 2; i += 1) await (await buy({ kind: 'course', id: taught.id })).pay();
    const before = await summary(teacher.headers);
    expect(before.balance).toBeGreaterThan(100_000);
    expect(before.request_blocked_reason).toBeNull();

    const low = await requestPayout(teacher.headers, {
      amount: 50_000,
      method: 'bkash',
      account: '01711111111',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ amount: ['The smallest payout is ৳1,000.'] });
    const high = await requestPayout(teacher.headers, {
      amount: before.balance + 1,
      method: 'bkash',
      account: '01711111111',
    });
    expect(high.statusCode).toBe(400);
    const noAccount = await requestPayout(teacher.headers, { amount: 100_000 });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json()).toMatchObject({ method: [PAYOUT_DETAILS_MISSING_MESSAGE] });

    // Two at once: one opens, the other is refused.
    const both = await Promise.all([
      requestPayout(teacher.headers, { amount: 100_000, method: 'nagad', account: '019-1234-5678' }),
      requestPayout(teacher.headers, { amount: 100_000, method: 'nagad', account: '019-1234-5678' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ detail: PAYOUT_OPEN_MESSAGE });
    const opened = PayoutRequestDetails.parse(both.find((response) => response.statusCode === 201)!.json());
    expect(opened).toMatchObject({
      amount: 100_000,
      method: 'nagad',
      account: '+8801912345678',
      status: 'requested',
    });

    const during = await summary(teacher.headers);
    expect(during).toMatchObject({ balance: before.balance - 100_000, pending_payout: 100_000 });
    expect(during.open_request?.id).toBe(opened.id);
    expect(during.request_blocked_reason).toBe(PAYOUT_OPEN_MESSAGE);

    const staff = await seedStaff(ctx.db);
    const queue = AdminPayoutListResponse.parse(
      (await get('/api/admin/payout-requests/?status=requested&page_size=48', staff.headers)).json(),
    );
    expect(queue.results.find((row) => row.id === opened.id)).toMatchObject({
      payee: {
        kind: 'instructor',
        id: teacher.profile.id,
        user_id: teacher.user.id,
        name: 'Nusrat Jahan',
        referral_code: null,
      },
      balance: before.balance - 100_000,
    });
    const decide = (status: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/payout-requests/${opened.id}/`,
        headers: staff.headers,
        payload: { status, note: 'Nagad TrxID 7H8J9K' },
      });
    expect((await decide('paid')).statusCode).toBe(200);
    const again = await decide('rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: PAYOUT_ALREADY_PROCESSED_MESSAGE });

    expect(await summary(teacher.headers)).toMatchObject({
      balance: before.balance - 100_000,
      pending_payout: 0,
      paid_total: 100_000,
      open_request: null,
    });
    const list = InstructorPayoutList.parse(
      (await get('/api/instructor/payout-requests/', teacher.headers)).json(),
    );
    expect(list.results).toEqual([
      expect.objectContaining({ id: opened.id, status: 'paid', note: 'Nagad TrxID 7H8J9K' }),
    ]);
    // Another instructor does not see it.
    const other = await instructor();
    const theirs = InstructorPayoutList.parse(
      (await get('/api/instructor/payout-requests/', other.headers)).json(),
    );
    expect(theirs.count).toBe(0);
  });
});
