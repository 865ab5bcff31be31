import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderPage, AdminOrderRow, OrderDetail, OrderPage } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import { canReadPdfText, pdfText } from '../../test/pdf-text';
import { createTestApp, type TestContext } from '../../test/test-app';
import { confirmOrderPaid, createOrder } from './orders';
import { ONLY_PAID_REFUND_MESSAGE } from './refunds';
import { INVOICE_NOT_READY_MESSAGE } from './service';
import {
  AFFILIATE,
  INSTRUCTOR,
  courseMaker,
  enrolledCount,
  enrollmentsOf,
  findOrder,
  seedAffiliate,
  seedBundle,
  seedLesson,
  seedMember,
  seedPromo,
  seedSalesOffer,
  seedStaff,
  seedWheelPrize,
} from '../../test/factories';

let ctx: TestContext;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;
let staff: Awaited<ReturnType<typeof seedStaff>>;

beforeAll(async () => {
  ctx = await createTestApp();
  makeCourse = await courseMaker(ctx.db);
  staff = await seedStaff(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

async function buy(
  userId: number,
  item: { kind: 'course' | 'bundle'; id: number },
  extra: { promoCode?: string; affiliateCode?: string; pay?: boolean } = {},
) {
  const created = await createOrder({
    db: ctx.db,
    userId,
    item,
    gateway: 'sslcommerz',
    promoCode: extra.promoCode,
    affiliateCode: extra.affiliateCode,
    affiliate: AFFILIATE,
    instructor: INSTRUCTOR,
  });
  if (extra.pay ?? true) {
    const outcome = await confirmOrderPaid({
      db: ctx.db,
      orderId: created.order.id,
      gateway: 'sslcommerz',
      amount: created.order.total,
      currency: 'BDT',
      gatewayPaymentId: 'VAL-42',
      paymentMethod: 'NAGAD-Nagad',
      affiliate: AFFILIATE,
      instructor: INSTRUCTOR,
    });
    expect(outcome).toBe('confirmed');
  }
  return findOrder(ctx.db, created.order.id);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/${url}`, headers });

const refund = (id: number, headers: Record<string, string>, reason = 'Asked within 7 days') =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund/`, headers, payload: { reason } });

describe('GET payment/orders/', () => {
  it("lists the learner's own orders, newest first, paginated", async () => {
    const { user, headers } = await seedMember(ctx.db);
    const other = await seedMember(ctx.db);
    const first = await buy(user.id, { kind: 'course', id: (await makeCourse()).id });
    const second = await buy(user.id, { kind: 'course', id: (await makeCourse()).id }, { pay: false });
    await buy(other.user.id, { kind: 'course', id: (await makeCourse()).id });

    const response = await get('payment/orders/', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = OrderPage.parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results.map((row) => row.token)).toEqual([second.token, first.token]);
    expect(page.results[1]).toMatchObject({
      kind: 'course',
      item_id: first.courseId,
      title: first.itemTitle,
      total: 350000,
      status: 'paid',
      gateway: 'sslcommerz',
      invoice_number: first.invoiceNumber,
    });
    const paged = OrderPage.parse((await get('payment/orders/?page_size=1', headers)).json());
    expect(paged.results).toHaveLength(1);
    expect(paged.next).toBe('http://dokkho.test/api/payment/orders/?page_size=1&page=2');
    expect((await get('payment/orders/')).statusCode).toBe(401);
  });
});

describe('GET payment/orders/{token}/', () => {
  it('shows the buyer (and staff) the true state and breakdown; anyone else a 404', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const affiliate = await seedAffiliate(ctx.db);
    const course = await makeCourse({ price: 500000, salePrice: 400000, title: 'এক্সেল মাস্টারক্লাস' });
    const lesson = await seedLesson(ctx.db, course.id);
    const promo = await seedPromo(ctx.db, { amount: 10 });
    await seedSalesOffer(ctx.db, [course.id], { title: 'Eid sale', kind: 'fixed', amount: 10000 });
    await seedWheelPrize(ctx.db, user.id, { kind: 'percent', amount: 5, label: '5% off' });
    const order = await buy(
      user.id,
      { kind: 'course', id: course.id },
      {
        promoCode: promo.code,
        affiliateCode: affiliate.profile.referralCode,
      },
    );

    const response = await get(`payment/orders/${order.token}/`, headers);
    expect(response.statusCode).toBe(200);
    const detail = OrderDetail.parse(response.json());
    // 400000 -> 40000 -> 360000 -> 10000 -> 350000 -> 17500 -> 332500 -> 16600 (5% is ৳166.25, floored to
    // whole taka: ADR 021) -> 315900.
    expect(detail).toMatchObject({
      token: order.token,
      status: 'paid',
      list_price: 500000,
      base_price: 400000,
      total: 315900,
      promo_code: promo.code,
      payment_method: 'NAGAD-Nagad',
      payment_reference: 'VAL-42',
      courses: [{ id: course.id, title: 'এক্সেল মাস্টারক্লাস', slug: course.slug }],
      first_lesson_id: lesson.id,
      buyer: { name: 'Test User', email: user.email },
      refunded_at: null,
      invoice_number: order.invoiceNumber,
    });
    expect(detail.discounts).toEqual([
      {
        step: 'promo',
        label: `Promo code ${promo.code} (10%)`,
        code: promo.code,
        name: null,
        rule: { kind: 'percent', amount: 10 },
        amount: 40000,
      },
      {
        step: 'sales',
        label: 'Eid sale (৳100 off)',
        code: null,
        name: 'Eid sale',
        rule: { kind: 'fixed', amount: 10000 },
        amount: 10000,
      },
      // The buyer's percent then is not stored: the line does not claim one.
      {
        step: 'affiliate',
        label: 'Referred by an affiliate',
        code: null,
        name: null,
        rule: null,
        amount: 17500,
      },
      {
        step: 'wheel',
        label: 'Wheel prize: 5% off',
        code: null,
        name: '5% off',
        rule: { kind: 'percent', amount: 5 },
        amount: 16600,
      },
    ]);

    expect((await get(`payment/orders/${order.token}/`, staff.headers)).statusCode).toBe(200);
    const stranger = await seedMember(ctx.db);
    const hidden = await get(`payment/orders/${order.token}/`, stranger.headers);
    const unknown = await get('payment/orders/00000000-0000-4000-8000-000000000000/', stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({ detail: 'Order not found.' });
    expect((await get('payment/orders/42/', headers)).json()).toEqual({
      token: ['This order link is not valid'],
    });
  });

  it('has no first lesson before the payment, and lists the courses of a bundle', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const course = await makeCourse();
    await seedLesson(ctx.db, course.id);
    const pending = await buy(user.id, { kind: 'course', id: course.id }, { pay: false });
    expect(OrderDetail.parse((await get(`payment/orders/${pending.token}/`, headers)).json())).toMatchObject({
      status: 'pending',
      first_lesson_id: null,
      invoice_number: null,
      paid_at: null,
    });
    const first = await makeCourse();
    const second = await makeCourse();
    const bundle = await seedBundle(ctx.db, [second.id, first.id]);
    const order = await buy(user.id, { kind: 'bundle', id: bundle.id });
    const detail = OrderDetail.parse((await get(`payment/orders/${order.token}/`, headers)).json());
    expect(detail).toMatchObject({ kind: 'bundle', item_id: bundle.id, first_lesson_id: null });
    expect(detail.courses.map((row) => row.id)).toEqual([second.id, first.id]);
  });
});

describe('GET payment/orders/{token}/invoice/', () => {
  it('answers the PDF of a paid order, and 409 before the payment', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const pending = await buy(user.id, { kind: 'course', id: (await makeCourse()).id }, { pay: false });
    const early = await get(`payment/orders/${pending.token}/invoice/`, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: INVOICE_NOT_READY_MESSAGE });

    const paid = await buy(user.id, {
      kind: 'course',
      id: (await makeCourse({ title: 'পাইথন দিয়ে ডেটা সায়েন্স' })).id,
    });
    const response = await get(`payment/orders/${paid.token}/invoice/`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dokkho-invoice-${paid.invoiceNumber}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (an uncompressed dictionary) carries the number.
    expect(pdf.toString('latin1')).toContain(paid.invoiceNumber!);

    const stranger = await seedMember(ctx.db);
    expect((await get(`payment/orders/${paid.token}/invoice/`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`payment/orders/${paid.token}/invoice/`, staff.headers)).statusCode).toBe(200);
  });

  it.skipIf(!canReadPdfText)(
    'words the discount lines in the language asked for: Bangla with ?lang=bn, English unchanged',
    async () => {
      const { user, headers } = await seedMember(ctx.db);
      const promo = await seedPromo(ctx.db, { amount: 10 });
      const course = await makeCourse({ price: 400000 });
      await seedSalesOffer(ctx.db, [course.id], { title: 'Eid sale', kind: 'fixed', amount: 10000 });
      const paid = await buy(user.id, { kind: 'course', id: course.id }, { promoCode: promo.code });

      const bangla = pdfText(
        (await get(`payment/orders/${paid.token}/invoice/?lang=bn`, headers)).rawPayload,
      )!;
      expect(bangla).toContain(`প্রোমো কোড ${promo.code} (১০%)`);
      expect(bangla).toContain('Eid sale (৳১০০ ছাড়)');
      expect(bangla).not.toMatch(/Promo code| off\)/);

      const english = pdfText(
        (await get(`payment/orders/${paid.token}/invoice/?lang=en`, headers)).rawPayload,
      )!;
      expect(english).toContain(`Promo code ${promo.code} (10%)`);
      expect(english).toContain('Eid sale (৳100 off)');
      expect(english).not.toContain('প্রোমো কোড');
    },
  );
});

