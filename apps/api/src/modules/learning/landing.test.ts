import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareerPathDetail, CourseBofu, WhatsappGroup } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';

let ctx: TestContext;
let genreId: number;
let instructor: Awaited<ReturnType<typeof seedInstructor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
  instructor = await seedInstructor(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

const course = (overrides: Parameters<typeof seedCourse>[2] = {}) =>
  seedCourse(ctx.db, { genreId, instructorId: instructor.profile.id }, overrides);

async function call(url: string, userId?: number) {
  return ctx.app.inject({ url, headers: userId ? await authHeader(userId) : {} });
}

describe('GET /api/course/career_path/{id}/', () => {
  it('answers the path with its published courses in path order and their totals', async () => {
    const path = await course({ kind: 'career_path', title: 'Data Analyst Career Path' });
    const [sql, excel, hidden] = [
      await course({ durationMinutes: 600, lessonsCount: 40 }),
      await course({ durationMinutes: 300, lessonsCount: 20 }),
      await course({ status: 'draft' }),
    ];
    const [row] = await ctx.db.insert(schema.careerPaths).values({ courseId: path.id }).returning();
    await ctx.db.insert(schema.careerPathCourses).values([
      { careerPathId: row!.id, courseId: sql.id, position: 2 },
      { careerPathId: row!.id, courseId: excel.id, position: 1 },
      { careerPathId: row!.id, courseId: hidden.id, position: 3 },
    ]);
    const response = await call(`/api/course/career_path/${path.id}/`);
    expect(response.statusCode).toBe(200);
    const detail = CareerPathDetail.parse(response.json());
    expect(detail).toMatchObject({
      id: path.id,
      kind: 'career_path',
      total_duration_minutes: 900,
      total_lessons: 60,
    });
    expect(detail.courses.map((c) => c.id)).toEqual([excel.id, sql.id]);
    // A plain course is not a career path.
    expect((await call(`/api/course/career_path/${sql.id}/`)).statusCode).toBe(404);
  });
});

describe('GET /api/course/{id}/bofu/', () => {
  it('answers outcomes, the offer, good reviews with comments, FAQ and the curriculum in brief', async () => {
    const onSale = await course({ price: 500000, salePrice: 350000, outcomes: ['Build dashboards'] });
    const [module] = await ctx.db
      .insert(schema.courseModules)
      .values({ courseId: onSale.id, title: 'Power BI basics', position: 1 })
      .returning();
    await ctx.db.insert(schema.lessons).values([
      {
        moduleId: module!.id,
        courseId: onSale.id,
        kind: 'article',
        title: 'Why BI',
        position: 1,
        durationSeconds: 240,
      },
      {
        moduleId: module!.id,
        courseId: onSale.id,
        kind: 'article',
        title: 'Install',
        position: 2,
        durationSeconds: 360,
      },
    ]);
    const reviewers = await Promise.all([1, 2, 3].map(() => seedUser(ctx.db)));
    await ctx.db.insert(schema.reviews).values([
      { userId: reviewers[0]!.id, courseId: onSale.id, rating: 5, comment: 'Got a job with it' },
      { userId: reviewers[1]!.id, courseId: onSale.id, rating: 2, comment: 'Too fast for me' },
      { userId: reviewers[2]!.id, courseId: onSale.id, rating: 5, comment: '' },
    ]);
    const bofu = CourseBofu.parse((await call(`/api/course/${onSale.id}/bofu/`)).json());
    expect(bofu.course.id).toBe(onSale.id);
    expect(bofu.offer).toEqual({ price: 500000, sale_price: 350000, savings_percent: 30 });
    expect(bofu.outcomes).toEqual(['Build dashboards']);
    expect(bofu.curriculum).toEqual({
      module_titles: ['Power BI basics'],
      lessons_count: 2,
      duration_seconds: 600,
    });
    expect(bofu.testimonials.map((t) => t.comment)).toEqual(['Got a job with it']);

    const full = CourseBofu.parse(
      (await call(`/api/course/${(await course({ price: 100000 })).id}/bofu/`)).json(),
    );
    expect(full.offer).toBeNull();
    expect((await call('/api/course/99999999/bofu/')).statusCode).toBe(404);
  });
});

describe('GET /api/marketing/whatsapp-number/{id}/', () => {
  it('gives the group link to enrolled learners and the instructor only', async () => {
    const withGroup = await course({ whatsappGroupUrl: 'https://chat.whatsapp.com/AbCdEf123' });
    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: withGroup.id, source: 'free' });
    const stranger = await seedUser(ctx.db);

    const ok = await call(`/api/marketing/whatsapp-number/${withGroup.id}/`, learner.id);
    expect(WhatsappGroup.parse(ok.json())).toEqual({
      course_id: withGroup.id,
      group_url: 'https://chat.whatsapp.com/AbCdEf123',
    });
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(
      (await call(`/api/marketing/whatsapp-number/${withGroup.id}/`, instructor.user.id)).statusCode,
    ).toBe(200);
    expect((await call(`/api/marketing/whatsapp-number/${withGroup.id}/`, stranger.id)).statusCode).toBe(403);
    expect((await call(`/api/marketing/whatsapp-number/${withGroup.id}/`)).statusCode).toBe(401);

    const without = await course();
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: without.id, source: 'free' });
    const none = await call(`/api/marketing/whatsapp-number/${without.id}/`, learner.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'This course has no WhatsApp group yet.' });
  });
});
