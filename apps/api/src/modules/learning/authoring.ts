import { and, asc, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import {
  COURSE_EDITOR_MESSAGES,
  LESSON_RESOURCES_MAX,
  QUIZ_EDITOR_MESSAGES,
  type CourseEditorFaq,
  type CourseEditorModule,
  type CourseEditorQuiz,
  type LessonKind,
  type LessonUpdate,
  type QuizFields,
} from '@dokkho/contract/course-editor';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';

/**
 * Learning's side of the course editor (issue 17 item 2, docs/decisions/033): a course's modules, lessons,
 * resources and FAQ. The callers (modules/teaching) have already found the course among the instructor's
 * own and claimed its revision in the same transaction; every module and lesson is looked up inside that
 * course, so an id of another course is a 404. Positions stay dense (1, 2, 3...) after every change.
 */
const { courseModules, lessons, lessonResources, courseFaqs, quizzes, quizQuestions, quizOptions } = schema;

export async function curriculum(db: Database, courseId: number): Promise<CourseEditorModule[]> {
  const [moduleRows, lessonRows] = await Promise.all([
    db
      .select({ id: courseModules.id, title: courseModules.title, position: courseModules.position })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        kind: lessons.kind,
        title: lessons.title,
        position: lessons.position,
        durationSeconds: lessons.durationSeconds,
        videoUrl: lessons.videoUrl,
        body: lessons.body,
        isPreview: lessons.isPreview,
      })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position)),
  ]);
  const resourceRows =
    lessonRows.length === 0
      ? []
      : await db
          .select({
            lessonId: lessonResources.lessonId,
            title: lessonResources.title,
            url: lessonResources.url,
          })
          .from(lessonResources)
          .where(
            inArray(
              lessonResources.lessonId,
              lessonRows.map((lesson) => lesson.id),
            ),
          )
          .orderBy(asc(lessonResources.position), asc(lessonResources.id));
  return moduleRows.map((module) => ({
    ...module,
    lessons: lessonRows
      .filter((lesson) => lesson.moduleId === module.id)
      .map((lesson) => ({
        id: lesson.id,
        kind: lesson.kind,
        title: lesson.title,
        position: lesson.position,
        duration_seconds: lesson.durationSeconds,
        video_url: lesson.videoUrl,
        body: lesson.body,
        is_preview: lesson.isPreview,
        resources: resourceRows
          .filter((resource) => resource.lessonId === lesson.id)
          .map(({ title, url }) => ({ title, url })),
      })),
  }));
}

export async function faqs(db: Database, courseId: number): Promise<CourseEditorFaq[]> {
  const rows = await db
    .select({
      question: courseFaqs.question,
      answer: courseFaqs.answer,
      question_bn: courseFaqs.questionBn,
      answer_bn: courseFaqs.answerBn,
    })
    .from(courseFaqs)
    .where(eq(courseFaqs.courseId, courseId))
    .orderBy(asc(courseFaqs.position), asc(courseFaqs.id));
  return rows;
}

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** The FAQ, replaced whole in the order given. */
export async function replaceFaqs(db: Database, courseId: number, list: CourseEditorFaq[]) {
  await db.delete(courseFaqs).where(eq(courseFaqs.courseId, courseId));
  if (list.length === 0) return;
  await db.insert(courseFaqs).values(
    list.map((faq, index) => ({
      courseId,
      question: faq.question,
      answer: faq.answer,
      questionBn: blankToNull(faq.question_bn),
      answerBn: blankToNull(faq.answer_bn),
      position: index + 1,
    })),
  );
}

/** The number of lessons and their total length, for the course card. */
export async function curriculumTotals(db: Database, courseId: number) {
  const [row] = await db
    .select({ lessons: count(), seconds: sum(lessons.durationSeconds) })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  return { lessons: row?.lessons ?? 0, seconds: Number(row?.seconds ?? 0) };
}

async function findModule(db: Database, courseId: number, moduleId: number) {
  const [row] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
  if (!row) throw AppError.notFound(COURSE_EDITOR_MESSAGES.moduleNotFound);
  return row;
}

async function findLesson(db: Database, courseId: number, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id, moduleId: lessons.moduleId, kind: lessons.kind, videoUrl: lessons.videoUrl })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!row) throw AppError.notFound(COURSE_EDITOR_MESSAGES.lessonNotFound);
  return row;
}

