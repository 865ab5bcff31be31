import type { z } from 'zod';
import type {
  AnswerRole,
  AskQuestionRequest,
  CourseQuestionsQuery,
  EditQuestionRequest,
  QuestionAnswer,
  QuestionPage,
  QuestionPageQuery,
  QuestionSummary,
  QuestionThread,
} from '@dokkho/contract/questions';
import { PG_INTEGER_MAX } from '@dokkho/contract/common';
import { QUESTION_EDIT_WINDOW_MINUTES } from '@dokkho/contract/questions';
import { notificationText } from '@dokkho/contract/notifications';
import type { Database } from '@dokkho/db';
import type { SiteMailer } from '../../integrations/email/layout';
import { AppError } from '../../lib/app-error';
import { recipientLocale } from '../../lib/recipient-locale';
import { getProfile } from '../auth/service';
import { findCourseRowsByIds } from '../catalog/service';
import { findCourseTeacher } from '../catalog/teaching';
import { accessToCourse, findLessons, listTaughtCourseIds } from '../learning/service';
import { notify, wantsEmail } from '../notifications/service';
import {
  instructorQuestionsUrl,
  questionAnsweredEmail,
  questionAskedEmail,
  questionThreadUrl,
  sendQuestionEmail,
} from './question-email';
import * as repo from './repo';
import type { PagePosition, QuestionWithAuthor } from './repo';

type CourseAccess = Awaited<ReturnType<typeof accessToCourse>>;
// What the routes hand over: the contract's schemas after parsing (defaults filled in, text trimmed).
type Ask = z.output<typeof AskQuestionRequest>;
type Edit = z.output<typeof EditQuestionRequest>;
type CourseQuery = z.output<typeof CourseQuestionsQuery>;
type PageQuery = z.output<typeof QuestionPageQuery>;

export const QUESTION_NOT_FOUND_MESSAGE = 'Question not found.';
export const COURSE_NOT_FOUND_MESSAGE = 'Course not found.';
export const ENROL_TO_READ_QUESTIONS_MESSAGE = 'Enrol in this course to read and ask its questions.';
export const LESSON_NOT_IN_COURSE_MESSAGE = 'This lesson is not part of the course.';
export const QUESTION_ASKED_MESSAGE = 'Your question is posted. The instructor will answer it here.';
export const QUESTION_UPDATED_MESSAGE = 'Your question is updated.';
export const QUESTION_DELETED_MESSAGE = 'Your question is deleted.';
export const ANSWER_POSTED_MESSAGE = 'Your answer is posted.';
export const REPLY_NOT_ALLOWED_MESSAGE = 'Only the instructor and learners of this course can reply.';
export const QUESTION_HIDDEN_REPLY_MESSAGE =
  'This question was hidden by our staff and takes no more replies.';
export const ONLY_ASKER_EDITS_MESSAGE = 'Only the person who asked can change this question.';
export const EDIT_WINDOW_PASSED_MESSAGE =
  'A question can be changed only in the first {minutes} minutes and before anyone answers.';
export const OWN_UPVOTE_MESSAGE = 'You cannot upvote your own question.';
export const ONLY_ASKER_MARKS_HELPFUL_MESSAGE = 'Only the person who asked can mark an answer helpful.';
export const ANSWER_NOT_IN_QUESTION_MESSAGE = 'Choose an answer from this question.';
export const OWN_ANSWER_HELPFUL_MESSAGE = 'Mark an answer from someone else as helpful.';
export const HELPFUL_MARKED_MESSAGE = 'Marked as helpful. Thank you!';
export const HELPFUL_CLEARED_MESSAGE = 'The helpful mark is removed.';
export const QUESTION_HIDE_MESSAGE = 'The question is hidden.';
export const QUESTION_UNHIDE_MESSAGE = 'The question is visible again.';
export const ANSWER_HIDE_MESSAGE = 'The answer is hidden.';
export const ANSWER_UNHIDE_MESSAGE = 'The answer is visible again.';
export const ANSWER_NOT_FOUND_MESSAGE = 'Answer not found.';
export const PAGE_LINK_NOT_VALID_MESSAGE = 'This page link is not valid';

/** A person's whole name as a notification names them; the username when they gave no name. */
function fullName(user: { first_name: string; last_name: string; username: string }): string {
  return personName(user.first_name, user.last_name, true) || user.username;
}

