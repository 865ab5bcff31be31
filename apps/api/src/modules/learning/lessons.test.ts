import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseModulesResponse,
  LessonContent,
  LessonProgressResponse,
  LiveModule,
} from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedEnrolledLearner, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import {
  ENROL_TO_TRACK_MESSAGE,
  ENROL_TO_WATCH_MESSAGE,
  getLiveModule,
  JOIN_WINDOW_MINUTES,
} from './lessons';

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

async function call(method: 'GET' | 'PUT', url: string, userId?: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: userId ? await authHeader(userId) : {},
    ...(payload ? { payload } : {}),
  });
}

const STARTS_AT = new Date('2026-12-10T14:00:00Z');

/**
 * A course whose modules are inserted out of order: module B (position 2) first, then module A
 * (position 1). Learners take A's lessons first.
 */
async function seedPlayableCourse(overrides: Parameters<typeof seedCourse>[2] = {}) {
  const course = await seedCourse(ctx.db, { genreId, instructorId: instructor.profile.id }, overrides);
  const [moduleB, moduleA, live] = await ctx.db
    .insert(schema.courseModules)
    .values([
      { courseId: course.id, title: 'B: Going further', position: 2 },
      { courseId: course.id, title: 'A: Basics', position: 1 },
      {
        courseId: course.id,
        kind: 'live',
        title: 'Live Q&A',
        position: 3,
        startsAt: STARTS_AT,
        liveDurationMinutes: 60,
        joinUrl: 'https://meet.example.com/room',
        recordingUrl: 'https://cdn.example.com/recording.mp4',
      },
    ])
    .returning();
  const [b1, a2, a1] = await ctx.db
    .insert(schema.lessons)
    .values([
      {
        moduleId: moduleB!.id,
        courseId: course.id,
        kind: 'article',
        title: 'B1',
        position: 1,
        body: '# Notes',
      },
      {
        moduleId: moduleA!.id,
        courseId: course.id,
        kind: 'video',
        title: 'A2',
        position: 2,
        durationSeconds: 300,
        videoUrl: '/media/a2.mp4',
      },
      {
        moduleId: moduleA!.id,
        courseId: course.id,
        kind: 'video',
        title: 'A1',
        position: 1,
        durationSeconds: 120,
        videoUrl: '/media/a1.mp4',
        isPreview: true,
      },
    ])
    .returning();
  await ctx.db
    .insert(schema.lessonResources)
    .values({ lessonId: a2!.id, title: 'Slides', url: '/media/slides.pdf', sizeBytes: 2048 });
  return { course, a1: a1!, a2: a2!, b1: b1!, live: live! };
}

describe('GET /api/course/lessons/{id}/', () => {
  it('gives an enrolled learner the content, resources, progress and the lessons either side', async () => {
    const { course, a1, a2, b1 } = await seedPlayableCourse();
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const response = await call('GET', `/api/course/lessons/${a2.id}/`, learner.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lesson = LessonContent.parse(response.json());
    expect(lesson).toMatchObject({
      id: a2.id,
      course_id: course.id,
      module: { title: 'A: Basics' },
      video_url: '/media/a2.mp4',
      resources: [{ title: 'Slides', url: '/media/slides.pdf', size_bytes: 2048 }],
      progress: { position_seconds: 0, completed: false, completed_at: null },
      previous_lesson_id: a1.id,
      next_lesson_id: b1.id,
    });
    const last = LessonContent.parse((await call('GET', `/api/course/lessons/${b1.id}/`, learner.id)).json());
    expect(last).toMatchObject({
      kind: 'article',
      body: '# Notes',
      previous_lesson_id: a2.id,
      next_lesson_id: null,
    });
  });

  it('opens only free previews to learners without a seat, untracked', async () => {
    const { a1, a2 } = await seedPlayableCourse();
    const visitor = await seedUser(ctx.db);
    const preview = LessonContent.parse(
      (await call('GET', `/api/course/lessons/${a1.id}/`, visitor.id)).json(),
    );
    expect(preview).toMatchObject({ is_preview: true, progress: null, video_url: '/media/a1.mp4' });
    const locked = await call('GET', `/api/course/lessons/${a2.id}/`, visitor.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ detail: ENROL_TO_WATCH_MESSAGE });
    expect((await call('GET', `/api/course/lessons/${a2.id}/`)).statusCode).toBe(401);
    expect((await call('GET', '/api/course/lessons/99999999/', visitor.id)).statusCode).toBe(404);
  });

  it('hides a draft course from learners but not from its instructor', async () => {
    const { a1, a2 } = await seedPlayableCourse({ status: 'draft' });
    const visitor = await seedUser(ctx.db);
    expect((await call('GET', `/api/course/lessons/${a1.id}/`, visitor.id)).statusCode).toBe(404);
    const own = await call('GET', `/api/course/lessons/${a2.id}/`, instructor.user.id);
    expect(own.statusCode).toBe(200);
    expect(LessonContent.parse(own.json()).progress).toBeNull();
  });
});