export async function addModule(db: Database, courseId: number, title: string) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${courseModules.position}), 0)` })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  await db.insert(courseModules).values({ courseId, title, position: Number(last?.position ?? 0) + 1 });
}

export async function renameModule(db: Database, courseId: number, moduleId: number, title: string) {
  await findModule(db, courseId, moduleId);
  await db.update(courseModules).set({ title }).where(eq(courseModules.id, moduleId));
}

/**
 * Writes the positions 1..n in the order given. The unique (parent, position) constraints are checked
 * per statement, so the rows first move out of the way to negative positions.
 */
async function writeOrder(db: Database, table: typeof courseModules | typeof lessons, ids: number[]) {
  if (ids.length === 0) return;
  const cases = (offset: (index: number) => number) =>
    sql.join(
      [
        sql`case ${table.id}`,
        ...ids.map((id, index) => sql`when ${id} then ${offset(index)}::integer`),
        sql`end`,
      ],
      sql` `,
    );
  await db
    .update(table)
    .set({ position: cases((index) => -(index + 1)) })
    .where(inArray(table.id, ids));
  await db
    .update(table)
    .set({ position: cases((index) => index + 1) })
    .where(inArray(table.id, ids));
}

function sameMembers(current: number[], wanted: number[]) {
  if (current.length !== wanted.length || new Set(wanted).size !== wanted.length) return false;
  const set = new Set(current);
  return wanted.every((id) => set.has(id));
}

export async function reorderModules(db: Database, courseId: number, ids: number[]) {
  const rows = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  if (
    !sameMembers(
      rows.map((row) => row.id),
      ids,
    )
  ) {
    throw AppError.badRequest(COURSE_EDITOR_MESSAGES.orderMismatch, {
      ids: [COURSE_EDITOR_MESSAGES.orderMismatch],
    });
  }
  await writeOrder(db, courseModules, ids);
  // The player lists quizzes in their course order, which follows the modules'.
  await renumberQuizzes(db, courseId);
}

export async function deleteModule(db: Database, courseId: number, moduleId: number) {
  await findModule(db, courseId, moduleId);
  // A module's quizzes go with it (the foreign key alone would turn them into final exams).
  await db.delete(quizzes).where(and(eq(quizzes.courseId, courseId), eq(quizzes.moduleId, moduleId)));
  await db.delete(courseModules).where(eq(courseModules.id, moduleId));
  const rest = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
  await writeOrder(
    db,
    courseModules,
    rest.map((row) => row.id),
  );
}

export async function addLesson(
  db: Database,
  courseId: number,
  moduleId: number,
  lesson: { title: string; kind: LessonKind },
) {
  await findModule(db, courseId, moduleId);
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${lessons.position}), 0)` })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  await db.insert(lessons).values({
    courseId,
    moduleId,
    kind: lesson.kind,
    title: lesson.title,
    position: Number(last?.position ?? 0) + 1,
    // A video lesson has its URL from the start: blank until the instructor gives one.
    ...(lesson.kind === 'video' ? { videoUrl: '' } : {}),
  });
}

export async function updateLesson(
  db: Database,
  courseId: number,
  lessonId: number,
  change: Omit<LessonUpdate, 'base_revision'>,
) {
  const lesson = await findLesson(db, courseId, lessonId);
  if (lesson.kind === 'video' && change.video_url === null) {
    throw AppError.badRequest(COURSE_EDITOR_MESSAGES.videoUrl, {
      video_url: [COURSE_EDITOR_MESSAGES.videoUrl],
    });
  }
  const set: Partial<typeof lessons.$inferInsert> = {};
  if (change.title !== undefined) set.title = change.title;
  if (change.duration_seconds !== undefined) set.durationSeconds = change.duration_seconds;
  if (change.video_url !== undefined && lesson.kind === 'video') set.videoUrl = change.video_url ?? '';
  if (change.body !== undefined) set.body = change.body;
  if (change.is_preview !== undefined) {
    set.isPreview = change.is_preview;
    // One free preview per course: marking this one unmarks the others.
    if (change.is_preview) {
      await db
        .update(lessons)
        .set({ isPreview: false })
        .where(and(eq(lessons.courseId, courseId), ne(lessons.id, lessonId)));
    }
  }
  if (Object.keys(set).length > 0) await db.update(lessons).set(set).where(eq(lessons.id, lessonId));
  if (change.resources !== undefined) {
    // Replaced whole; an uploaded file keeps the size it was stored with.
    const sizes = new Map(
      (
        await db
          .select({ url: lessonResources.url, sizeBytes: lessonResources.sizeBytes })
          .from(lessonResources)
          .where(eq(lessonResources.lessonId, lessonId))
      ).map((row) => [row.url, row.sizeBytes]),
    );
    await db.delete(lessonResources).where(eq(lessonResources.lessonId, lessonId));
    if (change.resources.length > 0) {
      await db.insert(lessonResources).values(
        change.resources.map((resource, index) => ({
          lessonId,
          title: resource.title,
          url: resource.url,
          sizeBytes: sizes.get(resource.url) ?? null,
          position: index + 1,
        })),
      );
    }
  }
}

