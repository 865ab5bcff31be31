import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { dhakaDayKey } from '@dokkho/domain/dates';
import {
  NOT_AN_INSTRUCTOR_MESSAGE,
  TEACHING_COURSE_NOT_FOUND_MESSAGE,
  TeachingCourseDetail,
  TeachingCourses,
  TeachingDashboard,
  TeachingLearners,
} from '@dokkho/contract/teaching';
import {
  seedCourse,
  seedGenre,
  seedInstructor,
  seedMember,
  seedOrder,
  seedStaff,
  seedUser,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { lastMonths, lastWeeks, weekOf } from './series';

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

/** An instructor who can sign in, with a genre to file courses under. */
async function instructor(name = 'Nusrat') {
  const made = await seedInstructor(ctx.db, { firstName: name });
  const genre = await seedGenre(ctx.db);
  const headers = await authHeader(made.user.id);
  const course = (overrides: Partial<typeof schema.courses.$inferInsert> = {}) =>
    seedCourse(ctx.db, { genreId: genre.id, instructorId: made.profile.id }, overrides);
  return { ...made, headers, course };
}

async function enrol(courseId: number, at: Date, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await seedUser(ctx.db, overrides);
  await ctx.db
    .insert(schema.enrollments)
    .values({ userId: user.id, courseId, source: 'purchase', createdAt: at });
  return user;
}

async function review(userId: number, courseId: number, rating: number, at: Date, comment = '') {
  await ctx.db
    .insert(schema.reviews)
    .values({ userId, courseId, rating, comment, createdAt: at, updatedAt: at });
}

describe('who may see teaching numbers', () => {
  const routes = (courseId: number) => [
    '/api/instructor/dashboard/',
    '/api/instructor/courses/',
    `/api/instructor/courses/${courseId}/`,
    `/api/instructor/courses/${courseId}/learners/`,
  ];

  it('refuses signed-out callers (401) and members who do not teach (403), never cached', async () => {
    const teacher = await instructor();
    const course = await teacher.course();
    const member = await seedMember(ctx.db);
    for (const url of routes(course.id)) {
      expect((await get(url)).statusCode, url).toBe(401);
      const learner = await get(url, member.headers);
      expect(learner.statusCode, url).toBe(403);
      expect(learner.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells staff without an instructor profile that they have none, even for an existing course', async () => {
    const teacher = await instructor();
    const course = await teacher.course();
    const staff = await seedStaff(ctx.db);
    for (const url of routes(course.id)) {
      const response = await get(url, staff.headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ detail: NOT_AN_INSTRUCTOR_MESSAGE });
    }
  });

  it('never shows one instructor another instructor’s course, its learners or its numbers', async () => {
    const a = await instructor('Anika');
    const b = await instructor('Bashir');
    const aCourse = await a.course({ title: 'Anika’s SQL' });
    const bCourse = await b.course({ title: 'Bashir’s Excel' });
    await enrol(aCourse.id, new Date(), { firstName: 'Private', lastName: 'Learner' });

    for (const url of [
      `/api/instructor/courses/${aCourse.id}/`,
      `/api/instructor/courses/${aCourse.id}/learners/`,
    ]) {
      const response = await get(url, b.headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: TEACHING_COURSE_NOT_FOUND_MESSAGE });
      expect(response.body).not.toContain('Private');
    }
    // The same answer as for no course at all: B cannot tell A's course exists.
    const missing = await get('/api/instructor/courses/2147483000/', b.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: TEACHING_COURSE_NOT_FOUND_MESSAGE });

    const bList = TeachingCourses.parse((await get('/api/instructor/courses/', b.headers)).json());
    expect(bList.results.map((c) => c.id)).toEqual([bCourse.id]);
    const bDashboard = TeachingDashboard.parse((await get('/api/instructor/dashboard/', b.headers)).json());
    expect(bDashboard.enrolments).toBe(0);
    expect(bDashboard.learners).toBe(0);

    // Staff who also teach see their own courses only, like any instructor.
    const staffTeacher = await instructor('Sadia');
    await ctx.db
      .update(schema.users)
      .set({ isStaff: true })
      .where((await import('drizzle-orm')).eq(schema.users.id, staffTeacher.user.id));
    expect((await get(`/api/instructor/courses/${aCourse.id}/`, staffTeacher.headers)).statusCode).toBe(404);
  });

  it('answers a malformed id or state with a 400', async () => {
    const teacher = await instructor();
    expect((await get('/api/instructor/courses/abc/', teacher.headers)).statusCode).toBe(400);
    const state = await get('/api/instructor/courses/?status=hidden', teacher.headers);
    expect(state.statusCode).toBe(400);
    expect(state.json()).toEqual({ status: ['Choose draft, in_review, published or archived'] });
  });
});

