import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminOrderPage, CheckoutResponse } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import type { FakeSslcommerz } from '../../test/sslcommerz-server';
import type { AuthHeaders, TestContext } from '../../test/test-app';
import {
  courseMaker,
  enrollmentsOf,
  findPromo,
  formBody,
  orderByToken,
  seedMember,
  seedPromo,
  seedStaff,
  seedWheelPrize,
} from '../../test/factories';
import { createGatewayTestApp } from '../../test/gateway-app';

/*
 * ADR 014: a once-only discount (a code once per account, a code's global max_uses, a consultation's
 * single-use coupon, a wheel prize) is redeemed once however the checkouts interleave. The checkouts are
 * all opened before any is paid, then every payment's IPN arrives at once (Promise.all): on PostgreSQL the
 * confirmations really run side by side, each in its own transaction.
 */

let ctx: TestContext;
let fake: FakeSslcommerz;
let closeAll: () => Promise<void>;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;
let staff: Awaited<ReturnType<typeof seedStaff>>;

const N = 5;

beforeAll(async () => {
  const setup = await createGatewayTestApp();
  ctx = setup.ctx;
  fake = setup.sslcommerz;
  closeAll = setup.close;
  makeCourse = await courseMaker(ctx.db);
  staff = await seedStaff(ctx.db);
});

afterAll(async () => {
  await closeAll?.();
});

beforeEach(() => fake.reset());

function checkout(headers: AuthHeaders, courseId: number, body: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/payment/v2/payment/${courseId}/`,
    headers,
    payload: body,
  });
}

/** Opens a checkout on the fake gateway: the order is pending, its session open, nothing paid yet. */
async function openCheckout(headers: AuthHeaders, courseId: number, body: object = {}) {
  const response = await checkout(headers, courseId, body);
  expect(response.statusCode, response.body).toBe(201);
  const answer = CheckoutResponse.parse(response.json());
  return orderByToken(ctx.db, answer.order_token);
}

/**
 * The learner pays every open checkout on the gateway's page, then the gateway's IPNs all arrive at the
 * same moment. Answers the IPN bodies.
 */
async function payAllAtOnce(sessionKeys: string[]) {
  const paid = [];
  for (const key of sessionKeys) {
    paid.push(await fake.simulator.complete(key, { action: 'pay', method: 'bkash' }, { deliver: false }));
  }
  const answers = await Promise.all(
    paid.map((done) =>
      ctx.app.inject({ method: 'POST', url: '/api/payment/sslcommerz/ipn/', ...formBody(done!.fields) }),
    ),
  );
  return answers.map((answer) => `${answer.statusCode} ${answer.body}`);
}

async function ordersById(ids: number[]) {
  return ctx.db.select().from(schema.orders).where(inArray(schema.orders.id, ids));
}

async function redemptionsOf(promoCodeId: number) {
  return ctx.db
    .select()
    .from(schema.promoRedemptions)
    .where(eq(schema.promoRedemptions.promoCodeId, promoCodeId));
}

/** The over-use alerts our staff member was sent about these orders. */
async function staffAlertsAbout(orders: { invoiceNumber: string | null }[]) {
  const mails = await ctx.db
    .select()
    .from(schema.outbox)
    .where(
      and(
        eq(schema.outbox.recipient, staff.user.email),
        like(schema.outbox.subject, '%used a discount that was already spent'),
      ),
    );
  const numbers = new Set(orders.map((order) => order.invoiceNumber));
  return mails.filter((mail) => [...numbers].some((number) => mail.subject?.includes(`Order ${number} `)));
}

describe('a code once per account (WELCOME10)', () => {
  it(`${N} checkouts opened before any is paid, all paid at once: redeemed once, all enrolled, the rest recorded and staff told`, async () => {
    const promo = await seedPromo(ctx.db, { amount: 10, maxUsesPerUser: 1 });
    const buyer = await seedMember(ctx.db);
    const courses = [];
    for (let i = 0; i < N; i += 1) courses.push(await makeCourse({ price: 400000 }));
    const opened = await Promise.all(
      courses.map((course) => openCheckout(buyer.headers, course.id, { promo_code: promo.code })),
    );
    // Every checkout was quoted with the code: none of them was paid when the next one opened.
    expect(opened.map((order) => order.total)).toEqual(Array(N).fill(360000));

    const answers = await payAllAtOnce(opened.map((order) => order.gatewaySessionId!));
    expect(answers).toEqual(Array(N).fill('200 CONFIRMED'));

    const orders = await ordersById(opened.map((order) => order.id));
    expect(orders.map((order) => order.status)).toEqual(Array(N).fill('paid'));
    expect((await enrollmentsOf(ctx.db, buyer.user.id)).map((seat) => seat.courseId).sort()).toEqual(
      courses.map((course) => course.id).sort(),
    );
    const redemptions = await redemptionsOf(promo.id);
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({ userId: buyer.user.id, useNumber: 1 });
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(1);

    const redeemedBy = orders.find((order) => order.id === redemptions[0]!.orderId)!;
    expect(redeemedBy.overusedDiscounts).toEqual([]);
    const overused = orders.filter((order) => order.id !== redeemedBy.id);
    expect(overused.map((order) => order.overusedDiscounts)).toEqual(Array(N - 1).fill(['promo']));
    // The learner paid the quoted price: nothing about the honoured orders changed.
    expect(overused.map((order) => [order.promoDiscount, order.total])).toEqual(
      Array(N - 1).fill([40000, 360000]),
    );

    const alerts = await staffAlertsAbout(overused);
    expect(alerts).toHaveLength(N - 1);
    expect(alerts[0]!.bodyText).toContain(`Already spent: promo code ${promo.code}: ৳400 off`);
    expect(alerts[0]!.bodyText).toContain(buyer.user.email);
    expect(await staffAlertsAbout([redeemedBy])).toEqual([]);

    // Staff see it in the orders list.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/?search=${encodeURIComponent(overused[0]!.invoiceNumber!)}`,
      headers: staff.headers,
    });
    expect(AdminOrderPage.parse(listed.json()).results[0]).toMatchObject({
      id: overused[0]!.id,
      overused_discounts: ['promo'],
    });

    // The next checkout with the code is refused before anybody is sent to pay.
    const again = await checkout(buyer.headers, (await makeCourse()).id, { promo_code: promo.code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ promo_code: ['You have already used this promo code.'] });
  });
});