export async function deleteLesson(db: Database, courseId: number, lessonId: number) {
  const lesson = await findLesson(db, courseId, lessonId);
  await db.delete(lessons).where(eq(lessons.id, lessonId));
  const rest = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.moduleId, lesson.moduleId))
    .orderBy(asc(lessons.position));
  await writeOrder(
    db,
    lessons,
    rest.map((row) => row.id),
  );
}

export async function reorderLessons(db: Database, courseId: number, moduleId: number, ids: number[]) {
  await findModule(db, courseId, moduleId);
  const rows = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, moduleId));
  if (
    !sameMembers(
      rows.map((row) => row.id),
      ids,
    )
  ) {
    throw AppError.badRequest(COURSE_EDITOR_MESSAGES.orderMismatch, {
      ids: [COURSE_EDITOR_MESSAGES.orderMismatch],
    });
  }
  await writeOrder(db, lessons, ids);
}

/** An uploaded file, added after the lesson's other resources (at most LESSON_RESOURCES_MAX). */
export async function appendResource(
  db: Database,
  courseId: number,
  lessonId: number,
  resource: { title: string; url: string; sizeBytes: number },
) {
  await findLesson(db, courseId, lessonId);
  const [row] = await db
    .select({ count: count(), last: sql<number>`coalesce(max(${lessonResources.position}), 0)` })
    .from(lessonResources)
    .where(eq(lessonResources.lessonId, lessonId));
  if ((row?.count ?? 0) >= LESSON_RESOURCES_MAX) {
    throw AppError.conflict(COURSE_EDITOR_MESSAGES.resourcesFull);
  }
  await db.insert(lessonResources).values({ lessonId, ...resource, position: Number(row?.last ?? 0) + 1 });
}

/*
 * The quiz builder (docs/decisions/034). A quiz closes a module (shown after its lessons) or is the final
 * exam (module null, after every module). `quizzes.position` is one order over the whole course, the
 * order the player lists them in: by module, final exams last, and by creation within a module. It is
 * written again after every change that can move a quiz.
 */

/** Every quiz of the course with its questions and their correct options (the owner's editor only). */
export async function editorQuizzes(db: Database, courseId: number): Promise<CourseEditorQuiz[]> {
  const quizRows = await db
    .select()
    .from(quizzes)
    .where(eq(quizzes.courseId, courseId))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  if (quizRows.length === 0) return [];
  const questionRows = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quizId,
        quizRows.map((quiz) => quiz.id),
      ),
    )
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const optionRows =
    questionRows.length === 0
      ? []
      : await db
          .select()
          .from(quizOptions)
          .where(
            inArray(
              quizOptions.questionId,
              questionRows.map((question) => question.id),
            ),
          )
          .orderBy(asc(quizOptions.position), asc(quizOptions.id));
  return quizRows.map((quiz) => ({
    id: quiz.id,
    module_id: quiz.moduleId,
    title: quiz.title,
    description: quiz.description,
    time_limit_seconds: quiz.timeLimitSeconds,
    pass_percent: quiz.passPercent,
    max_attempts: quiz.maxAttempts,
    questions: questionRows
      .filter((question) => question.quizId === quiz.id)
      .map((question) => ({
        id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        explanation: question.explanation,
        points: question.points,
        options: optionRows
          .filter((option) => option.questionId === question.id)
          .map((option) => ({ id: option.id, text: option.text, is_correct: option.isCorrect })),
      })),
  }));
}

