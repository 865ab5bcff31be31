import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import {
  COURSE_EDITOR_MESSAGES,
  CourseEditorCourse,
  QUIZ_EDITOR_MESSAGES,
} from '@dokkho/contract/course-editor';
import { COURSE_REVIEW_MESSAGES } from '@dokkho/contract/course-review';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import { seedGenre, seedInstructor, seedMember } from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';

/**
 * The quiz builder (issue 17 item 2, docs/decisions/039): quizzes are written through the editor's revision
 * claim like every other edit, validated by the contract, and read back with their correct options by
 * the owner only; learners still never get a correct option before an attempt.
 */

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db, { position: -1 })).id;
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/instructor/courses/${url}`, headers, ...(payload ? { payload } : {}) });

async function instructor(name = 'Nusrat') {
  const made = await seedInstructor(ctx.db, { firstName: name });
  return { ...made, headers: await authHeader(made.user.id) };
}

/** A draft with two modules of one lesson each, made through the API. */
async function draftWithModules(headers: Record<string, string>) {
  const created = await call('POST', '', headers, { title: 'Excel for office jobs' });
  expect(created.statusCode, created.body).toBe(201);
  let course = CourseEditorCourse.parse(created.json());
  for (const title of ['Formulas', 'Pivot tables']) {
    course = await edit(headers, course, 'POST', 'modules/', { title });
    const moduleId = course.modules.at(-1)!.id;
    course = await edit(headers, course, 'POST', `modules/${moduleId}/lessons/`, {
      title: `${title}: the basics`,
      kind: 'article',
    });
  }
  return course;
}

async function edit(
  headers: Record<string, string>,
  course: { id: number; revision: number },
  method: Method,
  path: string,
  payload: object = {},
) {
  const response = await send(headers, course, method, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return CourseEditorCourse.parse(response.json());
}

function send(
  headers: Record<string, string>,
  course: { id: number; revision: number },
  method: Method,
  path: string,
  payload: object = {},
) {
  const query = method === 'DELETE' ? `?base_revision=${course.revision}` : '';
  return call(
    method,
    `${course.id}/${path}${query}`,
    headers,
    method === 'DELETE' ? undefined : { base_revision: course.revision, ...payload },
  );
}

const SINGLE = {
  kind: 'single',
  prompt: 'Which function adds a column of numbers?',
  explanation: 'SUM adds every number in the range.',
  points: 1,
  options: [
    { text: 'SUM', is_correct: true },
    { text: 'COUNT', is_correct: false },
    { text: 'LEN', is_correct: false },
  ],
};
const MULTIPLE = {
  kind: 'multiple',
  prompt: 'Which of these are lookup functions?',
  explanation: '',
  points: 2,
  options: [
    { text: 'VLOOKUP', is_correct: true },
    { text: 'XLOOKUP', is_correct: true },
    { text: 'TRIM', is_correct: false },
  ],
};

describe('the quiz builder', () => {
  it('adds a quiz after a module, saves settings and questions, reorders, and deletes', async () => {
    const teacher = await instructor();
    let course = await draftWithModules(teacher.headers);
    const [first, second] = course.modules;
    const before = course.revision;

    course = await edit(teacher.headers, course, 'POST', 'quizzes/', {
      title: 'Final exam',
      module_id: null,
    });
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', {
      title: 'Pivot tables check',
      module_id: second!.id,
    });
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', {
      title: 'Formulas check',
      module_id: first!.id,
    });
    expect(course.revision).toBe(before + 3);
    // The player's order: by module, the final exam last.
    expect(course.quizzes.map((quiz) => quiz.title)).toEqual([
      'Formulas check',
      'Pivot tables check',
      'Final exam',
    ]);
    expect(course.quizzes[0]).toMatchObject({
      module_id: first!.id,
      pass_percent: 60,
      time_limit_seconds: null,
      max_attempts: null,
      questions: [],
    });

    const quizId = course.quizzes[0]!.id;
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, {
      title: 'Formulas: quick check',
      description: 'Five minutes, open book.',
      time_limit_seconds: 600,
      pass_percent: 70,
      max_attempts: 3,
      questions: [SINGLE, MULTIPLE],
    });
    const saved = course.quizzes.find((quiz) => quiz.id === quizId)!;
    expect(saved).toMatchObject({
      title: 'Formulas: quick check',
      description: 'Five minutes, open book.',
      time_limit_seconds: 600,
      pass_percent: 70,
      max_attempts: 3,
    });
    expect(saved.questions.map((q) => [q.kind, q.prompt, q.points])).toEqual([
      ['single', SINGLE.prompt, 1],
      ['multiple', MULTIPLE.prompt, 2],
    ]);
    // The owner sees the correct options.
    expect(saved.questions[1]!.options.map((o) => [o.text, o.is_correct])).toEqual([
      ['VLOOKUP', true],
      ['XLOOKUP', true],
      ['TRIM', false],
    ]);

    // Reordered questions and options are the list sent, in its order; fields not sent stay.
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, {
      questions: [{ ...MULTIPLE, options: [...MULTIPLE.options].reverse() }, SINGLE],
      time_limit_seconds: null,
    });
    const reordered = course.quizzes.find((quiz) => quiz.id === quizId)!;
    expect(reordered.questions.map((q) => q.kind)).toEqual(['multiple', 'single']);
    expect(reordered.questions[0]!.options.map((o) => o.text)).toEqual(['TRIM', 'XLOOKUP', 'VLOOKUP']);
    expect(reordered).toMatchObject({ time_limit_seconds: null, pass_percent: 70, max_attempts: 3 });
    const stored = await ctx.db
      .select()
      .from(schema.quizQuestions)
      .where(eq(schema.quizQuestions.quizId, quizId));
    expect(stored).toHaveLength(2);

    // Moved to the final exams, then the modules reordered: the player's order follows.
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, { module_id: null });
    expect(course.quizzes.map((quiz) => quiz.title)).toEqual([
      'Pivot tables check',
      'Final exam',
      'Formulas: quick check',
    ]);
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, { module_id: first!.id });
    course = await edit(teacher.headers, course, 'PUT', 'modules/order/', { ids: [second!.id, first!.id] });
    expect(course.quizzes.map((quiz) => quiz.title)).toEqual([
      'Pivot tables check',
      'Formulas: quick check',
      'Final exam',
    ]);
    const positions = await ctx.db
      .select({ title: schema.quizzes.title, position: schema.quizzes.position })
      .from(schema.quizzes)
      .where(eq(schema.quizzes.courseId, course.id));
    expect(positions.sort((a, b) => a.position - b.position).map((row) => row.position)).toEqual([1, 2, 3]);

    course = await edit(teacher.headers, course, 'DELETE', `quizzes/${quizId}/`);
    expect(course.quizzes.map((quiz) => quiz.title)).toEqual(['Pivot tables check', 'Final exam']);
    expect(
      await ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.quizId, quizId)),
    ).toEqual([]);

    // Deleting a module takes its quizzes with it (never turned into final exams).
    course = await edit(teacher.headers, course, 'DELETE', `modules/${second!.id}/`);
    expect(course.quizzes.map((quiz) => quiz.title)).toEqual(['Final exam']);
  });

  it('changes saved questions and options in place when they are sent with their ids', async () => {
    const teacher = await instructor('Farhana');
    let course = await draftWithModules(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', {
      title: 'Formulas check',
      module_id: course.modules[0]!.id,
    });
    const quizId = course.quizzes[0]!.id;
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, {
      questions: [SINGLE, MULTIPLE],
    });
    const [single, multiple] = course.quizzes[0]!.questions;

    // The single-choice question reworded, its last option dropped and one added; the second one dropped; a
    // third one added. An id the quiz does not have is a new row, not someone else's.
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, {
      questions: [
        {
          ...SINGLE,
          id: single!.id,
          prompt: 'Which function adds up a column?',
          options: [
            { id: single!.options[0]!.id, text: 'SUM', is_correct: true },
            { id: single!.options[1]!.id, text: 'COUNT', is_correct: false },
            { id: multiple!.options[2]!.id, text: 'SUMIF', is_correct: false },
          ],
        },
        { ...MULTIPLE, id: 999_999 },
      ],
    });
    const [kept, added] = course.quizzes[0]!.questions;
    expect(kept!.id).toBe(single!.id);
    expect(kept!.prompt).toBe('Which function adds up a column?');
    expect(kept!.options.map((option) => option.id).slice(0, 2)).toEqual(
      single!.options.slice(0, 2).map((option) => option.id),
    );
    expect(kept!.options[2]!.id).not.toBe(multiple!.options[2]!.id);
    expect(kept!.options.map((option) => option.text)).toEqual(['SUM', 'COUNT', 'SUMIF']);
    expect(added!.id).not.toBe(999_999);
    expect(added!.id).not.toBe(multiple!.id);
    const rows = await ctx.db
      .select({ id: schema.quizQuestions.id })
      .from(schema.quizQuestions)
      .where(eq(schema.quizQuestions.quizId, quizId));
    expect(rows.map((row) => row.id).sort()).toEqual([kept!.id, added!.id].sort());
  });

  it('answers 400 with the field and both languages for questions that cannot be graded', async () => {
    const teacher = await instructor();
    let course = await draftWithModules(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', { title: 'Check', module_id: null });
    const quizId = course.quizzes[0]!.id;
    const cases: [object, string, string][] = [
      [
        { ...SINGLE, options: SINGLE.options.map((o) => ({ ...o, is_correct: true })) },
        'questions.0.options',
        QUIZ_EDITOR_MESSAGES.singleOneCorrect,
      ],
      [
        { ...MULTIPLE, options: MULTIPLE.options.map((o) => ({ ...o, is_correct: false })) },
        'questions.0.options',
        QUIZ_EDITOR_MESSAGES.noCorrect,
      ],
      [
        { ...SINGLE, options: [{ text: 'SUM', is_correct: true }] },
        'questions.0.options',
        QUIZ_EDITOR_MESSAGES.twoOptions,
      ],
      [{ ...SINGLE, prompt: '   ' }, 'questions.0.prompt', QUIZ_EDITOR_MESSAGES.prompt],
      [{ ...SINGLE, points: 0 }, 'questions.0.points', QUIZ_EDITOR_MESSAGES.points],
    ];
    for (const [question, field, message] of cases) {
      const response = await send(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, {
        questions: [question],
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()[field], field).toEqual([message]);
    }
    const bangla = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/instructor/courses/${course.id}/quizzes/${quizId}/`,
      headers: { ...teacher.headers, 'accept-language': 'bn' },
      payload: {
        base_revision: course.revision,
        questions: [{ ...SINGLE, options: SINGLE.options.map((o) => ({ ...o, is_correct: true })) }],
      },
    });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json()['questions.0.options']).toEqual(['সিঙ্গেল চয়েস প্রশ্নে ঠিক একটি অপশন সঠিক হতে হবে।']);
    for (const [settings, field, message] of [
      [{ pass_percent: 0 }, 'pass_percent', QUIZ_EDITOR_MESSAGES.passPercent],
      [{ time_limit_seconds: 30 }, 'time_limit_seconds', QUIZ_EDITOR_MESSAGES.timeLimit],
      [{ max_attempts: 21 }, 'max_attempts', QUIZ_EDITOR_MESSAGES.maxAttempts],
    ] as const) {
      const response = await send(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, settings);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()[field], field).toEqual([message]);
    }
    // Nothing was written, and the revision did not move.
    const after = await call('GET', `${course.id}/edit/`, teacher.headers);
    expect(after.json()).toMatchObject({
      revision: course.revision,
      quizzes: [{ questions: [], pass_percent: 60 }],
    });
  });

  it('answers 409 on an older revision and for a course that is not a draft', async () => {
    const teacher = await instructor();
    let course = await draftWithModules(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', { title: 'Check', module_id: null });
    const quizId = course.quizzes[0]!.id;
    const older = { ...course, revision: course.revision - 1 };
    const stale = await send(teacher.headers, older, 'PATCH', `quizzes/${quizId}/`, { questions: [SINGLE] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(COURSE_EDITOR_MESSAGES.stale);
    expect((await send(teacher.headers, older, 'DELETE', `quizzes/${quizId}/`)).statusCode).toBe(409);
    expect(
      (await send(teacher.headers, older, 'POST', 'quizzes/', { title: 'Another', module_id: null }))
        .statusCode,
    ).toBe(409);

    await ctx.db.update(schema.courses).set({ status: 'in_review' }).where(eq(schema.courses.id, course.id));
    const inReview = await send(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, {
      questions: [SINGLE],
    });
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().detail).toBe(COURSE_EDITOR_MESSAGES.inReview);
    await ctx.db.update(schema.courses).set({ status: 'published' }).where(eq(schema.courses.id, course.id));
    const published = await send(teacher.headers, course, 'POST', 'quizzes/', {
      title: 'New',
      module_id: null,
    });
    expect(published.statusCode).toBe(409);
    expect(published.json().detail).toBe(COURSE_EDITOR_MESSAGES.published);
    const rows = await ctx.db
      .select()
      .from(schema.quizQuestions)
      .where(eq(schema.quizQuestions.quizId, quizId));
    expect(rows).toEqual([]);
  });

  it('answers 404 for another instructor’s quiz or course, and for a quiz or module of another course', async () => {
    const owner = await instructor('Nusrat');
    const stranger = await instructor('Rafiq');
    let course = await draftWithModules(owner.headers);
    course = await edit(owner.headers, course, 'POST', 'quizzes/', { title: 'Check', module_id: null });
    const quizId = course.quizzes[0]!.id;
    for (const [method, path, payload] of [
      ['POST', 'quizzes/', { title: 'Mine now', module_id: null }],
      ['PATCH', `quizzes/${quizId}/`, { questions: [SINGLE] }],
      ['DELETE', `quizzes/${quizId}/`, undefined],
    ] as const) {
      const response = await send(stranger.headers, course, method, path, payload ?? {});
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().detail).toBe(TEACHING_COURSE_NOT_FOUND_MESSAGE);
    }
    // The stranger's own draft cannot reach the owner's quiz or module either.
    let theirs = await draftWithModules(stranger.headers);
    const viaOwnCourse = await send(stranger.headers, theirs, 'PATCH', `quizzes/${quizId}/`, {
      title: 'Hijacked',
    });
    expect(viaOwnCourse.statusCode).toBe(404);
    expect(viaOwnCourse.json().detail).toBe(QUIZ_EDITOR_MESSAGES.quizNotFound);
    theirs = CourseEditorCourse.parse((await call('GET', `${theirs.id}/edit/`, stranger.headers)).json());
    const foreignModule = await send(stranger.headers, theirs, 'POST', 'quizzes/', {
      title: 'Check',
      module_id: course.modules[0]!.id,
    });
    expect(foreignModule.statusCode).toBe(404);
    expect(foreignModule.json().detail).toBe(COURSE_EDITOR_MESSAGES.moduleNotFound);
    const [quiz] = await ctx.db.select().from(schema.quizzes).where(eq(schema.quizzes.id, quizId));
    expect(quiz!.title).toBe('Check');
    // A learner is not an instructor at all.
    const learner = await seedMember(ctx.db);
    expect((await send(learner.headers, course, 'DELETE', `quizzes/${quizId}/`)).statusCode).toBe(403);
  });

  it('keeps correct options from learners before an attempt', async () => {
    const teacher = await instructor();
    let course = await draftWithModules(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', { title: 'Check', module_id: null });
    const quizId = course.quizzes[0]!.id;
    course = await edit(teacher.headers, course, 'PATCH', `quizzes/${quizId}/`, { questions: [SINGLE] });
    await ctx.db.update(schema.courses).set({ status: 'published' }).where(eq(schema.courses.id, course.id));
    const learner = await seedMember(ctx.db);
    await ctx.db.insert(schema.enrollments).values({ userId: learner.user.id, courseId: course.id });
    const taking = await ctx.app.inject({
      method: 'GET',
      url: `/api/course/quiz/${quizId}/`,
      headers: learner.headers,
    });
    expect(taking.statusCode, taking.body).toBe(200);
    expect(taking.body).toContain('Which function adds a column of numbers?');
    expect(taking.body).not.toMatch(/is_correct|correct_option/);
    // The editor's read stays the owner's.
    expect((await call('GET', `${course.id}/edit/`, learner.headers)).statusCode).toBe(403);
  });

  it('refuses to submit a course for review while a quiz has no questions', async () => {
    const teacher = await instructor();
    let course = await draftWithModules(teacher.headers);
    course = await edit(teacher.headers, course, 'PATCH', 'edit/', {
      details: {
        ...course.details,
        description: 'Formulas and pivot tables for office work.',
        genre_id: genreId,
      },
      pricing: { price: 0, sale_price: null },
    });
    course = await edit(teacher.headers, course, 'POST', 'quizzes/', { title: 'Check', module_id: null });
    const refused = await call('POST', `${course.id}/submit/`, teacher.headers);
    expect(refused.statusCode, refused.body).toBe(400);
    // The only thing missing is said on its own field.
    expect(refused.json()).toEqual({ quizzes: [COURSE_REVIEW_MESSAGES.emptyQuiz] });
    await edit(teacher.headers, course, 'PATCH', `quizzes/${course.quizzes[0]!.id}/`, {
      questions: [SINGLE],
    });
    const submitted = await call('POST', `${course.id}/submit/`, teacher.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