describe('PUT /api/course/lessons/{id}/progress/', () => {
  it('saves the position, keeps a done lesson done, and reports course progress', async () => {
    const { course, a1, a2 } = await seedPlayableCourse();
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const url = `/api/course/lessons/${a2.id}/progress/`;

    const moved = LessonProgressResponse.parse(
      (await call('PUT', url, learner.id, { position_seconds: 95 })).json(),
    );
    expect(moved).toMatchObject({
      progress: { position_seconds: 95, completed: false },
      course_progress_percent: 0,
      completed_lessons: 0,
      total_lessons: 3,
    });
    const done = LessonProgressResponse.parse(
      (await call('PUT', url, learner.id, { completed: true })).json(),
    );
    expect(done).toMatchObject({
      progress: { position_seconds: 95, completed: true },
      course_progress_percent: 33,
    });
    // The player reports past the end: clamped to the length; the done mark and its time stay.
    const after = LessonProgressResponse.parse(
      (await call('PUT', url, learner.id, { position_seconds: 9999 })).json(),
    );
    expect(after.progress).toMatchObject({
      position_seconds: 300,
      completed: true,
      completed_at: done.progress.completed_at,
    });
    await call('PUT', `/api/course/lessons/${a1.id}/progress/`, learner.id, { completed: true });
    const undone = LessonProgressResponse.parse(
      (await call('PUT', url, learner.id, { completed: false })).json(),
    );
    expect(undone).toMatchObject({
      progress: { completed: false, completed_at: null },
      completed_lessons: 1,
    });

    const lesson = LessonContent.parse(
      (await call('GET', `/api/course/lessons/${a2.id}/`, learner.id)).json(),
    );
    expect(lesson.progress).toMatchObject({ position_seconds: 300, completed: false });
  });

  it('refuses learners without a seat, empty and bad bodies', async () => {
    const { course, a1, a2 } = await seedPlayableCourse();
    const visitor = await seedUser(ctx.db);
    const refused = await call('PUT', `/api/course/lessons/${a1.id}/progress/`, visitor.id, {
      completed: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ENROL_TO_TRACK_MESSAGE });
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const empty = await call('PUT', `/api/course/lessons/${a2.id}/progress/`, learner.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['Send position_seconds, completed or both'] });
    const negative = await call('PUT', `/api/course/lessons/${a2.id}/progress/`, learner.id, {
      position_seconds: -1,
    });
    expect(negative.json()).toEqual({ position_seconds: ['Position cannot be negative'] });
    const notBool = await call('PUT', `/api/course/lessons/${a2.id}/progress/`, learner.id, {
      completed: 'yes',
    });
    expect(notBool.json()).toEqual({ completed: ['Completed must be true or false'] });
  });
});

describe('GET /api/course/modules/', () => {
  it("lists the player's modules in order with done marks and where to resume", async () => {
    const { course, a1, a2, b1 } = await seedPlayableCourse();
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    await call('PUT', `/api/course/lessons/${a1.id}/progress/`, learner.id, { completed: true });
    const answer = CourseModulesResponse.parse(
      (await call('GET', `/api/course/modules/?course=${course.id}`, learner.id)).json(),
    );
    expect(answer).toMatchObject({ is_enrolled: true, progress_percent: 33, resume_lesson_id: a2.id });
    expect(answer.modules.map((m) => m.title)).toEqual(['A: Basics', 'B: Going further', 'Live Q&A']);
    expect(answer.modules[0]!.lessons.map((l) => [l.id, l.completed])).toEqual([
      [a1.id, true],
      [a2.id, false],
    ]);
    expect(answer.modules[1]!.lessons.map((l) => l.id)).toEqual([b1.id]);

    const visitor = await seedUser(ctx.db);
    const outline = CourseModulesResponse.parse(
      (await call('GET', `/api/course/modules/?course=${course.id}`, visitor.id)).json(),
    );
    expect(outline).toMatchObject({ is_enrolled: false, progress_percent: 0, resume_lesson_id: a1.id });
    expect((await call('GET', '/api/course/modules/?course=99999999', visitor.id)).statusCode).toBe(404);
    expect((await call('GET', '/api/course/modules/', visitor.id)).json()).toEqual({
      course: ['Choose a course'],
    });
  });
});

describe('live modules', () => {
  it('shows the join link only to enrolled learners near the start, and the recording after', async () => {
    const { course, live } = await seedPlayableCourse();
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const visitor = await seedUser(ctx.db);
    const at = (minutesFromStart: number) => new Date(STARTS_AT.getTime() + minutesFromStart * 60_000);
    const view = (userId: number, minutes: number) =>
      getLiveModule({ db: ctx.db, userId, moduleId: live.id, now: at(minutes) });

    expect(await view(learner.id, -JOIN_WINDOW_MINUTES - 1)).toMatchObject({
      status: 'upcoming',
      join_url: null,
      recording_url: null,
    });
    expect(await view(learner.id, -JOIN_WINDOW_MINUTES)).toMatchObject({
      status: 'open',
      join_url: 'https://meet.example.com/room',
    });
    expect(await view(learner.id, 59)).toMatchObject({
      status: 'open',
      join_url: 'https://meet.example.com/room',
    });
    expect(await view(learner.id, 60)).toMatchObject({
      status: 'ended',
      join_url: null,
      recording_url: 'https://cdn.example.com/recording.mp4',
    });
    expect(await view(visitor.id, 0)).toMatchObject({ status: 'open', is_enrolled: false, join_url: null });
    expect(await view(visitor.id, 90)).toMatchObject({ recording_url: null });
    // The instructor runs the class: the link is theirs at any time.
    expect(await view(instructor.user.id, -600)).toMatchObject({ join_url: 'https://meet.example.com/room' });

    const response = await call('GET', `/api/course/live-module/${live.id}/`, learner.id);
    expect(LiveModule.parse(response.json())).toMatchObject({
      id: live.id,
      starts_at: STARTS_AT.toISOString(),
      ends_at: at(60).toISOString(),
    });
  });

  it('404s for a recorded module or an unknown id', async () => {
    const { a1 } = await seedPlayableCourse();
    const visitor = await seedUser(ctx.db);
    const [lessonModule] = await ctx.db
      .select({ id: schema.lessons.moduleId })
      .from(schema.lessons)
      .where(eq(schema.lessons.id, a1.id));
    expect((await call('GET', `/api/course/live-module/${lessonModule!.id}/`, visitor.id)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/course/live-module/99999999/', visitor.id)).statusCode).toBe(404);
  });
});
