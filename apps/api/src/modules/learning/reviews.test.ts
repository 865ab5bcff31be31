import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseReviewsResponse, MyReviewsResponse, ReviewResponse } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { NOT_ENROLLED_REVIEW_MESSAGE, REVIEW_SAVED_MESSAGE, REVIEW_UPDATED_MESSAGE } from './reviews';

let ctx: TestContext;
let genreId: number;
let instructorId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
  instructorId = (await seedInstructor(ctx.db)).profile.id;
});

afterAll(async () => {
  await ctx?.close();
});

async function call(method: 'GET' | 'POST', url: string, userId?: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: userId ? await authHeader(userId) : {},
    ...(payload ? { payload } : {}),
  });
}

async function enrolledLearner(courseId: number, overrides: Parameters<typeof seedUser>[1] = {}) {
  const user = await seedUser(ctx.db, overrides);
  await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId, source: 'free' });
  return user;
}

async function courseRating(courseId: number) {
  const [row] = await ctx.db
    .select({ avg: schema.courses.ratingAvg, count: schema.courses.ratingCount })
    .from(schema.courses)
    .where(eq(schema.courses.id, courseId));
  return row!;
}

describe('POST /api/course/reviews/', () => {
  it('publishes one review per learner, edits it on a second post, and moves the average', async () => {
    // A course with a rating history: 4.0 from 10 earlier reviews.
    const course = await seedCourse(ctx.db, { genreId, instructorId }, { ratingAvg: 4, ratingCount: 10 });
    const learner = await enrolledLearner(course.id, { firstName: 'Sadia', lastName: 'Islam' });

    const first = await call('POST', '/api/course/reviews/', learner.id, {
      course_id: course.id,
      rating: 5,
      comment: '  Loved the projects.  ',
    });
    expect(first.statusCode).toBe(201);
    const created = ReviewResponse.parse(first.json());
    expect(created).toMatchObject({
      detail: REVIEW_SAVED_MESSAGE,
      review: { course_id: course.id, rating: 5, comment: 'Loved the projects.' },
      rating_count: 11,
    });
    expect(created.rating_avg).toBeCloseTo(45 / 11, 2);

    const second = await call('POST', '/api/course/reviews/', learner.id, {
      course_id: course.id,
      rating: 3,
    });
    expect(second.statusCode).toBe(200);
    const edited = ReviewResponse.parse(second.json());
    expect(edited).toMatchObject({
      detail: REVIEW_UPDATED_MESSAGE,
      review: { id: created.review.id, rating: 3, comment: '' },
    });
    expect(edited.rating_count).toBe(11);
    expect(edited.rating_avg).toBeCloseTo(43 / 11, 2);
    const stored = await courseRating(course.id);
    expect(stored.count).toBe(11);
    expect(stored.avg).toBeCloseTo(43 / 11, 4);

    const mine = MyReviewsResponse.parse((await call('GET', '/api/course/my-reviews/', learner.id)).json());
    expect(mine.map((r) => [r.course_id, r.rating])).toEqual([[course.id, 3]]);

    const page = CourseReviewsResponse.parse(
      (await call('GET', `/api/course/reviews/?course=${course.id}`)).json(),
    );
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toMatchObject({ rating: 3, reviewer: { name: 'Sadia I.' } });
  });

  it('keeps the average right when several learners review at once', async () => {
    const course = await seedCourse(ctx.db, { genreId, instructorId }, { ratingAvg: 0, ratingCount: 0 });
    const learners = await Promise.all([1, 2, 3, 4].map(() => enrolledLearner(course.id)));
    const answers = await Promise.all(
      learners.map((learner, index) =>
        call('POST', '/api/course/reviews/', learner.id, { course_id: course.id, rating: index + 2 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const stored = await courseRating(course.id);
    expect(stored.count).toBe(4);
    expect(stored.avg).toBeCloseTo((2 + 3 + 4 + 5) / 4, 4);
  });

  it('refuses learners who are not enrolled, unknown courses, bad ratings and signed-out callers', async () => {
    const course = await seedCourse(ctx.db, { genreId, instructorId });
    const stranger = await seedUser(ctx.db);
    const refused = await call('POST', '/api/course/reviews/', stranger.id, {
      course_id: course.id,
      rating: 5,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: NOT_ENROLLED_REVIEW_MESSAGE });
    expect(
      (await call('POST', '/api/course/reviews/', stranger.id, { course_id: 99999999, rating: 5 }))
        .statusCode,
    ).toBe(404);

    const learner = await enrolledLearner(course.id);
    for (const rating of [0, 6, 4.5, 'five']) {
      const bad = await call('POST', '/api/course/reviews/', learner.id, { course_id: course.id, rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ rating: ['Choose a rating from 1 to 5 stars'] });
    }
    const long = await call('POST', '/api/course/reviews/', learner.id, {
      course_id: course.id,
      rating: 4,
      comment: 'x'.repeat(2001),
    });
    expect(long.json()).toEqual({ comment: ['Keep your review under 2000 characters'] });
    expect(
      (await call('POST', '/api/course/reviews/', undefined, { course_id: course.id, rating: 4 })).statusCode,
    ).toBe(401);
    expect(await courseRating(course.id)).toEqual({ avg: course.ratingAvg, count: course.ratingCount });
  });
});

describe('GET /api/course/reviews/', () => {
  it('pages through a course, newest first, and explains bad queries', async () => {
    const course = await seedCourse(ctx.db, { genreId, instructorId });
    for (let i = 0; i < 3; i++) {
      const learner = await enrolledLearner(course.id);
      await call('POST', '/api/course/reviews/', learner.id, {
        course_id: course.id,
        rating: 5,
        comment: `Review ${i}`,
      });
    }
    const first = CourseReviewsResponse.parse(
      (await call('GET', `/api/course/reviews/?course=${course.id}&page_size=2`)).json(),
    );
    expect(first.count).toBe(3);
    expect(first.results.map((r) => r.comment)).toEqual(['Review 2', 'Review 1']);
    expect(first.next).toBe(`http://dokkho.test/api/course/reviews/?course=${course.id}&page_size=2&page=2`);
    const second = CourseReviewsResponse.parse(
      (await call('GET', first.next!.replace('http://dokkho.test', ''))).json(),
    );
    expect(second.results.map((r) => r.comment)).toEqual(['Review 0']);
    expect(
      (await call('GET', `/api/course/reviews/?course=${course.id}&page=3&page_size=2`)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/course/reviews/')).json()).toEqual({ course: ['Choose a course'] });
    expect((await call('GET', '/api/course/reviews/?course=99999999')).statusCode).toBe(404);
  });
});
