import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { lessons } from './learning';
import { users } from './users';

/**
 * A lesson's uploaded video and its transcoding (issue 17 item 3, docs/decisions/032): one row a lesson,
 * replaced by the next upload. The row is also the job: `queued` rows are claimed by the API process's
 * worker with `FOR UPDATE SKIP LOCKED`, so with several processes each transcode runs once, and a row left
 * `running` by a process that died is claimed again once its lock is stale.
 */
export const lessonVideos = pgTable(
  'lesson_videos',
  {
    lessonId: integer('lesson_id')
      .primaryKey()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The original as uploaded (kept: it plays when there is no HLS, and a later transcode starts from it). */
    originalKey: text('original_key').notNull(),
    /** queued | running | ready | failed | skipped (no ffmpeg on the server: the original plays). */
    status: text('status').notNull().default('queued'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The object-store folder of the HLS files (`private/hls/<lesson>-<random>`), once ready. */
    hlsPrefix: text('hls_prefix'),
    /** Heights of the renditions made, ascending: [240, 360, 720]. */
    renditions: integer('renditions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sourceHeight: integer('source_height'),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_videos_status_idx').on(t.status),
    check(
      'lesson_videos_status_known',
      sql`${t.status} in ('queued', 'running', 'ready', 'failed', 'skipped')`,
    ),
  ],
);

/** WebVTT captions of a lesson, one file a language (served beside the video to whoever may watch it). */
export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    key: text('key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.language] }),
    check('lesson_captions_language_known', sql`${t.language} in ('en', 'bn')`),
  ],
);
