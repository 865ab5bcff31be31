import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { courseMaker, daysFrom, seedOffer } from '../../test/factories';
import { findSalesOffer } from './sales';

/** Each test passes its own `now`, a different year each, so the offers one test leaves running are nobody else's. */
let ctx: TestContext;
let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

beforeAll(async () => {
  ctx = await createTestApp();
  makeCourse = await courseMaker(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

describe('findSalesOffer', () => {
  it('picks the running offer with the largest discount on the base price; ties go to the lower id', async () => {
    const now = new Date('2041-03-10T12:00:00Z');
    const window = { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 1) };
    // Base = sale price 200000: 20% = 40000 < ৳500 fixed = 50000 (on the list price 20% would be 70000).
    const course = await makeCourse({ price: 350000, salePrice: 200000 });
    await seedOffer(ctx.db, { ...window, kind: 'percent', amount: 20 }, [course.id]);
    const fixed = await seedOffer(ctx.db, { ...window, kind: 'fixed', amount: 50000, campaign: 'eid' }, [
      course.id,
    ]);
    await seedOffer(ctx.db, { ...window, kind: 'percent', amount: 25 }, [course.id]); // 50000 too, higher id
    await seedOffer(ctx.db, { ...window, kind: 'percent', amount: 90 }); // covers no course
    expect(await findSalesOffer(ctx.db, course.id, now)).toEqual({
      id: fixed.id,
      title: fixed.title,
      campaign: 'eid',
      kind: 'fixed',
      amount: 50000,
    });
  });

  it('honours the window, is_active and the course scope; applies_to_all covers every course', async () => {
    const now = new Date('2042-03-10T12:00:00Z');
    const course = await makeCourse();
    const other = await makeCourse();
    const running = { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 1) };
    await seedOffer(ctx.db, { startsAt: daysFrom(now, 1), endsAt: daysFrom(now, 2), amount: 50 }, [
      course.id,
    ]);
    await seedOffer(ctx.db, { startsAt: daysFrom(now, -2), endsAt: now, amount: 60 }, [course.id]); // ended at now
    await seedOffer(ctx.db, { ...running, amount: 70, isActive: false }, [course.id]);
    await seedOffer(ctx.db, { ...running, amount: 80 }, [other.id]);
    expect(await findSalesOffer(ctx.db, course.id, now)).toBeNull();

    const starting = await seedOffer(ctx.db, { startsAt: now, endsAt: daysFrom(now, 1), amount: 5 }, [
      course.id,
    ]);
    expect((await findSalesOffer(ctx.db, course.id, now))?.id).toBe(starting.id);

    const all = await seedOffer(ctx.db, { ...running, amount: 12, appliesToAll: true });
    expect((await findSalesOffer(ctx.db, course.id, now))?.id).toBe(all.id);
    expect((await findSalesOffer(ctx.db, other.id, now))?.amount).toBe(80);
  });

  it('answers null for a free or unknown course', async () => {
    const now = new Date('2043-03-10T12:00:00Z');
    const free = await makeCourse({ price: 0 });
    await seedOffer(ctx.db, {
      startsAt: daysFrom(now, -1),
      endsAt: daysFrom(now, 1),
      appliesToAll: true,
    });
    expect(await findSalesOffer(ctx.db, free.id, now)).toBeNull();
    expect(await findSalesOffer(ctx.db, 2_000_000_000, now)).toBeNull();
  });
});
