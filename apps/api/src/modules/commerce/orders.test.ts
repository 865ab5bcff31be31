import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { schema } from '@dokkho/db';
import { createLogSender } from '../../integrations/email/log';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ALREADY_ENROLLED_MESSAGE } from '../learning/service';
import {
  ALREADY_ENROLLED_BUNDLE_MESSAGE,
  ABANDONED_ORDER_HOURS,
  cancelAbandonedOrders,
  closeOrder,
  confirmOrderPaid,
  createOrder,
  FREE_COURSE_MESSAGE,
  findOrderByToken,
  findOrderByTranId,
  invoicePrefix,
  recordPaymentEvent,
} from './orders';
import { PROMO_MESSAGES } from './pricing';
import {
  AFFILIATE,
  INSTRUCTOR,
  courseMaker,
  enrolledCount,
  enrollmentsOf,
  findOrder,
  findPromo,
  seedAffiliate,
  seedBundle,
  seedMember,
  seedPromo,
  seedSalesOffer,
  seedWheelPrize,
} from '../../test/factories';

let ctx: TestContext;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

beforeAll(async () => {
  ctx = await createTestApp();
  makeCourse = await courseMaker(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

const INVOICE = /^DKH-INV-\d{4}-\d{6}$/;

async function order(
  userId: number,
  item: { kind: 'course' | 'bundle'; id: number },
  extra: { promoCode?: string; affiliateCode?: string; gateway?: 'sslcommerz' | 'stripe' } = {},
) {
  return createOrder({
    db: ctx.db,
    userId,
    item,
    gateway: extra.gateway ?? 'sslcommerz',
    promoCode: extra.promoCode,
    affiliateCode: extra.affiliateCode,
    affiliate: AFFILIATE,
    instructor: INSTRUCTOR,
  });
}

function pay(
  orderId: number,
  amount: number,
  extra: {
    currency?: string;
    gateway?: 'sslcommerz' | 'stripe' | 'none';
    receipt?: Parameters<typeof confirmOrderPaid>[0]['receipt'];
  } = {},
) {
  return confirmOrderPaid({
    db: ctx.db,
    orderId,
    gateway: extra.gateway ?? 'sslcommerz',
    amount,
    currency: extra.currency ?? 'BDT',
    gatewayPaymentId: 'VAL-123',
    paymentMethod: 'BKASH-BKash',
    affiliate: AFFILIATE,
    instructor: INSTRUCTOR,
    receipt: extra.receipt,
  });
}

async function redemptions(orderId: number) {
  return ctx.db.select().from(schema.promoRedemptions).where(eq(schema.promoRedemptions.orderId, orderId));
}

async function commissions(orderId: number) {
  return ctx.db
    .select()
    .from(schema.affiliateCommissions)
    .where(eq(schema.affiliateCommissions.orderId, orderId));
}

async function spin(id: number) {
  const [row] = await ctx.db.select().from(schema.wheelSpins).where(eq(schema.wheelSpins.id, id));
  return row!;
}

/** A pending course order with every part a payment touches: a promo, an affiliate, a wheel prize. */
async function fullOrder() {
  const { user } = await seedMember(ctx.db);
  const affiliate = await seedAffiliate(ctx.db);
  const course = await makeCourse({ price: 400000 });
  const promo = await seedPromo(ctx.db, { amount: 10, maxUses: 100 });
  const wheel = await seedWheelPrize(ctx.db, user.id, { kind: 'fixed', amount: 10000 });
  const created = await order(
    user.id,
    { kind: 'course', id: course.id },
    {
      promoCode: promo.code,
      affiliateCode: affiliate.profile.referralCode,
    },
  );
  return { user, affiliate, course, promo, wheel, created };
}

describe('createOrder', () => {
  it('stores the quoted breakdown on a pending order with an unguessable tran_id', async () => {
    const { user, affiliate, course, promo, wheel, created } = await fullOrder();
    const offer = await seedSalesOffer(ctx.db, [course.id], { amount: 1 });
    expect(created.quote.total).toBe(created.order.total);
    // 400000 -> promo 40000 -> 360000 -> affiliate 18000 -> 342000 -> wheel 10000 -> 332000.
    expect(created.order).toMatchObject({
      total: 332000,
      currency: 'BDT',
      itemTitle: course.title,
      kind: 'course',
      courseIds: [course.id],
      firstCourseId: course.id,
      status: 'pending',
      gateway: 'sslcommerz',
    });
    expect(created.order.tranId).toMatch(/^DKH[0-9A-HJKMNP-TV-Z]{20}$/);
    const row = await findOrder(ctx.db, created.order.id);
    expect(row).toMatchObject({
      userId: user.id,
      courseId: course.id,
      bundleId: null,
      listPrice: 400000,
      basePrice: 400000,
      promoCodeId: promo.id,
      promoCode: promo.code,
      promoDiscount: 40000,
      salesDiscount: 0,
      affiliateId: affiliate.profile.id,
      affiliateDiscount: 18000,
      wheelSpinId: wheel.id,
      wheelDiscount: 10000,
      total: 332000,
      status: 'pending',
      invoiceNumber: null,
    });
    expect((await findOrderByTranId(ctx.db, created.order.tranId))?.id).toBe(row.id);
    expect((await findOrderByToken(ctx.db, created.order.token))?.id).toBe(row.id);
    expect(await findOrderByToken(ctx.db, 'not-a-token')).toBeNull();
    // The offer made after the order does not change it; a new order picks it up.
    const again = await order(user.id, { kind: 'course', id: course.id });
    expect((await findOrder(ctx.db, again.order.id)).offerId).toBe(offer.id);
  });

  it('refuses a seat the learner holds, an unknown item, a free course and a bad promo', async () => {
    const { user } = await seedMember(ctx.db);
    const owned = await makeCourse();
    const fresh = await makeCourse();
    await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId: owned.id, source: 'free' });
    await expect(order(user.id, { kind: 'course', id: owned.id })).rejects.toMatchObject({
      statusCode: 409,
      message: ALREADY_ENROLLED_MESSAGE,
    });
    // A bundle is refused only when every course of it is held.
    const bundle = await seedBundle(ctx.db, [owned.id, fresh.id]);
    expect((await order(user.id, { kind: 'bundle', id: bundle.id })).order.courseIds).toEqual([
      owned.id,
      fresh.id,
    ]);
    const held = await seedBundle(ctx.db, [owned.id]);
    await expect(order(user.id, { kind: 'bundle', id: held.id })).rejects.toMatchObject({
      statusCode: 409,
      message: ALREADY_ENROLLED_BUNDLE_MESSAGE,
    });
    await expect(order(user.id, { kind: 'course', id: 99999999 })).rejects.toMatchObject({ statusCode: 404 });
    const free = await makeCourse({ price: 0 });
    await expect(order(user.id, { kind: 'course', id: free.id })).rejects.toMatchObject({
      statusCode: 400,
      message: FREE_COURSE_MESSAGE,
    });
    await expect(
      order(user.id, { kind: 'course', id: fresh.id }, { promoCode: 'NOSUCHCODE' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      fields: { promo_code: [PROMO_MESSAGES.unknown] },
    });
  });

  it('confirms a 100% promo at once without a gateway: paid, enrolled, redeemed, invoiced', async () => {
    const { user } = await seedMember(ctx.db);
    const course = await makeCourse();
    const promo = await seedPromo(ctx.db, { amount: 100, maxUses: 1 });
    const created = await order(user.id, { kind: 'course', id: course.id }, { promoCode: promo.code });
    expect(created.order).toMatchObject({ total: 0, status: 'paid', gateway: 'none' });
    const row = await findOrder(ctx.db, created.order.id);
    expect(row).toMatchObject({ status: 'paid', gateway: 'none', total: 0, promoDiscount: 350000 });
    expect(row.invoiceNumber).toMatch(INVOICE);
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(1);
    expect(await redemptions(row.id)).toHaveLength(1);
  });

  it("earns nothing through the buyer's own referral code", async () => {
    const affiliate = await seedAffiliate(ctx.db);
    const course = await makeCourse();
    const created = await order(
      affiliate.user.id,
      { kind: 'course', id: course.id },
      {
        affiliateCode: affiliate.profile.referralCode,
      },
    );
    expect(created.quote.notice).toBe('Your own referral link earns no discount.');
    const row = await findOrder(ctx.db, created.order.id);
    expect(row).toMatchObject({ affiliateId: null, affiliateDiscount: 0, total: 350000 });
    expect(await pay(row.id, 350000)).toBe('confirmed');
    expect(await commissions(row.id)).toEqual([]);
  });
});

describe('confirmOrderPaid', () => {
  it('pays the order with everything a payment brings, in one go', async () => {
    const { user, affiliate, course, promo, wheel, created } = await fullOrder();
    const countBefore = await enrolledCount(ctx.db, course.id);
    expect(await pay(created.order.id, 332000)).toBe('confirmed');
    const row = await findOrder(ctx.db, created.order.id);
    expect(row).toMatchObject({
      status: 'paid',
      gatewayPaymentId: 'VAL-123',
      paymentMethod: 'BKASH-BKash',
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.invoiceNumber).toMatch(INVOICE);
    expect(row.invoiceNumber!.startsWith(invoicePrefix(row.paidAt!))).toBe(true);
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([{ courseId: course.id, source: 'purchase' }]);
    expect(await enrolledCount(ctx.db, course.id)).toBe(countBefore + 1);
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(1);
    expect(await redemptions(row.id)).toMatchObject([{ promoCodeId: promo.id, userId: user.id }]);
    expect((await spin(wheel.id)).usedAt).toBeInstanceOf(Date);
    // floor(332000 x 20%) = 66400.
    expect(await commissions(row.id)).toMatchObject([
      { affiliateId: affiliate.profile.id, amount: 66400, rateBasisPoints: 2000, status: 'earned' },
    ]);
  });

  it('rejects a wrong amount, currency or gateway and changes nothing', async () => {
    const { user, created, promo, wheel } = await fullOrder();
    const id = created.order.id;
    expect(await pay(id, 331999)).toBe('rejected');
    expect(await pay(id, 332001)).toBe('rejected');
    expect(await pay(id, 332000, { currency: 'USD' })).toBe('rejected');
    expect(await pay(id, 332000, { gateway: 'stripe' })).toBe('rejected');
    expect(await pay(99999999, 332000)).toBe('rejected');
    const row = await findOrder(ctx.db, id);
    expect(row).toMatchObject({
      status: 'pending',
      paidAt: null,
      invoiceNumber: null,
      gatewayPaymentId: null,
    });
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([]);
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(0);
    expect(await redemptions(id)).toEqual([]);
    expect((await spin(wheel.id)).usedAt).toBeNull();
    expect(await commissions(id)).toEqual([]);
  });

  it('is idempotent: a second confirmation writes nothing', async () => {
    const { user, created, promo } = await fullOrder();
    expect(await pay(created.order.id, 332000)).toBe('confirmed');
    const first = await findOrder(ctx.db, created.order.id);
    expect(await pay(created.order.id, 332000)).toBe('already-paid');
    // Even a mismatching duplicate is only a duplicate now.
    expect(await pay(created.order.id, 1)).toBe('already-paid');
    expect(await findOrder(ctx.db, created.order.id)).toEqual(first);
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(1);
    expect(await commissions(created.order.id)).toHaveLength(1);
  });

  it('gives exactly one of everything to 50 concurrent confirmations', async () => {
    const { user, course, promo, created } = await fullOrder();
    const countBefore = await enrolledCount(ctx.db, course.id);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => pay(created.order.id, 332000)));
    expect(outcomes.filter((outcome) => outcome === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-paid')).toHaveLength(49);
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(1);
    expect(await enrolledCount(ctx.db, course.id)).toBe(countBefore + 1);
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(1);
    expect(await redemptions(created.order.id)).toHaveLength(1);
    expect(await commissions(created.order.id)).toHaveLength(1);
    expect((await findOrder(ctx.db, created.order.id)).invoiceNumber).toMatch(INVOICE);
    // Issue 17 item 8: one notification for the buyer, one for the affiliate.
    const told = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'order_paid', params: { total: 332000 } });
  });

  it('numbers invoices one after another, also when different orders are paid at the same time', async () => {
    const created = [];
    for (let i = 0; i < 8; i += 1) {
      const { user } = await seedMember(ctx.db);
      created.push(await order(user.id, { kind: 'course', id: (await makeCourse()).id }));
    }
    const outcomes = await Promise.all(created.map((one) => pay(one.order.id, 350000)));
    expect(outcomes).toEqual(Array(8).fill('confirmed'));
    const numbers = await Promise.all(
      created.map(async (one) => (await findOrder(ctx.db, one.order.id)).invoiceNumber!),
    );
    const serials = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(serials.at(-1)! - serials[0]!).toBe(7);
  });

  it('counts a validated payment after a fail or a cancel, but never re-pays a refunded order', async () => {
    const { user } = await seedMember(ctx.db);
    for (const status of ['failed', 'cancelled'] as const) {
      const created = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
      expect(await closeOrder({ db: ctx.db, orderId: created.order.id, status })).toBe(true);
      expect((await findOrder(ctx.db, created.order.id)).status).toBe(status);
      expect(await pay(created.order.id, 350000)).toBe('confirmed');
      expect((await findOrder(ctx.db, created.order.id)).status).toBe('paid');
    }
    const refunded = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    await pay(refunded.order.id, 350000);
    await ctx.db
      .update(schema.orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(schema.orders.id, refunded.order.id));
    expect(await pay(refunded.order.id, 350000)).toBe('already-paid');
    expect((await findOrder(ctx.db, refunded.order.id)).status).toBe('refunded');
  });

  it('honours a paid order whose promo a race used up meanwhile', async () => {
    const course = await makeCourse();
    const promo = await seedPromo(ctx.db, { amount: 20, maxUses: 1 });
    const first = await seedMember(ctx.db);
    const second = await seedMember(ctx.db);
    // Both checkouts started while the code was still free.
    const a = await order(first.user.id, { kind: 'course', id: course.id }, { promoCode: promo.code });
    const b = await order(second.user.id, { kind: 'course', id: course.id }, { promoCode: promo.code });
    expect(await pay(a.order.id, 280000)).toBe('confirmed');
    await expect(
      order(second.user.id, { kind: 'course', id: course.id }, { promoCode: promo.code }),
    ).rejects.toMatchObject({ fields: { promo_code: [PROMO_MESSAGES.fullyUsed] } });
    // ADR 014: paid, so honoured, but the code is not used a second time: the order records it.
    expect(await pay(b.order.id, 280000)).toBe('confirmed');
    expect((await findPromo(ctx.db, promo.id)).usedCount).toBe(1);
    expect(await findOrder(ctx.db, b.order.id)).toMatchObject({
      status: 'paid',
      promoDiscount: 70000,
      overusedDiscounts: ['promo'],
    });
    expect((await findOrder(ctx.db, a.order.id)).overusedDiscounts).toEqual([]);
  });

  it('enrols a paid bundle in each of its courses, keeping seats the learner had', async () => {
    const { user } = await seedMember(ctx.db);
    const first = await makeCourse();
    const second = await makeCourse();
    await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId: first.id, source: 'free' });
    const bundle = await seedBundle(ctx.db, [first.id, second.id], { price: 600000 });
    const created = await order(user.id, { kind: 'bundle', id: bundle.id });
    expect(created.order).toMatchObject({ kind: 'bundle', total: 600000, firstCourseId: first.id });
    expect(await pay(created.order.id, 600000)).toBe('confirmed');
    const seats = await enrollmentsOf(ctx.db, user.id);
    expect(seats).toHaveLength(2);
    expect(seats).toEqual(
      expect.arrayContaining([
        { courseId: first.id, source: 'free' },
        { courseId: second.id, source: 'bundle' },
      ]),
    );
  });

  it('queues a receipt e-mail through the outbox once the payment is confirmed', async () => {
    const { user, promo, created } = await fullOrder();
    const log = pino({ level: 'silent' });
    const receipt = { sender: createLogSender(log), log, origin: 'http://dokkho.test' };
    expect(await pay(created.order.id, 332000, { receipt })).toBe('confirmed');
    expect(await pay(created.order.id, 332000, { receipt })).toBe('already-paid');
    const row = await findOrder(ctx.db, created.order.id);
    const mails = await ctx.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.recipient, user.email), eq(schema.outbox.channel, 'email')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Your Dokkho receipt ${row.invoiceNumber}`, status: 'logged' });
    expect(mails[0]!.bodyText).toContain('Paid: ৳3,320');
    // The breakdown, worded from the order's discount lines.
    expect(mails[0]!.bodyText).toContain(`Promo code ${promo.code} (10%): −৳400`);
    expect(mails[0]!.bodyText).toContain('Referred by an affiliate: −৳180');
    expect(mails[0]!.bodyText).toMatch(/Wheel prize: .+: −৳100/);
    expect(mails[0]!.bodyText).toContain(`http://dokkho.test/newDashboard/orders/${row.token}`);
  });

  it('keeps the receipt in the bell but sends no e-mail when the buyer switched receipts off', async () => {
    const { user, created } = await fullOrder();
    await ctx.db
      .insert(schema.notificationPreferences)
      .values({ userId: user.id, kind: 'order_paid', email: false });
    const log = pino({ level: 'silent' });
    const receipt = { sender: createLogSender(log), log, origin: 'http://dokkho.test' };
    expect(await pay(created.order.id, 332000, { receipt })).toBe('confirmed');
    const row = await findOrder(ctx.db, created.order.id);
    expect(await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, user.email))).toEqual(
      [],
    );
    const told = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id));
    expect(told).toMatchObject([
      { kind: 'order_paid', link: `/newDashboard/orders/${row.token}`, readAt: null },
    ]);
  });

  it('writes the receipt in the buyer\'s language: Bangla words, Bengali digits, <html lang="bn">', async () => {
    const { user, promo, created } = await fullOrder();
    await ctx.db.update(schema.users).set({ language: 'bn' }).where(eq(schema.users.id, user.id));
    const log = pino({ level: 'silent' });
    const receipt = { sender: createLogSender(log), log, origin: 'http://dokkho.test' };
    expect(await pay(created.order.id, 332000, { receipt })).toBe('confirmed');
    const row = await findOrder(ctx.db, created.order.id);
    const [mail] = await ctx.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.recipient, user.email), eq(schema.outbox.channel, 'email')));
    expect(mail!.subject).toBe(`আপনার Dokkho রসিদ ${row.invoiceNumber}`);
    expect(mail!.bodyText).toContain('পরিশোধিত: ৳৩,৩২০');
    // The discount lines in Bangla: the code as issued, the rule in Bangla with Bengali digits.
    expect(mail!.bodyText).toContain(`প্রোমো কোড ${promo.code} (১০%): −৳৪০০`);
    expect(mail!.bodyText).toContain('অ্যাফিলিয়েট রেফারেলের ছাড়: −৳১৮০');
    expect(mail!.bodyText).toContain('স্পিন হুইলের পুরস্কার: ৳১০০ ছাড়: −৳১০০');
    expect(mail!.bodyHtml).toContain(`প্রোমো কোড ${promo.code} (১০%)`);
    expect(mail!.bodyText).toContain('ধন্যবাদ! আপনার পেমেন্ট নিশ্চিত হয়েছে');
    expect(mail!.bodyText).toContain('Dokkho টিম');
    expect(mail!.bodyText).not.toContain('Thank you');
    expect(mail!.bodyHtml).toContain('<html lang="bn">');
    expect(mail!.bodyHtml).toContain('রসিদ দেখুন');
  });
});

