import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { deleteUnusedVideoFiles } from './video-files';

/**
 * Learning's side of a published course's new version (issue 17 item 2, docs/decisions/038).
 *
 * `copyCurriculum` gives the version its own copy of the published course's recorded modules, lessons,
 * resources, FAQ and quizzes, each copy naming the row it came from (`source_*_id`); lesson videos and
 * captions are copied as rows pointing at the same stored files (video-files.ts deletes a file only when no
 * row uses it). Live modules are not copied: they are scheduled on the published course directly.
 *
 * `mergeCurriculum` (staff publishing the version) writes the version back into the published course in
 * the caller's transaction: a copy with a source updates its published row in place, so lesson, module
 * and quiz ids stay and learners' progress, quiz attempts, certificates and questions stay attached; a new
 * row moves over to the published course (its video, captions and resources come along); a published
 * recorded row the version no longer has is deleted. Positions are rewritten through negative numbers first,
 * as `learning/authoring.ts` reorders, so the unique (parent, position) constraints hold at every row.
 */
const {
  courseModules,
  lessons,
  lessonResources,
  courseFaqs,
  quizzes,
  quizQuestions,
  quizOptions,
  lessonVideos,
  lessonCaptions,
} = schema;

/** Copies the published course's curriculum into its new version (an empty draft row). */
export async function copyCurriculum(db: Database, from: number, to: number): Promise<void> {
  const modules = await db
    .select()
    .from(courseModules)
    .where(and(eq(courseModules.courseId, from), eq(courseModules.kind, 'recorded')))
    .orderBy(asc(courseModules.position));
  const moduleIds = new Map<number, number>();
  for (const [index, module] of modules.entries()) {
    const [copy] = await db
      .insert(courseModules)
      .values({
        courseId: to,
        kind: 'recorded',
        title: module.title,
        description: module.description,
        // Dense among the recorded modules: the live ones stay on the published course.
        position: index + 1,
        sourceModuleId: module.id,
      })
      .returning({ id: courseModules.id });
    moduleIds.set(module.id, copy!.id);
  }

  const lessonRows =
    modules.length === 0
      ? []
      : await db
          .select()
          .from(lessons)
          .where(inArray(lessons.moduleId, [...moduleIds.keys()]))
          .orderBy(asc(lessons.moduleId), asc(lessons.position));
  const lessonIds = new Map<number, number>();
  for (const lesson of lessonRows) {
    const { id, createdAt: _created, ...fields } = lesson;
    const [copy] = await db
      .insert(lessons)
      .values({ ...fields, courseId: to, moduleId: moduleIds.get(lesson.moduleId)!, sourceLessonId: id })
      .returning({ id: lessons.id });
    lessonIds.set(id, copy!.id);
  }
  const sources = [...lessonIds.keys()];
  if (sources.length > 0) {
    const resources = await db
      .select()
      .from(lessonResources)
      .where(inArray(lessonResources.lessonId, sources));
    if (resources.length > 0) {
      await db
        .insert(lessonResources)
        .values(resources.map(({ id: _id, ...row }) => ({ ...row, lessonId: lessonIds.get(row.lessonId)! })));
    }
    // The same stored files: only rows are copied (a transcode in progress finishes for the published row).
    const videos = await db.select().from(lessonVideos).where(inArray(lessonVideos.lessonId, sources));
    if (videos.length > 0) {
      await db.insert(lessonVideos).values(
        videos.map((row) => ({
          ...row,
          lessonId: lessonIds.get(row.lessonId)!,
          // Never a job of its own: the published row's worker records the renditions there.
          status: row.status === 'queued' || row.status === 'running' ? 'skipped' : row.status,
          lockedAt: null,
        })),
      );
    }
    const captions = await db.select().from(lessonCaptions).where(inArray(lessonCaptions.lessonId, sources));
    if (captions.length > 0) {
      await db
        .insert(lessonCaptions)
        .values(captions.map((row) => ({ ...row, lessonId: lessonIds.get(row.lessonId)! })));
    }
  }

  const faqs = await db.select().from(courseFaqs).where(eq(courseFaqs.courseId, from));
  if (faqs.length > 0) {
    await db.insert(courseFaqs).values(faqs.map(({ id: _id, ...row }) => ({ ...row, courseId: to })));
  }

  await copyQuizzes(db, from, to, moduleIds);
}