describe('the dashboard', () => {
  it('counts courses per state, learners, enrolments, revenue and ratings, with their curves', async () => {
    const teacher = await instructor();
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    const sql = await teacher.course({ title: 'SQL', ratingAvg: 4.5, ratingCount: 2 });
    const excel = await teacher.course({ title: 'Excel', status: 'archived', ratingAvg: 4, ratingCount: 1 });
    await teacher.course({ title: 'Draft', status: 'draft', publishedAt: null });
    await teacher.course({ title: 'Waiting', status: 'in_review', publishedAt: null, submittedAt: ago(1) });
    const other = await instructor('Other');
    const othersCourse = await other.course();

    const today = await enrol(sql.id, ago(0));
    const threeDays = await enrol(sql.id, ago(3));
    const longAgo = await enrol(excel.id, ago(100));
    // The same person on two courses: two enrolments, one learner.
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: today.id, courseId: excel.id, createdAt: ago(40) });
    // Another instructor's seat counts nowhere here.
    await enrol(othersCourse.id, ago(0));

    await seedOrder(ctx.db, { userId: today.id, courseId: sql.id, total: 350_000, paidAt: ago(0) });
    await seedOrder(ctx.db, { userId: threeDays.id, courseId: sql.id, total: 300_000, paidAt: ago(3) });
    await seedOrder(ctx.db, { userId: longAgo.id, courseId: excel.id, total: 200_000, paidAt: ago(100) });
    await seedOrder(ctx.db, {
      userId: longAgo.id,
      courseId: sql.id,
      total: 999_00,
      status: 'refunded',
      paidAt: ago(2),
    });
    await seedOrder(ctx.db, { userId: longAgo.id, courseId: sql.id, total: 999_00, status: 'pending' });
    await seedOrder(ctx.db, { userId: today.id, courseId: othersCourse.id, total: 500_000, paidAt: ago(0) });

    await review(today.id, sql.id, 5, ago(0));
    await review(threeDays.id, sql.id, 4, ago(0));
    await review(longAgo.id, excel.id, 4, ago(100));

    const response = await get('/api/instructor/dashboard/', teacher.headers);
    expect(response.statusCode).toBe(200);
    const dashboard = TeachingDashboard.parse(response.json());
    expect(dashboard.courses).toEqual({ draft: 1, in_review: 1, published: 1, archived: 1 });
    expect(dashboard.learners).toBe(3);
    expect(dashboard.enrolments).toBe(4);
    expect(dashboard.enrolments_last_30_days).toBe(2);
    expect(dashboard.revenue).toBe(850_000);
    expect(dashboard.revenue_last_30_days).toBe(650_000);
    // (4.5 * 2 + 4 * 1) / 3, as learners see each course's rating.
    expect(dashboard.rating_avg).toBe(4.33);
    expect(dashboard.rating_count).toBe(3);

    expect(dashboard.enrolments_daily).toHaveLength(30);
    expect(dashboard.enrolments_daily.at(-1)).toEqual({ date: dhakaDayKey(new Date(now)), enrolments: 1 });
    expect(dashboard.enrolments_daily.find((d) => d.date === dhakaDayKey(ago(3)))?.enrolments).toBe(1);
    expect(dashboard.enrolments_weekly.map((w) => w.date)).toEqual(lastWeeks(new Date(now), 26));
    expect(dashboard.enrolments_weekly.reduce((sum, w) => sum + w.enrolments, 0)).toBe(4);
    const week40 = dashboard.enrolments_weekly.find((w) => w.date === weekOf(dhakaDayKey(ago(40))));
    expect(week40?.enrolments).toBeGreaterThanOrEqual(1);

    const months = lastMonths(new Date(now), 12);
    expect(dashboard.revenue_monthly.map((m) => m.month)).toEqual(months);
    expect(dashboard.revenue_monthly.reduce((sum, m) => sum + m.revenue, 0)).toBe(850_000);
    expect(dashboard.revenue_monthly.reduce((sum, m) => sum + m.orders, 0)).toBe(3);
    const thisMonth = dhakaDayKey(new Date(now)).slice(0, 7);
    const reviewsNow = dashboard.ratings_monthly.find((m) => m.month === thisMonth)!;
    expect(reviewsNow).toEqual({ month: thisMonth, reviews: 2, rating_avg: 4.5 });
  });

  it('is all zeros, with every period present, for an instructor without courses', async () => {
    const teacher = await instructor();
    const dashboard = TeachingDashboard.parse(
      (await get('/api/instructor/dashboard/', teacher.headers)).json(),
    );
    expect(dashboard).toMatchObject({
      courses: { draft: 0, in_review: 0, published: 0, archived: 0 },
      learners: 0,
      enrolments: 0,
      revenue: 0,
      rating_avg: null,
      rating_count: 0,
    });
    expect(dashboard.enrolments_daily.every((d) => d.enrolments === 0)).toBe(true);
    expect(dashboard.revenue_monthly).toHaveLength(12);
    expect(dashboard.ratings_monthly.every((m) => m.rating_avg === null)).toBe(true);
  });
});

