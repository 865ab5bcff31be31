import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Quote } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { confirmOrderPaid, createOrder } from './orders';
import { INVALID_AFFILIATE_MESSAGE, OWN_REFERRAL_MESSAGE, PROMO_MESSAGES } from './pricing';
import {
  AFFILIATE,
  INSTRUCTOR,
  courseMaker,
  hoursFrom,
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

type Endpoint = 'apply-promo' | 'apply-sales-discount' | 'apply-affiliate';

function ask(
  endpoint: Endpoint,
  id: number,
  headers: Record<string, string>,
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  return ctx.app.inject({
    method: 'GET',
    url: `/api/payment/${endpoint}/${id}/${search ? `?${search}` : ''}`,
    headers,
  });
}

async function quote(endpoint: Endpoint, id: number, headers: Record<string, string>, query = {}) {
  const response = await ask(endpoint, id, headers, query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return Quote.parse(response.json());
}

describe('GET payment/apply-sales-discount/{id}/', () => {
  it('prices a course at its list or sale price when nothing applies', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse({ price: 350000, title: 'ডেটা অ্যানালিটিক্স বুটক্যাম্প' });
    expect(await quote('apply-sales-discount', course.id, headers)).toEqual({
      item: {
        kind: 'course',
        id: course.id,
        title: course.title,
        thumbnail: course.thumbnail,
        course_ids: [course.id],
      },
      currency: 'BDT',
      list_price: 350000,
      base_price: 350000,
      discounts: [],
      total: 350000,
      promo_code: null,
      affiliate: null,
      notice: null,
    });
    const onSale = await makeCourse({ price: 500000, salePrice: 350000 });
    const priced = await quote('apply-sales-discount', onSale.id, headers);
    expect(priced).toMatchObject({ list_price: 500000, base_price: 350000, total: 350000 });
  });

  it('takes the running sales offer off the sale price, floored', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse({ price: 500000, salePrice: 349900 });
    await seedSalesOffer(ctx.db, [course.id], { title: 'Monsoon sale', kind: 'percent', amount: 15 });
    const priced = await quote('apply-sales-discount', course.id, headers);
    // 15% of ৳3,499 is ৳524.85: floored to whole taka (ADR 021), so the learner pays ৳2,975.
    expect(priced.discounts).toEqual([
      {
        step: 'sales',
        label: 'Monsoon sale (15%)',
        code: null,
        name: 'Monsoon sale',
        rule: { kind: 'percent', amount: 15 },
        amount: 52400,
      },
    ]);
    expect(priced.total).toBe(297500);
  });

  it('quotes a price stored with poisha at the nearest whole taka', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse({ price: 500049, salePrice: 349950 });
    const priced = await quote('apply-sales-discount', course.id, headers);
    expect(priced).toMatchObject({ list_price: 500000, base_price: 350000, total: 350000 });
  });

  it('answers 404 for an unknown or unpublished course and 401 without a sign-in', async () => {
    const { headers } = await seedMember(ctx.db);
    const draft = await makeCourse({ status: 'draft' });
    expect((await ask('apply-sales-discount', draft.id, headers)).statusCode).toBe(404);
    expect((await ask('apply-sales-discount', 99999999, headers)).json()).toEqual({
      detail: 'Course not found.',
    });
    expect((await ask('apply-sales-discount', draft.id, {})).statusCode).toBe(401);
    expect((await ask('apply-sales-discount', draft.id, headers, { item: 'box' })).statusCode).toBe(400);
  });
});

