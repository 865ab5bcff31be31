import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GradesResponse,
  OpenAttempt,
  QuizForTaking,
  QuizListResponse,
  QuizResult,
} from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedEnrolledLearner, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import {
  ALREADY_SUBMITTED_MESSAGE,
  ENROL_FOR_QUIZ_MESSAGE,
  gradeQuestion,
  NO_ATTEMPTS_LEFT_MESSAGE,
  SUBMIT_GRACE_SECONDS,
} from './quizzes';

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

/** A quiz of two questions: Q1 single choice (2 points), Q2 multiple choice (1 point). */
async function seedQuiz(overrides: Partial<typeof schema.quizzes.$inferInsert> = {}) {
  const course = await seedCourse(ctx.db, { genreId, instructorId });
  const [quiz] = await ctx.db
    .insert(schema.quizzes)
    .values({ courseId: course.id, title: 'SQL basics check', passPercent: 60, ...overrides })
    .returning();
  const [q1, q2] = await ctx.db
    .insert(schema.quizQuestions)
    .values([
      {
        quizId: quiz!.id,
        kind: 'single',
        prompt: 'Which clause filters rows?',
        position: 1,
        points: 2,
        explanation: 'WHERE filters rows.',
      },
      {
        quizId: quiz!.id,
        kind: 'multiple',
        prompt: 'Which are aggregate functions?',
        position: 2,
        points: 1,
      },
    ])
    .returning();
  const [where, order, sum, upper, avg] = await ctx.db
    .insert(schema.quizOptions)
    .values([
      { questionId: q1!.id, text: 'WHERE', isCorrect: true, position: 1 },
      { questionId: q1!.id, text: 'ORDER BY', position: 2 },
      { questionId: q2!.id, text: 'SUM', isCorrect: true, position: 1 },
      { questionId: q2!.id, text: 'UPPER', position: 2 },
      { questionId: q2!.id, text: 'AVG', isCorrect: true, position: 3 },
    ])
    .returning();
  return {
    course,
    quiz: quiz!,
    q1: q1!,
    q2: q2!,
    o: { where: where!, order: order!, sum: sum!, upper: upper!, avg: avg! },
  };
}

