import { and, asc, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import {
  COURSE_EDITOR_MESSAGES,
  LESSON_RESOURCES_MAX,
  UPLOADED_RESOURCE_PATTERN,
  type CourseEditorFaq,
  type CourseEditorModule,
  type LessonKind,
  type LessonUpdate,
} from '@dokkho/contract/course-editor';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';

/**
 * Learning's side of the course editor (issue 17 item 2, docs/decisions/033): a course's modules, lessons,
 * resources and FAQ. The callers (modules/teaching) have already found the course among the instructor's
 * own and claimed its revision in the same transaction; every module and lesson is looked up inside that
 * course, so an id of another course is a 404. Positions stay dense (1, 2, 3...) after every change.
 */
const { courseModules, lessons, lessonResources, courseFaqs } = schema;

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
}

export async function deleteModule(db: Database, courseId: number, moduleId: number) {
  await findModule(db, courseId, moduleId);
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