async function copyQuizzes(db: Database, from: number, to: number, moduleIds: Map<number, number>) {
  const quizRows = await db
    .select()
    .from(quizzes)
    .where(eq(quizzes.courseId, from))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  for (const quiz of quizRows) {
    // A quiz of a live module stays with the published course, as the module does.
    if (quiz.moduleId !== null && !moduleIds.has(quiz.moduleId)) continue;
    const { id, createdAt: _created, ...fields } = quiz;
    const [copy] = await db
      .insert(quizzes)
      .values({
        ...fields,
        courseId: to,
        moduleId: quiz.moduleId === null ? null : moduleIds.get(quiz.moduleId)!,
        sourceQuizId: id,
      })
      .returning({ id: quizzes.id });
    const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, id));
    for (const question of questions) {
      const { id: questionId, ...questionFields } = question;
      const [questionCopy] = await db
        .insert(quizQuestions)
        .values({ ...questionFields, quizId: copy!.id, sourceQuestionId: questionId })
        .returning({ id: quizQuestions.id });
      const options = await db.select().from(quizOptions).where(eq(quizOptions.questionId, questionId));
      if (options.length > 0) {
        await db.insert(quizOptions).values(
          options.map(({ id: optionId, ...row }) => ({
            ...row,
            questionId: questionCopy!.id,
            sourceOptionId: optionId,
          })),
        );
      }
    }
  }
}

/** The stored files a merge or a discard stopped using: deleted after the commit, when nothing uses them. */
export interface UnusedFiles {
  keys: string[];
  hlsPrefixes: string[];
}

async function videoFilesOf(db: Database, store: ObjectStore, lessonIds: number[]): Promise<UnusedFiles> {
  if (lessonIds.length === 0) return { keys: [], hlsPrefixes: [] };
  const [lessonRows, videos, captions] = await Promise.all([
    db.select({ url: lessons.videoUrl }).from(lessons).where(inArray(lessons.id, lessonIds)),
    db
      .select({ key: lessonVideos.originalKey, prefix: lessonVideos.hlsPrefix })
      .from(lessonVideos)
      .where(inArray(lessonVideos.lessonId, lessonIds)),
    db
      .select({ key: lessonCaptions.key })
      .from(lessonCaptions)
      .where(inArray(lessonCaptions.lessonId, lessonIds)),
  ]);
  return {
    keys: [
      ...lessonRows.map((row) => (row.url ? store.keyOf(row.url) : null)),
      ...videos.map((row) => row.key),
      ...captions.map((row) => row.key),
    ].filter((key): key is string => Boolean(key)),
    hlsPrefixes: videos.map((row) => row.prefix).filter((prefix): prefix is string => Boolean(prefix)),
  };
}

/** The files of a version's lessons, read before the version is deleted (see `deleteUnusedFiles`). */
export async function versionFiles(db: Database, store: ObjectStore, courseId: number) {
  const rows = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId));
  return videoFilesOf(
    db,
    store,
    rows.map((row) => row.id),
  );
}

/** After the commit: deletes the files in the list that no row uses any more. */
export async function deleteUnusedFiles(db: Database, store: ObjectStore, files: UnusedFiles) {
  await deleteUnusedVideoFiles({ db, store, keys: files.keys, hlsPrefixes: files.hlsPrefixes });
}

/**
 * Where the published course's live modules go among the version's recorded ones: each stays right after
 * the recorded module it followed (the first ones stay first); one whose recorded module the version
 * removed follows the recorded module before that, and so on. Pure, for a unit test.
 */
