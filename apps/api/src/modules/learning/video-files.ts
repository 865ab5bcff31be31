import { eq, or } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { OBJECT_KEY, PRIVATE_PREFIX, type ObjectStore } from '../../integrations/object-store/store';

/**
 * Stored video files can be shared (docs/decisions/038): a published course's new version starts with rows
 * that point at the published lessons' originals, renditions and captions. A file is deleted only when no
 * row points at it any more, so replacing a video in a version (or discarding the version) never deletes
 * what learners of the published course still play. Call after the change that stopped using the file is
 * committed.
 */
const { lessonCaptions, lessons, lessonVideos } = schema;

async function keyInUse(db: Database, store: ObjectStore, key: string) {
  // A lesson plays a public object by its URL; private ones (renditions, captions) have none.
  if (!key.startsWith(PRIVATE_PREFIX)) {
    const [lesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.videoUrl, store.publicUrl(key)))
      .limit(1);
    if (lesson) return true;
  }
  const [video] = await db
    .select({ id: lessonVideos.lessonId })
    .from(lessonVideos)
    .where(or(eq(lessonVideos.originalKey, key), eq(lessonVideos.hlsPrefix, key)))
    .limit(1);
  if (video) return true;
  const [caption] = await db
    .select({ id: lessonCaptions.lessonId })
    .from(lessonCaptions)
    .where(eq(lessonCaptions.key, key))
    .limit(1);
  return caption !== undefined;
}

/**
 * Deletes the objects (`keys`: originals, uploads, captions) and HLS folders (`hlsPrefixes`) that nothing
 * uses any more. Only what is ours: a demo lesson's clip and renditions are the web app's public files.
 */
export async function deleteUnusedVideoFiles(options: {
  db: Database;
  store: ObjectStore;
  keys: readonly (string | null | undefined)[];
  hlsPrefixes?: readonly (string | null | undefined)[];
}): Promise<void> {
  const { db, store } = options;
  for (const key of new Set(options.keys)) {
    if (!key || !OBJECT_KEY.test(key)) continue;
    if (!(await keyInUse(db, store, key))) await store.delete(key);
  }
  for (const prefix of new Set(options.hlsPrefixes ?? [])) {
    if (!prefix?.startsWith(`${PRIVATE_PREFIX}hls/`)) continue;
    if (!(await keyInUse(db, store, prefix))) await store.deletePrefix(prefix);
  }
}
