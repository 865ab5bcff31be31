import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { lessonCaptions, lessons, lessonVideos } = schema;

export type LessonVideoRow = typeof schema.lessonVideos.$inferSelect;

export async function findLessonVideoRow(
  db: Database,
  lessonId: number,
): Promise<LessonVideoRow | undefined> {
  const [row] = await db.select().from(lessonVideos).where(eq(lessonVideos.lessonId, lessonId));
  return row;
}

export async function findCaptions(db: Database, lessonId: number) {
  return db
    .select({
      language: lessonCaptions.language,
      key: lessonCaptions.key,
      updatedAt: lessonCaptions.updatedAt,
    })
    .from(lessonCaptions)
    .where(eq(lessonCaptions.lessonId, lessonId))
    .orderBy(lessonCaptions.language);
}

/** Stores one language's captions; answers the key it replaced (to delete), if any. */
export async function upsertCaptions(
  db: Database,
  values: { lessonId: number; language: string; key: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ key: lessonCaptions.key })
      .from(lessonCaptions)
      .where(and(eq(lessonCaptions.lessonId, values.lessonId), eq(lessonCaptions.language, values.language)))
      .for('update');
    await tx
      .insert(lessonCaptions)
      .values({ ...values, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [lessonCaptions.lessonId, lessonCaptions.language],
        set: { key: values.key, updatedAt: new Date() },
      });
    return previous?.key ?? null;
  });
}

/**
 * A finished upload becomes the lesson's video: its original plays at once (`video_url`), its length is
 * ffprobe's, and the row is queued for transcoding (or `skipped` without ffmpeg). Answers what the
 * replaced upload left behind, for the caller to delete once this is committed.
 */
export async function replaceLessonVideo(
  db: Database,
  values: {
    lessonId: number;
    userId: number;
    originalKey: string;
    videoUrl: string;
    durationSeconds: number | null;
    status: 'queued' | 'skipped';
  },
): Promise<{
  previousVideoUrl: string | null;
  previousOriginalKey: string | null;
  previousHlsPrefix: string | null;
}> {
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ videoUrl: lessons.videoUrl })
      .from(lessons)
      .where(eq(lessons.id, values.lessonId))
      .for('update');
    const [previous] = await tx
      .select({ originalKey: lessonVideos.originalKey, hlsPrefix: lessonVideos.hlsPrefix })
      .from(lessonVideos)
      .where(eq(lessonVideos.lessonId, values.lessonId));
    await tx
      .update(lessons)
      .set({
        videoUrl: values.videoUrl,
        ...(values.durationSeconds !== null ? { durationSeconds: values.durationSeconds } : {}),
      })
      .where(eq(lessons.id, values.lessonId));
    const now = new Date();
    const row = {
      uploadedBy: values.userId,
      originalKey: values.originalKey,
      status: values.status,
      failureReason: null,
      attempts: 0,
      lockedAt: null,
      hlsPrefix: null,
      renditions: [],
      sourceHeight: null,
      durationSeconds: values.durationSeconds,
      updatedAt: now,
    };
    await tx
      .insert(lessonVideos)
      .values({ lessonId: values.lessonId, ...row, createdAt: now })
      .onConflictDoUpdate({ target: lessonVideos.lessonId, set: row });
    return {
      previousVideoUrl: lesson?.videoUrl ?? null,
      previousOriginalKey: previous?.originalKey ?? null,
      previousHlsPrefix: previous?.hlsPrefix ?? null,
    };
  });
}

/** A `running` row whose worker has not finished in this long is taken to be dead and claimed again. */
export const STALE_LOCK_MINUTES = 60;

/**
 * Claims the next transcode (docs/decisions/032): the oldest queued row, or a running one whose lock is
 * stale, locked with `FOR UPDATE SKIP LOCKED` so two processes polling at once never take the same row.
 */
export async function claimNextVideoJob(db: Database) {
  const result = (await db.execute(sql`
    update lesson_videos set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
    where lesson_id = (
      select lesson_id from lesson_videos
      where status = 'queued'
         or (status = 'running' and locked_at < now() - make_interval(mins => ${STALE_LOCK_MINUTES}))
      order by updated_at, lesson_id
      limit 1
      for update skip locked
    )
    returning lesson_id, original_key, attempts`)) as unknown as {
    rows: { lesson_id: number; original_key: string; attempts: number }[];
  };
  const row = result.rows[0];
  return row ? { lessonId: row.lesson_id, originalKey: row.original_key, attempts: row.attempts } : null;
}

/**
 * Records a finished transcode, only if the row still holds the original it was made from (a newer
 * upload replaces the row while a transcode runs: its result is then thrown away). Sets the lesson's
 * length from ffprobe. Answers whether it was recorded.
 */
export async function completeVideoJob(
  db: Database,
  values: {
    lessonId: number;
    originalKey: string;
    hlsPrefix: string;
    renditions: number[];
    sourceHeight: number;
    durationSeconds: number;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(lessonVideos)
      .set({
        status: 'ready',
        failureReason: null,
        lockedAt: null,
        hlsPrefix: values.hlsPrefix,
        renditions: values.renditions,
        sourceHeight: values.sourceHeight,
        durationSeconds: values.durationSeconds,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(lessonVideos.lessonId, values.lessonId),
          eq(lessonVideos.originalKey, values.originalKey),
          eq(lessonVideos.status, 'running'),
        ),
      )
      .returning({ lessonId: lessonVideos.lessonId });
    if (updated.length === 0) return false;
    await tx
      .update(lessons)
      .set({ durationSeconds: values.durationSeconds })
      .where(eq(lessons.id, values.lessonId));
    return true;
  });
}

export async function failVideoJob(
  db: Database,
  values: { lessonId: number; originalKey: string; reason: string },
): Promise<void> {
  await db
    .update(lessonVideos)
    .set({ status: 'failed', failureReason: values.reason, lockedAt: null, updatedAt: new Date() })
    .where(and(eq(lessonVideos.lessonId, values.lessonId), eq(lessonVideos.originalKey, values.originalKey)));
}

/** Forgets the lesson's tus upload and renditions (a video set another way replaces them); answers the row. */
export async function deleteLessonVideo(db: Database, lessonId: number) {
  const [row] = await db
    .delete(lessonVideos)
    .where(eq(lessonVideos.lessonId, lessonId))
    .returning({ originalKey: lessonVideos.originalKey, hlsPrefix: lessonVideos.hlsPrefix });
  return row;
}
