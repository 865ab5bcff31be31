import type {
  CourseGrades,
  OpenAttempt,
  QuizForTaking,
  QuizInfo,
  QuizResult,
  QuizSubmission,
  QuizSummary,
} from '@dokkho/contract/learning';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { courseAccess, neverPublished, seesEverything, type CourseAccess } from './access';
import * as repo from './repo/quizzes';
import type { AttemptRow, AttemptStats, QuizRow } from './repo/quizzes';

export const QUIZ_NOT_FOUND_MESSAGE = 'Quiz not found.';
export const ENROL_FOR_QUIZ_MESSAGE = 'Enrol in this course to take its quizzes.';
export const NO_ATTEMPTS_LEFT_MESSAGE = 'You have used every attempt for this quiz.';
export const ALREADY_SUBMITTED_MESSAGE = 'This attempt is already submitted.';
/** A submission this long after the deadline still counts: the network is slow on mobile data. */
export const SUBMIT_GRACE_SECONDS = 30;

function toSummary(quiz: QuizRow, questions: number, stats: AttemptStats | undefined): QuizSummary {
  const best = stats?.best ?? null;
  return {
    id: quiz.id,
    course_id: quiz.courseId,
    module_id: quiz.moduleId,
    title: quiz.title,
    description: quiz.description,
    question_count: questions,
    time_limit_seconds: quiz.timeLimitSeconds,
    pass_percent: quiz.passPercent,
    max_attempts: quiz.maxAttempts,
    attempts_used: stats?.used ?? 0,
    best_percent: best,
    passed: best !== null && best >= quiz.passPercent,
    last_attempt_id: stats?.last ?? null,
  };
}

/** The quiz, its course's status and the caller's access; 404 for what a learner must not know exists. */
async function loadQuiz(db: Database, userId: number, quizId: number) {
  const row = await repo.findQuizWithCourse(db, quizId);
  if (!row) throw AppError.notFound(QUIZ_NOT_FOUND_MESSAGE);
  const access = await courseAccess(db, userId, row.quiz.courseId);
  if (neverPublished(row.courseStatus) && !seesEverything(access))
    throw AppError.notFound(QUIZ_NOT_FOUND_MESSAGE);
  return { quiz: row.quiz, access };
}

function requireSeat(access: CourseAccess) {
  if (!access.enrolled && !seesEverything(access)) throw AppError.forbidden(ENROL_FOR_QUIZ_MESSAGE);
}

