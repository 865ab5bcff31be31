import { randomBytes } from 'node:crypto';
import type { LessonPlayback, LessonVideoState, LessonCaptionsRequest } from '@dokkho/contract/video';
import type { Database } from '@dokkho/db';
import type { ObjectStore, StoredObject } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { readGrant, signGrant } from '../../lib/signed-grant';
import { courseAccess, seesEverything } from './access';
import * as lessonRepo from './repo/lessons';
import * as repo from './repo/video';
import { deleteUnusedVideoFiles } from './video-files';

export const TEACHERS_ONLY_VIDEO_MESSAGE = "Only the course's instructor can change its lessons.";
export const MEDIA_LINK_EXPIRED_MESSAGE = 'This video link has expired. Reload the lesson to keep watching.';
export const ARTICLE_HAS_NO_VIDEO_MESSAGE = 'This lesson is an article; it has no video.';

/** A player's media links work six hours: a long lecture and a pause, then the lesson is reloaded. */
const MEDIA_GRANT = { purpose: 'lesson-media', hours: 6 };

/**
 * A signed, expiring grant to one lesson's media for one viewer (docs/decisions/032). It rides in the
 * path, so the HLS playlists' relative URIs (`240p.m3u8`, `240p-001.ts`) carry it without rewriting and a
 * `<track>` or a native HLS player, which cannot send a bearer token, can fetch them. Expiry is rounded
 * to the hour: the URLs stay the same for an hour, and a browser's cache keeps working across reloads.
 */
export function mediaGrant(options: {
  secret: string;
  lessonId: number;
  userId: number;
  now?: Date;
}): string {
  return signGrant({
    ...MEDIA_GRANT,
    secret: options.secret,
    objectId: options.lessonId,
    userId: options.userId,
    now: options.now,
  });
}

/** The lesson a grant opens, or 403 when it is forged or expired. */
export function checkMediaGrant(secret: string, grant: string, now = new Date()): number {
  const granted = readGrant({ secret, purpose: MEDIA_GRANT.purpose }, grant, now);
  if (!granted) throw AppError.forbidden(MEDIA_LINK_EXPIRED_MESSAGE);
  return granted.objectId;
}

const mediaBase = (grant: string) => `/api/course/lesson-media/${grant}/`;

/**
 * What the player plays besides the original (the lesson's content, once its access is checked): HLS
 * when the transcode is ready, and the captions. Called only for a viewer who may watch the lesson.
 */
export async function lessonPlayback(options: {
  db: Database;
  secret: string;
  lessonId: number;
  userId: number;
}): Promise<LessonPlayback> {
  const [video, captions] = await Promise.all([
    repo.findLessonVideoRow(options.db, options.lessonId),
    repo.findCaptions(options.db, options.lessonId),
  ]);
  const ready = video?.status === 'ready' && video.hlsPrefix !== null;
  if (!ready && captions.length === 0)
    return { hls_url: null, poster_url: null, renditions: [], captions: [] };
  const base = mediaBase(mediaGrant(options));
  return {
    hls_url: ready ? `${base}master.m3u8` : null,
    poster_url: ready ? `${base}poster.jpg` : null,
    renditions: ready ? video.renditions : [],
    captions: captions.map((caption) => ({
      language: caption.language as 'en' | 'bn',
      url: `${base}captions-${caption.language}.vtt`,
    })),
  };
}

/** The files a grant reaches: the HLS folder's playlists, segments and poster, and the captions. */
const HLS_FILE =
  /^(?:master\.m3u8|\d{3,4}p\.m3u8|\d{3,4}p-\d{3,5}\.(?:ts|m4s)|\d{3,4}p-init\.mp4|poster\.jpg)$/;
const CAPTIONS_FILE = /^captions-(en|bn)\.vtt$/;

/**
 * The demo's transcoded clips live in the web app's public folder (packages/db/src/seed/demo-hls.ts), not
 * in the store: their rows name that folder, and the player is sent there.
 */
const PUBLIC_DEMO_HLS = /^\/demo\/media\/hls\/[a-z0-9-]+$/;

/** `GET course/lesson-media/{grant}/{file}`: one media file of the lesson the grant opens. */
export async function openLessonMedia(options: {
  db: Database;
  store: ObjectStore;
  secret: string;
  grant: string;
  file: string;
}): Promise<StoredObject | { redirect: string }> {
  const lessonId = checkMediaGrant(options.secret, options.grant);
  let key: string | undefined;
  const captions = CAPTIONS_FILE.exec(options.file);
  if (captions) {
    const rows = await repo.findCaptions(options.db, lessonId);
    key = rows.find((row) => row.language === captions[1])?.key;
  } else if (HLS_FILE.test(options.file)) {
    const video = await repo.findLessonVideoRow(options.db, lessonId);
    if (video?.status === 'ready' && video.hlsPrefix) {
      if (PUBLIC_DEMO_HLS.test(video.hlsPrefix)) return { redirect: `${video.hlsPrefix}/${options.file}` };
      key = `${video.hlsPrefix}/${options.file}`;
    }
  }
  const object = key ? await options.store.open(key) : null;
  if (!object) throw AppError.notFound('Not found.');
  return object;
}

