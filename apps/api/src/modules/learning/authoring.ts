import { and, asc, count, eq, gt, inArray, isNull, lte, ne, sql, sum } from 'drizzle-orm';
import {
  COURSE_EDITOR_MESSAGES,
  LESSON_RESOURCES_MAX,
  UPLOADED_RESOURCE_PATTERN,
  QUIZ_EDITOR_MESSAGES,
  type CourseEditorFaq,
  type CourseEditorModule,
  type CourseEditorQuiz,
  type LessonKind,
  type LessonUpdate,
  type QuizFields,
  type QuizQuestionInput,
} from '@dokkho/contract/course-editor';
import { LIVE_CLASS_MESSAGES } from '@dokkho/contract/live-classes';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';

/**
 * Learning's side of the course editor (issue 17 item 2, docs/decisions/033): a course's modules, lessons,
 * resources and FAQ. The callers (modules/teaching) have already found the course among the instructor's
 * own and claimed its revision in the same transaction; every module and lesson is looked up inside that
 * course, so an id of another course is a 404. Positions stay dense (1, 2, 3...) after every change.
 */
const {
  courseModules,
  lessons,
  lessonResources,
  courseFaqs,
  enrollments,
  quizzes,
  quizQuestions,
  quizOptions,
} = schema;

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
            storageKey: lessonResources.storageKey,
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
          // An uploaded file is named by its storage key: the editor sends it back as it got it.
          .map(({ title, url, storageKey }) => ({ title, url: storageKey ?? url })),
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
    // Replaced whole. An uploaded file is named by its storage key and must be one of this lesson's own
    // (a key copied from another course would hand out that course's file); it keeps its name and size.
    const uploads = new Map(
      (
        await db
          .select({
            storageKey: lessonResources.storageKey,
            fileName: lessonResources.fileName,
            sizeBytes: lessonResources.sizeBytes,
          })
          .from(lessonResources)
          .where(eq(lessonResources.lessonId, lessonId))
      ).flatMap((row) => (row.storageKey ? [[row.storageKey, row] as const] : [])),
    );
    const rows = change.resources.map((resource, index) => {
      const position = index + 1;
      if (!UPLOADED_RESOURCE_PATTERN.test(resource.url)) {
        return { lessonId, title: resource.title, url: resource.url, position };
      }
      const upload = uploads.get(resource.url);
      if (!upload) {
        const message = COURSE_EDITOR_MESSAGES.resourceUnknown;
        throw AppError.badRequest(message, { [`resources.${index}.url`]: [message] });
      }
      return { lessonId, title: resource.title, url: '', ...upload, position };
    });
    await db.delete(lessonResources).where(eq(lessonResources.lessonId, lessonId));
    if (rows.length > 0) await db.insert(lessonResources).values(rows);
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
  resource: { title: string; storageKey: string; fileName: string; sizeBytes: number },
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
 * Live classes (issue 17 item 9): live modules of a course, written by modules/teaching after it has found
 * the course among the instructor's own (any state but archived) in the same transaction. A live module
 * has no lessons; it sits among the recorded modules at the place the instructor chose.
 */

export interface LiveClassRow {
  id: number;
  title: string;
  description: string;
  position: number;
  startsAt: Date;
  durationMinutes: number;
  joinUrl: string;
  recordingUrl: string | null;
  remindedAt: Date | null;
}

const liveColumns = {
  id: courseModules.id,
  title: courseModules.title,
  description: courseModules.description,
  position: courseModules.position,
  startsAt: courseModules.startsAt,
  durationMinutes: courseModules.liveDurationMinutes,
  joinUrl: courseModules.joinUrl,
  recordingUrl: courseModules.recordingUrl,
  remindedAt: courseModules.liveRemindedAt,
};

function toLiveClass(row: {
  id: number;
  title: string;
  description: string;
  position: number;
  startsAt: Date | null;
  durationMinutes: number | null;
  joinUrl: string | null;
  recordingUrl: string | null;
  remindedAt: Date | null;
}): LiveClassRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    position: row.position,
    // The CHECK constraint keeps a live module's start and length set.
    startsAt: row.startsAt!,
    durationMinutes: row.durationMinutes ?? 0,
    joinUrl: row.joinUrl ?? '',
    recordingUrl: row.recordingUrl,
    remindedAt: row.remindedAt,
  };
}