/** Public: first name and last initial (learners); the instructor's and staff's full names. */
function personName(firstName: string, lastName: string, full: boolean): string {
  if (full) return [firstName, lastName].filter(Boolean).join(' ');
  return [firstName, lastName ? `${lastName[0]}.` : ''].filter(Boolean).join(' ');
}

function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.unanswered}.${position.createdAt.getTime()}.${position.id}`).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string | undefined): PagePosition | undefined {
  if (!cursor) return undefined;
  const match = /^([01])\.(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  // A forged cursor must be a 400, never a database error: an id past PostgreSQL's integer, say.
  if (!match || Number(match[3]) > PG_INTEGER_MAX)
    throw AppError.badRequest(PAGE_LINK_NOT_VALID_MESSAGE, { cursor: [PAGE_LINK_NOT_VALID_MESSAGE] });
  return { unanswered: Number(match[1]), createdAt: new Date(Number(match[2])), id: Number(match[3]) };
}

/** Course and lesson titles of a set of questions, in one query each. */
async function namesOf(db: Database, rows: readonly QuestionWithAuthor[]) {
  const courseIds = [...new Set(rows.map((row) => row.question.courseId))];
  const lessonIds = [
    ...new Set(rows.flatMap((row) => (row.question.lessonId === null ? [] : [row.question.lessonId]))),
  ];
  const [courses, lessons] = await Promise.all([
    findCourseRowsByIds(db, courseIds),
    findLessons({ db, ids: lessonIds }),
  ]);
  return {
    course: new Map(courses.map((course) => [course.id, course.title])),
    lesson: new Map(lessons.map((lesson) => [lesson.id, lesson.title])),
  };
}

function toSummary(
  row: QuestionWithAuthor,
  viewerId: number,
  names: Awaited<ReturnType<typeof namesOf>>,
  upvoted: Set<number>,
): QuestionSummary {
  const q = row.question;
  return {
    id: q.id,
    course: { id: q.courseId, title: names.course.get(q.courseId) ?? '' },
    lesson: q.lessonId === null ? null : { id: q.lessonId, title: names.lesson.get(q.lessonId) ?? '' },
    title: q.title,
    body: q.body,
    visibility: q.visibility,
    author: { name: personName(row.firstName, row.lastName, false), avatar: row.avatar },
    is_mine: q.authorId === viewerId,
    answered: q.answeredAt !== null,
    helpful: q.helpfulAnswerId !== null,
    hidden: q.hiddenAt !== null,
    answers_count: q.answersCount,
    upvotes_count: q.upvotesCount,
    upvoted: upvoted.has(q.id),
    created_at: q.createdAt.toISOString(),
    last_activity_at: q.lastActivityAt.toISOString(),
  };
}

async function toPage(
  db: Database,
  viewerId: number,
  rows: QuestionWithAuthor[],
  limit: number,
): Promise<QuestionPage> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const [names, upvoted] = await Promise.all([
    namesOf(db, page),
    repo.findUpvotedIds(
      db,
      viewerId,
      page.map((row) => row.question.id),
    ),
  ]);
  return {
    results: page.map((row) => toSummary(row, viewerId, names, upvoted)),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({
            unanswered: last.question.answeredAt === null ? 1 : 0,
            createdAt: last.question.createdAt,
            id: last.question.id,
          })
        : null,
  };
}

/** Reads a course's questions at all: enrolled, teaching it, or staff. */
async function requireCourseReader(db: Database, userId: number, courseId: number): Promise<CourseAccess> {
  const [course] = await findCourseRowsByIds(db, [courseId]);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND_MESSAGE);
  const access = await accessToCourse({ db, userId, courseId });
  if (!access.enrolled && !access.teaching && !access.staff)
    throw AppError.forbidden(ENROL_TO_READ_QUESTIONS_MESSAGE);
  return access;
}

function canRead(question: repo.QuestionRow, userId: number, access: CourseAccess): boolean {
  if (access.staff || question.authorId === userId) return true;
  if (question.hiddenAt !== null) return false;
  if (access.teaching) return true;
  return access.enrolled && question.visibility === 'public';
}

/**
 * A question the user may read, with their access to its course. A question they may not see is a 404
 * (a private question of another learner does not admit it exists); a course they have no seat in is a 403.
 */
async function readableQuestion(db: Database, userId: number, questionId: number) {
  const row = await repo.findQuestion(db, questionId);
  if (!row) throw AppError.notFound(QUESTION_NOT_FOUND_MESSAGE);
  const access = await accessToCourse({ db, userId, courseId: row.question.courseId });
  if (!access.enrolled && !access.teaching && !access.staff && row.question.authorId !== userId)
    throw AppError.forbidden(ENROL_TO_READ_QUESTIONS_MESSAGE);
  if (!canRead(row.question, userId, access)) throw AppError.notFound(QUESTION_NOT_FOUND_MESSAGE);
  return { row, access };
}

function replyRole(access: CourseAccess): AnswerRole | null {
  if (access.teaching) return 'instructor';
  if (access.staff) return 'staff';
  if (access.enrolled) return 'learner';
  return null;
}

function withinEditWindow(question: repo.QuestionRow, now: Date): boolean {
  return (
    question.answersCount === 0 &&
    now.getTime() - question.createdAt.getTime() <= QUESTION_EDIT_WINDOW_MINUTES * 60_000
  );
}

/** `GET course/questions/:id/`: the thread, as the reader may see it. */
export async function getThread(options: {
  db: Database;
  userId: number;
  questionId: number;
}): Promise<QuestionThread> {
  const { db, userId, questionId } = options;
  const { row, access } = await readableQuestion(db, userId, questionId);
  const q = row.question;
  const [names, upvoted, answers] = await Promise.all([
    namesOf(db, [row]),
    repo.findUpvotedIds(db, userId, [q.id]),
    repo.findAnswers(db, q.id),
  ]);
  const shown: QuestionAnswer[] = answers
    .filter((a) => a.answer.hiddenAt === null || access.staff || a.answer.authorId === userId)
    .map((a) => ({
      id: a.answer.id,
      body: a.answer.body,
      author: { name: personName(a.firstName, a.lastName, a.answer.role !== 'learner'), avatar: a.avatar },
      role: a.answer.role,
      is_mine: a.answer.authorId === userId,
      is_helpful: q.helpfulAnswerId === a.answer.id,
      hidden: a.answer.hiddenAt !== null,
      created_at: a.answer.createdAt.toISOString(),
    }));
  const mine = q.authorId === userId;
  const role = replyRole(access);
  return {
    ...toSummary(row, userId, names, upvoted),
    answers: shown,
    helpful_answer_id: q.helpfulAnswerId,
    can: {
      reply: (role !== null && q.hiddenAt === null) || access.staff,
      upvote: !mine && q.hiddenAt === null,
      mark_helpful: mine,
      edit: mine && withinEditWindow(q, new Date()),
      moderate: access.staff,
    },
  };
}

/** `GET course/questions/?course=`: a course's questions for an enrolled learner, its instructor or staff. */
export async function listCourseQuestions(options: {
  db: Database;
  userId: number;
  query: CourseQuery;
}): Promise<QuestionPage> {
  const { db, userId, query } = options;
  const access = await requireCourseReader(db, userId, query.course);
  const f = repo.questionFilters;
  const rows = await repo.findQuestionPage(db, {
    where: repo.allOf([
      f.course(query.course),
      access.staff ? undefined : repo.visibleTo({ userId, teaching: access.teaching }),
      query.lesson ? f.lesson(query.lesson) : undefined,
      query.filter === 'unanswered' ? f.unanswered() : undefined,
      query.filter === 'mine' ? f.author(userId) : undefined,
    ]),
    after: decodeCursor(query.cursor),
    limit: query.limit,
    unansweredFirst: false,
  });
  return toPage(db, userId, rows, query.limit);
}

/** `GET course/my-questions/`: the signed-in learner's questions on every course, newest first. */
export async function listMyQuestions(options: {
  db: Database;
  userId: number;
  query: PageQuery;
}): Promise<QuestionPage> {
  const { db, userId, query } = options;
  const f = repo.questionFilters;
  const rows = await repo.findQuestionPage(db, {
    where: repo.allOf([
      f.author(userId),
      query.course ? f.course(query.course) : undefined,
      query.filter === 'unanswered' ? f.unanswered() : undefined,
    ]),
    after: decodeCursor(query.cursor),
    limit: query.limit,
    unansweredFirst: false,
  });
  return toPage(db, userId, rows, query.limit);
}

/**
 * `GET instructor/questions/`: every question on the courses the instructor teaches, unanswered first, then
 * newest. Hidden questions are left out (staff moderate them from the thread).
 */
export async function listInstructorQuestions(options: {
  db: Database;
  userId: number;
  query: PageQuery;
}): Promise<QuestionPage> {
  const { db, userId, query } = options;
  const taught = await listTaughtCourseIds({ db, userId });
  if (query.course !== undefined && !taught.includes(query.course))
    throw AppError.forbidden('You can only read the questions of courses you teach.');
  const courseIds = query.course !== undefined ? [query.course] : taught;
  if (courseIds.length === 0) return { results: [], next_cursor: null };
  const f = repo.questionFilters;
  const rows = await repo.findQuestionPage(db, {
    where: repo.allOf([
      f.courses(courseIds),
      f.notHidden(),
      query.filter === 'unanswered' ? f.unanswered() : undefined,
    ]),
    after: decodeCursor(query.cursor),
    limit: query.limit,
    unansweredFirst: true,
  });
  return toPage(db, userId, rows, query.limit);
}

/** How many questions on the instructor's courses wait for an answer (the dashboard's count). */
export async function unansweredCount(options: { db: Database; instructorUserId: number }): Promise<number> {
  const taught = await listTaughtCourseIds({ db: options.db, userId: options.instructorUserId });
  return repo.countUnanswered(options.db, taught);
}

/**
 * `POST course/questions/`: an enrolled learner (or the instructor, or staff) asks on a course or lesson.
 * The course's instructor is told in the same transaction (issue 17 item 8), and by e-mail after it
 * commits unless they switched that off.
 */
export async function askQuestion(options: {
  db: Database;
  mailer: SiteMailer;
  userId: number;
  input: Ask;
}): Promise<{ detail: string; question: QuestionThread }> {
  const { db, userId, input } = options;
  await requireCourseReader(db, userId, input.course_id);
  const lessonId = input.lesson_id ?? null;
  if (lessonId !== null) {
    const [lesson] = await findLessons({ db, ids: [lessonId] });
    if (!lesson || lesson.courseId !== input.course_id)
      throw AppError.badRequest(LESSON_NOT_IN_COURSE_MESSAGE, { lesson_id: [LESSON_NOT_IN_COURSE_MESSAGE] });
  }
  const now = new Date();
  const asked = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await repo.insertQuestion(tx, {
      courseId: input.course_id,
      lessonId,
      authorId: userId,
      title: input.title,
      body: input.body,
      visibility: input.visibility,
      // Set here, not by the database: the list's cursor carries milliseconds (PostgreSQL keeps microseconds).
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
    });
    const teacher = await findCourseTeacher({ db: tx, courseId: row.courseId });
    // The instructor asking on their own course (a pinned FAQ, say) needs no news of it.
    if (!teacher || teacher.instructorUserId === userId) return { row, told: null };
    const askerName = fullName(await getProfile({ db: tx, userId }));
    await notify(tx, {
      userId: teacher.instructorUserId,
      params: {
        kind: 'question_asked',
        course_title: notificationText(teacher.title),
        question_title: notificationText(row.title),
        asker_name: notificationText(askerName),
      },
      link: '/ir-dashboard/questions',
      at: now,
    });
    return { row, told: { teacher, askerName } };
  });
  const { row, told } = asked;
  const teacher = told?.teacher;
  if (told && teacher && (await wantsEmail(db, teacher.instructorUserId, 'question_asked'))) {
    const message = questionAskedEmail({
      firstName: teacher.instructorFirstName || teacher.instructorUsername,
      askerName: told.askerName,
      courseTitle: teacher.title,
      questionTitle: row.title,
      question: row.body,
      link: instructorQuestionsUrl(options.mailer.origin),
      locale: recipientLocale(teacher.instructorLanguage),
    });
    await sendQuestionEmail({ db, mailer: options.mailer, to: teacher.instructorEmail, message });
  }
  return { detail: QUESTION_ASKED_MESSAGE, question: await getThread({ db, userId, questionId: row.id }) };
}

async function requireOwnEditable(db: Database, userId: number, questionId: number) {
  const { row } = await readableQuestion(db, userId, questionId);
  if (row.question.authorId !== userId) throw AppError.forbidden(ONLY_ASKER_EDITS_MESSAGE);
  if (!withinEditWindow(row.question, new Date()))
    throw AppError.badRequest(EDIT_WINDOW_PASSED_MESSAGE, undefined, {
      minutes: QUESTION_EDIT_WINDOW_MINUTES,
    });
  return row.question;
}

/** `PATCH course/questions/:id/`: the asker edits, within the window and before any answer. */
export async function editQuestion(options: {
  db: Database;
  userId: number;
  questionId: number;
  input: Edit;
}): Promise<{ detail: string; question: QuestionThread }> {
  const { db, userId, questionId, input } = options;
  await requireOwnEditable(db, userId, questionId);
  await repo.updateQuestion(db, questionId, {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.body !== undefined && { body: input.body }),
    ...(input.visibility !== undefined && { visibility: input.visibility }),
    updatedAt: new Date(),
  });
  return { detail: QUESTION_UPDATED_MESSAGE, question: await getThread({ db, userId, questionId }) };
}

/** `DELETE course/questions/:id/`: the asker deletes, within the window and before any answer. */
export async function deleteQuestion(options: { db: Database; userId: number; questionId: number }) {
  await requireOwnEditable(options.db, options.userId, options.questionId);
  await repo.deleteQuestion(options.db, options.questionId);
  return { detail: QUESTION_DELETED_MESSAGE };
}

/**
 * `POST course/questions/:id/answers/`: the instructor answers, an enrolled learner follows up, staff
 * step in. The first answer of the instructor or staff makes the question "answered". The asker is told
 * in the same transaction (issue 17 item 8): of an answer in the bell and by e-mail (unless switched off),
 * of a classmate's follow-up in the bell only; never of their own reply.
 */
export async function reply(options: {
  db: Database;
  mailer: SiteMailer;
  userId: number;
  questionId: number;
  body: string;
}): Promise<{ detail: string; question: QuestionThread }> {
  const { db, userId, questionId } = options;
  const { row, access } = await readableQuestion(db, userId, questionId);
  const role = replyRole(access);
  if (role === null) throw AppError.forbidden(REPLY_NOT_ALLOWED_MESSAGE);
  if (row.question.hiddenAt !== null && !access.staff)
    throw AppError.forbidden(QUESTION_HIDDEN_REPLY_MESSAGE);
  const askerId = row.question.authorId;
  const answered = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const locked = await repo.lockQuestion(tx, questionId);
    if (!locked) throw AppError.notFound(QUESTION_NOT_FOUND_MESSAGE);
    const now = new Date();
    await repo.insertAnswer(tx, {
      questionId,
      authorId: userId,
      role,
      body: options.body,
      createdAt: now,
      updatedAt: now,
    });
    await repo.updateQuestion(tx, questionId, {
      answersCount: locked.answersCount + 1,
      lastActivityAt: now,
      ...(role !== 'learner' && locked.answeredAt === null && { answeredAt: now }),
    });
    if (askerId === userId) return null;
    const teacher = await findCourseTeacher({ db: tx, courseId: locked.courseId });
    const author = await getProfile({ db: tx, userId });
    const names = {
      course_title: notificationText(teacher?.title ?? ''),
      question_title: notificationText(locked.title),
    };
    await notify(tx, {
      userId: askerId,
      params:
        role === 'learner'
          ? {
              kind: 'question_followed_up',
              ...names,
              author_name: notificationText(personName(author.first_name, author.last_name, false)),
            }
          : {
              kind: 'question_answered',
              ...names,
              answerer_name: notificationText(fullName(author)),
              answered_by: role,
            },
      link: `/newDashboard/query-details/${questionId}`,
      at: now,
    });
    return role === 'learner'
      ? null
      : { role, courseTitle: names.course_title, answererName: fullName(author) };
  });
  if (answered && (await wantsEmail(db, askerId, 'question_answered'))) {
    const asker = await getProfile({ db, userId: askerId });
    const message = questionAnsweredEmail({
      firstName: asker.first_name || asker.username,
      answererName: answered.answererName,
      answeredBy: answered.role,
      courseTitle: answered.courseTitle,
      questionTitle: row.question.title,
      answer: options.body,
      link: questionThreadUrl(options.mailer.origin, questionId),
      locale: recipientLocale(asker.language),
    });
    await sendQuestionEmail({ db, mailer: options.mailer, to: asker.email, message });
  }
  return { detail: ANSWER_POSTED_MESSAGE, question: await getThread({ db, userId, questionId }) };
}

/** `PUT`/`DELETE course/questions/:id/upvote/`: one vote per reader; safe to repeat. */
export async function setUpvote(options: {
  db: Database;
  userId: number;
  questionId: number;
  upvoted: boolean;
}): Promise<{ upvoted: boolean; upvotes_count: number }> {
  const { db, userId, questionId, upvoted } = options;
  const { row } = await readableQuestion(db, userId, questionId);
  if (row.question.authorId === userId) throw AppError.badRequest(OWN_UPVOTE_MESSAGE);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const changed = upvoted
      ? await repo.insertUpvote(txDb, questionId, userId)
      : await repo.deleteUpvote(txDb, questionId, userId);
    const total = changed
      ? await repo.addToUpvotes(txDb, questionId, upvoted ? 1 : -1)
      : row.question.upvotesCount;
    return { upvoted, upvotes_count: total };
  });
}

/** `PUT course/questions/:id/helpful/`: the asker marks one answer helpful (or takes the mark away). */
export async function markHelpful(options: {
  db: Database;
  userId: number;
  questionId: number;
  answerId: number | null;
}): Promise<{ detail: string; question: QuestionThread }> {
  const { db, userId, questionId, answerId } = options;
  const { row } = await readableQuestion(db, userId, questionId);
  if (row.question.authorId !== userId) throw AppError.forbidden(ONLY_ASKER_MARKS_HELPFUL_MESSAGE);
  if (answerId !== null) {
    const answer = await repo.findAnswer(db, answerId);
    if (!answer || answer.questionId !== questionId || answer.hiddenAt !== null)
      throw AppError.badRequest(ANSWER_NOT_IN_QUESTION_MESSAGE, {
        answer_id: [ANSWER_NOT_IN_QUESTION_MESSAGE],
      });
    if (answer.authorId === userId)
      throw AppError.badRequest(OWN_ANSWER_HELPFUL_MESSAGE, { answer_id: [OWN_ANSWER_HELPFUL_MESSAGE] });
  }
  await repo.updateQuestion(db, questionId, { helpfulAnswerId: answerId });
  return {
    detail: answerId === null ? HELPFUL_CLEARED_MESSAGE : HELPFUL_MARKED_MESSAGE,
    question: await getThread({ db, userId, questionId }),
  };
}

/** `PUT course/questions/:id/hidden/` (staff): hides abuse from everyone but staff and the asker. */
export async function hideQuestion(options: {
  db: Database;
  staffId: number;
  questionId: number;
  hidden: boolean;
}): Promise<{ detail: string; question: QuestionThread }> {
  const { db, staffId, questionId, hidden } = options;
  const row = await repo.findQuestion(db, questionId);
  if (!row) throw AppError.notFound(QUESTION_NOT_FOUND_MESSAGE);
  await repo.updateQuestion(db, questionId, {
    hiddenAt: hidden ? new Date() : null,
    hiddenBy: hidden ? staffId : null,
  });
  return {
    detail: hidden ? QUESTION_HIDE_MESSAGE : QUESTION_UNHIDE_MESSAGE,
    question: await getThread({ db, userId: staffId, questionId }),
  };
}

/**
 * `PUT course/question-answers/:id/hidden/` (staff): a hidden answer no longer counts, and loses the
 * helpful mark if it had it.
 */
export async function hideAnswer(options: {
  db: Database;
  staffId: number;
  answerId: number;
  hidden: boolean;
}): Promise<{ detail: string; question: QuestionThread }> {
  const { db, staffId, answerId, hidden } = options;
  const answer = await repo.findAnswer(db, answerId);
  if (!answer) throw AppError.notFound(ANSWER_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const question = await repo.lockQuestion(txDb, answer.questionId);
    if (!question) throw AppError.notFound(QUESTION_NOT_FOUND_MESSAGE);
    if ((answer.hiddenAt !== null) === hidden) return;
    await repo.setAnswerHidden(txDb, answerId, hidden ? new Date() : null);
    await repo.updateQuestion(txDb, question.id, {
      answersCount: Math.max(0, question.answersCount + (hidden ? -1 : 1)),
      ...(hidden && question.helpfulAnswerId === answerId && { helpfulAnswerId: null }),
    });
  });
  return {
    detail: hidden ? ANSWER_HIDE_MESSAGE : ANSWER_UNHIDE_MESSAGE,
    question: await getThread({ db, userId: staffId, questionId: answer.questionId }),
  };
}
