import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsultationResponse } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor } from '../../test/factories';
import { CONSULTATION_DISCOUNT_PERCENT, newCouponCode } from './consultations';

let ctx: TestContext;
let courseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const genre = await seedGenre(ctx.db);
  const instructor = await seedInstructor(ctx.db);
  courseId = (await seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id })).id;
});

afterAll(async () => {
  await ctx?.close();
});

const ask = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/course/create-consultation/', payload });

describe('POST /api/course/create-consultation/', () => {
  it('records the request and answers a single-use coupon for the course with its checkout link', async () => {
    const response = await ask({
      course_id: courseId,
      name: 'Farhana Akter',
      phone_number: '01912-345678',
      preferred_time: 'after 7 pm',
      message: 'Is the course good for a beginner?',
    });
    expect(response.statusCode).toBe(201);
    const answer = ConsultationResponse.parse(response.json());
    expect(answer.coupon.code).toMatch(/^DK[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(answer.coupon.discount_percent).toBe(CONSULTATION_DISCOUNT_PERCENT);
    expect(answer.coupon_link).toBe(`http://dokkho.test/payment/${courseId}?promo=${answer.coupon.code}`);
    const days = (new Date(answer.coupon.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [promo] = await ctx.db
      .select()
      .from(schema.promoCodes)
      .where(eq(schema.promoCodes.code, answer.coupon.code));
    expect(promo).toMatchObject({
      kind: 'percent',
      amount: 10,
      courseId,
      maxUses: 1,
      usedCount: 0,
      source: 'consultation',
    });
    const [request] = await ctx.db
      .select()
      .from(schema.consultations)
      .where(eq(schema.consultations.promoCodeId, promo!.id));
    expect(request).toMatchObject({
      courseId,
      name: 'Farhana Akter',
      phoneNumber: '+8801912345678',
      email: null,
      preferredTime: 'after 7 pm',
      contactedAt: null,
    });
  });

  it('explains bad input and refuses unknown courses, writing nothing', async () => {
    const before = (await ctx.db.select().from(schema.consultations)).length;
    expect((await ask({ course_id: courseId, name: 'Farhana' })).json()).toEqual({
      phone_number: ['Enter your mobile number'],
    });
    expect((await ask({ course_id: courseId, name: 'F', phone_number: '01912345678' })).json()).toEqual({
      name: ['Enter your name'],
    });
    expect((await ask({ course_id: courseId, name: 'Farhana', phone_number: '12345' })).statusCode).toBe(400);
    expect(
      (await ask({ course_id: 99999999, name: 'Farhana', phone_number: '01912345678' })).statusCode,
    ).toBe(404);
    expect((await ctx.db.select().from(schema.consultations)).length).toBe(before);
  });

  it('makes different codes every time', () => {
    expect(new Set(Array.from({ length: 500 }, newCouponCode)).size).toBe(500);
  });
});