/** The course's live classes, earliest first, and how many modules it has in all. */
export async function liveClasses(db: Database, courseId: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(liveColumns)
      .from(courseModules)
      .where(and(eq(courseModules.courseId, courseId), eq(courseModules.kind, 'live')))
      .orderBy(asc(courseModules.startsAt), asc(courseModules.id)),
    db.select({ count: count() }).from(courseModules).where(eq(courseModules.courseId, courseId)),
  ]);
  return { classes: rows.map(toLiveClass), modulesCount: total?.count ?? 0 };
}

/** One live class of this course; a recorded module or another course's id is the same 404. */
export async function findLiveClass(db: Database, courseId: number, moduleId: number): Promise<LiveClassRow> {
  const [row] = await db
    .select(liveColumns)
    .from(courseModules)
    .where(
      and(
        eq(courseModules.id, moduleId),
        eq(courseModules.courseId, courseId),
        eq(courseModules.kind, 'live'),
      ),
    );
  if (!row) throw AppError.notFound(LIVE_CLASS_MESSAGES.notFound);
  return toLiveClass(row);
}

/** Puts a module at `position` (1-based, clamped to the list) and closes the gaps behind it. */
async function moveModule(db: Database, courseId: number, moduleId: number, position: number) {
  const rows = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
  const ids = rows.map((row) => row.id).filter((id) => id !== moduleId);
  const at = Math.min(Math.max(position, 1), ids.length + 1);
  ids.splice(at - 1, 0, moduleId);
  await writeOrder(db, courseModules, ids);
}

function assertPosition(position: number, modulesCount: number) {
  if (position > modulesCount) {
    throw AppError.badRequest(LIVE_CLASS_MESSAGES.position, { position: [LIVE_CLASS_MESSAGES.position] });
  }
}

export interface LiveClassFields {
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  joinUrl: string;
}

