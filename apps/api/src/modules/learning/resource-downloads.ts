import type { LessonContent } from '@dokkho/contract/learning';
import type { Database } from '@dokkho/db';
import type { ObjectStore, StoredObject } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { readGrant, signGrant } from '../../lib/signed-grant';
import { courseAccess, neverPublished, seesEverything } from './access';
import * as repo from './repo/lessons';

/*
 * Lesson resources uploaded as files are private objects (docs/decisions/035), as lesson videos' HLS files
 * are (docs/decisions/032): the lesson content hands whoever may open the lesson a signed, expiring link
 * per file, and the download checks the signature and, again, that the link's holder may still open it.
 */

export const RESOURCE_LINK_EXPIRED_MESSAGE =
  'This download link has expired. Reload the lesson to download the file.';
const NOT_FOUND_MESSAGE = 'Not found.';
/** As the lesson content says it (lessons.ts ENROL_TO_WATCH_MESSAGE; that module imports this one). */
const ENROL_MESSAGE = 'Enrol in this course to open this lesson.';

/** Links work for one to two hours (expiry rounded to the hour, so a reload gives the same URL). */
const RESOURCE_GRANT = { purpose: 'lesson-resource', hours: 2 };

/** A signed grant to one resource file for one user: `<resource>-<user>-<expiry>-<HMAC>`. */
export function resourceGrant(options: {
  secret: string;
  resourceId: number;
  userId: number;
  now?: Date;
}): string {
  return signGrant({
    ...RESOURCE_GRANT,
    secret: options.secret,
    objectId: options.resourceId,
    userId: options.userId,
    now: options.now,
  });
}

/** The resource and user a grant names, or 403 when it is forged or expired. */
export function checkResourceGrant(
  secret: string,
  grant: string,
  now = new Date(),
): { resourceId: number; userId: number } {
  const granted = readGrant({ secret, purpose: RESOURCE_GRANT.purpose }, grant, now);
  if (!granted) throw AppError.forbidden(RESOURCE_LINK_EXPIRED_MESSAGE);
  return { resourceId: granted.objectId, userId: granted.userId };
}

export const resourceDownloadPath = (grant: string) => `/api/course/lesson-resources/${grant}/`;

/**
 * The lesson's resources as the player lists them, for a viewer the caller has let open the lesson: a
 * link as it is, an uploaded file as a signed download link for this viewer.
 */
export function toLessonResources(
  rows: Awaited<ReturnType<typeof repo.findLessonResources>>,
  viewer: { secret: string; userId: number; now?: Date },
): LessonContent['resources'] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.storageKey ? resourceDownloadPath(resourceGrant({ ...viewer, resourceId: row.id })) : row.url,
    size_bytes: row.size_bytes,
  }));
}

/** The seed's practice files, shipped in the web app's public folder (packages/db/src/seed/seed-learning.ts). */
const PUBLIC_DEMO_RESOURCE = /^\/demo\/resources\/[A-Za-z0-9._-]+$/;

/**
 * `GET course/lesson-resources/{grant}/`: the file, for the grant's holder while they may still open the
 * lesson (a refunded seat is refused at once, not when the link expires).
 */
export async function openLessonResource(options: {
  db: Database;
  store: ObjectStore;
  secret: string;
  grant: string;
}): Promise<{ object: StoredObject; fileName: string } | { redirect: string }> {
  const { db } = options;
  const { resourceId, userId } = checkResourceGrant(options.secret, options.grant);
  const resource = await repo.findResourceFile(db, resourceId);
  const lesson = resource ? await repo.findLesson(db, resource.lessonId) : undefined;
  if (!resource || !lesson) throw AppError.notFound(NOT_FOUND_MESSAGE);
  const access = await courseAccess(db, userId, lesson.courseId);
  const everything = seesEverything(access);
  const mayOpen =
    everything || (!neverPublished(lesson.courseStatus) && (access.enrolled || lesson.isPreview));
  if (!mayOpen) throw AppError.forbidden(ENROL_MESSAGE);
  if (PUBLIC_DEMO_RESOURCE.test(resource.storageKey)) return { redirect: resource.storageKey };
  const object = await options.store.open(resource.storageKey);
  if (!object) throw AppError.notFound(NOT_FOUND_MESSAGE);
  return { object, fileName: resource.fileName ?? resource.title };
}
