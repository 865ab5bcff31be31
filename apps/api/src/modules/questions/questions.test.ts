import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionPage, QuestionResponse, QuestionThread, UpvoteResponse } from '@dokkho/contract/questions';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext, type TestMethod } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedLesson, seedStaff, seedUser } from '../../test/factories';
import {
  ANSWER_POSTED_MESSAGE,
  ENROL_TO_READ_QUESTIONS_MESSAGE,
  HELPFUL_MARKED_MESSAGE,
  LESSON_NOT_IN_COURSE_MESSAGE,
  ONLY_ASKER_EDITS_MESSAGE,
  ONLY_ASKER_MARKS_HELPFUL_MESSAGE,
  OWN_UPVOTE_MESSAGE,
  QUESTION_ASKED_MESSAGE,
  QUESTION_HIDDEN_REPLY_MESSAGE,
  QUESTION_NOT_FOUND_MESSAGE,
  unansweredCount,
} from './service';

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

async function call(method: TestMethod, url: string, userId?: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(userId ? await authHeader(userId) : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

/** A published course with one lesson, its instructor and two enrolled learners. */
async function classroom() {
  const instructor = await seedInstructor(ctx.db, { firstName: 'Tanvir', lastName: 'Hasan' });
  const course = await seedCourse(ctx.db, { genreId, instructorId: instructor.profile.id });
  const lesson = await seedLesson(ctx.db, course.id);
  const asker = await enrol(course.id, { firstName: 'Sadia', lastName: 'Islam' });
  const classmate = await enrol(course.id, { firstName: 'Rafi', lastName: 'Ahmed' });
  return { instructor: instructor.user, course, lesson, asker, classmate };
}

async function enrol(courseId: number, overrides: Parameters<typeof seedUser>[1] = {}) {
  const user = await seedUser(ctx.db, overrides);
  await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId, source: 'free' });
  return user;
}

async function ask(userId: number, body: Record<string, unknown>) {
  const response = await call('POST', '/api/course/questions/', userId, body);
  expect(response.statusCode, response.body).toBe(201);
  return QuestionResponse.parse(response.json()).question;
}

