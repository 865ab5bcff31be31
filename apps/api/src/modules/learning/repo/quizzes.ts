import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courses, enrollments, quizzes, quizQuestions, quizOptions, quizAttempts } = schema;

/** A transaction or the database: these functions run in either. */
export type Executor = Database;

export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

/**
 * The user's attempts per quiz: how many were started (an abandoned attempt counts against the limit
 * too, or restarting would dodge it) and the best percent of the submitted ones.
 */
export interface AttemptStats {
  used: number;
  best: number | null;
  /** The latest submitted attempt, whose result the quiz page can show again after a reload. */
  last: number | null;
}

export async function attemptStats(db: Executor, userId: number, quizIds: number[]) {
  if (quizIds.length === 0) return new Map<number, AttemptStats>();
  const rows = await db
    .select({
      quizId: quizAttempts.quizId,
      used: count(),
      best: sql<number | null>`max(${quizAttempts.percent})`,
      // Attempt ids grow with time: the largest submitted one is the latest result.
      last: sql<
        number | null
      >`max(${quizAttempts.id}) filter (where ${quizAttempts.submittedAt} is not null)`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, quizIds)))
    .groupBy(quizAttempts.quizId);
  return new Map<number, AttemptStats>(
    rows.map((row) => [
      row.quizId,
      {
        used: row.used,
        best: row.best === null ? null : Number(row.best),
        last: row.last === null ? null : Number(row.last),
      },
    ]),
  );
}

/** How many questions each quiz has. */
export async function questionCounts(db: Executor, quizIds: number[]) {
  if (quizIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ quizId: quizQuestions.quizId, n: count() })
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizIds))
    .groupBy(quizQuestions.quizId);
  return new Map(rows.map((row) => [row.quizId, row.n]));
}

/** The quiz with its course's title and status (drafts stay hidden from learners). */
export async function findQuizWithCourse(db: Executor, quizId: number) {
  const [row] = await db
    .select({
      quiz: quizzes,
      courseTitle: courses.title,
      courseTitleBn: courses.titleBn,
      courseStatus: courses.status,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizzes.id, quizId));
  return row;
}

export async function findQuiz(db: Executor, quizId: number): Promise<QuizRow | undefined> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return quiz;
}

export async function findCourseStatus(db: Executor, courseId: number) {
  const [course] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return course?.status;
}

/** A course's quizzes in the order the course lists them. */
export async function findCourseQuizzes(db: Executor, courseIds: number[]): Promise<QuizRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(quizzes)
    .where(inArray(quizzes.courseId, courseIds))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
}

/** The user's latest unsubmitted attempt at the quiz (its deadline is the service's to judge). */
export async function findLatestUnsubmittedAttempt(
  db: Executor,
  userId: number,
  quizId: number,
): Promise<AttemptRow | undefined> {
  const [open] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), isNull(quizAttempts.submittedAt)),
    )
    .orderBy(desc(quizAttempts.startedAt))
    .limit(1);
  return open;
}

/** The questions to take, without their answers. */
export async function findQuestionsForTaking(db: Executor, quizId: number) {
  return db
    .select({
      id: quizQuestions.id,
      kind: quizQuestions.kind,
      prompt: quizQuestions.prompt,
      points: quizQuestions.points,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}

/** The options to choose from. Never `is_correct`: the right answers stay on the server until submission. */
export async function findOptionsForTaking(db: Executor, quizId: number) {
  return db
    .select({ id: quizOptions.id, questionId: quizOptions.questionId, text: quizOptions.text })
    .from(quizOptions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizOptions.position), asc(quizOptions.id));
}

/** The questions with their points and explanations, and every option with whether it is right. */
export async function findAnswerKey(db: Executor, quizId: number) {
  const [questions, options] = await Promise.all([
    db
      .select({
        id: quizQuestions.id,
        kind: quizQuestions.kind,
        points: quizQuestions.points,
        explanation: quizQuestions.explanation,
      })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    db
      .select({ id: quizOptions.id, questionId: quizOptions.questionId, isCorrect: quizOptions.isCorrect })
      .from(quizOptions)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
      .where(eq(quizQuestions.quizId, quizId)),
  ]);
  return { questions, options };
}

/** Serialises one user's starts of one quiz until the transaction ends (an advisory lock). */
export async function lockQuizStarts(tx: Executor, quizId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${quizId}, ${userId})`);
}

export async function countAttempts(db: Executor, userId: number, quizId: number): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));
  return used?.n ?? 0;
}

export async function insertAttempt(
  db: Executor,
  values: { quizId: number; userId: number; startedAt: Date; deadlineAt: Date | null },
): Promise<AttemptRow> {
  const [created] = await db.insert(quizAttempts).values(values).returning();
  return created!;
}

export async function findAttempt(
  db: Executor,
  attemptId: number,
  options: { forUpdate?: boolean } = {},
): Promise<AttemptRow | undefined> {
  const query = db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  const [attempt] = options.forUpdate ? await query.for('update') : await query;
  return attempt;
}

export async function saveGradedAttempt(
  db: Executor,
  attemptId: number,
  grade: {
    submittedAt: Date;
    answers: Record<string, number[]>;
    score: number;
    maxScore: number;
    percent: number;
    passed: boolean;
  },
): Promise<AttemptRow> {
  const [saved] = await db.update(quizAttempts).set(grade).where(eq(quizAttempts.id, attemptId)).returning();
  return saved!;
}

/** The courses the user is enrolled in with their titles, newest seat first. */
export async function findSeatsWithTitles(db: Executor, userId: number) {
  return db
    .select({ courseId: enrollments.courseId, title: courses.title, titleBn: courses.titleBn })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
}