export function mergedModuleOrder(
  published: readonly { id: number; kind: 'recorded' | 'live' }[],
  version: readonly { key: string; sourceId: number | null }[],
): ({ live: number } | { version: string })[] {
  const kept = new Set(version.map((module) => module.sourceId).filter((id) => id !== null));
  // Each live module is anchored to the nearest kept recorded module before it (null: at the start).
  const anchored = new Map<number | null, number[]>();
  let anchor: number | null = null;
  for (const module of published) {
    if (module.kind === 'recorded') {
      if (kept.has(module.id)) anchor = module.id;
      continue;
    }
    anchored.set(anchor, [...(anchored.get(anchor) ?? []), module.id]);
  }
  const order: ({ live: number } | { version: string })[] = (anchored.get(null) ?? []).map((id) => ({
    live: id,
  }));
  for (const module of version) {
    order.push({ version: module.key });
    if (module.sourceId !== null) {
      for (const id of anchored.get(module.sourceId) ?? []) order.push({ live: id });
    }
  }
  return order;
}

/** Moves rows out of the way of the positions about to be written (ids are unique, so -id is too). */
async function parkPositions(db: Database, table: typeof courseModules | typeof lessons, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(table)
    .set({ position: sql`-${table.id}` })
    .where(inArray(table.id, ids));
}

/**
 * The version's video row replaces the published lesson's, unless it is the same upload: then the
 * published row stays, with whatever its transcode finished since the copy was made (the copy of a job in
 * progress was marked `skipped`, and would otherwise lose the renditions).
 */
async function mergeLessonVideo(db: Database, lesson: { from: number; to: number }) {
  const [[copy], [published]] = await Promise.all([
    db
      .select({ key: lessonVideos.originalKey })
      .from(lessonVideos)
      .where(eq(lessonVideos.lessonId, lesson.from)),
    db
      .select({ key: lessonVideos.originalKey })
      .from(lessonVideos)
      .where(eq(lessonVideos.lessonId, lesson.to)),
  ]);
  if (copy && published && copy.key === published.key) {
    await db.delete(lessonVideos).where(eq(lessonVideos.lessonId, lesson.from));
    return;
  }
  await db.delete(lessonVideos).where(eq(lessonVideos.lessonId, lesson.to));
  await db.update(lessonVideos).set({ lessonId: lesson.to }).where(eq(lessonVideos.lessonId, lesson.from));
}

/**
 * Publishing a version: its curriculum, FAQ and quizzes become the published course's (see the file's
 * comment). Answers the files the published course stopped using, to delete after the commit.
 */