/** `GET course/quizzes/?course={id}`: a course's quizzes with the learner's attempts and best scores. */
export async function listQuizzes(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<QuizSummary[]> {
  const { db, userId, courseId } = options;
  const status = await repo.findCourseStatus(db, courseId);
  const access = await courseAccess(db, userId, courseId);
  if (!status || (neverPublished(status) && !seesEverything(access)))
    throw AppError.notFound('Course not found.');
  requireSeat(access);
  const rows = await repo.findCourseQuizzes(db, [courseId]);
  const ids = rows.map((quiz) => quiz.id);
  const [stats, questions] = await Promise.all([
    repo.attemptStats(db, userId, ids),
    repo.questionCounts(db, ids),
  ]);
  return rows.map((quiz) => toSummary(quiz, questions.get(quiz.id) ?? 0, stats.get(quiz.id)));
}

/**
 * `GET course/quiz-info/{id}/` (public): what the quiz asks (questions count, time, pass mark, attempts)
 * and its course, for the quiz page before signing in or enrolling. Drafts stay hidden.
 */
export async function getQuizInfo(options: {
  db: Database;
  quizId: number;
  /** The reader's language for the course title (the quiz itself is in the teaching language). */
  locale?: Locale;
}): Promise<QuizInfo> {
  const { db } = options;
  const row = await repo.findQuizWithCourse(db, options.quizId);
  if (!row || neverPublished(row.courseStatus)) throw AppError.notFound(QUIZ_NOT_FOUND_MESSAGE);
  const questions = await repo.questionCounts(db, [row.quiz.id]);
  return {
    id: row.quiz.id,
    course_id: row.quiz.courseId,
    course_title: textIn(options.locale ?? DEFAULT_LOCALE, row.courseTitle, row.courseTitleBn),
    title: row.quiz.title,
    description: row.quiz.description,
    question_count: questions.get(row.quiz.id) ?? 0,
    time_limit_seconds: row.quiz.timeLimitSeconds,
    pass_percent: row.quiz.passPercent,
    max_attempts: row.quiz.maxAttempts,
  };
}

async function findOpenAttempt(db: Database, userId: number, quiz: QuizRow, now: Date) {
  const open = await repo.findLatestUnsubmittedAttempt(db, userId, quiz.id);
  // An attempt whose time ran out (and its grace) is no longer open: it waits to be closed as late.
  if (open?.deadlineAt && open.deadlineAt.getTime() + SUBMIT_GRACE_SECONDS * 1000 < now.getTime())
    return undefined;
  return open;
}

function toOpenAttempt(row: AttemptRow): OpenAttempt {
  return {
    id: row.id,
    started_at: row.startedAt.toISOString(),
    deadline_at: row.deadlineAt?.toISOString() ?? null,
  };
}

/** `GET course/quiz/{id}/`: the questions without their answers, and the attempt in progress. */
export async function getQuizForTaking(options: {
  db: Database;
  userId: number;
  quizId: number;
}): Promise<QuizForTaking> {
  const { db, userId } = options;
  const { quiz, access } = await loadQuiz(db, userId, options.quizId);
  requireSeat(access);
  const [questions, options_, stats, open] = await Promise.all([
    repo.findQuestionsForTaking(db, quiz.id),
    // Never `is_correct`: the right answers stay on the server until the attempt is submitted.
    repo.findOptionsForTaking(db, quiz.id),
    repo.attemptStats(db, userId, [quiz.id]),
    findOpenAttempt(db, userId, quiz, new Date()),
  ]);
  return {
    ...toSummary(quiz, questions.length, stats.get(quiz.id)),
    questions: questions.map((question) => ({
      ...question,
      options: options_
        .filter((option) => option.questionId === question.id)
        .map(({ id, text }) => ({ id, text })),
    })),
    open_attempt: open ? toOpenAttempt(open) : null,
  };
}

/**
 * `POST course/quiz/{id}/start/`: starts an attempt (the time limit runs from now, on the server's clock),
 * or hands back the one in progress, so a reload does not burn an attempt. The user's quiz row is locked
 * so two taps cannot start two attempts past the limit.
 */
export async function startAttempt(options: {
  db: Database;
  userId: number;
  quizId: number;
}): Promise<OpenAttempt> {
  const { db, userId } = options;
  const { quiz, access } = await loadQuiz(db, userId, options.quizId);
  requireSeat(access);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    // Serialises one user's starts of one quiz (the advisory lock ends with the transaction).
    await repo.lockQuizStarts(txDb, quiz.id, userId);
    const now = new Date();
    const open = await findOpenAttempt(txDb, userId, quiz, now);
    if (open) return toOpenAttempt(open);
    if (quiz.maxAttempts !== null) {
      const used = await repo.countAttempts(txDb, userId, quiz.id);
      if (used >= quiz.maxAttempts) throw AppError.badRequest(NO_ATTEMPTS_LEFT_MESSAGE);
    }
    const created = await repo.insertAttempt(txDb, {
      quizId: quiz.id,
      userId,
      startedAt: now,
      deadlineAt: quiz.timeLimitSeconds ? new Date(now.getTime() + quiz.timeLimitSeconds * 1000) : null,
    });
    return toOpenAttempt(created);
  });
}

/** Exact-set grading: a question scores its points only when the chosen options are exactly the right ones. */
export function gradeQuestion(chosen: number[], correct: number[]): boolean {
  if (chosen.length !== correct.length) return false;
  const right = new Set(correct);
  return chosen.every((id) => right.has(id));
}

async function answerKey(db: Database, quizId: number) {
  const { questions, options } = await repo.findAnswerKey(db, quizId);
  return questions.map((question) => {
    const own = options.filter((option) => option.questionId === question.id);
    return {
      ...question,
      optionIds: new Set(own.map((option) => option.id)),
      correct: own
        .filter((option) => option.isCorrect)
        .map((option) => option.id)
        .sort((a, b) => a - b),
    };
  });
}

function toResult(
  attempt: AttemptRow,
  quiz: QuizRow,
  key: Awaited<ReturnType<typeof answerKey>>,
): QuizResult {
  const answers = attempt.answers ?? {};
  const late =
    !!attempt.deadlineAt &&
    !!attempt.submittedAt &&
    attempt.submittedAt.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_SECONDS * 1000;
  return {
    attempt_id: attempt.id,
    quiz_id: quiz.id,
    score: attempt.score ?? 0,
    max_score: attempt.maxScore ?? 0,
    percent: attempt.percent ?? 0,
    passed: attempt.passed ?? false,
    pass_percent: quiz.passPercent,
    late,
    submitted_at: attempt.submittedAt!.toISOString(),
    questions: key.map((question) => {
      const chosen = answers[String(question.id)] ?? [];
      return {
        id: question.id,
        chosen_option_ids: chosen,
        correct_option_ids: question.correct,
        correct: !late && gradeQuestion(chosen, question.correct),
        explanation: question.explanation,
      };
    }),
  };
}