describe("a code's global max_uses (a consultation coupon is max_uses 1)", () => {
  it(`${N} buyers paying at once for a code with 2 uses: 2 redemptions, all enrolled, 3 recorded`, async () => {
    const promo = await seedPromo(ctx.db, { amount: 10, maxUses: 2, maxUsesPerUser: 1 });
    const course = await makeCourse({ price: 400000 });
    const buyers = [];
    for (let i = 0; i < N; i += 1) buyers.push(await seedMember(ctx.db));
    const opened = await Promise.all(
      buyers.map((buyer) => openCheckout(buyer.headers, course.id, { promo_code: promo.code })),
    );

    expect(await payAllAtOnce(opened.map((order) => order.gatewaySessionId!))).toEqual(
      Array(N).fill('200 CONFIRMED'),
    );

    for (const buyer of buyers) {
      expect(await enrollmentsOf(ctx.db, buyer.user.id)).toEqual([
        { courseId: course.id, source: 'purchase' },
      ]);
    }
    expect(await redemptionsOf(promo.id)).toHaveLength(2);
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(2);
    const orders = await ordersById(opened.map((order) => order.id));
    const flags = orders.map((order) => order.overusedDiscounts.join(',')).sort();
    expect(flags).toEqual(['', '', 'promo', 'promo', 'promo']);
    expect(await staffAlertsAbout(orders.filter((order) => order.overusedDiscounts.length))).toHaveLength(3);
  });

  it(`${N} checkouts fully paid by a single-use 100% code at once: one order is free, the others are refused`, async () => {
    const promo = await seedPromo(ctx.db, { amount: 100, maxUses: 1, maxUsesPerUser: 1 });
    const buyers = [];
    for (let i = 0; i < N; i += 1) buyers.push(await seedMember(ctx.db));
    const course = await makeCourse({ price: 400000 });
    // Nothing to pay: each checkout confirms its own order at once, and they run side by side.
    const answers = await Promise.all(
      buyers.map((buyer) => checkout(buyer.headers, course.id, { promo_code: promo.code })),
    );

    const free = answers.filter((answer) => answer.statusCode === 201);
    expect(free).toHaveLength(1);
    expect(CheckoutResponse.parse(free[0]!.json())).toMatchObject({ gateway: 'none', total: 0 });
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      Array(N - 1).fill([400, { promo_code: ['This promo code has been fully used.'] }]),
    );
    expect(await redemptionsOf(promo.id)).toHaveLength(1);
    const paid = await ctx.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.promoCodeId, promo.id), eq(schema.orders.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.overusedDiscounts).toEqual([]);
  });
});

