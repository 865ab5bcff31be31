import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AffiliateDashboard, AffiliateTerms } from '@dokkho/contract/affiliate';
import {
  seedAffiliate,
  seedClick,
  seedMember,
  seedPaidCourse,
  seedSale,
  seedStaff,
  seedUser,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { getDashboard, NOT_AN_AFFILIATE_MESSAGE } from './service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const DAY_MS = 86_400_000;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('who may see affiliate numbers', () => {
  it('answers the programme terms to anyone, from the configuration', async () => {
    const response = await get('/api/affiliate/programme/');
    expect(response.statusCode).toBe(200);
    expect(AffiliateTerms.parse(response.json())).toEqual({
      commission_percent: 20,
      buyer_discount_percent: 5,
      payout_minimum: 50_000,
      payout_methods: ['bkash', 'nagad', 'bank'],
      attribution_days: 30,
      currency: 'BDT',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const custom = await createTestApp({
      AFFILIATE_COMMISSION_PERCENT: '12.5',
      AFFILIATE_DISCOUNT_PERCENT: '10',
      AFFILIATE_PAYOUT_MINIMUM_BDT: '1000',
    });
    try {
      const terms = (await custom.app.inject({ method: 'GET', url: '/api/affiliate/programme/' })).json();
      expect(terms).toMatchObject({
        commission_percent: 12.5,
        buyer_discount_percent: 10,
        payout_minimum: 100_000,
      });
    } finally {
      await custom.close();
    }
  });

  it('refuses signed-out callers (401) and members without the role (403)', async () => {
    const member = await seedMember(ctx.db);
    // Valid bodies: a body is validated before the guard runs (Fastify's order), as on every route.
    const routes: [method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object][] = [
      ['GET', '/api/affiliate/dashboard/'],
      ['GET', '/api/affiliate/profile/'],
      ['PATCH', '/api/affiliate/profile/', { payout_method: 'bkash', payout_account: '01712345678' }],
      ['GET', '/api/affiliate/payments/'],
      ['POST', '/api/affiliate/affiliate_payout_request/', { amount: 50_000 }],
    ];
    for (const [method, url, payload] of routes) {
      const signedOut = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      const learner = await ctx.app.inject({
        method,
        url,
        headers: member.headers,
        ...(payload ? { payload } : {}),
      });
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      expect(learner.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells staff without an affiliate profile that they have none', async () => {
    const staff = await seedStaff(ctx.db);
    const response = await get('/api/affiliate/dashboard/', staff.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: NOT_AN_AFFILIATE_MESSAGE });
  });

  it('accepts only 7, 30 or 90 days', async () => {
    const { headers } = await seedAffiliate(ctx.db);
    const response = await get('/api/affiliate/dashboard/?days=14', headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ days: ['Choose 7, 30 or 90 days'] });
    const week = AffiliateDashboard.parse((await get('/api/affiliate/dashboard/?days=7', headers)).json());
    expect(week.series).toHaveLength(7);
    const quarter = AffiliateDashboard.parse(
      (await get('/api/affiliate/dashboard/?days=90', headers)).json(),
    );
    expect(quarter.series).toHaveLength(90);
  });
});

describe('the dashboard', () => {
  it('counts clicks, visitors, conversions and earnings of the period, refunds and others left out', async () => {
    const { profile, headers } = await seedAffiliate(ctx.db);
    const other = await seedAffiliate(ctx.db);
    const [sql, excel, bundleless] = [
      await seedPaidCourse(ctx.db, { title: 'SQL for analysts' }),
      await seedPaidCourse(ctx.db, { title: 'Excel from zero' }),
      await seedPaidCourse(ctx.db, { title: 'Only clicked' }),
    ];
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    const affiliateId = profile.id;

    // 6 clicks by 4 visitors in the last week, 2 more three weeks ago, one long ago.
    for (const [courseId, visitor, days] of [
      [sql.id, 'v1', 0],
      [sql.id, 'v1', 1],
      [sql.id, 'v2', 2],
      [excel.id, 'v3', 3],
      [excel.id, 'v4', 5],
      [bundleless.id, 'v4', 6],
      [sql.id, 'v5', 20],
      [excel.id, 'v6', 21],
      [sql.id, 'v7', 120],
    ] as const) {
      await seedClick(ctx.db, { affiliateId, courseId, visitor: `${affiliateId}-${visitor}`, at: ago(days) });
    }
    // Another affiliate's click on the same course never shows here.
    await seedClick(ctx.db, { affiliateId: other.profile.id, courseId: sql.id, at: ago(1) });

    const buyer = await seedUser(ctx.db);
    await seedSale(ctx.db, { affiliateId, buyerId: buyer.id, courseId: sql.id, total: 332_500, at: ago(1) });
    await seedSale(ctx.db, { affiliateId, buyerId: buyer.id, courseId: sql.id, total: 332_500, at: ago(2) });
    await seedSale(ctx.db, {
      affiliateId,
      buyerId: buyer.id,
      courseId: excel.id,
      total: 190_000,
      at: ago(4),
    });
    // Refunded: its commission was reversed; it is neither a conversion nor an earning.
    await seedSale(ctx.db, {
      affiliateId,
      buyerId: buyer.id,
      courseId: excel.id,
      total: 190_000,
      at: ago(3),
      refunded: true,
    });
    await seedSale(ctx.db, {
      affiliateId,
      buyerId: buyer.id,
      courseId: excel.id,
      total: 100_000,
      at: ago(25),
    });
    await seedSale(ctx.db, {
      affiliateId,
      buyerId: buyer.id,
      courseId: excel.id,
      total: 100_000,
      at: ago(100),
    });
    await seedSale(ctx.db, {
      affiliateId: other.profile.id,
      buyerId: buyer.id,
      courseId: sql.id,
      total: 332_500,
      at: ago(1),
    });

    const week = AffiliateDashboard.parse((await get('/api/affiliate/dashboard/?days=7', headers)).json());
    expect(week).toMatchObject({
      days: 7,
      time_zone: 'Asia/Dhaka',
      referral_code: profile.referralCode,
      clicks: 6,
      unique_visitors: 4,
      conversions: 3,
      conversion_rate: 0.5,
      // 20% of 3,325 + 3,325 + 1,900 taka.
      earnings: 66_500 + 66_500 + 38_000,
      // All time: the sale of 25 and 100 days ago too (20,000 each); the reversed one is not there.
      balance: 66_500 + 66_500 + 38_000 + 20_000 + 20_000,
      pending_payout: 0,
    });
    expect(week.series.map((day) => day.clicks).reduce((a, b) => a + b)).toBe(6);
    expect(week.series.at(-1)!.date).toBe(week.to);
    expect(week.series[0]!.date).toBe(week.from);
    // The best sellers first, then by clicks; a course only clicked is still listed.
    expect(week.top_courses).toEqual([
      { kind: 'course', id: sql.id, title: 'SQL for analysts', clicks: 3, conversions: 2, earnings: 133_000 },
      { kind: 'course', id: excel.id, title: 'Excel from zero', clicks: 2, conversions: 1, earnings: 38_000 },
      { kind: 'course', id: bundleless.id, title: 'Only clicked', clicks: 1, conversions: 0, earnings: 0 },
    ]);

    const month = AffiliateDashboard.parse((await get('/api/affiliate/dashboard/', headers)).json());
    expect(month).toMatchObject({
      days: 30,
      clicks: 8,
      unique_visitors: 6,
      conversions: 4,
      conversion_rate: 0.5,
    });
    expect(month.earnings).toBe(66_500 + 66_500 + 38_000 + 20_000);
    expect(month.series).toHaveLength(30);
    // Every day is there, one after the other, without holes.
    for (let i = 1; i < month.series.length; i += 1) {
      expect(Date.parse(month.series[i]!.date) - Date.parse(month.series[i - 1]!.date)).toBe(DAY_MS);
    }
  });

  it('shows an empty period as zeros, without a conversion rate', async () => {
    const { headers } = await seedAffiliate(ctx.db);
    const empty = AffiliateDashboard.parse((await get('/api/affiliate/dashboard/?days=7', headers)).json());
    expect(empty).toMatchObject({
      clicks: 0,
      unique_visitors: 0,
      conversions: 0,
      conversion_rate: null,
      earnings: 0,
    });
    expect(empty.series.every((day) => day.clicks === 0 && day.conversions === 0 && day.earnings === 0)).toBe(
      true,
    );
    expect(empty.top_courses).toEqual([]);
  });

  it('cuts days at midnight in Dhaka (UTC+6), whatever the server’s time zone', async () => {
    const { user, profile } = await seedAffiliate(ctx.db);
    const course = await seedPaidCourse(ctx.db);
    const buyer = await seedUser(ctx.db);
    // Noon UTC on 10 March 2026 is 18:00 in Dhaka: the last 7 days are 4-10 March, Dhaka time.
    const now = new Date('2026-03-10T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    // 3 March 23:59 in Dhaka: outside.
    await seedClick(ctx.db, { affiliateId: profile.id, courseId: course.id, at: at('2026-03-03T17:59:00Z') });
    // 4 March 00:30 in Dhaka (still 3 March in UTC): the first day.
    await seedClick(ctx.db, { affiliateId: profile.id, courseId: course.id, at: at('2026-03-03T18:30:00Z') });
    // 10 March 23:00 UTC is already 11 March in Dhaka: tomorrow, not shown.
    await seedClick(ctx.db, { affiliateId: profile.id, courseId: course.id, at: at('2026-03-10T23:00:00Z') });
    // 9 March 20:00 UTC = 10 March 02:00 in Dhaka: today.
    await seedSale(ctx.db, {
      affiliateId: profile.id,
      buyerId: buyer.id,
      courseId: course.id,
      total: 100_000,
      at: at('2026-03-09T20:00:00Z'),
    });

    const dashboard = await getDashboard({ db: ctx.db, userId: user.id, days: 7, now });
    expect(dashboard.from).toBe('2026-03-04');
    expect(dashboard.to).toBe('2026-03-10');
    expect(dashboard.series.map((day) => day.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(dashboard.series[0]).toEqual({ date: '2026-03-04', clicks: 1, conversions: 0, earnings: 0 });
    expect(dashboard.series[6]).toEqual({ date: '2026-03-10', clicks: 0, conversions: 1, earnings: 20_000 });
    // Only the 4 March click: the one at 23:59 on 3 March and the one on 11 March are outside.
    expect(dashboard.clicks).toBe(1);

    // Just before midnight in Dhaka the same instant is still "today".
    const lateEvening = await getDashboard({
      db: ctx.db,
      userId: user.id,
      days: 7,
      now: new Date('2026-03-10T17:59:00Z'),
    });
    expect(lateEvening.to).toBe('2026-03-10');
    const afterMidnight = await getDashboard({
      db: ctx.db,
      userId: user.id,
      days: 7,
      now: new Date('2026-03-10T18:01:00Z'),
    });
    expect(afterMidnight.to).toBe('2026-03-11');
    expect(afterMidnight.series.at(-1)).toEqual({
      date: '2026-03-11',
      clicks: 1,
      conversions: 0,
      earnings: 0,
    });
  });

  it('does not count a crawler following the link', async () => {
    const { profile, headers } = await seedAffiliate(ctx.db);
    const course = await seedPaidCourse(ctx.db);
    const click = (agent: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/affiliate/affiliate-links-clicked/',
        payload: { affiliate: profile.referralCode, course_id: course.id },
        remoteAddress: address,
        headers: { 'user-agent': agent },
      });
    expect(
      (await click('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', '192.0.2.70'))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await click(
          'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0 Mobile Safari/537.36',
          '192.0.2.71',
        )
      ).statusCode,
    ).toBe(201);
    const dashboard = AffiliateDashboard.parse(
      (await get('/api/affiliate/dashboard/?days=7', headers)).json(),
    );
    expect(dashboard).toMatchObject({ clicks: 1, unique_visitors: 1 });
  });

  it('refuses a token whose account is gone', async () => {
    const response = await get('/api/affiliate/dashboard/', await authHeader(987_654_321));
    expect(response.statusCode).toBe(401);
  });
});
