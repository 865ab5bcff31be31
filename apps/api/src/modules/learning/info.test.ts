import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonInfo, QuizInfo } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor } from '../../test/factories';

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

/** A course with one locked video lesson and a quiz of two questions. */
async function seedCourseWithQuiz(overrides: Parameters<typeof seedCourse>[2] = {}) {
  const course = await seedCourse(ctx.db, { genreId, instructorId }, overrides);
  const [module] = await ctx.db
    .insert(schema.courseModules)
    .values({ courseId: course.id, title: 'Basics', position: 1 })
    .returning();
  const [lesson] = await ctx.db
    .insert(schema.lessons)
    .values({
      moduleId: module!.id,
      courseId: course.id,
      kind: 'video',
      title: 'Pivot tables',
      position: 1,
      durationSeconds: 600,
      videoUrl: '/media/secret.mp4',
    })
    .returning();
  const [quiz] = await ctx.db
    .insert(schema.quizzes)
    .values({ courseId: course.id, title: 'Final check', passPercent: 70, timeLimitSeconds: 300 })
    .returning();
  const [question] = await ctx.db
    .insert(schema.quizQuestions)
    .values([
      { quizId: quiz!.id, kind: 'single', prompt: 'Q1', position: 1 },
      { quizId: quiz!.id, kind: 'single', prompt: 'Q2', position: 2 },
    ])
    .returning();
  await ctx.db
    .insert(schema.quizOptions)
    .values({ questionId: question!.id, text: 'The answer', isCorrect: true, position: 1 });
  return { course, module: module!, lesson: lesson!, quiz: quiz! };
}

describe('GET /api/course/lesson-info/{id}/', () => {
  it('tells anyone which course a lesson belongs to, without its content', async () => {
    const { course, lesson } = await seedCourseWithQuiz();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/course/lesson-info/${lesson.id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const info = LessonInfo.parse(response.json());
    expect(info).toEqual({
      id: lesson.id,
      kind: 'video',
      title: 'Pivot tables',
      duration_seconds: 600,
      is_preview: false,
      course_id: course.id,
      course_title: course.title,
      module_title: 'Basics',
    });
    expect(response.body).not.toContain('secret.mp4');
  });

  it('answers 404 for an unknown lesson or one of a draft course, 400 for a bad id', async () => {
    const { lesson } = await seedCourseWithQuiz({ status: 'draft' });
    const draft = await ctx.app.inject({ method: 'GET', url: `/api/course/lesson-info/${lesson.id}/` });
    expect(draft.statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/course/lesson-info/99999999/' });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/course/lesson-info/abc/' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/course/quiz-info/{id}/', () => {
  it('tells anyone what a quiz asks and its course, without questions or answers', async () => {
    const { course, quiz } = await seedCourseWithQuiz();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/course/quiz-info/${quiz.id}/` });
    expect(response.statusCode).toBe(200);
    const info = QuizInfo.parse(response.json());
    expect(info).toEqual({
      id: quiz.id,
      course_id: course.id,
      course_title: course.title,
      title: 'Final check',
      description: '',
      question_count: 2,
      time_limit_seconds: 300,
      pass_percent: 70,
      max_attempts: null,
    });
    expect(response.body).not.toContain('The answer');
  });

  it('answers 404 for an unknown quiz or one of a draft course', async () => {
    const { quiz } = await seedCourseWithQuiz({ status: 'draft' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/course/quiz-info/${quiz.id}/` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course/quiz-info/99999999/' })).statusCode).toBe(
      404,
    );
  });
});