export async function mergeCurriculum(
  db: Database,
  store: ObjectStore,
  options: { versionId: number; publishedId: number },
): Promise<UnusedFiles> {
  const { versionId, publishedId } = options;
  const publishedModules = await db
    .select({ id: courseModules.id, kind: courseModules.kind })
    .from(courseModules)
    .where(eq(courseModules.courseId, publishedId))
    .orderBy(asc(courseModules.position));
  const recordedIds = publishedModules.filter((m) => m.kind === 'recorded').map((m) => m.id);
  const versionModules = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, versionId))
    .orderBy(asc(courseModules.position));
  // A source counts only when it is still one of this course's recorded modules.
  const sourceOf = (id: number | null) => (id !== null && recordedIds.includes(id) ? id : null);

  const publishedLessons =
    recordedIds.length === 0
      ? []
      : await db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.moduleId, recordedIds));
  const publishedLessonIds = new Set(publishedLessons.map((row) => row.id));
  const versionLessons = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, versionId))
    .orderBy(asc(lessons.position));
  const lessonSource = (id: number | null) => (id !== null && publishedLessonIds.has(id) ? id : null);
  const keptLessons = new Set(versionLessons.map((lesson) => lessonSource(lesson.sourceLessonId)));

  // 1. The published lessons the version removed (their progress goes with them), and the files of every
  //    published lesson the version changes, checked for use once all is committed.
  const removedLessons = [...publishedLessonIds].filter((id) => !keptLessons.has(id));
  const unused = await videoFilesOf(db, store, [...publishedLessonIds]);
  if (removedLessons.length > 0) await db.delete(lessons).where(inArray(lessons.id, removedLessons));

  // 2. Modules: in place or moved over, in the version's order with the live modules where they were.
  await parkPositions(db, courseModules, [
    ...publishedModules.map((m) => m.id),
    ...versionModules.map((m) => m.id),
  ]);
  const targetModule = new Map<number, number>();
  const order = mergedModuleOrder(
    publishedModules,
    versionModules.map((m) => ({ key: String(m.id), sourceId: sourceOf(m.sourceModuleId) })),
  );
  for (const [index, item] of order.entries()) {
    const position = index + 1;
    if ('live' in item) {
      await db.update(courseModules).set({ position }).where(eq(courseModules.id, item.live));
      continue;
    }
    const module = versionModules.find((m) => String(m.id) === item.version)!;
    const source = sourceOf(module.sourceModuleId);
    if (source !== null) {
      await db
        .update(courseModules)
        .set({ title: module.title, description: module.description, position })
        .where(eq(courseModules.id, source));
      targetModule.set(module.id, source);
    } else {
      await db
        .update(courseModules)
        .set({ courseId: publishedId, position, sourceModuleId: null })
        .where(eq(courseModules.id, module.id));
      targetModule.set(module.id, module.id);
    }
  }

  // 3. Lessons: in place (with the version's video, captions and resources) or moved over.
  await parkPositions(db, lessons, [
    ...[...publishedLessonIds].filter((id) => keptLessons.has(id)),
    ...versionLessons.map((lesson) => lesson.id),
  ]);
  for (const lesson of versionLessons) {
    const moduleId = targetModule.get(lesson.moduleId)!;
    const source = lessonSource(lesson.sourceLessonId);
    // The version's position in its module: dense already, and every row involved is parked.
    if (source === null) {
      await db
        .update(lessons)
        .set({ courseId: publishedId, moduleId, sourceLessonId: null })
        .where(eq(lessons.id, lesson.id));
      continue;
    }
    // Every column the editor can change (whatever is added later), not the identity or the parents.
    const { id: _id, courseId: _course, sourceLessonId: _source, createdAt: _created, ...fields } = lesson;
    await db
      .update(lessons)
      .set({ ...fields, moduleId })
      .where(eq(lessons.id, source));
    await db.delete(lessonResources).where(eq(lessonResources.lessonId, source));
    await db.update(lessonResources).set({ lessonId: source }).where(eq(lessonResources.lessonId, lesson.id));
    await mergeLessonVideo(db, { from: lesson.id, to: source });
    await db.delete(lessonCaptions).where(eq(lessonCaptions.lessonId, source));
    await db.update(lessonCaptions).set({ lessonId: source }).where(eq(lessonCaptions.lessonId, lesson.id));
  }
  // The moved lessons were parked too: they take the version's positions back.
  for (const lesson of versionLessons) {
    if (lessonSource(lesson.sourceLessonId) === null) {
      await db.update(lessons).set({ position: lesson.position }).where(eq(lessons.id, lesson.id));
    }
  }

  // 4. The published recorded modules the version removed (their lessons are gone or moved by now).
  const keptModules = new Set(versionModules.map((m) => sourceOf(m.sourceModuleId)));
  const removedModules = recordedIds.filter((id) => !keptModules.has(id));
  if (removedModules.length > 0)
    await db.delete(courseModules).where(inArray(courseModules.id, removedModules));

  // 5. FAQ: the version's, whole.
  await db.delete(courseFaqs).where(eq(courseFaqs.courseId, publishedId));
  await db.update(courseFaqs).set({ courseId: publishedId }).where(eq(courseFaqs.courseId, versionId));

  await mergeQuizzes(db, { versionId, publishedId, targetModule, liveModules: publishedModules });
  return unused;
}

