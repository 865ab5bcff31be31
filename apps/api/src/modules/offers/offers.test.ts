import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BundleDetail, BundleListResponse, EidCourseResponse, PromoImage } from '@dokkho/contract/offers';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { getBundle, getEidOffer, getPromoImage, listBundles } from './service';
import { courseMaker, daysFrom, seedBundle, seedOffer } from '../../test/factories';

/**
 * The service tests pass their own `now`, a different year each, so the offers one test leaves running are
 * nobody else's; the route tests read the real clock and end what they started.
 */
let ctx: TestContext;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

beforeAll(async () => {
  ctx = await createTestApp();
  makeCourse = await courseMaker(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

/** Ends an offer a route test started on the real clock, so the route tests after it find none running. */
async function endOffer(id: number) {
  await ctx.db.update(schema.offers).set({ isActive: false }).where(eq(schema.offers.id, id));
}

describe('bundles', () => {
  it('lists the running bundles by position with their course count, course total and saving', async () => {
    const now = new Date('2031-03-10T12:00:00Z');
    const a = await makeCourse({ price: 500000 });
    const b = await makeCourse({ price: 450000, salePrice: 299900 });
    const c = await makeCourse({ price: 600000 });
    const unpublished = await makeCourse({ price: 900000, status: 'draft' });
    const open = { startsAt: daysFrom(now, -1) };
    const second = await seedBundle(ctx.db, [a.id, b.id, c.id, unpublished.id], {
      ...open,
      position: 2,
      price: 1200000,
      salePrice: 949900,
    });
    const first = await seedBundle(ctx.db, [a.id, b.id], {
      ...open,
      position: 1,
      price: 900000,
      endsAt: daysFrom(now, 3),
    });
    // Not listed: not started, ended, inactive, and no published course.
    const hidden = [
      await seedBundle(ctx.db, [a.id], { startsAt: daysFrom(now, 1) }),
      await seedBundle(ctx.db, [a.id], { startsAt: daysFrom(now, -5), endsAt: now }),
      await seedBundle(ctx.db, [a.id], { ...open, isActive: false }),
      await seedBundle(ctx.db, [unpublished.id], open),
    ];

    const listed = BundleListResponse.parse(await listBundles({ db: ctx.db, now }));
    const mine = listed.filter((bundle) =>
      [first.id, second.id, ...hidden.map((h) => h.id)].includes(bundle.id),
    );
    expect(mine.map((bundle) => bundle.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      price: 900000,
      sale_price: null,
      courses_count: 2,
      courses_total_price: 500000 + 299900,
      saving: 0, // the sum is below the bundle's price: no made-up saving
      ends_at: daysFrom(now, 3).toISOString(),
    });
    expect(mine[1]).toMatchObject({
      currency: 'BDT',
      courses_count: 3,
      courses_total_price: 1399900,
      saving: 1399900 - 949900,
      ends_at: null,
    });

    const detail = BundleDetail.parse(await getBundle({ db: ctx.db, id: second.id, now }));
    expect(detail.courses.map((course) => course.id)).toEqual([a.id, b.id, c.id]);
    expect(detail.courses[1]).toMatchObject({ price: 450000, sale_price: 299900, is_free: false });
    expect(detail.saving).toBe(450000);
    for (const bundle of hidden) {
      await expect(getBundle({ db: ctx.db, id: bundle.id, now })).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('answers the bundle routes, 404 for an unknown or ended bundle', async () => {
    const course = await makeCourse({ price: 300000 });
    const bundle = await seedBundle(ctx.db, [course.id], {
      price: 250000,
      startsAt: daysFrom(new Date(), -1),
    });
    const ended = await seedBundle(ctx.db, [course.id], {
      startsAt: daysFrom(new Date(), -9),
      endsAt: daysFrom(new Date(), -1),
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/course/bundles/' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('public');
    const ids = BundleListResponse.parse(list.json()).map((item) => item.id);
    expect(ids).toContain(bundle.id);
    expect(ids).not.toContain(ended.id);

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/course/bundles/${bundle.id}/` });
    expect(detail.statusCode).toBe(200);
    expect(BundleDetail.parse(detail.json())).toMatchObject({ saving: 50000, courses_count: 1 });
    for (const id of [ended.id, 2_000_000_000]) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/course/bundles/${id}/` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        detail: 'This bundle offer does not exist or is no longer available.',
      });
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/course/bundles/abc/' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the Eid offer', () => {
  it('answers the running Eid offer (the one ending first) with its courses and offer prices', async () => {
    const now = new Date('2032-03-10T12:00:00Z');
    const popular = await makeCourse({ price: 450000, salePrice: 299900, enrolledCount: 900 });
    const other = await makeCourse({ price: 350000, enrolledCount: 10 });
    const free = await makeCourse({ price: 0 });
    const draft = await makeCourse({ price: 350000, status: 'draft' });
    const notInOffer = await makeCourse({ price: 350000 });
    const window = { campaign: 'eid' as const, startsAt: daysFrom(now, -3), endsAt: daysFrom(now, 21) };
    expect(await getEidOffer({ db: ctx.db, now })).toEqual({ offer: null, courses: [] });

    const eid = await seedOffer(
      ctx.db,
      { ...window, kind: 'percent', amount: 25, title: 'Eid ul-Adha', image: '/demo/offers/eid.svg' },
      [other.id, popular.id, free.id, draft.id],
    );
    // Later-ending Eid offer, a sales offer, an inactive and an ended Eid offer: not the page's offer.
    await seedOffer(ctx.db, { ...window, endsAt: daysFrom(now, 30), amount: 50 }, [notInOffer.id]);
    await seedOffer(ctx.db, { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 1), amount: 40 }, [
      notInOffer.id,
    ]);
    await seedOffer(ctx.db, { ...window, endsAt: daysFrom(now, 2), isActive: false }, [notInOffer.id]);
    await seedOffer(ctx.db, { ...window, startsAt: daysFrom(now, -9), endsAt: now }, [notInOffer.id]);

    const answer = EidCourseResponse.parse(await getEidOffer({ db: ctx.db, now }));
    expect(answer.offer).toEqual({
      id: eid.id,
      title: 'Eid ul-Adha',
      description: '',
      image: '/demo/offers/eid.svg',
      kind: 'percent',
      amount: 25,
      starts_at: daysFrom(now, -3).toISOString(),
      ends_at: daysFrom(now, 21).toISOString(),
    });
    // Most learners first; free and unpublished courses are not on the page.
    expect(answer.courses.map((course) => [course.id, course.offer_price])).toEqual([
      [popular.id, 225000], // ৳2,999 less 25% is ৳2,249.25, rounded up to whole taka (ADR 021)
      [other.id, 262500],
    ]);
    // Before any of them starts: nothing runs.
    expect(await getEidOffer({ db: ctx.db, now: daysFrom(now, -10) })).toEqual({ offer: null, courses: [] });
  });

  it('lists the catalog for an applies_to_all Eid offer, and answers the route', async () => {
    const now = new Date();
    const course = await makeCourse({ price: 200000, enrolledCount: 2_000_000 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course/eid-course/' })).json()).toEqual({
      offer: null,
      courses: [],
    });
    const eid = await seedOffer(ctx.db, {
      campaign: 'eid',
      kind: 'fixed',
      amount: 50000,
      appliesToAll: true,
      startsAt: daysFrom(now, -1),
      endsAt: daysFrom(now, 1),
    });
    onTestFinished(() => endOffer(eid.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/course/eid-course/' });
    expect(response.statusCode).toBe(200);
    const answer = EidCourseResponse.parse(response.json());
    expect(answer.offer).toMatchObject({ kind: 'fixed', amount: 50000 });
    expect(answer.courses[0]).toMatchObject({ id: course.id, price: 200000, offer_price: 150000 });
    expect(answer.courses.every((item) => item.price > 0)).toBe(true);
  });
});

describe('the promo image', () => {
  it('shows the running offer with an image: Eid first, then the one ending soonest', async () => {
    const now = new Date('2033-03-10T12:00:00Z');
    const running = { startsAt: daysFrom(now, -1) };
    expect(await getPromoImage({ db: ctx.db, now })).toEqual({
      image: null,
      title: null,
      link: null,
      ends_at: null,
    });

    await seedOffer(ctx.db, { ...running, endsAt: daysFrom(now, 1) }); // no image
    await seedOffer(ctx.db, { ...running, endsAt: daysFrom(now, 1), image: '' });
    await seedOffer(ctx.db, { ...running, endsAt: daysFrom(now, 1), image: '/x.svg', isActive: false });
    await seedOffer(ctx.db, { ...running, endsAt: daysFrom(now, 9), image: '/later.svg', title: 'Later' });
    await seedOffer(ctx.db, { ...running, endsAt: daysFrom(now, 4), image: '/sooner.svg', title: 'Sooner' });
    expect(await getPromoImage({ db: ctx.db, now })).toEqual({
      image: '/sooner.svg',
      title: 'Sooner',
      link: '/allcourses',
      ends_at: daysFrom(now, 4).toISOString(),
    });

    await seedOffer(ctx.db, {
      ...running,
      campaign: 'eid',
      endsAt: daysFrom(now, 6),
      image: '/eid.svg',
      title: 'Eid Mubarak',
    });
    expect(await getPromoImage({ db: ctx.db, now })).toMatchObject({ image: '/eid.svg', link: '/eid-offer' });
    // After the Eid offer ends, the sales banner that still runs comes back.
    expect(await getPromoImage({ db: ctx.db, now: daysFrom(now, 8) })).toMatchObject({ title: 'Later' });
  });

  it('answers the route, cacheable for a minute', async () => {
    const now = new Date();
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/payment/promo-image/' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ image: null, title: null, link: null, ends_at: null });
    const eid = await seedOffer(ctx.db, {
      campaign: 'eid',
      startsAt: daysFrom(now, -1),
      endsAt: daysFrom(now, 2),
      image: '/demo/offers/eid-banner.svg',
      title: 'Eid sale',
    });
    onTestFinished(() => endOffer(eid.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment/promo-image/' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(PromoImage.parse(response.json())).toMatchObject({ title: 'Eid sale', link: '/eid-offer' });
  });
});
