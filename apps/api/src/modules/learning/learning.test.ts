import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseFullDetail,
  EnrolledCoursesResponse,
  EnrollmentStatus,
  FreeEnrollmentResponse,
  WishlistResponse,
} from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { NOT_FREE_MESSAGE } from './service';

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

const course = (overrides: Parameters<typeof seedCourse>[2] = {}) =>
  seedCourse(ctx.db, { genreId, instructorId }, overrides);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: userId ? await authHeader(userId) : {},
    ...(payload ? { payload } : {}),
  });
}

/** Two modules (recorded with two lessons, live) and a third lesson in the first. */
async function seedCurriculum(courseId: number) {
  const [recorded, live] = await ctx.db
    .insert(schema.courseModules)
    .values([
      { courseId, kind: 'recorded', title: 'Getting started', position: 1 },
      {
        courseId,
        kind: 'live',
        title: 'Live Q&A',
        position: 2,
        startsAt: new Date('2026-12-01T13:00:00Z'),
        liveDurationMinutes: 90,
        joinUrl: 'https://meet.example.com/secret-room',
      },
    ])
    .returning();
  const lessonRows = await ctx.db
    .insert(schema.lessons)
    .values([
      // Inserted out of order: the outline follows position, not insertion.
      {
        moduleId: recorded!.id,
        courseId,
        kind: 'article',
        title: 'Reading list',
        position: 2,
        durationSeconds: 300,
        body: 'Secret notes',
      },
      {
        moduleId: recorded!.id,
        courseId,
        kind: 'video',
        title: 'Welcome',
        position: 1,
        durationSeconds: 120,
        videoUrl: 'https://cdn.example.com/secret.mp4',
        isPreview: true,
      },
      {
        moduleId: recorded!.id,
        courseId,
        kind: 'video',
        title: 'Set-up',
        position: 3,
        durationSeconds: 600,
        videoUrl: 'https://cdn.example.com/setup.mp4',
      },
    ])
    .returning();
  return { recorded: recorded!, live: live!, lessons: lessonRows };
}

