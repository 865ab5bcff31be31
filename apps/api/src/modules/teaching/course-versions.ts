import type { FastifyBaseLogger } from 'fastify';
import type { CourseEditorCourse } from '@dokkho/contract/course-editor';
import { COURSE_VERSION_MESSAGES } from '@dokkho/contract/course-versions';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/authoring';
import * as catalogVersions from '../catalog/versions';
import * as learning from '../learning/authoring';
import * as learningVersions from '../learning/versions';
import { requireInstructorProfileId } from '../users/roles';
import { editorCourse } from './course-editor';

/**
 * Editing a published course through a new version (issue 17 item 2, docs/decisions/038). Teaching
 * orchestrates: the catalog writes the course rows, learning the curriculum, quizzes and video rows. The
 * version is a draft like any other for the editor, the submit and the review queue; only publishing it
 * differs (`mergeVersion`), and discarding it.
 */

/**
 * `POST instructor/courses/{id}/draft/`: the published course's version, created with a copy of its
 * curriculum the first time and answered as it is afterwards (`created` says which).
 */
export async function openVersion(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<{ course: CourseEditorCourse; created: boolean }> {
  const { db, courseId } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  const opened = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const version = await catalogVersions.openDraftVersion({ db: tx, instructorId, courseId });
    if (version.created) await learningVersions.copyCurriculum(tx, courseId, version.id);
    return version;
  });
  return { course: await editorCourse(db, instructorId, opened.id), created: opened.created };
}

/**
 * `DELETE instructor/courses/{id}/draft/`: the version and its copies go; the published course never
 * changed. The files only the version used (a video uploaded to it) are deleted after the commit.
 */
export async function discardVersion(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  courseId: number;
}): Promise<void> {
  const { db, store, courseId } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  const files = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const version = await catalogVersions.findDraftVersion(tx, instructorId, courseId);
    if (!version) throw AppError.notFound(COURSE_VERSION_MESSAGES.noVersion);
    if (version.status !== 'draft') throw AppError.conflict(COURSE_VERSION_MESSAGES.versionInReview);
    const lessonFiles = await learningVersions.versionFiles(tx, store, version.id);
    await catalogVersions.deleteDraftVersion(tx, version.id);
    return { ...lessonFiles, thumbnail: version.thumbnail };
  });
  await cleanUp({ db, store, log: options.log, files, thumbnail: files.thumbnail });
}

async function cleanUp(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  files: learningVersions.UnusedFiles;
  thumbnail: string;
}) {
  const { db, store } = options;
  try {
    await learningVersions.deleteUnusedFiles(db, store, options.files);
    const key = options.thumbnail ? store.keyOf(options.thumbnail) : null;
    if (key && !(await catalogVersions.thumbnailUsedElsewhere(db, options.thumbnail, 0)))
      await store.delete(key);
  } catch (error) {
    // The change is committed; a file left behind costs storage only.
    options.log.warn({ err: error }, 'files of a course version could not be cleaned up');
  }
}

/**
 * Staff publishing a version, inside their decision's transaction (the version's row is locked): the
 * published course is locked too, takes the version's details and curriculum (ids kept, see
 * learning/versions.ts), its card's totals are recounted, and the version row is deleted. Answers what
 * to clean up after the commit (`afterMerge`).
 */
export async function mergeVersion(
  tx: Database,
  options: { store: ObjectStore; versionId: number; publishedId: number; now: Date },
): Promise<{ files: learningVersions.UnusedFiles; thumbnail: string }> {
  const { store, versionId, publishedId } = options;
  await catalogVersions.lockCourse(tx, publishedId);
  const { replacedThumbnail } = await catalogVersions.mergeCourseFields(tx, {
    versionId,
    publishedId,
    now: options.now,
  });
  const files = await learningVersions.mergeCurriculum(tx, store, { versionId, publishedId });
  await catalog.setCurriculumTotals(tx, publishedId, await learning.curriculumTotals(tx, publishedId));
  await catalogVersions.deleteDraftVersion(tx, versionId);
  return { files, thumbnail: replacedThumbnail };
}

/** After a merge is committed: the files and the thumbnail the published course no longer uses. */
export async function afterMerge(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  merged: { files: learningVersions.UnusedFiles; thumbnail: string };
}) {
  await cleanUp({ ...options, files: options.merged.files, thumbnail: options.merged.thumbnail });
}