describe('my courses', () => {
  it('lists every state with learners, revenue and rating, filtered by state with the counts kept', async () => {
    const teacher = await instructor();
    const published = await teacher.course({ title: 'Published', ratingAvg: 4.25, ratingCount: 4 });
    const sentBack = await teacher.course({
      title: 'Sent back',
      status: 'draft',
      publishedAt: null,
      submittedAt: new Date('2026-11-01T00:00:00Z'),
      reviewedAt: new Date('2026-11-03T00:00:00Z'),
      reviewNote: 'Add captions to the first module.',
    });
    const learner = await enrol(published.id, new Date());
    await seedOrder(ctx.db, { userId: learner.id, courseId: published.id, total: 250_000 });

    const all = TeachingCourses.parse((await get('/api/instructor/courses/', teacher.headers)).json());
    expect(all.counts).toEqual({ draft: 1, in_review: 0, published: 1, archived: 0 });
    expect(all.results).toHaveLength(2);
    expect(all.results.find((c) => c.id === published.id)).toMatchObject({
      status: 'published',
      learners: 1,
      revenue: 250_000,
      rating_avg: 4.25,
      rating_count: 4,
    });
    expect(all.results.find((c) => c.id === sentBack.id)).toMatchObject({
      status: 'draft',
      learners: 0,
      revenue: 0,
      rating_avg: null,
      review_note: 'Add captions to the first module.',
      reviewed_at: '2026-11-03T00:00:00.000Z',
    });

    const drafts = TeachingCourses.parse(
      (await get('/api/instructor/courses/?status=draft', teacher.headers)).json(),
    );
    expect(drafts.results.map((c) => c.id)).toEqual([sentBack.id]);
    expect(drafts.counts).toEqual(all.counts);
    const reviewing = TeachingCourses.parse(
      (await get('/api/instructor/courses/?status=in_review', teacher.headers)).json(),
    );
    expect(reviewing.results).toEqual([]);
  });
});