describe('GET /api/course/course_detail/{id}/', () => {
  it('answers the course with its curriculum outline, FAQ and reviews, and no lesson content', async () => {
    const paid = await course({ price: 250000, ratingAvg: 4.5, ratingCount: 2 });
    await seedCurriculum(paid.id);
    await ctx.db.insert(schema.courseFaqs).values([
      { courseId: paid.id, question: 'Is there a certificate?', answer: 'Yes.', position: 2 },
      { courseId: paid.id, question: 'Do I need a laptop?', answer: 'A phone works too.', position: 1 },
    ]);
    const [rahim, karim] = [
      await seedUser(ctx.db, { firstName: 'Rahim', lastName: 'Uddin' }),
      await seedUser(ctx.db, { firstName: 'Karim', lastName: '' }),
    ];
    await ctx.db.insert(schema.reviews).values([
      {
        userId: rahim.id,
        courseId: paid.id,
        rating: 5,
        comment: 'Clear and practical',
        updatedAt: new Date('2026-11-01T00:00:00Z'),
      },
      {
        userId: karim.id,
        courseId: paid.id,
        rating: 4,
        comment: 'Good',
        updatedAt: new Date('2026-11-02T00:00:00Z'),
      },
    ]);

    const response = await call('GET', `/api/course/course_detail/${paid.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public/);
    const detail = CourseFullDetail.parse(response.json());
    expect(detail.id).toBe(paid.id);
    expect(detail.curriculum.modules.map((m) => [m.kind, m.title])).toEqual([
      ['recorded', 'Getting started'],
      ['live', 'Live Q&A'],
    ]);
    expect(detail.curriculum.modules[0]!.lessons.map((l) => [l.title, l.is_preview])).toEqual([
      ['Welcome', true],
      ['Reading list', false],
      ['Set-up', false],
    ]);
    expect(detail.curriculum.modules[0]!.duration_seconds).toBe(1020);
    expect(detail.curriculum.modules[1]).toMatchObject({
      starts_at: '2026-12-01T13:00:00.000Z',
      duration_seconds: 5400,
      lessons: [],
    });
    expect(detail.curriculum).toMatchObject({ lessons_count: 3, duration_seconds: 1020 + 5400 });
    expect(detail.faqs.map((f) => f.question)).toEqual(['Do I need a laptop?', 'Is there a certificate?']);
    expect(detail.rating_breakdown).toEqual([0, 0, 0, 1, 1]);
    expect(detail.recent_reviews.map((r) => [r.reviewer.name, r.rating])).toEqual([
      ['Karim', 4],
      ['Rahim U.', 5],
    ]);
    // Lesson content and live join links are for enrolled learners only, never on the public page.
    const raw = response.body;
    for (const secret of ['secret.mp4', 'setup.mp4', 'Secret notes', 'secret-room'])
      expect(raw).not.toContain(secret);
  });

  it('404s for drafts and unknown ids, 400s for a bad id', async () => {
    const draft = await course({ status: 'draft' });
    expect((await call('GET', `/api/course/course_detail/${draft.id}/`)).statusCode).toBe(404);
    expect((await call('GET', '/api/course/course_detail/99999999/')).statusCode).toBe(404);
    const bad = await call('GET', '/api/course/course_detail/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Id must be a number'] });
  });
});

describe('free enrolment and enrolment status', () => {
  it('enrols once in a free course, counts the seat once, and reports progress', async () => {
    const free = await course({ price: 0 });
    const { lessons } = await seedCurriculum(free.id);
    const learner = await seedUser(ctx.db);

    const before = await call('GET', `/api/course/check-enrollment/${free.id}/`, learner.id);
    expect(EnrollmentStatus.parse(before.json())).toEqual({
      course_id: free.id,
      is_enrolled: false,
      enrolled_at: null,
      progress_percent: 0,
      completed_at: null,
    });

    // Two at once (a double tap): one seat, one count.
    const [first, second] = await Promise.all([
      call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: free.id }),
      call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: free.id }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    const created = [first!, second!].find((r) => r.statusCode === 201)!;
    expect(FreeEnrollmentResponse.parse(created.json())).toMatchObject({
      created: true,
      enrollment: { is_enrolled: true },
    });
    const [row] = await ctx.db.select().from(schema.courses).where(eq(schema.courses.id, free.id));
    expect(row!.enrolledCount).toBe(free.enrolledCount + 1);

    // One of three lessons done: 33 %.
    await ctx.db
      .insert(schema.lessonProgress)
      .values({ userId: learner.id, lessonId: lessons[0]!.id, courseId: free.id, completedAt: new Date() });
    const status = EnrollmentStatus.parse(
      (await call('GET', `/api/course/check-enrollment/${free.id}/`, learner.id)).json(),
    );
    expect(status).toMatchObject({ is_enrolled: true, progress_percent: 33 });

    const enrolled = EnrolledCoursesResponse.parse(
      (await call('GET', '/api/course/enrolled/', learner.id)).json(),
    );
    expect(enrolled).toHaveLength(1);
    expect(enrolled[0]).toMatchObject({
      course: { id: free.id },
      source: 'free',
      completed_lessons: 1,
      total_lessons: 3,
      progress_percent: 33,
    });
  });

  it('refuses paid, sale-priced, draft and unknown courses, and bad input', async () => {
    const learner = await seedUser(ctx.db);
    const paid = await course({ price: 150000 });
    const draft = await course({ price: 0, status: 'draft' });
    const notFree = await call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: paid.id });
    expect(notFree.statusCode).toBe(400);
    expect(notFree.json()).toEqual({ detail: NOT_FREE_MESSAGE });
    expect(
      (await call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: draft.id })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: 99999999 })).statusCode,
    ).toBe(404);
    const bad = await call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('course_id');
    expect((await call('GET', '/api/course/check-enrollment/99999999/', learner.id)).statusCode).toBe(404);
    const enrolled = EnrolledCoursesResponse.parse(
      (await call('GET', '/api/course/enrolled/', learner.id)).json(),
    );
    expect(enrolled).toEqual([]);
  });

  it('needs a signed-in user and shows each learner only their own seats', async () => {
    const free = await course({ price: 0 });
    const [owner, other] = [await seedUser(ctx.db), await seedUser(ctx.db)];
    await call('POST', '/api/marketing/free-enrollment/', owner.id, { course_id: free.id });
    expect((await call('GET', '/api/course/enrolled/')).statusCode).toBe(401);
    expect((await call('GET', `/api/course/check-enrollment/${free.id}/`)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/marketing/free-enrollment/', undefined, { course_id: free.id })).statusCode,
    ).toBe(401);
    const theirs = await call('GET', `/api/course/check-enrollment/${free.id}/`, other.id);
    expect(theirs.json()).toMatchObject({ is_enrolled: false });
    expect(theirs.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/api/course/enrolled/', other.id)).json()).toEqual([]);
  });
});

describe('wishlist', () => {
  it('saves, lists newest first, ignores a second save, and removes', async () => {
    const user = await seedUser(ctx.db);
    const [a, b] = [await course(), await course()];
    const saved = await call('POST', `/api/user/wishlist/${a.id}/`, user.id);
    expect(saved.statusCode).toBe(201);
    expect((await call('POST', `/api/user/wishlist/${b.id}/`, user.id)).statusCode).toBe(201);
    const again = await call('POST', `/api/user/wishlist/${a.id}/`, user.id);
    expect(again.statusCode).toBe(200);
    const list = WishlistResponse.parse((await call('GET', '/api/user/wishlist/', user.id)).json());
    expect(list.map((item) => item.course.id).sort()).toEqual([a.id, b.id].sort());
    const removed = await call('DELETE', `/api/user/wishlist/${a.id}/`, user.id);
    expect(removed.statusCode).toBe(200);
    expect(WishlistResponse.parse(removed.json()).map((item) => item.course.id)).toEqual([b.id]);
    expect((await call('DELETE', `/api/user/wishlist/${a.id}/`, user.id)).statusCode).toBe(404);
  });

  it("keeps each user's list to themself and refuses unknown courses", async () => {
    const [owner, other] = [await seedUser(ctx.db), await seedUser(ctx.db)];
    const saved = await course();
    await call('POST', `/api/user/wishlist/${saved.id}/`, owner.id);
    expect((await call('GET', '/api/user/wishlist/', other.id)).json()).toEqual([]);
    // Another user cannot remove it: for them it is simply not in their list.
    expect((await call('DELETE', `/api/user/wishlist/${saved.id}/`, other.id)).statusCode).toBe(404);
    expect(WishlistResponse.parse((await call('GET', '/api/user/wishlist/', owner.id)).json())).toHaveLength(
      1,
    );
    expect((await call('POST', '/api/user/wishlist/99999999/', owner.id)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/wishlist/')).statusCode).toBe(401);
  });
});