describe('GET payment/apply-promo/{id}/', () => {
  it('requires a code', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse();
    const response = await ask('apply-promo', course.id, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ['Enter a promo code'] });
    expect((await ask('apply-promo', course.id, headers, { code: 'no spaces!' })).json()).toEqual({
      code: ['A promo code has only letters, digits, - and _'],
    });
  });

  it('applies a percent code floored and a fixed code capped, whatever case it is typed in', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse({ price: 349900 });
    const percent = await seedPromo(ctx.db, { kind: 'percent', amount: 10 });
    const priced = await quote('apply-promo', course.id, headers, { code: percent.code.toLowerCase() });
    expect(priced.promo_code).toBe(percent.code);
    expect(priced.discounts).toEqual([
      {
        step: 'promo',
        label: `Promo code ${percent.code} (10%)`,
        code: percent.code,
        name: null,
        rule: { kind: 'percent', amount: 10 },
        amount: 34900,
      },
    ]);
    expect(priced.total).toBe(315000);

    const fixed = await seedPromo(ctx.db, { kind: 'fixed', amount: 50000 });
    const fixedQuote = await quote('apply-promo', course.id, headers, { code: fixed.code });
    expect(fixedQuote.discounts).toEqual([
      {
        step: 'promo',
        label: `Promo code ${fixed.code} (৳500 off)`,
        code: fixed.code,
        name: null,
        rule: { kind: 'fixed', amount: 50000 },
        amount: 50000,
      },
    ]);
    const huge = await seedPromo(ctx.db, { kind: 'fixed', amount: 9_000_000 });
    const capped = await quote('apply-promo', course.id, headers, { code: huge.code });
    expect(capped.discounts[0]!.amount).toBe(349900);
    expect(capped.total).toBe(0);
  });

  it('explains every code that cannot be used, on the field code', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const other = await seedMember(ctx.db);
    const course = await makeCourse();
    const otherCourse = await makeCourse();
    const now = new Date();
    const cases: [Parameters<typeof seedPromo>[1] | null, string][] = [
      [null, PROMO_MESSAGES.unknown],
      [{ isActive: false }, PROMO_MESSAGES.unknown],
      [{ startsAt: hoursFrom(now, 2) }, PROMO_MESSAGES.notYet],
      [{ startsAt: hoursFrom(now, -48), endsAt: hoursFrom(now, -1) }, PROMO_MESSAGES.expired],
      [{ maxUses: 2, usedCount: 2 }, PROMO_MESSAGES.fullyUsed],
      [{ courseId: otherCourse.id }, PROMO_MESSAGES.otherCourse],
      [{ userId: other.user.id }, PROMO_MESSAGES.otherUser],
    ];
    for (const [values, message] of cases) {
      const code = values ? (await seedPromo(ctx.db, values)).code : 'NOSUCHCODE';
      const response = await ask('apply-promo', course.id, headers, { code });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ code: [message] });
    }
    // Scoped codes work where they belong.
    const mine = await seedPromo(ctx.db, { userId: user.id, courseId: course.id, amount: 20 });
    expect((await quote('apply-promo', course.id, headers, { code: mine.code })).total).toBe(280000);
  });

  it('counts only paid orders against the per-user and overall limits', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const course = await makeCourse();
    const second = await makeCourse();
    const perUser = await seedPromo(ctx.db, { maxUsesPerUser: 1 });
    // A pending order uses nothing.
    const pending = await createOrder({
      db: ctx.db,
      userId: user.id,
      item: { kind: 'course', id: course.id },
      gateway: 'sslcommerz',
      promoCode: perUser.code,
      affiliate: AFFILIATE,
      instructor: INSTRUCTOR,
    });
    expect((await quote('apply-promo', second.id, headers, { code: perUser.code })).promo_code).toBe(
      perUser.code,
    );
    await confirmOrderPaid({
      db: ctx.db,
      orderId: pending.order.id,
      gateway: 'sslcommerz',
      amount: pending.order.total,
      currency: 'BDT',
      gatewayPaymentId: 'VAL1',
      paymentMethod: 'BKASH-BKash',
      affiliate: AFFILIATE,
      instructor: INSTRUCTOR,
    });
    expect((await ask('apply-promo', second.id, headers, { code: perUser.code })).json()).toEqual({
      code: [PROMO_MESSAGES.usedByYou],
    });
    // Somebody else may still use it; with a limit of one use in all, nobody may after them.
    const other = await seedMember(ctx.db);
    expect((await ask('apply-promo', second.id, other.headers, { code: perUser.code })).statusCode).toBe(200);
    await ctx.db.update(schema.promoCodes).set({ maxUses: 1 }).where(eq(schema.promoCodes.id, perUser.id));
    expect((await ask('apply-promo', second.id, other.headers, { code: perUser.code })).json()).toEqual({
      code: [PROMO_MESSAGES.fullyUsed],
    });
  });

  it('lifts a tiny total to the ৳10 minimum from the promo', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse({ price: 5000 });
    const promo = await seedPromo(ctx.db, { amount: 95 });
    const priced = await quote('apply-promo', course.id, headers, { code: promo.code });
    expect(priced.discounts).toEqual([
      {
        step: 'promo',
        label: `Promo code ${promo.code} (95%)`,
        code: promo.code,
        name: null,
        rule: { kind: 'percent', amount: 95 },
        amount: 4000,
      },
    ]);
    expect(priced.total).toBe(1000);
  });
});