/** A new live class at the end of the curriculum, or at `position`; answers its id. */
export async function addLiveClass(
  db: Database,
  courseId: number,
  fields: LiveClassFields & { position?: number | undefined },
): Promise<number> {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${courseModules.position}), 0)` })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  const end = Number(last?.position ?? 0) + 1;
  if (fields.position !== undefined) assertPosition(fields.position, end);
  const [row] = await db
    .insert(courseModules)
    .values({
      courseId,
      kind: 'live',
      title: fields.title,
      description: fields.description,
      position: end,
      startsAt: fields.startsAt,
      liveDurationMinutes: fields.durationMinutes,
      joinUrl: fields.joinUrl,
    })
    .returning({ id: courseModules.id });
  if (fields.position !== undefined && fields.position !== end) {
    await moveModule(db, courseId, row!.id, fields.position);
  }
  return row!.id;
}

/** Changes a live class; a new start clears its reminder, so learners are reminded of the new time. */
export async function updateLiveClass(
  db: Database,
  courseId: number,
  moduleId: number,
  change: Partial<LiveClassFields> & { position?: number | undefined },
) {
  const set: Partial<typeof courseModules.$inferInsert> = {};
  if (change.title !== undefined) set.title = change.title;
  if (change.description !== undefined) set.description = change.description;
  if (change.startsAt !== undefined) {
    set.startsAt = change.startsAt;
    set.liveRemindedAt = null;
  }
  if (change.durationMinutes !== undefined) set.liveDurationMinutes = change.durationMinutes;
  if (change.joinUrl !== undefined) set.joinUrl = change.joinUrl;
  if (Object.keys(set).length > 0) {
    await db.update(courseModules).set(set).where(eq(courseModules.id, moduleId));
  }
  if (change.position !== undefined) {
    const [total] = await db
      .select({ count: count() })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId));
    assertPosition(change.position, total?.count ?? 0);
    await moveModule(db, courseId, moduleId, change.position);
  }
}

export async function setLiveRecording(db: Database, moduleId: number, recordingUrl: string | null) {
  await db.update(courseModules).set({ recordingUrl }).where(eq(courseModules.id, moduleId));
}

/** Cancelling a live class deletes its module (it has no lessons, so no learner's progress goes with it). */
export async function deleteLiveClass(db: Database, courseId: number, moduleId: number) {
  await findLiveClass(db, courseId, moduleId);
  await deleteModule(db, courseId, moduleId);
}

/** Everyone enrolled in the course: who is told of its live classes. */
export async function enrolledLearnerIds(db: Database, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(enrollments.userId));
  return rows.map((row) => row.userId);
}

/**
 * Claims the live classes starting within the next `withinMinutes` that have not been reminded of yet,
 * marking them reminded in the same statement (UPDATE ... RETURNING): two sweeps at once never claim
 * the same class, since the second one's WHERE no longer matches a row the first has updated. Run it in
 * the transaction that also writes the reminders, so a failure leaves the class to the next sweep.
 */
export async function claimDueLiveReminders(db: Database, now: Date, withinMinutes: number) {
  const horizon = new Date(now.getTime() + withinMinutes * 60_000);
  const rows = await db
    .update(courseModules)
    .set({ liveRemindedAt: now })
    .where(
      and(
        eq(courseModules.kind, 'live'),
        isNull(courseModules.liveRemindedAt),
        gt(courseModules.startsAt, now),
        lte(courseModules.startsAt, horizon),
      ),
    )
    .returning({
      id: courseModules.id,
      courseId: courseModules.courseId,
      title: courseModules.title,
      startsAt: courseModules.startsAt,
    });
  return rows.map((row) => ({ ...row, startsAt: row.startsAt! }));
}

/*
 * The quiz builder (docs/decisions/039). A quiz closes a module (shown after its lessons) or is the final
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

/**
 * The fields sent are replaced. Questions (with their options) are the list sent, in order: those named by
 * an id the quiz has are changed in place (attempts name them; a course version maps them back to the
 * published rows), the others are added, and the quiz's questions and options not in the list go.
 */
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
  if (change.questions !== undefined) await replaceQuestions(db, quizId, change.questions);
}

async function replaceQuestions(db: Database, quizId: number, questions: QuizQuestionInput[]) {
  const existing = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  const had = new Set(existing.map((row) => row.id));
  const kept = new Set(
    questions.flatMap((question) => (question.id && had.has(question.id) ? [question.id] : [])),
  );
  const gone = [...had].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.delete(quizQuestions).where(inArray(quizQuestions.id, gone));

  for (const [index, question] of questions.entries()) {
    const fields = {
      kind: question.kind,
      prompt: question.prompt,
      explanation: question.explanation,
      points: question.points,
      position: index + 1,
    };
    let questionId: number;
    if (question.id && kept.has(question.id)) {
      questionId = question.id;
      await db.update(quizQuestions).set(fields).where(eq(quizQuestions.id, questionId));
    } else {
      const [row] = await db
        .insert(quizQuestions)
        .values({ quizId, ...fields })
        .returning({ id: quizQuestions.id });
      questionId = row!.id;
    }
    await replaceOptions(db, questionId, question.options);
  }
}

async function replaceOptions(db: Database, questionId: number, options: QuizQuestionInput['options']) {
  const existing = await db
    .select({ id: quizOptions.id })
    .from(quizOptions)
    .where(eq(quizOptions.questionId, questionId));
  const had = new Set(existing.map((row) => row.id));
  const kept = new Set(options.flatMap((option) => (option.id && had.has(option.id) ? [option.id] : [])));
  const gone = [...had].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.delete(quizOptions).where(inArray(quizOptions.id, gone));
  const added: (typeof quizOptions.$inferInsert)[] = [];
  for (const [index, option] of options.entries()) {
    const fields = { text: option.text, isCorrect: option.is_correct, position: index + 1 };
    if (option.id && kept.has(option.id)) {
      await db.update(quizOptions).set(fields).where(eq(quizOptions.id, option.id));
    } else {
      added.push({ questionId, ...fields });
    }
  }
  if (added.length > 0) await db.insert(quizOptions).values(added);
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
