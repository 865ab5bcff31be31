import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { LESSON_VIDEO_MAX_MEGABYTES, type LessonVideoResponse } from '@dokkho/contract/learning';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { courseAccess, seesEverything } from './access';
import * as repo from './repo/lessons';
import * as videoRepo from './repo/video';
import { deleteUnusedVideoFiles } from './video-files';

export const LESSON_VIDEO_MAX_BYTES = LESSON_VIDEO_MAX_MEGABYTES * 1024 * 1024;
export const NOT_A_VIDEO_MESSAGE = 'Upload the video as an MP4 or WebM file.';
export const TEACHERS_ONLY_MESSAGE = "Only the course's instructor can change its lessons.";

/** What the file's first bytes say it is: an MP4 (ISO base media, `ftyp` box) or a WebM (EBML header). */
export function videoKind(head: Buffer): 'mp4' | 'webm' | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

/**
 * Reads a stream's first bytes to tell what it is, and hands back a stream that still yields every byte:
 * the file is checked by its content, never by its name or declared type, without buffering it.
 */
function sniff(stream: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', done);
      stream.off('error', onError);
    };
    function onError(error: Error) {
      cleanup();
      reject(error);
    }
    function done() {
      cleanup();
      stream.pause();
      const head = Buffer.concat(chunks);
      const rest = new PassThrough();
      rest.write(head);
      if (stream.readableEnded) {
        rest.end();
      } else {
        stream.on('error', (error) => rest.destroy(error));
        stream.pipe(rest);
      }
      resolve({ head, rest });
    }
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) done();
    }
    stream.on('data', onData);
    stream.on('end', done);
    stream.on('error', onError);
  });
}

/**
 * `POST course/lessons/{id}/video/` (issue 4 item 5: video from a URL or an uploaded file): the course's
 * instructor (or staff) uploads the lesson's video, streamed to the object store (never held in memory),
 * then served at /media/ with byte ranges so learners can seek. The previous uploaded video is deleted.
 */
export async function uploadLessonVideo(options: {
  db: Database;
  store: ObjectStore;
  userId: number;
  lessonId: number;
  /** The multipart request, read here once the caller is known to teach the course. */
  request: FastifyRequest;
}): Promise<LessonVideoResponse> {
  const { db, store, request } = options;
  const lesson = await repo.findLessonVideo(db, options.lessonId);
  if (!lesson) throw AppError.notFound('Lesson not found.');
  const access = await courseAccess(db, options.userId, lesson.courseId);
  if (!seesEverything(access)) throw AppError.forbidden(TEACHERS_ONLY_MESSAGE);
  if (lesson.kind !== 'video') throw AppError.badRequest('This lesson is an article; it has no video.');
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the video as multipart/form-data, in a field named "file".');
  }

  const part = await request.file({
    limits: { fileSize: LESSON_VIDEO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  if (!part) throw AppError.badRequest('Choose a video file to upload.');
  const { head, rest } = await sniff(part.file, 12);
  const kind = videoKind(head);
  if (!kind) {
    rest.resume();
    throw new AppError(415, NOT_A_VIDEO_MESSAGE);
  }
  const key = `lessons/${lesson.id}-${randomBytes(16).toString('hex')}.${kind}`;
  try {
    await store.putStream(key, rest, kind === 'mp4' ? 'video/mp4' : 'video/webm');
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  // busboy marks a cut-off file instead of failing the stream: the object must not stay.
  if (part.file.truncated) {
    await store.delete(key);
    throw new AppError(413, `The video is larger than ${LESSON_VIDEO_MAX_MEGABYTES} MB.`);
  }
  const videoUrl = store.publicUrl(key);
  await repo.setLessonVideoUrl(db, lesson.id, videoUrl);
  const previous = lesson.videoUrl ? store.keyOf(lesson.videoUrl) : null;
  // A resumable upload's renditions (video-uploads.ts) would otherwise keep playing instead of this file.
  const replaced = await videoRepo.deleteLessonVideo(db, lesson.id);
  // Unless the published course of a new version still plays them (video-files.ts).
  await deleteUnusedVideoFiles({
    db,
    store,
    keys: [previous, replaced?.originalKey].filter((stale) => stale !== key),
    hlsPrefixes: [replaced?.hlsPrefix],
  });
  return { lesson_id: lesson.id, video_url: videoUrl };
}