describe('GET payment/apply-affiliate/{id}/', () => {
  it('requires a referral code and refuses an unknown one on the field affiliate', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse();
    expect((await ask('apply-affiliate', course.id, headers)).json()).toEqual({
      affiliate: ['This affiliate link has no referral code'],
    });
    const unknown = await ask('apply-affiliate', course.id, headers, { affiliate: 'NOBODY42' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ affiliate: [INVALID_AFFILIATE_MESSAGE] });
  });

  it("takes the buyer's affiliate discount, floored", async () => {
    const { headers } = await seedMember(ctx.db);
    const affiliate = await seedAffiliate(ctx.db);
    const course = await makeCourse({ price: 349900 });
    const priced = await quote('apply-affiliate', course.id, headers, {
      affiliate: affiliate.profile.referralCode.toLowerCase(),
    });
    expect(priced.affiliate).toBe(affiliate.profile.referralCode);
    expect(priced.discounts).toEqual([
      {
        step: 'affiliate',
        label: 'Referred by an affiliate (5%)',
        code: null,
        name: null,
        rule: { kind: 'percent', amount: 5 },
        amount: 17400,
      },
    ]);
    expect(priced.total).toBe(332500);
  });

  it("gives no discount through the buyer's own link, and says so", async () => {
    const affiliate = await seedAffiliate(ctx.db);
    const course = await makeCourse();
    const priced = await quote('apply-affiliate', course.id, affiliate.headers, {
      affiliate: affiliate.profile.referralCode,
    });
    expect(priced).toMatchObject({
      discounts: [],
      total: 350000,
      affiliate: null,
      notice: OWN_REFERRAL_MESSAGE,
    });
  });

  it('ignores an unknown referral code with a notice on the other apply calls', async () => {
    const { headers } = await seedMember(ctx.db);
    const course = await makeCourse();
    const priced = await quote('apply-sales-discount', course.id, headers, { affiliate: 'NOBODY42' });
    expect(priced).toMatchObject({ total: 350000, affiliate: null, notice: INVALID_AFFILIATE_MESSAGE });
  });
});

