import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courseQuestions, questionAnswers, questionUpvotes, users } = schema;

export type QuestionRow = typeof courseQuestions.$inferSelect;
export type AnswerRow = typeof questionAnswers.$inferSelect;

const questionColumns = {
  question: courseQuestions,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.profilePicture,
};

export type QuestionWithAuthor = {
  question: QuestionRow;
  firstName: string;
  lastName: string;
  avatar: string | null;
};

export async function findQuestion(db: Database, id: number): Promise<QuestionWithAuthor | undefined> {
  const [row] = await db
    .select(questionColumns)
    .from(courseQuestions)
    .innerJoin(users, eq(users.id, courseQuestions.authorId))
    .where(eq(courseQuestions.id, id));
  return row;
}

/** The question row locked for an update (counters, helpful mark) in a transaction. */
export async function lockQuestion(db: Database, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(courseQuestions).where(eq(courseQuestions.id, id)).for('update');
  return row;
}

/** Where a page of a list starts: the keys of the last row of the page before. */
export interface PagePosition {
  /** 1 when that row was unanswered (the instructor's list sorts those first); 0 otherwise. */
  unanswered: number;
  createdAt: Date;
  id: number;
}

const unansweredKey = sql<number>`(case when ${courseQuestions.answeredAt} is null then 1 else 0 end)`;

/**
 * One page of questions, newest first (or, with `unansweredFirst`, unanswered ones first, then newest),
 * by keyset: `after` is the last row of the page before. Asks one row more than `limit` to know whether
 * there is a next page.
 */
export async function findQuestionPage(
  db: Database,
  input: { where: SQL | undefined; after?: PagePosition; limit: number; unansweredFirst: boolean },
): Promise<QuestionWithAuthor[]> {
  const { after, unansweredFirst } = input;
  let position: SQL | undefined;
  if (after) {
    const at = sql`${after.createdAt.toISOString()}::timestamptz`;
    position = unansweredFirst
      ? sql`(${unansweredKey}, ${courseQuestions.createdAt}, ${courseQuestions.id}) < (${after.unanswered}, ${at}, ${after.id})`
      : sql`(${courseQuestions.createdAt}, ${courseQuestions.id}) < (${at}, ${after.id})`;
  }
  const order = unansweredFirst
    ? [desc(unansweredKey), desc(courseQuestions.createdAt), desc(courseQuestions.id)]
    : [desc(courseQuestions.createdAt), desc(courseQuestions.id)];
  return db
    .select(questionColumns)
    .from(courseQuestions)
    .innerJoin(users, eq(users.id, courseQuestions.authorId))
    .where(and(input.where, position))
    .orderBy(...order)
    .limit(input.limit + 1);
}

/** What a reader who is not staff may list: not hidden, and public unless theirs (or they teach it). */
export function visibleTo(input: { userId: number; teaching: boolean }): SQL | undefined {
  const own = eq(courseQuestions.authorId, input.userId);
  if (input.teaching) return or(isNull(courseQuestions.hiddenAt), own);
  return or(and(isNull(courseQuestions.hiddenAt), eq(courseQuestions.visibility, 'public')), own);
}

/** The conditions given, all of them (none: every row). */
export function allOf(parts: ReadonlyArray<SQL | undefined>): SQL | undefined {
  return and(...parts);
}

export const questionFilters = {
  course: (courseId: number) => eq(courseQuestions.courseId, courseId),
  courses: (courseIds: number[]) => inArray(courseQuestions.courseId, courseIds),
  lesson: (lessonId: number) => eq(courseQuestions.lessonId, lessonId),
  author: (userId: number) => eq(courseQuestions.authorId, userId),
  unanswered: () => isNull(courseQuestions.answeredAt),
  notHidden: () => isNull(courseQuestions.hiddenAt),
};

export async function findUpvotedIds(
  db: Database,
  userId: number,
  questionIds: number[],
): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: questionUpvotes.questionId })
    .from(questionUpvotes)
    .where(and(eq(questionUpvotes.userId, userId), inArray(questionUpvotes.questionId, questionIds)));
  return new Set(rows.map((row) => row.id));
}

export async function findAnswers(db: Database, questionId: number) {
  return db
    .select({
      answer: questionAnswers,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.profilePicture,
    })
    .from(questionAnswers)
    .innerJoin(users, eq(users.id, questionAnswers.authorId))
    .where(eq(questionAnswers.questionId, questionId))
    .orderBy(questionAnswers.createdAt, questionAnswers.id);
}

export async function findAnswer(db: Database, id: number): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(questionAnswers).where(eq(questionAnswers.id, id));
  return row;
}

export async function insertQuestion(
  db: Database,
  values: typeof courseQuestions.$inferInsert,
): Promise<QuestionRow> {
  const [row] = await db.insert(courseQuestions).values(values).returning();
  return row!;
}

export async function updateQuestion(
  db: Database,
  id: number,
  values: Partial<typeof courseQuestions.$inferInsert>,
): Promise<void> {
  await db.update(courseQuestions).set(values).where(eq(courseQuestions.id, id));
}

export async function deleteQuestion(db: Database, id: number): Promise<void> {
  await db.delete(courseQuestions).where(eq(courseQuestions.id, id));
}

export async function insertAnswer(
  db: Database,
  values: typeof questionAnswers.$inferInsert,
): Promise<AnswerRow> {
  const [row] = await db.insert(questionAnswers).values(values).returning();
  return row!;
}

export async function setAnswerHidden(db: Database, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(questionAnswers).set({ hiddenAt }).where(eq(questionAnswers.id, id));
}

/** Adds the vote; false when it was there already. */
export async function insertUpvote(db: Database, questionId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(questionUpvotes)
    .values({ questionId, userId })
    .onConflictDoNothing()
    .returning({ id: questionUpvotes.questionId });
  return rows.length > 0;
}

export async function deleteUpvote(db: Database, questionId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(questionUpvotes)
    .where(and(eq(questionUpvotes.questionId, questionId), eq(questionUpvotes.userId, userId)))
    .returning({ id: questionUpvotes.questionId });
  return rows.length > 0;
}

export async function addToUpvotes(db: Database, questionId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(courseQuestions)
    .set({ upvotesCount: sql`greatest(0, ${courseQuestions.upvotesCount} + ${delta})` })
    .where(eq(courseQuestions.id, questionId))
    .returning({ upvotesCount: courseQuestions.upvotesCount });
  return row?.upvotesCount ?? 0;
}

export async function countUnanswered(db: Database, courseIds: number[]): Promise<number> {
  if (courseIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(courseQuestions)
    .where(
      and(
        inArray(courseQuestions.courseId, courseIds),
        isNull(courseQuestions.answeredAt),
        isNull(courseQuestions.hiddenAt),
      ),
    );
  return Number(row?.n ?? 0);
}
