import { z } from 'zod';

/**
 * Lesson video (issue 17 item 3, docs/decisions/032): resumable uploads (the tus protocol), transcoding
 * into HLS renditions, captions and what the player needs to play them.
 */

/**
 * The tus endpoint (https://tus.io/protocols/resumable-upload): `POST` creates an upload (the lesson in
 * the `Upload-Metadata` as `lesson_id`), `HEAD` answers how much the server holds, `PATCH` appends from
 * there, `DELETE` cancels. The course's instructor (or staff) only, with a bearer token on every request.
 * Not a JSON route: tus-js-client speaks it, so it lives here as a path rather than in a route table.
 */
export const VIDEO_UPLOAD_PATH = '/api/course/video-uploads/';

/** The largest upload the server takes unless VIDEO_UPLOAD_MAX_MEGABYTES says otherwise. */
export const VIDEO_UPLOAD_DEFAULT_MAX_MEGABYTES = 2048;

/** The renditions the transcoder makes (only those not above the source's height), smallest first. */
export const VIDEO_RENDITIONS = [240, 360, 720] as const;
export type VideoRendition = (typeof VIDEO_RENDITIONS)[number];

export const VideoStatus = z.enum(['queued', 'running', 'ready', 'failed', 'skipped']);
export type VideoStatus = z.infer<typeof VideoStatus>;

export const CaptionLanguage = z.enum(['en', 'bn']);
export type CaptionLanguage = z.infer<typeof CaptionLanguage>;

/** The most a captions file may hold (a two-hour lecture's WebVTT is well under 200 KB). */
export const CAPTIONS_MAX_CHARACTERS = 512 * 1024;

/**
 * `GET course/lessons/{id}/video-status/` (the course's instructor or staff): where the lesson's uploaded
 * video is, so the upload component can say "processing" and then "ready" or why it failed.
 */
export const LessonVideoState = z.object({
  lesson_id: z.number().int(),
  /** Null when no video was ever uploaded through tus (an outside URL, or nothing yet). */
  status: VideoStatus.nullable(),
  failure_reason: z.string().nullable(),
  renditions: z.array(z.number().int()),
  duration_seconds: z.number().int().nullable(),
  video_url: z.string().nullable(),
  captions: z.array(z.object({ language: CaptionLanguage, updated_at: z.string() })),
});
export type LessonVideoState = z.infer<typeof LessonVideoState>;

/** `PUT course/lessons/{id}/captions/`: one language's WebVTT file, as text. */
export const LessonCaptionsRequest = z.object({
  language: CaptionLanguage,
  vtt: z
    .string()
    .min(1, 'Choose a captions file')
    .max(CAPTIONS_MAX_CHARACTERS, 'The captions file is too large (at most 512 KB)'),
});
export type LessonCaptionsRequest = z.infer<typeof LessonCaptionsRequest>;

/**
 * What the player plays besides `video_url` (part of the lesson's content): the HLS master playlist once
 * the transcode is ready, the poster, and the captions. The URLs carry a signed, expiring grant for this
 * viewer and lesson (a `<track>` or a segment request cannot send a bearer token).
 */
export const LessonPlayback = z.object({
  hls_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  /** Heights available in `hls_url`, ascending. */
  renditions: z.array(z.number().int()),
  captions: z.array(z.object({ language: CaptionLanguage, url: z.string() })),
});
export type LessonPlayback = z.infer<typeof LessonPlayback>;

/** `GET course/lesson-media/{grant}/{file}`: an HLS playlist, segment, the poster or a captions file. */
export const LessonMediaParams = z.object({
  grant: z.string().min(1).max(200),
  file: z.string().min(1).max(40),
});
export type LessonMediaParams = z.infer<typeof LessonMediaParams>;

/** A lesson media file's bytes (a playlist, a segment, the poster or captions), fetched by the player. */
export const LessonMediaFile = z.string().meta({
  format: 'binary',
  description: 'An HLS playlist or segment, a JPEG poster or a WebVTT file',
});