describe('one course', () => {
  it('shows its numbers, rating breakdown, latest reviews and curves, and its learners with progress', async () => {
    const teacher = await instructor();
    const course = await teacher.course({
      title: 'Power BI',
      lessonsCount: 4,
      ratingAvg: 4.5,
      ratingCount: 2,
    });
    const [module] = await ctx.db
      .insert(schema.courseModules)
      .values({ courseId: course.id, kind: 'recorded', title: 'Reports that decide', position: 1 })
      .returning();
    const lessons = await ctx.db
      .insert(schema.lessons)
      .values(
        [1, 2, 3, 4].map((position) => ({
          moduleId: module!.id,
          courseId: course.id,
          kind: 'article' as const,
          title: `Lesson ${position}`,
          position,
          body: 'Read me',
        })),
      )
      .returning();
    const now = Date.now();
    const rahim = await enrol(course.id, new Date(now - 10 * DAY_MS), {
      firstName: 'Rahim',
      lastName: 'Uddin',
      email: 'rahim.private@example.com',
    });
    const karima = await enrol(course.id, new Date(now - DAY_MS), { firstName: 'Karima', lastName: 'Begum' });
    // Rahim finished 3 of 4 lessons (and opened the fourth); Karima has not started.
    for (const [index, lesson] of lessons.entries()) {
      await ctx.db.insert(schema.lessonProgress).values({
        userId: rahim.id,
        lessonId: lesson.id,
        courseId: course.id,
        completedAt: index < 3 ? new Date(now - 2 * DAY_MS) : null,
        updatedAt: new Date(now - 2 * DAY_MS),
      });
    }
    await review(rahim.id, course.id, 5, new Date(now - 2 * DAY_MS), 'দারুণ কোর্স');
    await review(karima.id, course.id, 4, new Date(now - DAY_MS), 'Clear and practical.');
    await seedOrder(ctx.db, { userId: rahim.id, courseId: course.id, total: 450_000 });

    const detail = TeachingCourseDetail.parse(
      (await get(`/api/instructor/courses/${course.id}/`, teacher.headers)).json(),
    );
    expect(detail.course).toMatchObject({ id: course.id, learners: 2, revenue: 450_000, lessons_count: 4 });
    expect(detail.completed_learners).toBe(0);
    expect(detail.rating_breakdown).toEqual([1, 1, 0, 0, 0]);
    expect(detail.reviews.map((r) => [r.learner_name, r.rating, r.comment])).toEqual([
      ['Karima Begum', 4, 'Clear and practical.'],
      ['Rahim Uddin', 5, 'দারুণ কোর্স'],
    ]);
    expect(detail.enrolments_weekly.reduce((sum, w) => sum + w.enrolments, 0)).toBe(2);
    expect(detail.revenue_monthly.at(-1)).toMatchObject({ revenue: 450_000, orders: 1 });

    const response = await get(`/api/instructor/courses/${course.id}/learners/?page_size=1`, teacher.headers);
    expect(response.body).not.toContain('rahim.private@example.com');
    const first = TeachingLearners.parse(response.json());
    expect(first.count).toBe(2);
    expect(first.next).toContain('page=2');
    expect(first.results).toEqual([
      expect.objectContaining({
        name: 'Karima Begum',
        completed_lessons: 0,
        progress_percent: 0,
        last_activity_at: null,
      }),
    ]);
    const second = TeachingLearners.parse(
      (
        await get(`/api/instructor/courses/${course.id}/learners/?page=2&page_size=1`, teacher.headers)
      ).json(),
    );
    expect(second.results).toEqual([
      expect.objectContaining({
        name: 'Rahim Uddin',
        completed_lessons: 3,
        lessons_count: 4,
        progress_percent: 75,
        source: 'purchase',
        completed_at: null,
      }),
    ]);
    expect(second.results[0]!.last_activity_at).not.toBeNull();
  });

  it('shows a draft or a course in review to its instructor, with no learners yet', async () => {
    const teacher = await instructor();
    const waiting = await teacher.course({ status: 'in_review', publishedAt: null, submittedAt: new Date() });
    const detail = TeachingCourseDetail.parse(
      (await get(`/api/instructor/courses/${waiting.id}/`, teacher.headers)).json(),
    );
    expect(detail.course).toMatchObject({ status: 'in_review', learners: 0, revenue: 0 });
    const learners = TeachingLearners.parse(
      (await get(`/api/instructor/courses/${waiting.id}/learners/`, teacher.headers)).json(),
    );
    expect(learners).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