describe('GET admin/orders/', () => {
  it('is for staff only', async () => {
    const { headers } = await seedMember(ctx.db);
    expect((await get('admin/orders/', headers)).statusCode).toBe(403);
    expect((await get('admin/orders/')).statusCode).toBe(401);
  });

  it('filters by status and finds an order by invoice number, tran_id or buyer e-mail', async () => {
    const { user } = await seedMember(ctx.db);
    const paid = await buy(user.id, { kind: 'course', id: (await makeCourse()).id });
    const pending = await buy(user.id, { kind: 'course', id: (await makeCourse()).id }, { pay: false });
    const search = async (query: string) =>
      AdminOrderPage.parse((await get(`admin/orders/?${query}`, staff.headers)).json());

    const byEmail = await search(`search=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(byEmail.results.map((row) => row.id)).toEqual([pending.id, paid.id]);
    expect(byEmail.results[1]).toMatchObject({
      tran_id: paid.tranId,
      buyer: { id: user.id, name: 'Test User', email: user.email },
      payment_method: 'NAGAD-Nagad',
      payment_reference: 'VAL-42',
      refunded_at: null,
    });
    expect((await search(`search=${paid.invoiceNumber}`)).results.map((row) => row.id)).toEqual([paid.id]);
    expect((await search(`search=${pending.tranId.toLowerCase()}`)).results.map((row) => row.id)).toEqual([
      pending.id,
    ]);
    const onlyPaid = await search(`status=paid&search=${encodeURIComponent(user.email)}`);
    expect(onlyPaid.results.map((row) => row.id)).toEqual([paid.id]);
    expect((await search('search=%25')).count).toBe(0);
    expect((await get('admin/orders/?status=lost', staff.headers)).statusCode).toBe(400);
  });
});

describe('POST admin/orders/{id}/refund/', () => {
  it('refunds a paid order: seats go, the commission is reversed, the promo stays used', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const affiliate = await seedAffiliate(ctx.db);
    const course = await makeCourse();
    const promo = await seedPromo(ctx.db, { amount: 10 });
    const order = await buy(
      user.id,
      { kind: 'course', id: course.id },
      {
        promoCode: promo.code,
        affiliateCode: affiliate.profile.referralCode,
      },
    );
    const countPaid = await enrolledCount(ctx.db, course.id);

    const response = await refund(order.id, staff.headers, '  Course did not suit the learner  ');
    expect(response.statusCode).toBe(200);
    const row = AdminOrderRow.parse(response.json());
    expect(row).toMatchObject({
      id: order.id,
      status: 'refunded',
      refund_reason: 'Course did not suit the learner',
    });
    expect(row.refunded_at).not.toBeNull();
    expect(await findOrder(ctx.db, order.id)).toMatchObject({
      status: 'refunded',
      refundedBy: staff.user.id,
    });
    expect(await enrollmentsOf(ctx.db, user.id)).toEqual([]);
    expect(await enrolledCount(ctx.db, course.id)).toBe(countPaid - 1);
    const [commission] = await ctx.db
      .select()
      .from(schema.affiliateCommissions)
      .where(eq(schema.affiliateCommissions.orderId, order.id));
    expect(commission).toMatchObject({ status: 'reversed' });
    const [code] = await ctx.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, promo.id));
    expect(code!.usedCount).toBe(1);
    const events = await ctx.db
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.orderId, order.id));
    expect(events).toMatchObject([
      {
        source: 'refund',
        outcome: 'refunded',
        payload: { by: staff.user.id, removed_course_ids: [course.id] },
      },
    ]);

    // Never twice, and the invoice now says refunded.
    expect((await refund(order.id, staff.headers)).json()).toEqual({ detail: ONLY_PAID_REFUND_MESSAGE });
    const invoice = await get(`payment/orders/${order.token}/invoice/`, headers);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  });

  it('keeps seats another paid order covers and seats that were not bought', async () => {
    const { user } = await seedMember(ctx.db);
    const alone = await makeCourse();
    const free = await makeCourse();
    const only = await makeCourse();
    await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId: free.id, source: 'free' });
    await buy(user.id, { kind: 'course', id: alone.id });
    const bundle = await seedBundle(ctx.db, [alone.id, free.id, only.id]);
    const order = await buy(user.id, { kind: 'bundle', id: bundle.id });
    expect(await enrollmentsOf(ctx.db, user.id)).toHaveLength(3);

    expect((await refund(order.id, staff.headers)).statusCode).toBe(200);
    const seats = await enrollmentsOf(ctx.db, user.id);
    expect(seats).toHaveLength(2);
    expect(seats).toEqual(
      expect.arrayContaining([
        { courseId: alone.id, source: 'purchase' },
        { courseId: free.id, source: 'free' },
      ]),
    );
  });

  it('is for staff only, and only for paid orders', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const paid = await buy(user.id, { kind: 'course', id: (await makeCourse()).id });
    const forbidden = await refund(paid.id, headers);
    expect(forbidden.statusCode).toBe(403);
    expect((await findOrder(ctx.db, paid.id)).status).toBe('paid');
    const pending = await buy(user.id, { kind: 'course', id: (await makeCourse()).id }, { pay: false });
    const conflict = await refund(pending.id, staff.headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: ONLY_PAID_REFUND_MESSAGE });
    expect((await refund(99999999, staff.headers)).statusCode).toBe(404);
    expect((await refund(paid.id, staff.headers, 'no')).json()).toEqual({
      reason: ['Say why the order is refunded'],
    });
  });
});