async function lessonForTeacher(db: Database, userId: number, lessonId: number) {
  const lesson = await lessonRepo.findLessonVideo(db, lessonId);
  if (!lesson) throw AppError.notFound('Lesson not found.');
  const access = await courseAccess(db, userId, lesson.courseId);
  if (!seesEverything(access)) throw AppError.forbidden(TEACHERS_ONLY_VIDEO_MESSAGE);
  return lesson;
}

/** `GET course/lessons/{id}/video-status/`: the upload's transcoding state, for its instructor and staff. */
export async function getLessonVideoState(options: {
  db: Database;
  userId: number;
  lessonId: number;
}): Promise<LessonVideoState> {
  const lesson = await lessonForTeacher(options.db, options.userId, options.lessonId);
  const [video, captions] = await Promise.all([
    repo.findLessonVideoRow(options.db, lesson.id),
    repo.findCaptions(options.db, lesson.id),
  ]);
  return {
    lesson_id: lesson.id,
    status: (video?.status ?? null) as LessonVideoState['status'],
    failure_reason: video?.failureReason ?? null,
    renditions: video?.status === 'ready' ? video.renditions : [],
    duration_seconds: video?.durationSeconds ?? null,
    video_url: lesson.videoUrl,
    captions: captions.map((caption) => ({
      language: caption.language as 'en' | 'bn',
      updated_at: caption.updatedAt.toISOString(),
    })),
  };
}

export const NOT_WEBVTT_MESSAGE = 'This is not a WebVTT file: it must begin with the line WEBVTT.';
export const NO_CUES_MESSAGE = 'The captions file has no cues (lines like 00:00:01.000 --> 00:00:04.000).';
export const BAD_CUE_TIMING_MESSAGE = 'Line {line} has a cue timing that is not valid WebVTT.';

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const CUE_TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);

const seconds = (hours: string | undefined, minutes: string, secs: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;

/**
 * Checks a WebVTT file the way a browser's parser would refuse it (https://www.w3.org/TR/webvtt1/): the
 * `WEBVTT` signature, at least one cue, and every `-->` line a timing whose end is not before its start.
 * Answers the field message, or null when it is fine.
 */
export function webVttProblem(text: string): string | null {
  const body = text.replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\r?\n|$)/.test(body) || body.includes('\u0000')) return NOT_WEBVTT_MESSAGE;
  const lines = body.split(/\r\n|\r|\n/);
  let cues = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const match = CUE_TIMING.exec(line.trim());
    if (!match) return BAD_CUE_TIMING_MESSAGE.replace('{line}', String(index + 1));
    const start = seconds(match[1], match[2]!, match[3]!, match[4]!);
    const end = seconds(match[5], match[6]!, match[7]!, match[8]!);
    if (end < start) return BAD_CUE_TIMING_MESSAGE.replace('{line}', String(index + 1));
    cues += 1;
  }
  return cues === 0 ? NO_CUES_MESSAGE : null;
}

/** `PUT course/lessons/{id}/captions/`: the course's instructor (or staff) uploads one language's WebVTT. */
export async function saveLessonCaptions(options: {
  db: Database;
  store: ObjectStore;
  userId: number;
  lessonId: number;
  input: LessonCaptionsRequest;
}): Promise<LessonVideoState> {
  const { db, store, input } = options;
  const lesson = await lessonForTeacher(db, options.userId, options.lessonId);
  if (lesson.kind !== 'video') throw AppError.badRequest(ARTICLE_HAS_NO_VIDEO_MESSAGE);
  const problem = webVttProblem(input.vtt);
  if (problem) throw AppError.badRequest(problem, { vtt: [problem] });
  const key = `private/captions/${lesson.id}-${input.language}-${randomBytes(8).toString('hex')}.vtt`;
  // Stored as UTF-8 without a BOM and with Unix line ends, whatever the authoring tool wrote.
  const normalised = input.vtt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  await store.put(key, Buffer.from(normalised, 'utf8'), 'text/vtt');
  const previous = await repo.upsertCaptions(db, { lessonId: lesson.id, language: input.language, key });
  // Unless the published course of a new version still shows them (video-files.ts).
  if (previous) await deleteUnusedVideoFiles({ db, store, keys: [previous] });
  return getLessonVideoState({ db, userId: options.userId, lessonId: lesson.id });
}