async function mergeQuizzes(
  db: Database,
  options: {
    versionId: number;
    publishedId: number;
    targetModule: Map<number, number>;
    liveModules: readonly { id: number; kind: 'recorded' | 'live' }[];
  },
) {
  const { versionId, publishedId, targetModule } = options;
  const liveIds = options.liveModules.filter((m) => m.kind === 'live').map((m) => m.id);
  // The published quizzes a version could have copied: a live module's stays out of it.
  const published = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.courseId, publishedId),
        liveIds.length === 0
          ? undefined
          : or(isNull(quizzes.moduleId), notInArray(quizzes.moduleId, liveIds)),
      ),
    );
  const publishedIds = new Set(published.map((row) => row.id));
  const versionQuizzes = await db.select().from(quizzes).where(eq(quizzes.courseId, versionId));
  const source = (id: number | null) => (id !== null && publishedIds.has(id) ? id : null);
  const kept = new Set(versionQuizzes.map((quiz) => source(quiz.sourceQuizId)));
  const removed = [...publishedIds].filter((id) => !kept.has(id));
  if (removed.length > 0) await db.delete(quizzes).where(inArray(quizzes.id, removed));

  for (const quiz of versionQuizzes) {
    const moduleId = quiz.moduleId === null ? null : (targetModule.get(quiz.moduleId) ?? null);
    const target = source(quiz.sourceQuizId);
    if (target === null) {
      await db
        .update(quizzes)
        .set({ courseId: publishedId, moduleId, sourceQuizId: null })
        .where(eq(quizzes.id, quiz.id));
      continue;
    }
    const { id: _id, courseId: _course, sourceQuizId: _source, createdAt: _created, ...fields } = quiz;
    await db
      .update(quizzes)
      .set({ ...fields, moduleId })
      .where(eq(quizzes.id, target));
    await mergeQuestions(db, quiz.id, target);
  }
}

/** A quiz's questions and options, in place where they came from the published quiz, so attempts still read. */
async function mergeQuestions(db: Database, versionQuizId: number, publishedQuizId: number) {
  const published = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, publishedQuizId));
  const publishedIds = new Set(published.map((row) => row.id));
  const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, versionQuizId));
  const source = (id: number | null) => (id !== null && publishedIds.has(id) ? id : null);
  const kept = new Set(questions.map((question) => source(question.sourceQuestionId)));
  const removed = [...publishedIds].filter((id) => !kept.has(id));
  if (removed.length > 0) await db.delete(quizQuestions).where(inArray(quizQuestions.id, removed));
  for (const question of questions) {
    const target = source(question.sourceQuestionId);
    if (target === null) {
      await db
        .update(quizQuestions)
        .set({ quizId: publishedQuizId, sourceQuestionId: null })
        .where(eq(quizQuestions.id, question.id));
      continue;
    }
    const { id: _id, quizId: _quiz, sourceQuestionId: _source, ...fields } = question;
    await db.update(quizQuestions).set(fields).where(eq(quizQuestions.id, target));
    const options = await db.select().from(quizOptions).where(eq(quizOptions.questionId, question.id));
    const keptOptions: number[] = [];
    for (const option of options) {
      const [existing] =
        option.sourceOptionId === null
          ? []
          : await db
              .select({ id: quizOptions.id })
              .from(quizOptions)
              .where(and(eq(quizOptions.id, option.sourceOptionId), eq(quizOptions.questionId, target)));
      if (existing) {
        const { id: _id, questionId: _question, sourceOptionId: _source, ...fields } = option;
        await db.update(quizOptions).set(fields).where(eq(quizOptions.id, existing.id));
        keptOptions.push(existing.id);
      } else {
        await db
          .update(quizOptions)
          .set({ questionId: target, sourceOptionId: null })
          .where(eq(quizOptions.id, option.id));
        keptOptions.push(option.id);
      }
    }
    await db
      .delete(quizOptions)
      .where(
        and(
          eq(quizOptions.questionId, target),
          keptOptions.length === 0 ? undefined : notInArray(quizOptions.id, keptOptions),
        ),
      );
  }
}