describe('a wheel prize (one use)', () => {
  it(`${N} checkouts with the same prize, all paid at once: used once, all enrolled, the rest recorded`, async () => {
    const buyer = await seedMember(ctx.db);
    const spin = await seedWheelPrize(ctx.db, buyer.user.id, { kind: 'percent', amount: 15 });
    const courses = [];
    for (let i = 0; i < N; i += 1) courses.push(await makeCourse({ price: 400000 }));
    const opened = await Promise.all(courses.map((course) => openCheckout(buyer.headers, course.id)));
    expect(opened.map((order) => [order.wheelSpinId, order.wheelDiscount])).toEqual(
      Array(N).fill([spin.id, 60000]),
    );

    expect(await payAllAtOnce(opened.map((order) => order.gatewaySessionId!))).toEqual(
      Array(N).fill('200 CONFIRMED'),
    );

    expect(await enrollmentsOf(ctx.db, buyer.user.id)).toHaveLength(N);
    const [used] = await ctx.db.select().from(schema.wheelSpins).where(eq(schema.wheelSpins.id, spin.id));
    expect(used!.usedAt).toBeInstanceOf(Date);
    const orders = await ordersById(opened.map((order) => order.id));
    const flags = orders.map((order) => order.overusedDiscounts.join(',')).sort();
    expect(flags).toEqual(['', 'wheel', 'wheel', 'wheel', 'wheel']);
    const alerts = await staffAlertsAbout(orders.filter((order) => order.overusedDiscounts.length));
    expect(alerts).toHaveLength(N - 1);
    expect(alerts[0]!.bodyText).toContain('Already spent: wheel prize: ৳600 off');
  });
});

describe('the re-quote before the gateway', () => {
  it('answers the new price (409 on expected_total) instead of sending the learner to pay it', async () => {
    const buyer = await seedMember(ctx.db);
    await seedWheelPrize(ctx.db, buyer.user.id, { kind: 'percent', amount: 15 });
    const [first, second] = [await makeCourse({ price: 400000 }), await makeCourse({ price: 400000 })];
    // Both checkout pages show the prize; the first one is paid.
    const quoted = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/apply-sales-discount/${second.id}/?item=course`,
      headers: buyer.headers,
    });
    expect(quoted.json()).toMatchObject({ total: 340000 });
    const paid = await openCheckout(buyer.headers, first.id, { expected_total: 340000 });
    expect(await payAllAtOnce([paid.gatewaySessionId!])).toEqual(['200 CONFIRMED']);

    const ordersBefore = await ctx.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.userId, buyer.user.id));
    const stale = await checkout(buyer.headers, second.id, { expected_total: 340000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      expected_total: [
        'The price has changed since you saw it: the total is now ৳4,000. Please check it before you pay.',
      ],
    });
    const ordersAfter = await ctx.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.userId, buyer.user.id));
    expect(ordersAfter).toHaveLength(ordersBefore.length);

    const fresh = await openCheckout(buyer.headers, second.id, { expected_total: 400000 });
    expect(fresh).toMatchObject({ total: 400000, wheelSpinId: null, wheelDiscount: 0 });
  });

  it('refuses an expected total that is not a whole number of poisha', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await makeCourse();
    const response = await checkout(buyer.headers, course.id, { expected_total: 12.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('expected_total');
  });
});