describe('asking, answering and marking helpful', () => {
  it('takes a learner from a question on a lesson to an answered, helpful thread', async () => {
    const { instructor, course, lesson, asker, classmate } = await classroom();
    const asked = await call('POST', '/api/course/questions/', asker.id, {
      course_id: course.id,
      lesson_id: lesson.id,
      title: '  Why does VLOOKUP return #N/A?  ',
      body: 'My lookup column has numbers stored as text.',
    });
    expect(asked.statusCode).toBe(201);
    const created = QuestionResponse.parse(asked.json());
    expect(created.detail).toBe(QUESTION_ASKED_MESSAGE);
    expect(created.question).toMatchObject({
      title: 'Why does VLOOKUP return #N/A?',
      visibility: 'public',
      lesson: { id: lesson.id, title: 'Welcome' },
      course: { id: course.id, title: course.title },
      author: { name: 'Sadia I.' },
      is_mine: true,
      answered: false,
      can: { mark_helpful: true, edit: true, upvote: false, reply: true },
    });

    // The classmate sees it on the lesson; the instructor sees it unanswered, first.
    const onLesson = QuestionPage.parse(
      (
        await call('GET', `/api/course/questions/?course=${course.id}&lesson=${lesson.id}`, classmate.id)
      ).json(),
    );
    expect(onLesson.results.map((q) => q.id)).toEqual([created.question.id]);
    const waiting = QuestionPage.parse(
      (await call('GET', '/api/instructor/questions/', instructor.id)).json(),
    );
    expect(waiting.results[0]).toMatchObject({ id: created.question.id, answered: false });
    expect(await unansweredCount({ db: ctx.db, instructorUserId: instructor.id })).toBe(1);

    // A classmate's follow-up does not answer it; the instructor's does.
    const followUp = await call(
      'POST',
      `/api/course/questions/${created.question.id}/answers/`,
      classmate.id,
      {
        body: 'Same here: try VALUE() on the column.',
      },
    );
    expect(followUp.statusCode).toBe(201);
    expect(QuestionResponse.parse(followUp.json()).question).toMatchObject({
      answered: false,
      answers_count: 1,
    });
    const answered = await call(
      'POST',
      `/api/course/questions/${created.question.id}/answers/`,
      instructor.id,
      {
        body: 'Convert the column with VALUE(), or use XLOOKUP with a text key.',
      },
    );
    expect(answered.statusCode).toBe(201);
    const thread = QuestionResponse.parse(answered.json());
    expect(thread.detail).toBe(ANSWER_POSTED_MESSAGE);
    expect(thread.question).toMatchObject({ answered: true, answers_count: 2 });
    expect(thread.question.answers.map((a) => [a.role, a.author.name])).toEqual([
      ['learner', 'Rafi A.'],
      ['instructor', 'Tanvir Hasan'],
    ]);
    expect(await unansweredCount({ db: ctx.db, instructorUserId: instructor.id })).toBe(0);

    // Only the asker marks an answer helpful.
    const instructorAnswer = thread.question.answers[1]!;
    const notAsker = await call(
      'PUT',
      `/api/course/questions/${created.question.id}/helpful/`,
      classmate.id,
      {
        answer_id: instructorAnswer.id,
      },
    );
    expect(notAsker.statusCode).toBe(403);
    expect(notAsker.json()).toEqual({ detail: ONLY_ASKER_MARKS_HELPFUL_MESSAGE });
    const marked = await call('PUT', `/api/course/questions/${created.question.id}/helpful/`, asker.id, {
      answer_id: instructorAnswer.id,
    });
    expect(marked.statusCode).toBe(200);
    const markedBody = QuestionResponse.parse(marked.json());
    expect(markedBody.detail).toBe(HELPFUL_MARKED_MESSAGE);
    expect(markedBody.question.helpful_answer_id).toBe(instructorAnswer.id);
    expect(markedBody.question.answers.find((a) => a.is_helpful)?.id).toBe(instructorAnswer.id);

    const mine = QuestionPage.parse((await call('GET', '/api/course/my-questions/', asker.id)).json());
    expect(mine.results).toEqual([
      expect.objectContaining({ id: created.question.id, answered: true, helpful: true, answers_count: 2 }),
    ]);
    // Once answered, the question can no longer be changed.
    const late = await call('PATCH', `/api/course/questions/${created.question.id}/`, asker.id, {
      title: 'Something else entirely',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toContain('30 minutes');
  });

  it("rejects a helpful mark on an answer of another question, and on the asker's own follow-up", async () => {
    const { instructor, course, asker } = await classroom();
    const first = await ask(asker.id, { course_id: course.id, title: 'First question here' });
    const second = await ask(asker.id, { course_id: course.id, title: 'Second question here' });
    const other = QuestionResponse.parse(
      (
        await call('POST', `/api/course/questions/${second.id}/answers/`, instructor.id, {
          body: 'An answer',
        })
      ).json(),
    ).question.answers[0]!;
    const wrong = await call('PUT', `/api/course/questions/${first.id}/helpful/`, asker.id, {
      answer_id: other.id,
    });
    expect(wrong.statusCode).toBe(400);
    const own = QuestionResponse.parse(
      (
        await call('POST', `/api/course/questions/${first.id}/answers/`, asker.id, { body: 'More detail' })
      ).json(),
    ).question.answers[0]!;
    const ownMark = await call('PUT', `/api/course/questions/${first.id}/helpful/`, asker.id, {
      answer_id: own.id,
    });
    expect(ownMark.statusCode).toBe(400);
  });
});

describe('who may read and write', () => {
  it('refuses a learner who is not enrolled: list, thread, ask, reply, upvote', async () => {
    const { course, asker } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'A public question' });
    const outsider = await seedUser(ctx.db);
    const list = await call('GET', `/api/course/questions/?course=${course.id}`, outsider.id);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ detail: ENROL_TO_READ_QUESTIONS_MESSAGE });
    expect((await call('GET', `/api/course/questions/${question.id}/`, outsider.id)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/course/questions/', outsider.id, {
          course_id: course.id,
          title: 'Let me in?',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/course/questions/${question.id}/answers/`, outsider.id, {
          body: 'Hello there',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/course/questions/${question.id}/upvote/`, outsider.id)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/course/questions/?course=${course.id}`)).statusCode).toBe(401);
  });

  it('refuses another instructor: their list, the thread, an answer and a filter on the course', async () => {
    const { course, asker } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'Only for my instructor' });
    const other = await seedInstructor(ctx.db, { firstName: 'Other', lastName: 'Teacher' });
    await seedCourse(ctx.db, { genreId, instructorId: other.profile.id });
    const theirs = QuestionPage.parse(
      (await call('GET', '/api/instructor/questions/', other.user.id)).json(),
    );
    expect(theirs.results.map((q) => q.id)).not.toContain(question.id);
    expect(
      (await call('GET', `/api/instructor/questions/?course=${course.id}`, other.user.id)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/course/questions/${question.id}/`, other.user.id)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/course/questions/${question.id}/answers/`, other.user.id, {
          body: 'Let me answer',
        })
      ).statusCode,
    ).toBe(403);
    // Not an instructor at all: the role guard.
    expect((await call('GET', '/api/instructor/questions/', asker.id)).statusCode).toBe(403);
  });

  it('keeps a private question between the asker, the instructor and staff', async () => {
    const { instructor, course, asker, classmate } = await classroom();
    const question = await ask(asker.id, {
      course_id: course.id,
      title: 'My payment shows twice',
      visibility: 'private',
    });
    const thread = await call('GET', `/api/course/questions/${question.id}/`, classmate.id);
    expect(thread.statusCode).toBe(404);
    expect(thread.json()).toEqual({ detail: QUESTION_NOT_FOUND_MESSAGE });
    const listed = QuestionPage.parse(
      (await call('GET', `/api/course/questions/?course=${course.id}`, classmate.id)).json(),
    );
    expect(listed.results.map((q) => q.id)).not.toContain(question.id);
    expect(
      (await call('POST', `/api/course/questions/${question.id}/answers/`, classmate.id, { body: 'Me too!' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/course/questions/${question.id}/upvote/`, classmate.id)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/course/questions/${question.id}/`, instructor.id)).statusCode).toBe(200);
    const staff = await seedStaff(ctx.db);
    expect((await call('GET', `/api/course/questions/${question.id}/`, staff.user.id)).statusCode).toBe(200);
  });

  it('lets only the asker edit or delete, within the window', async () => {
    const { course, asker, classmate } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'A question to edit' });
    const byOther = await call('PATCH', `/api/course/questions/${question.id}/`, classmate.id, {
      title: 'Hijacked title',
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ detail: ONLY_ASKER_EDITS_MESSAGE });
    const edited = await call('PATCH', `/api/course/questions/${question.id}/`, asker.id, {
      title: 'A better question title',
      visibility: 'private',
    });
    expect(edited.statusCode).toBe(200);
    expect(QuestionResponse.parse(edited.json()).question).toMatchObject({
      title: 'A better question title',
      visibility: 'private',
    });
    // An hour later the window has closed.
    await ctx.db
      .update(schema.courseQuestions)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.courseQuestions.id, question.id));
    expect((await call('DELETE', `/api/course/questions/${question.id}/`, asker.id)).statusCode).toBe(400);
    const fresh = await ask(asker.id, { course_id: course.id, title: 'A question to delete' });
    expect((await call('DELETE', `/api/course/questions/${fresh.id}/`, classmate.id)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/course/questions/${fresh.id}/`, asker.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/course/questions/${fresh.id}/`, asker.id)).statusCode).toBe(404);
  });
});

describe('upvotes', () => {
  it('counts one vote per learner, refuses the asker, and takes a vote back', async () => {
    const { course, asker, classmate } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'Worth an upvote?' });
    const url = `/api/course/questions/${question.id}/upvote/`;
    const own = await call('PUT', url, asker.id);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: OWN_UPVOTE_MESSAGE });
    expect(UpvoteResponse.parse((await call('PUT', url, classmate.id)).json())).toEqual({
      upvoted: true,
      upvotes_count: 1,
    });
    expect(UpvoteResponse.parse((await call('PUT', url, classmate.id)).json()).upvotes_count).toBe(1);
    const listed = QuestionPage.parse(
      (await call('GET', `/api/course/questions/?course=${course.id}`, classmate.id)).json(),
    );
    expect(listed.results[0]).toMatchObject({ upvoted: true, upvotes_count: 1 });
    expect(UpvoteResponse.parse((await call('DELETE', url, classmate.id)).json())).toEqual({
      upvoted: false,
      upvotes_count: 0,
    });
  });
});

describe('staff moderation', () => {
  it('hides a question from everyone but staff and the asker, and stops replies', async () => {
    const { instructor, course, asker, classmate } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'Something abusive here' });
    expect(
      (await call('PUT', `/api/course/questions/${question.id}/hidden/`, instructor.id, { hidden: true }))
        .statusCode,
    ).toBe(403);
    const staff = await seedStaff(ctx.db);
    const hidden = await call('PUT', `/api/course/questions/${question.id}/hidden/`, staff.user.id, {
      hidden: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect(QuestionResponse.parse(hidden.json()).question.hidden).toBe(true);
    expect((await call('GET', `/api/course/questions/${question.id}/`, classmate.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/course/questions/${question.id}/`, instructor.id)).statusCode).toBe(404);
    const own = QuestionThread.parse(
      (await call('GET', `/api/course/questions/${question.id}/`, asker.id)).json(),
    );
    expect(own).toMatchObject({ hidden: true, can: { reply: false } });
    const replyHidden = await call('POST', `/api/course/questions/${question.id}/answers/`, asker.id, {
      body: 'Why?',
    });
    expect(replyHidden.statusCode).toBe(403);
    expect(replyHidden.json()).toEqual({ detail: QUESTION_HIDDEN_REPLY_MESSAGE });
    const instructorList = QuestionPage.parse(
      (await call('GET', '/api/instructor/questions/', instructor.id)).json(),
    );
    expect(instructorList.results.map((q) => q.id)).not.toContain(question.id);
  });

  it('hides an answer and takes its helpful mark away', async () => {
    const { instructor, course, asker, classmate } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'Which laptop should I buy?' });
    const answer = QuestionResponse.parse(
      (
        await call('POST', `/api/course/questions/${question.id}/answers/`, instructor.id, {
          body: 'Any with 8 GB.',
        })
      ).json(),
    ).question.answers[0]!;
    await call('PUT', `/api/course/questions/${question.id}/helpful/`, asker.id, { answer_id: answer.id });
    const staff = await seedStaff(ctx.db);
    const hidden = await call('PUT', `/api/course/question-answers/${answer.id}/hidden/`, staff.user.id, {
      hidden: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect(QuestionResponse.parse(hidden.json()).question).toMatchObject({
      helpful_answer_id: null,
      answers_count: 0,
    });
    const seen = QuestionThread.parse(
      (await call('GET', `/api/course/questions/${question.id}/`, classmate.id)).json(),
    );
    expect(seen.answers).toEqual([]);
  });
});

