import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { AffiliateDashboard } from '@dokkho/contract/affiliate';
import { OrderDetail, OrderPage, Quote } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import { createLogSender } from '../../integrations/email/log';
import { createTestApp, type AuthHeaders, type TestContext } from '../../test/test-app';
import {
  courseMaker,
  outboxTo,
  seedAffiliate,
  seedBundle,
  seedClick,
  seedMember,
  seedOrder,
  seedSale,
} from '../../test/factories';
import { sendReceiptEmail } from './receipt-email';

/**
 * Issue 16 (docs/decisions/026): the checkout's quote, the order and receipt views, the affiliate's top
 * courses and the receipt e-mail name courses and bundles in the reader's language, English per field
 * where there is no Bangla; an order keeps the title it was bought under.
 */

let ctx: TestContext;
let buyer: { user: { id: number; email: string }; headers: AuthHeaders };
const ids: Record<string, number> = {};

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const EXCEL = 'Excel for Office Jobs';
const EXCEL_BN = 'অফিসের কাজের জন্য এক্সেল';
const SQL = 'SQL for Analysts';

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  const course = await courseMaker(db);
  const excel = await course({ title: EXCEL, titleBn: EXCEL_BN });
  const sql = await course({ title: SQL });
  const bundle = await seedBundle(db, [excel.id, sql.id], { title: 'Office Bundle', titleBn: 'অফিস বান্ডেল' });
  buyer = await seedMember(db, { language: 'bn' });
  Object.assign(ids, { excel: excel.id, sql: sql.id, bundle: bundle.id });
});

afterAll(async () => {
  await ctx?.close();
});

async function inBoth(url: string, headers: AuthHeaders = buyer.headers) {
  const bangla = await ctx.app.inject({ url, headers: { ...headers, ...BANGLA } });
  const english = await ctx.app.inject({ url, headers: { ...headers, ...ENGLISH } });
  for (const reply of [bangla, english]) {
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers.vary).toMatch(/Accept-Language/);
    expect(reply.headers.vary).toMatch(/Cookie/);
  }
  return { bn: bangla.json(), en: english.json() };
}

describe('the checkout quote in the request language', () => {
  it('names a course and a bundle in Bangla for a Bangla screen, English where there is none', async () => {
    const course = await inBoth(`/api/payment/apply-sales-discount/${ids.excel}/?item=course`);
    expect(Quote.parse(course.bn).item.title).toBe(EXCEL_BN);
    expect(Quote.parse(course.en).item.title).toBe(EXCEL);

    const bundle = await inBoth(`/api/payment/apply-sales-discount/${ids.bundle}/?item=bundle`);
    expect(Quote.parse(bundle.bn).item.title).toBe('অফিস বান্ডেল');
    expect(Quote.parse(bundle.en).item.title).toBe('Office Bundle');

    const untranslated = await inBoth(`/api/payment/apply-sales-discount/${ids.sql}/?item=course`);
    expect(Quote.parse(untranslated.bn).item.title).toBe(SQL);
  });
});

describe('orders in the request language', () => {
  it('keeps the title the order was bought under and names the courses it opened in Bangla', async () => {
    const order = await seedOrder(ctx.db, {
      userId: buyer.user.id,
      courseId: ids.excel!,
      total: 350000,
      itemTitle: EXCEL,
    });
    const detail = await inBoth(`/api/payment/orders/${order.token}/`);
    const bangla = OrderDetail.parse(detail.bn);
    expect(bangla.title).toBe(EXCEL);
    expect(bangla.courses.map((course) => course.title)).toEqual([EXCEL_BN]);
    const english = OrderDetail.parse(detail.en);
    expect(english.title).toBe(EXCEL);
    expect(english.courses.map((course) => course.title)).toEqual([EXCEL]);

    // The order list shows the stored title in either language.
    const list = await ctx.app.inject({
      url: '/api/payment/orders/',
      headers: { ...buyer.headers, ...BANGLA },
    });
    expect(OrderPage.parse(list.json()).results.find((row) => row.token === order.token)?.title).toBe(EXCEL);
  });
});

describe('the receipt e-mail in the buyer language', () => {
  const log = pino({ level: 'silent' });
  const mailer = { sender: createLogSender(log), log, origin: 'http://dokkho.test' };

  async function receiptFor(language: 'bn' | 'en', itemTitle: string) {
    const member = await seedMember(ctx.db, { language });
    const order = await seedOrder(ctx.db, {
      userId: member.user.id,
      courseId: ids.excel!,
      total: 350000,
      itemTitle,
    });
    await ctx.db
      .update(schema.orders)
      .set({ invoiceNumber: `DKH-T-${order.id}` })
      .where(eq(schema.orders.id, order.id));
    await sendReceiptEmail({ db: ctx.db, orderId: order.id, mailer });
    const [mail] = await outboxTo(ctx.db, member.user.email);
    return mail!.bodyText;
  }

  it('names the course in Bangla for a Bangla buyer, in English for an English one', async () => {
    expect(await receiptFor('bn', EXCEL)).toContain(EXCEL_BN);
    const english = await receiptFor('en', EXCEL);
    expect(english).toContain(EXCEL);
    expect(english).not.toContain(EXCEL_BN);
  });

  it('keeps the title the order was bought under when the course has been renamed since', async () => {
    const text = await receiptFor('bn', 'Excel Basics');
    expect(text).toContain('Excel Basics');
    expect(text).not.toContain(EXCEL_BN);
  });
});

describe("the affiliate's top courses in the request language", () => {
  it('names clicked and sold courses in Bangla, English where there is none', async () => {
    const affiliate = await seedAffiliate(ctx.db);
    await seedClick(ctx.db, { affiliateId: affiliate.profile.id, courseId: ids.excel! });
    await seedClick(ctx.db, { affiliateId: affiliate.profile.id, courseId: ids.sql! });
    await seedSale(ctx.db, {
      affiliateId: affiliate.profile.id,
      buyerId: buyer.user.id,
      courseId: ids.excel!,
      total: 350000,
    });
    const { bn, en } = await inBoth('/api/affiliate/dashboard/?days=30', affiliate.headers);
    const titles = (body: unknown) =>
      Object.fromEntries(AffiliateDashboard.parse(body).top_courses.map((item) => [item.id, item.title]));
    expect(titles(bn)).toEqual({ [ids.excel!]: EXCEL_BN, [ids.sql!]: SQL });
    expect(titles(en)).toEqual({ [ids.excel!]: EXCEL, [ids.sql!]: SQL });
  });
});