describe('the whole chain through the routes', () => {
  it('applies promo, sales, affiliate and wheel in that order, each on what is left', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const affiliate = await seedAffiliate(ctx.db);
    const course = await makeCourse({ price: 500000, salePrice: 400100 });
    const promo = await seedPromo(ctx.db, { kind: 'percent', amount: 10 });
    await seedSalesOffer(ctx.db, [course.id], {
      title: 'Eid sale',
      campaign: 'eid',
      kind: 'fixed',
      amount: 20000,
    });
    await seedWheelPrize(ctx.db, user.id, { kind: 'percent', amount: 20, label: '20% off' });
    const priced = await quote('apply-promo', course.id, headers, {
      code: promo.code,
      affiliate: affiliate.profile.referralCode,
    });
    // ৳4,001 -> promo ৳400 (10% is ৳400.10: each discount floored to whole taka, ADR 021) -> ৳3,601 -> sales
    // ৳200 -> ৳3,401 -> affiliate ৳170 (৳170.05) -> ৳3,231 -> wheel ৳646 (৳646.20) -> ৳2,585.
    expect(priced.discounts).toEqual([
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
        label: 'Eid sale (৳200 off)',
        code: null,
        name: 'Eid sale',
        rule: { kind: 'fixed', amount: 20000 },
        amount: 20000,
      },
      {
        step: 'affiliate',
        label: 'Referred by an affiliate (5%)',
        code: null,
        name: null,
        rule: { kind: 'percent', amount: 5 },
        amount: 17000,
      },
      {
        step: 'wheel',
        label: 'Wheel prize: 20% off',
        code: null,
        name: '20% off',
        rule: { kind: 'percent', amount: 20 },
        amount: 64600,
      },
    ]);
    expect(priced.total).toBe(258500);
    expect(priced.base_price - priced.discounts.reduce((sum, line) => sum + line.amount, 0)).toBe(
      priced.total,
    );
    // The same chain answers on every apply call.
    expect(
      (
        await quote('apply-affiliate', course.id, headers, {
          code: promo.code,
          affiliate: affiliate.profile.referralCode,
        })
      ).total,
    ).toBe(258500);
  });

  it('prices a bundle at its own price: no sales offer, but promo, affiliate and wheel apply', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const affiliate = await seedAffiliate(ctx.db);
    const first = await makeCourse();
    const second = await makeCourse();
    const hidden = await makeCourse({ status: 'draft' });
    // An offer on a member course does not reach the bundle.
    await seedSalesOffer(ctx.db, [first.id, second.id], { amount: 50 });
    const bundle = await seedBundle(ctx.db, [first.id, second.id, hidden.id], {
      price: 900000,
      salePrice: 600000,
    });
    const promo = await seedPromo(ctx.db, { kind: 'fixed', amount: 100000 });
    await seedWheelPrize(ctx.db, user.id, { kind: 'fixed', amount: 5000, label: '৳50 off' });
    const priced = await quote('apply-promo', bundle.id, headers, {
      item: 'bundle',
      code: promo.code,
      affiliate: affiliate.profile.referralCode,
    });
    expect(priced.item).toEqual({
      kind: 'bundle',
      id: bundle.id,
      title: bundle.title,
      thumbnail: '',
      course_ids: [first.id, second.id],
    });
    expect(priced).toMatchObject({ list_price: 900000, base_price: 600000 });
    expect(priced.discounts.map((line) => [line.step, line.amount])).toEqual([
      ['promo', 100000],
      ['affiliate', 25000],
      ['wheel', 5000],
    ]);
    expect(priced.total).toBe(470000);

    // A course-scoped code is not for bundles; a bundle that ended or does not exist is a 404.
    const scoped = await seedPromo(ctx.db, { courseId: first.id });
    expect(
      (await ask('apply-promo', bundle.id, headers, { item: 'bundle', code: scoped.code })).json(),
    ).toEqual({
      code: [PROMO_MESSAGES.otherCourse],
    });
    const ended = await seedBundle(ctx.db, [first.id], { endsAt: new Date(Date.now() - 60_000) });
    expect((await ask('apply-sales-discount', ended.id, headers, { item: 'bundle' })).statusCode).toBe(404);
    const empty = await seedBundle(ctx.db, [hidden.id]);
    expect((await ask('apply-sales-discount', empty.id, headers, { item: 'bundle' })).statusCode).toBe(404);
  });

  it('takes 100% with a full promo and nothing after it', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const course = await makeCourse();
    await seedWheelPrize(ctx.db, user.id, { kind: 'fixed', amount: 5000 });
    const promo = await seedPromo(ctx.db, { amount: 100 });
    const priced = await quote('apply-promo', course.id, headers, { code: promo.code });
    expect(priced.discounts).toEqual([
      {
        step: 'promo',
        label: `Promo code ${promo.code} (100%)`,
        code: promo.code,
        name: null,
        rule: { kind: 'percent', amount: 100 },
        amount: 350000,
      },
    ]);
    expect(priced.total).toBe(0);
  });
});