/** Writes `position` 1..n: by the module's place (final exams last), then the quiz's own order. */
export async function renumberQuizzes(db: Database, courseId: number) {
  const rows = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .leftJoin(courseModules, eq(courseModules.id, quizzes.moduleId))
    .where(eq(quizzes.courseId, courseId))
    .orderBy(sql`${courseModules.position} asc nulls last`, asc(quizzes.position), asc(quizzes.id));
  if (rows.length === 0) return;
  // No unique constraint on a quiz's position: one statement writes them all.
  await db
    .update(quizzes)
    .set({
      position: sql.join(
        [
          sql`case ${quizzes.id}`,
          ...rows.map((row, index) => sql`when ${row.id} then ${index + 1}::integer`),
          sql`end`,
        ],
        sql` `,
      ),
    })
    .where(
      inArray(
        quizzes.id,
        rows.map((row) => row.id),
      ),
    );
}

async function findQuiz(db: Database, courseId: number, quizId: number) {
  const [row] = await db
    .select({ id: quizzes.id, moduleId: quizzes.moduleId })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, courseId)));
  if (!row) throw AppError.notFound(QUIZ_EDITOR_MESSAGES.quizNotFound);
  return row;
}

/** A new quiz without questions, after the others of its module (or the final exams). */
export async function addQuiz(
  db: Database,
  courseId: number,
  quiz: { title: string; moduleId: number | null },
) {
  if (quiz.moduleId !== null) await findModule(db, courseId, quiz.moduleId);
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${quizzes.position}), 0)` })
    .from(quizzes)
    .where(eq(quizzes.courseId, courseId));
  await db.insert(quizzes).values({
    courseId,
    moduleId: quiz.moduleId,
    title: quiz.title,
    // Last of the course for now; renumbering puts it after its module's other quizzes.
    position: Number(last?.position ?? 0) + 1,
  });
  await renumberQuizzes(db, courseId);
}

/** The fields sent are replaced; questions (with their options) are replaced whole, in order. */
export async function updateQuiz(db: Database, courseId: number, quizId: number, change: QuizFields) {
  const quiz = await findQuiz(db, courseId, quizId);
  if (change.module_id !== undefined && change.module_id !== null)
    await findModule(db, courseId, change.module_id);
  const set: Partial<typeof quizzes.$inferInsert> = {};
  if (change.title !== undefined) set.title = change.title;
  if (change.description !== undefined) set.description = change.description;
  if (change.module_id !== undefined) set.moduleId = change.module_id;
  if (change.time_limit_seconds !== undefined) set.timeLimitSeconds = change.time_limit_seconds;
  if (change.pass_percent !== undefined) set.passPercent = change.pass_percent;
  if (change.max_attempts !== undefined) set.maxAttempts = change.max_attempts;
  if (Object.keys(set).length > 0) await db.update(quizzes).set(set).where(eq(quizzes.id, quizId));
  if (change.module_id !== undefined && change.module_id !== quiz.moduleId) {
    // Moved to another module: last of that module's quizzes.
    await db
      .update(quizzes)
      .set({
        position: sql`(select coalesce(max(position), 0) + 1 from quizzes where course_id = ${courseId})`,
      })
      .where(eq(quizzes.id, quizId));
    await renumberQuizzes(db, courseId);
  }
  if (change.questions !== undefined) {
    await db.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
    if (change.questions.length === 0) return;
    const inserted = await db
      .insert(quizQuestions)
      .values(
        change.questions.map((question, index) => ({
          quizId,
          kind: question.kind,
          prompt: question.prompt,
          explanation: question.explanation,
          points: question.points,
          position: index + 1,
        })),
      )
      .returning({ id: quizQuestions.id, position: quizQuestions.position });
    const idAt = new Map(inserted.map((row) => [row.position, row.id]));
    await db.insert(quizOptions).values(
      change.questions.flatMap((question, index) =>
        question.options.map((option, optionIndex) => ({
          questionId: idAt.get(index + 1)!,
          text: option.text,
          isCorrect: option.is_correct,
          position: optionIndex + 1,
        })),
      ),
    );
  }
}

export async function deleteQuiz(db: Database, courseId: number, quizId: number) {
  await findQuiz(db, courseId, quizId);
  await db.delete(quizzes).where(eq(quizzes.id, quizId));
  await renumberQuizzes(db, courseId);
}

/** The titles of the course's quizzes that have no question yet (a course is not submitted with one). */
export async function emptyQuizTitles(db: Database, courseId: number): Promise<string[]> {
  const rows = await db
    .select({ title: quizzes.title })
    .from(quizzes)
    .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
    .where(eq(quizzes.courseId, courseId))
    .groupBy(quizzes.id, quizzes.title, quizzes.position)
    .having(sql`count(${quizQuestions.id}) = 0`)
    .orderBy(asc(quizzes.position));
  return rows.map((row) => row.title);
}