/**
 * `POST course/quiz-attempts/{id}/submit/`: grades the attempt on the server, once. Options must belong
 * to their question and a single-choice question takes one option. An attempt submitted after its
 * deadline and grace is kept but scores zero: a quiz left open while looking up answers must not count.
 */
export async function submitAttempt(options: {
  db: Database;
  userId: number;
  attemptId: number;
  submission: QuizSubmission;
}): Promise<QuizResult> {
  const { db, userId, submission } = options;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const attempt = await repo.findAttempt(txDb, options.attemptId, { forUpdate: true });
    // Someone else's attempt is as good as missing: ids are not secrets, but attempts are private.
    if (!attempt || attempt.userId !== userId) throw AppError.notFound('Attempt not found.');
    if (attempt.submittedAt) throw AppError.badRequest(ALREADY_SUBMITTED_MESSAGE);
    const quiz = await repo.findQuiz(txDb, attempt.quizId);
    if (!quiz) throw AppError.notFound(QUIZ_NOT_FOUND_MESSAGE);
    const key = await answerKey(txDb, quiz.id);
    const byId = new Map(key.map((question) => [question.id, question]));

    const answers: Record<string, number[]> = {};
    const problems: string[] = [];
    for (const answer of submission.answers) {
      const question = byId.get(answer.question_id);
      if (!question) {
        problems.push(`Question ${answer.question_id} is not part of this quiz`);
        continue;
      }
      const chosen = [...new Set(answer.option_ids)].sort((a, b) => a - b);
      if (chosen.some((id) => !question.optionIds.has(id)))
        problems.push(`An answer to question ${question.id} is not one of its options`);
      if (question.kind === 'single' && chosen.length > 1)
        problems.push(`Question ${question.id} takes one answer`);
      answers[String(question.id)] = chosen;
    }
    if (problems.length > 0) throw AppError.badRequest('Invalid answers', { answers: problems });

    const now = new Date();
    const late =
      !!attempt.deadlineAt && now.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_SECONDS * 1000;
    const maxScore = key.reduce((sum, question) => sum + question.points, 0);
    const score = late
      ? 0
      : key.reduce(
          (sum, question) =>
            sum + (gradeQuestion(answers[String(question.id)] ?? [], question.correct) ? question.points : 0),
          0,
        );
    const percent = maxScore > 0 ? Math.floor((score * 100) / maxScore) : 0;
    const saved = await repo.saveGradedAttempt(txDb, attempt.id, {
      submittedAt: now,
      answers,
      score,
      maxScore,
      percent,
      passed: percent >= quiz.passPercent,
    });
    return toResult(saved, quiz, key);
  });
}

/** `GET course/quiz-attempts/{id}/`: a submitted attempt's result, for its owner. */
export async function getAttemptResult(options: {
  db: Database;
  userId: number;
  attemptId: number;
}): Promise<QuizResult> {
  const { db } = options;
  const attempt = await repo.findAttempt(db, options.attemptId);
  if (!attempt || attempt.userId !== options.userId || !attempt.submittedAt)
    throw AppError.notFound('Attempt not found.');
  const quiz = await repo.findQuiz(db, attempt.quizId);
  if (!quiz) throw AppError.notFound(QUIZ_NOT_FOUND_MESSAGE);
  return toResult(attempt, quiz, await answerKey(db, quiz.id));
}

/** `GET course/grades/`: best scores per quiz for every course the learner is enrolled in. */
export async function listGrades(options: {
  db: Database;
  userId: number;
  locale?: Locale;
}): Promise<CourseGrades[]> {
  const { db, userId } = options;
  const seats = await repo.findSeatsWithTitles(db, userId);
  const courseIds = seats.map((seat) => seat.courseId);
  if (courseIds.length === 0) return [];
  const quizRows = await repo.findCourseQuizzes(db, courseIds);
  const stats = await repo.attemptStats(
    db,
    userId,
    quizRows.map((quiz) => quiz.id),
  );
  return seats.map((seat) => {
    const own = quizRows
      .filter((quiz) => quiz.courseId === seat.courseId)
      .map((quiz) => {
        const summary = toSummary(quiz, 0, stats.get(quiz.id));
        return {
          id: summary.id,
          title: summary.title,
          pass_percent: summary.pass_percent,
          attempts_used: summary.attempts_used,
          best_percent: summary.best_percent,
          passed: summary.passed,
        };
      });
    const attempted = own.filter((quiz) => quiz.best_percent !== null);
    return {
      course_id: seat.courseId,
      course_title: textIn(options.locale ?? DEFAULT_LOCALE, seat.title, seat.titleBn),
      quizzes: own,
      average_percent: attempted.length
        ? Math.round(attempted.reduce((sum, quiz) => sum + quiz.best_percent!, 0) / attempted.length)
        : null,
    };
  });
}
