import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CourseEditorCourse,
  CourseEditorPatch,
  LessonCreate,
  LessonUpdate,
  QuizUpdate,
} from '@dokkho/contract/course-editor';
import { COURSE_EDITOR_MESSAGES } from '@dokkho/contract/course-editor';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { toSquareWebp } from '../../lib/square-image';
import { PRIVATE_PREFIX, type ObjectStore } from '../../integrations/object-store/store';
import * as catalog from '../catalog/authoring';
import * as versions from '../catalog/versions';
import * as learning from '../learning/authoring';
import { requireInstructorProfileId } from '../users/roles';
import { resourceFileName, resourceKind, resourceTitle } from './resource-file';

/**
 * The course editor (issue 17 item 2, docs/decisions/033). Every call starts from the caller's instructor
 * profile; every edit runs in one transaction that first claims the course's revision (the owner, the
 * draft state and the revision are all part of that update), then changes the rows, then answers the
 * whole editable course. Nothing here touches another module's tables: the catalog owns the course row,
 * learning its curriculum and FAQ.
 */

const THUMBNAIL_FOLDER = 'course-thumbnails';

export async function editorCourse(
  db: Database,
  instructorId: number,
  courseId: number,
): Promise<CourseEditorCourse> {
  const row = await catalog.findEditorCourse(db, instructorId, courseId);
  if (!row) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  const [modules, faqs, genres, versionOf, quizzes] = await Promise.all([
    learning.curriculum(db, courseId),
    learning.faqs(db, courseId),
    catalog.listGenres(db),
    versions.findVersionOf(db, courseId),
    learning.editorQuizzes(db, courseId),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    revision: row.revision,
    editable: row.status === 'draft',
    thumbnail: row.thumbnail,
    details: {
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      outcomes: row.outcomes,
      genre_id: row.genreId,
      level: row.level,
      language: row.language,
      tags: row.tags,
      title_bn: row.titleBn,
      subtitle_bn: row.subtitleBn,
      description_bn: row.descriptionBn,
      outcomes_bn: row.outcomesBn,
    },
    pricing: { price: row.price, sale_price: row.salePrice },
    faqs,
    modules,
    quizzes,
    genres,
    updated_at: row.updatedAt.toISOString(),
    version_of: versionOf,
  };
}

interface EditOptions {
  db: Database;
  userId: number;
  courseId: number;
  baseRevision: number;
}

/** One edit: claim the revision, change, keep the course card's totals, answer the whole course. */
async function edit(
  options: EditOptions,
  change: (tx: Database, courseId: number) => Promise<void>,
  { curriculum = false } = {},
): Promise<CourseEditorCourse> {
  const { db, courseId } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await catalog.claimRevision({ db: tx, instructorId, courseId, baseRevision: options.baseRevision });
    await change(tx, courseId);
    if (curriculum)
      await catalog.setCurriculumTotals(tx, courseId, await learning.curriculumTotals(tx, courseId));
  });
  return editorCourse(db, instructorId, courseId);
}

/** POST instructor/courses/: a new draft, answered as the editor reads it. */
export async function createCourse(options: { db: Database; userId: number; title: string }) {
  const instructorId = await requireInstructorProfileId({ db: options.db, userId: options.userId });
  const id = await catalog.createDraftCourse({ db: options.db, instructorId, title: options.title });
  return editorCourse(options.db, instructorId, id);
}

/** GET instructor/courses/{id}/edit/: any state (the editor shows a course it cannot change read-only). */
export async function getEditorCourse(options: { db: Database; userId: number; courseId: number }) {
  const instructorId = await requireInstructorProfileId({ db: options.db, userId: options.userId });
  return editorCourse(options.db, instructorId, options.courseId);
}

export async function updateCourse(options: Omit<EditOptions, 'baseRevision'> & { body: CourseEditorPatch }) {
  const { body } = options;
  return edit({ ...options, baseRevision: body.base_revision }, async (tx, courseId) => {
    if (body.details) await catalog.updateDetails(tx, courseId, body.details);
    if (body.pricing) await catalog.updatePricing(tx, courseId, body.pricing);
    if (body.faqs) await learning.replaceFaqs(tx, courseId, body.faqs);
  });
}

export const addModule = (options: EditOptions & { title: string }) =>
  edit(options, (tx, courseId) => learning.addModule(tx, courseId, options.title));

export const renameModule = (options: EditOptions & { moduleId: number; title: string }) =>
  edit(options, (tx, courseId) => learning.renameModule(tx, courseId, options.moduleId, options.title));

export const deleteModule = (options: EditOptions & { moduleId: number }) =>
  edit(options, (tx, courseId) => learning.deleteModule(tx, courseId, options.moduleId), {
    curriculum: true,
  });

export const reorderModules = (options: EditOptions & { ids: number[] }) =>
  edit(options, (tx, courseId) => learning.reorderModules(tx, courseId, options.ids));