describe('closeOrder', () => {
  it('closes only a pending order', async () => {
    const { user } = await seedMember(ctx.db);
    const created = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    expect(await closeOrder({ db: ctx.db, orderId: created.order.id, status: 'cancelled' })).toBe(true);
    expect(await closeOrder({ db: ctx.db, orderId: created.order.id, status: 'failed' })).toBe(false);
    expect((await findOrder(ctx.db, created.order.id)).status).toBe('cancelled');
    expect((await findOrder(ctx.db, created.order.id)).closedAt).toBeInstanceOf(Date);
    const paid = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    await pay(paid.order.id, 350000);
    expect(await closeOrder({ db: ctx.db, orderId: paid.order.id, status: 'failed' })).toBe(false);
    expect((await findOrder(ctx.db, paid.order.id)).status).toBe('paid');
  });
});

describe('cancelAbandonedOrders', () => {
  it('cancels checkouts left pending past the limit; a late validated payment still pays', async () => {
    const { user } = await seedMember(ctx.db);
    const stale = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    const fresh = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    const paid = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    await pay(paid.order.id, 350000);
    const past = new Date(Date.now() - (ABANDONED_ORDER_HOURS + 1) * 3_600_000);
    await ctx.db
      .update(schema.orders)
      .set({ createdAt: past })
      .where(inArray(schema.orders.id, [stale.order.id, paid.order.id]));

    expect(await cancelAbandonedOrders(ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await findOrder(ctx.db, stale.order.id)).status).toBe('cancelled');
    expect((await findOrder(ctx.db, fresh.order.id)).status).toBe('pending');
    expect((await findOrder(ctx.db, paid.order.id)).status).toBe('paid');
    expect(await pay(stale.order.id, 350000)).toBe('confirmed');
  });
});