describe('quizzes', () => {
  it('never sends the correct answers before submission, and grades on the server', async () => {
    const { course, quiz, q1, q2, o } = await seedQuiz();
    const learner = await seedEnrolledLearner(ctx.db, course.id);

    const response = await call('GET', `/api/course/quiz/${quiz.id}/`, learner.id);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/is_?correct|explanation|WHERE filters rows/i);
    const taking = QuizForTaking.parse(response.json());
    expect(taking).toMatchObject({
      question_count: 2,
      attempts_used: 0,
      best_percent: null,
      open_attempt: null,
      last_attempt_id: null,
    });
    expect(taking.questions.map((q) => q.options.map((option) => option.text))).toEqual([
      ['WHERE', 'ORDER BY'],
      ['SUM', 'UPPER', 'AVG'],
    ]);

    const attempt = OpenAttempt.parse(
      (await call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id)).json(),
    );
    expect(attempt.deadline_at).toBeNull();
    // Starting again (a reload) gives back the attempt in progress.
    expect((await call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id)).json()).toEqual(attempt);
    // An attempt in progress has no result to show yet.
    expect((await call('GET', `/api/course/quiz/${quiz.id}/`, learner.id)).json()).toMatchObject({
      last_attempt_id: null,
    });

    // Q1 right (2 points), Q2 half right: all-or-nothing, so 0 of 1.
    const submitted = await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, learner.id, {
      answers: [
        { question_id: q1.id, option_ids: [o.where.id] },
        { question_id: q2.id, option_ids: [o.sum.id] },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    const result = QuizResult.parse(submitted.json());
    expect(result).toMatchObject({ score: 2, max_score: 3, percent: 66, passed: true, late: false });
    expect(result.questions).toEqual([
      {
        id: q1.id,
        chosen_option_ids: [o.where.id],
        correct_option_ids: [o.where.id],
        correct: true,
        explanation: 'WHERE filters rows.',
      },
      {
        id: q2.id,
        chosen_option_ids: [o.sum.id],
        correct_option_ids: [o.sum.id, o.avg.id].sort((a, b) => a - b),
        correct: false,
        explanation: '',
      },
    ]);
    const again = await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, learner.id, {
      answers: [],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: ALREADY_SUBMITTED_MESSAGE });
    expect(
      QuizResult.parse((await call('GET', `/api/course/quiz-attempts/${attempt.id}/`, learner.id)).json()),
    ).toEqual(result);

    const list = QuizListResponse.parse(
      (await call('GET', `/api/course/quizzes/?course=${course.id}`, learner.id)).json(),
    );
    expect(list).toEqual([
      expect.objectContaining({
        id: quiz.id,
        attempts_used: 1,
        best_percent: 66,
        passed: true,
        last_attempt_id: attempt.id,
      }),
    ]);
    const grades = GradesResponse.parse((await call('GET', '/api/course/grades/', learner.id)).json());
    expect(grades).toEqual([
      {
        course_id: course.id,
        course_title: course.title,
        average_percent: 66,
        quizzes: [expect.objectContaining({ id: quiz.id, best_percent: 66 })],
      },
    ]);
  });

  it('refuses tampered answers: foreign options, two answers to a single-choice question, unknown questions', async () => {
    const { course, quiz, q1, q2, o } = await seedQuiz();
    const other = await seedQuiz();
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const attempt = OpenAttempt.parse(
      (await call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id)).json(),
    );
    const bad = await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, learner.id, {
      answers: [
        { question_id: q1.id, option_ids: [o.where.id, o.order.id] },
        { question_id: q2.id, option_ids: [other.o.sum.id] },
        { question_id: other.q1.id, option_ids: [other.o.where.id] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      answers: [
        `Question ${q1.id} takes one answer`,
        `An answer to question ${q2.id} is not one of its options`,
        `Question ${other.q1.id} is not part of this quiz`,
      ],
    });
    // Nothing was written: the attempt is still open and can be submitted properly.
    const good = await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, learner.id, {
      answers: [],
    });
    expect(QuizResult.parse(good.json())).toMatchObject({ score: 0, percent: 0, passed: false });
    expect(
      (await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, learner.id, { answers: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps quizzes and attempts to enrolled learners and their owners', async () => {
    const { course, quiz } = await seedQuiz();
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const stranger = await seedUser(ctx.db);
    for (const url of [`/api/course/quiz/${quiz.id}/`, `/api/course/quizzes/?course=${course.id}`]) {
      const refused = await call('GET', url, stranger.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ENROL_FOR_QUIZ_MESSAGE });
    }
    expect((await call('POST', `/api/course/quiz/${quiz.id}/start/`, stranger.id)).statusCode).toBe(403);
    const attempt = OpenAttempt.parse(
      (await call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id)).json(),
    );
    // Another learner cannot submit or read this attempt.
    const otherLearner = await seedEnrolledLearner(ctx.db, course.id);
    expect(
      (
        await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, otherLearner.id, {
          answers: [],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/course/quiz-attempts/${attempt.id}/`, otherLearner.id)).statusCode).toBe(
      404,
    );
    // Not submitted yet: no result to show, even to its owner.
    expect((await call('GET', `/api/course/quiz-attempts/${attempt.id}/`, learner.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/course/quiz/${quiz.id}/`)).statusCode).toBe(401);
    expect((await call('GET', '/api/course/quiz/99999999/', learner.id)).statusCode).toBe(404);
  });

  it('limits attempts, also when two starts race', async () => {
    const { course, quiz } = await seedQuiz({ maxAttempts: 1 });
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const [a, b] = await Promise.all([
      call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id),
      call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id),
    ]);
    // Both get the same single attempt.
    expect(a!.json()).toEqual(b!.json());
    await call('POST', `/api/course/quiz-attempts/${(a!.json() as { id: number }).id}/submit/`, learner.id, {
      answers: [],
    });
    const refused = await call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: NO_ATTEMPTS_LEFT_MESSAGE });
  });

  it('runs the time limit on the server: a submission past the deadline and grace scores zero', async () => {
    const { course, quiz, q1, o } = await seedQuiz({ timeLimitSeconds: 60 });
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const attempt = OpenAttempt.parse(
      (await call('POST', `/api/course/quiz/${quiz.id}/start/`, learner.id)).json(),
    );
    expect(new Date(attempt.deadline_at!).getTime() - new Date(attempt.started_at).getTime()).toBe(60_000);
    // Move the attempt into the past: it started long enough ago that the deadline and grace are over.
    const started = new Date(Date.now() - (60 + SUBMIT_GRACE_SECONDS + 5) * 1000);
    await ctx.db
      .update(schema.quizAttempts)
      .set({ startedAt: started, deadlineAt: new Date(started.getTime() + 60_000) })
      .where(eq(schema.quizAttempts.id, attempt.id));
    // The quiz page no longer offers it as in progress.
    expect(
      QuizForTaking.parse((await call('GET', `/api/course/quiz/${quiz.id}/`, learner.id)).json())
        .open_attempt,
    ).toBeNull();
    const late = QuizResult.parse(
      (
        await call('POST', `/api/course/quiz-attempts/${attempt.id}/submit/`, learner.id, {
          answers: [{ question_id: q1.id, option_ids: [o.where.id] }],
        })
      ).json(),
    );
    expect(late).toMatchObject({ late: true, score: 0, percent: 0, passed: false });
    expect(late.questions[0]).toMatchObject({ chosen_option_ids: [o.where.id], correct: false });
  });
});

describe('gradeQuestion', () => {
  it('needs exactly the right set', () => {
    expect(gradeQuestion([1], [1])).toBe(true);
    expect(gradeQuestion([1, 3], [1, 3])).toBe(true);
    expect(gradeQuestion([1], [1, 3])).toBe(false);
    expect(gradeQuestion([1, 2, 3], [1, 3])).toBe(false);
    expect(gradeQuestion([], [1])).toBe(false);
  });
});