export const addLesson = (
  options: EditOptions & { moduleId: number; lesson: Omit<LessonCreate, 'base_revision'> },
) =>
  edit(options, (tx, courseId) => learning.addLesson(tx, courseId, options.moduleId, options.lesson), {
    curriculum: true,
  });

export const updateLesson = (options: EditOptions & { lessonId: number; change: LessonUpdate }) => {
  const { base_revision: _base, ...change } = options.change;
  return edit(options, (tx, courseId) => learning.updateLesson(tx, courseId, options.lessonId, change), {
    curriculum: change.duration_seconds !== undefined,
  });
};

export const deleteLesson = (options: EditOptions & { lessonId: number }) =>
  edit(options, (tx, courseId) => learning.deleteLesson(tx, courseId, options.lessonId), {
    curriculum: true,
  });

export const reorderLessons = (options: EditOptions & { moduleId: number; ids: number[] }) =>
  edit(options, (tx, courseId) => learning.reorderLessons(tx, courseId, options.moduleId, options.ids));

/* The quiz builder (docs/decisions/039): each write claims the revision as every other edit does. */

export const addQuiz = (options: EditOptions & { title: string; moduleId: number | null }) =>
  edit(options, (tx, courseId) =>
    learning.addQuiz(tx, courseId, { title: options.title, moduleId: options.moduleId }),
  );

export const updateQuiz = (options: EditOptions & { quizId: number; change: QuizUpdate }) => {
  const { base_revision: _base, ...change } = options.change;
  return edit(options, (tx, courseId) => learning.updateQuiz(tx, courseId, options.quizId, change));
};

export const deleteQuiz = (options: EditOptions & { quizId: number }) =>
  edit(options, (tx, courseId) => learning.deleteQuiz(tx, courseId, options.quizId));

/**
 * POST instructor/courses/{id}/thumbnail/: the image is checked by its content (JPEG, PNG or WebP) and
 * stored as a 1280x720 WebP without metadata, as the profile picture is.
 */
export async function replaceThumbnail(
  options: EditOptions & { store: ObjectStore; log: FastifyBaseLogger; upload: Buffer },
) {
  const { store } = options;
  // Ownership and state first: a stranger's upload is not even decoded.
  const instructorId = await requireInstructorProfileId({ db: options.db, userId: options.userId });
  const current = await catalog.findEditorCourse(options.db, instructorId, options.courseId);
  if (!current) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  catalog.assertEditable(current.status);
  const image = await toSquareWebp(options.upload, {
    size: 1280,
    height: 720,
    fit: 'cover',
    quality: 80,
    messages: {
      type: COURSE_EDITOR_MESSAGES.thumbnailType,
      tooManyPixels: COURSE_EDITOR_MESSAGES.thumbnailPixels,
      unreadable: COURSE_EDITOR_MESSAGES.thumbnailUnreadable,
    },
  });
  const key = `${THUMBNAIL_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
  await store.put(key, image, 'image/webp');
  let answer: CourseEditorCourse;
  try {
    answer = await edit(options, (tx, courseId) => catalog.setThumbnail(tx, courseId, store.publicUrl(key)));
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  // The picture it replaced, when it was ours (seeded /images/ thumbnails stay) and the published course
  // of a new version does not still show it (docs/decisions/038).
  const replaced = current.thumbnail ? store.keyOf(current.thumbnail) : null;
  if (replaced && !(await versions.thumbnailUsedElsewhere(options.db, current.thumbnail, current.id))) {
    await store.delete(replaced).catch((error: unknown) => {
      options.log.warn({ err: error, key: replaced }, 'old course thumbnail could not be deleted');
    });
  }
  return answer;
}

/** Private (docs/decisions/035): learners download through a signed, expiring link, never /media/. */
const RESOURCE_FOLDER = `${PRIVATE_PREFIX}lesson-resources`;

/**
 * POST instructor/courses/{id}/lessons/{lesson_id}/resources/: a file learners download, checked by its
 * content (resource-file.ts), stored under a random name and added after the lesson's other resources.
 */
export async function uploadResource(
  options: EditOptions & { store: ObjectStore; lessonId: number; upload: Buffer; fileName: string },
) {
  const { store } = options;
  const instructorId = await requireInstructorProfileId({ db: options.db, userId: options.userId });
  const current = await catalog.findEditorCourse(options.db, instructorId, options.courseId);
  if (!current) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  catalog.assertEditable(current.status);
  const kind = resourceKind(options.upload, options.fileName);
  const key = `${RESOURCE_FOLDER}/${randomBytes(16).toString('hex')}.${kind.extension}`;
  await store.put(key, options.upload, kind.contentType);
  try {
    return await edit(options, (tx, courseId) =>
      learning.appendResource(tx, courseId, options.lessonId, {
        title: resourceTitle(options.fileName),
        storageKey: key,
        fileName: resourceFileName(options.fileName, kind.extension),
        sizeBytes: options.upload.length,
      }),
    );
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