describe('more refusals and undoing', () => {
  it('refuses a learner hiding an answer, clears a helpful mark, and filters the instructor list by course', async () => {
    const { instructor, course, asker } = await classroom();
    const question = await ask(asker.id, { course_id: course.id, title: 'Do I need a laptop?' });
    const answer = QuestionResponse.parse(
      (
        await call('POST', `/api/course/questions/${question.id}/answers/`, instructor.id, {
          body: 'A phone is enough for the first module.',
        })
      ).json(),
    ).question.answers[0]!;
    expect(
      (await call('PUT', `/api/course/question-answers/${answer.id}/hidden/`, asker.id, { hidden: true }))
        .statusCode,
    ).toBe(403);
    await call('PUT', `/api/course/questions/${question.id}/helpful/`, asker.id, { answer_id: answer.id });
    const cleared = await call('PUT', `/api/course/questions/${question.id}/helpful/`, asker.id, {
      answer_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(QuestionResponse.parse(cleared.json()).question).toMatchObject({
      helpful: false,
      helpful_answer_id: null,
    });

    const second = await seedCourse(ctx.db, {
      genreId,
      instructorId: (
        await ctx.db
          .select({ id: schema.instructorProfiles.id })
          .from(schema.instructorProfiles)
          .where(eq(schema.instructorProfiles.userId, instructor.id))
      )[0]!.id,
    });
    const other = await enrol(second.id);
    const elsewhere = await ask(other.id, { course_id: second.id, title: 'A question on the second course' });
    const onFirst = QuestionPage.parse(
      (await call('GET', `/api/instructor/questions/?course=${course.id}`, instructor.id)).json(),
    );
    expect(onFirst.results.map((q) => q.id)).toEqual([question.id]);
    const everything = QuestionPage.parse(
      (await call('GET', '/api/instructor/questions/', instructor.id)).json(),
    );
    expect(everything.results.map((q) => q.id)).toEqual([elsewhere.id, question.id]);
    expect(await unansweredCount({ db: ctx.db, instructorUserId: instructor.id })).toBe(1);
  });
});

describe('lists and validation', () => {
  it('pages by cursor and sorts unanswered first for the instructor', async () => {
    const { instructor, course, asker } = await classroom();
    const ids: number[] = [];
    for (const title of ['Question number one', 'Question number two', 'Question number three'])
      ids.push((await ask(asker.id, { course_id: course.id, title })).id);
    // The oldest is answered: it goes last for the instructor, though the newest go first otherwise.
    await call('POST', `/api/course/questions/${ids[0]}/answers/`, instructor.id, { body: 'Answered.' });
    const first = QuestionPage.parse(
      (await call('GET', `/api/course/questions/?course=${course.id}&limit=2`, asker.id)).json(),
    );
    expect(first.results.map((q) => q.id)).toEqual([ids[2], ids[1]]);
    expect(first.next_cursor).not.toBeNull();
    const second = QuestionPage.parse(
      (
        await call(
          'GET',
          `/api/course/questions/?course=${course.id}&limit=2&cursor=${first.next_cursor}`,
          asker.id,
        )
      ).json(),
    );
    expect(second).toEqual({ results: [expect.objectContaining({ id: ids[0] })], next_cursor: null });

    const unanswered = QuestionPage.parse(
      (await call('GET', `/api/course/questions/?course=${course.id}&filter=unanswered`, asker.id)).json(),
    );
    expect(unanswered.results.map((q) => q.id)).toEqual([ids[2], ids[1]]);

    await call('POST', `/api/course/questions/${ids[2]}/answers/`, instructor.id, { body: 'Answered too.' });
    const page1 = QuestionPage.parse(
      (await call('GET', '/api/instructor/questions/?limit=1', instructor.id)).json(),
    );
    expect(page1.results.map((q) => q.id)).toEqual([ids[1]]);
    const page2 = QuestionPage.parse(
      (
        await call('GET', `/api/instructor/questions/?limit=5&cursor=${page1.next_cursor}`, instructor.id)
      ).json(),
    );
    expect(page2.results.map((q) => q.id)).toEqual([ids[2], ids[0]]);
  });

  it('says what is wrong with a question, a lesson of another course and a bad page link', async () => {
    const { course, asker } = await classroom();
    const short = await call('POST', '/api/course/questions/', asker.id, {
      course_id: course.id,
      title: 'Why',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ title: ['Write your question in at least 5 characters'] });
    const other = await classroom();
    const wrongLesson = await call('POST', '/api/course/questions/', asker.id, {
      course_id: course.id,
      lesson_id: other.lesson.id,
      title: 'Lesson from elsewhere',
    });
    expect(wrongLesson.statusCode).toBe(400);
    expect(wrongLesson.json()).toEqual({ lesson_id: [LESSON_NOT_IN_COURSE_MESSAGE] });
    const bad = await call('GET', `/api/course/questions/?course=${course.id}&cursor=bm9wZQ`, asker.id);
    expect(bad.statusCode).toBe(400);
    const forged = Buffer.from('0.1700000000000.9999999999').toString('base64url');
    const tooFar = await call('GET', `/api/course/questions/?course=${course.id}&cursor=${forged}`, asker.id);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toEqual({ cursor: ['This page link is not valid'] });
    const missing = await call('GET', '/api/course/questions/?course=999999', asker.id);
    expect(missing.statusCode).toBe(404);
    const bangla = await ctx.app.inject({
      method: 'POST',
      url: '/api/course/questions/',
      headers: { ...(await authHeader(asker.id)), 'accept-language': 'bn' },
      payload: { course_id: course.id, title: 'Why' },
    });
    expect(bangla.json().title[0]).not.toBe('Write your question in at least 5 characters');
  });
});