describe('recordPaymentEvent', () => {
  it('keeps the raw payload without our secrets', async () => {
    const { user } = await seedMember(ctx.db);
    const created = await order(user.id, { kind: 'course', id: (await makeCourse()).id });
    await recordPaymentEvent(ctx.db, {
      orderId: created.order.id,
      gateway: 'sslcommerz',
      source: 'ipn',
      outcome: 'rejected: amount',
      payload: {
        tran_id: created.order.tranId,
        amount: '3500.00',
        store_passwd: 'hunter2',
        nested: { api_key: 'sk_live_x', client_secret: 'pi_secret', verify_sign: 'abc' },
      },
    });
    await recordPaymentEvent(ctx.db, {
      orderId: null,
      gateway: 'stripe',
      source: 'webhook',
      outcome: 'unknown order',
      payload: {},
    });
    const [event] = await ctx.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.orderId, created.order.id));
    expect(event).toMatchObject({ gateway: 'sslcommerz', source: 'ipn', outcome: 'rejected: amount' });
    expect(event!.payload).toEqual({
      tran_id: created.order.tranId,
      amount: '3500.00',
      store_passwd: '[redacted]',
      nested: { api_key: '[redacted]', client_secret: '[redacted]', verify_sign: 'abc' },
    });
  });
});
