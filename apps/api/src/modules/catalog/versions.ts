import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { COURSE_VERSION_MESSAGES, type VersionOf } from '@dokkho/contract/course-versions';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';

/**
 * The catalog's side of a published course's new version (issue 17 item 2, docs/decisions/038): a second
 * course row, `draft_of_course_id` naming the published one (unique: one version at a time), status
 * `draft`, so nothing public ever lists it. Every lookup has the instructor in it, so another instructor's
 * course is the same 404 as none.
 */
const { courses } = schema;

/** What the instructor edits of a course and a merge copies back: details, pricing, thumbnail. */
const editedColumns = {
  title: courses.title,
  subtitle: courses.subtitle,
  description: courses.description,
  outcomes: courses.outcomes,
  requirements: courses.requirements,
  tags: courses.tags,
  titleBn: courses.titleBn,
  subtitleBn: courses.subtitleBn,
  descriptionBn: courses.descriptionBn,
  outcomesBn: courses.outcomesBn,
  thumbnail: courses.thumbnail,
  genreId: courses.genreId,
  level: courses.level,
  language: courses.language,
  price: courses.price,
  salePrice: courses.salePrice,
};

/**
 * Inside the caller's transaction: locks this instructor's published course and answers its version,
 * creating it (a copy of the course row) when there is none. The lock makes two tabs opening a version at
 * once queue, and the unique `draft_of_course_id` makes a second version impossible in any case.
 */
export async function openDraftVersion(options: {
  db: Database;
  instructorId: number;
  courseId: number;
}): Promise<{ id: number; created: boolean }> {
  const { db, instructorId, courseId } = options;
  const [published] = await db
    .select({
      ...editedColumns,
      slug: courses.slug,
      status: courses.status,
      kind: courses.kind,
      lessonsCount: courses.lessonsCount,
      durationMinutes: courses.durationMinutes,
      draftOfCourseId: courses.draftOfCourseId,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.instructorId, instructorId)))
    .for('update');
  if (!published) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  if (published.status !== 'published' || published.draftOfCourseId !== null) {
    throw AppError.conflict(COURSE_VERSION_MESSAGES.notPublished);
  }
  const existing = await findDraftVersion(db, instructorId, courseId);
  if (existing) return { id: existing.id, created: false };
  const { slug, status: _status, draftOfCourseId: _of, ...copied } = published;
  const [row] = await db
    .insert(courses)
    .values({
      ...copied,
      slug: `${slug}--draft-${randomBytes(3).toString('hex')}`,
      status: 'draft',
      instructorId,
      draftOfCourseId: courseId,
    })
    .onConflictDoNothing({ target: courses.draftOfCourseId })
    .returning({ id: courses.id });
  if (row) return { id: row.id, created: true };
  const raced = await findDraftVersion(db, instructorId, courseId);
  return { id: raced!.id, created: false };
}

/** The version in progress of this instructor's course, if any. */
export async function findDraftVersion(db: Database, instructorId: number, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, status: courses.status, thumbnail: courses.thumbnail })
    .from(courses)
    .where(and(eq(courses.draftOfCourseId, courseId), eq(courses.instructorId, instructorId)))
    .limit(1);
  return row;
}

/** The published course a version replaces, for the editor's banner; null for any other course. */
export async function findVersionOf(db: Database, courseId: number): Promise<VersionOf | null> {
  const [row] = await db
    .select({ draftOf: courses.draftOfCourseId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!row?.draftOf) return null;
  const [published] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(eq(courses.id, row.draftOf));
  return published ?? null;
}

/**
 * Publishing a version (inside staff's decision, both rows locked): the published course takes the
 * version's details, pricing and thumbnail; its id, slug, counters, ratings and publication date stay.
 * Answers the thumbnail it had, so the caller can delete the file when nothing uses it any more.
 */
export async function mergeCourseFields(
  db: Database,
  options: { versionId: number; publishedId: number; now: Date },
): Promise<{ replacedThumbnail: string }> {
  const [version] = await db.select(editedColumns).from(courses).where(eq(courses.id, options.versionId));
  const [published] = await db
    .select({ thumbnail: courses.thumbnail })
    .from(courses)
    .where(eq(courses.id, options.publishedId));
  if (!version || !published) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  await db
    .update(courses)
    .set({
      ...version,
      reviewedAt: options.now,
      updatedAt: options.now,
    })
    .where(eq(courses.id, options.publishedId));
  return { replacedThumbnail: published.thumbnail };
}

/** Deletes a version row (its curriculum goes with it: every child row cascades). */
export async function deleteDraftVersion(db: Database, versionId: number) {
  await db.delete(courses).where(and(eq(courses.id, versionId), ne(courses.status, 'published')));
}

/** Whether a course other than `exceptId` shows this thumbnail (a version starts with its course's). */
export async function thumbnailUsedElsewhere(db: Database, url: string, exceptId: number) {
  if (!url) return false;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.thumbnail, url), ne(courses.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Locks a course row for the caller's transaction (the published course while a version merges into it). */
export async function lockCourse(db: Database, courseId: number) {
  await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
}
