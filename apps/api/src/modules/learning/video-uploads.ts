import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { translateMessage } from '@dokkho/contract/i18n';
import { VIDEO_UPLOAD_PATH } from '@dokkho/contract/video';
import type { Database } from '@dokkho/db';
import { probeVideo, type Ffmpeg } from '../../integrations/ffmpeg/ffmpeg';
import type { ObjectStore } from '../../integrations/object-store/store';
import { messageLocale } from '../../lib/request-locale';
import { courseAccess, seesEverything } from './access';
import * as lessonRepo from './repo/lessons';
import { deleteUnusedVideoFiles } from './video-files';
import * as repo from './repo/video';
import { ARTICLE_HAS_NO_VIDEO_MESSAGE, TEACHERS_ONLY_VIDEO_MESSAGE } from './video-media';

export const NOT_A_VIDEO_FILE_MESSAGE = 'Upload the video as an MP4, WebM or MOV file.';
export const UNREADABLE_VIDEO_MESSAGE =
  'This video cannot be read: export it again as MP4 (H.264) and upload that.';
export const NAME_THE_LESSON_MESSAGE = 'Say which lesson the video is for.';
export const NOT_YOUR_UPLOAD_MESSAGE = 'This upload belongs to someone else.';
export const VIDEO_TOO_LARGE_MESSAGE = 'The video is larger than {megabytes} MB.';

/** Unfinished uploads are kept this long for the uploader to resume, then swept (video-jobs.ts). */
export const UPLOAD_RESUME_DAYS = 7;

/**
 * What a file's first bytes say it is: an ISO base media file (`ftyp` box: MP4, or MOV with the `qt  `
 * brand; old QuickTime files open with a `moov`, `mdat`, `wide` or `free` atom) or WebM (EBML header).
 */
export function videoContainer(head: Buffer): 'mp4' | 'mov' | 'webm' | null {
  if (head.length >= 12) {
    const box = head.subarray(4, 8).toString('latin1');
    if (box === 'ftyp') return head.subarray(8, 12).toString('latin1') === 'qt  ' ? 'mov' : 'mp4';
    if (['moov', 'mdat', 'wide', 'free'].includes(box)) return 'mov';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

const CONTENT_TYPE = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' } as const;

/** Unfinished uploads on disk, kept for resuming; the worker sweeps the expired ones with the same store. */
export function videoUploadStore(directory: string): FileStore {
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_RESUME_DAYS * 24 * 3600 * 1000 });
}

/** The signed-in user of a request the tus server is handling (set by the route before it hands over). */
const uploaders = new WeakMap<IncomingMessage, number>();

export function setUploader(request: IncomingMessage, userId: number): void {
  uploaders.set(request, userId);
}

interface NodeRuntime {
  runtime?: { node?: { req: IncomingMessage } };
}

/** A refusal as tus-js-client shows it: the status and a `{"detail"}` body in the request's language. */
function refusal(request: Request, status: number, message: string, values?: Record<string, number>) {
  const locale = messageLocale({
    'accept-language': request.headers.get('accept-language') ?? undefined,
    cookie: request.headers.get('cookie') ?? undefined,
  });
  return { status_code: status, body: JSON.stringify({ detail: translateMessage(message, locale, values) }) };
}

function uploaderOf(request: Request): number {
  const node = (request as Request & NodeRuntime).runtime?.node?.req;
  const userId = node ? uploaders.get(node) : undefined;
  // The route signs the caller in before handing over: reaching here without one is a wiring bug.
  if (userId === undefined) throw refusal(request, 401, 'Please sign in to continue.');
  return userId;
}

export interface VideoUploadOptions {
  db: Database;
  store: ObjectStore;
  ffmpeg: Ffmpeg | null;
  /** Where unfinished uploads live (DATA_DIR/video-uploads), outside the served object store. */
  directory: string;
  maxBytes: number;
  /** Tells the transcoding worker there is work (video-jobs.ts). */
  wake(): void;
}

/**
 * The tus server (issue 17 item 3): resumable uploads of lesson videos, for the course's instructor or
 * staff only. Creating an upload names the lesson (checked here, and stamped with the uploader, whose
 * every later HEAD, PATCH and DELETE must be theirs); a finished upload is checked by its bytes and by
 * ffprobe, becomes the lesson's video at once (the original plays as before) and is queued for HLS.
 */
export function createVideoUploadServer(options: VideoUploadOptions): Server {
  const datastore = videoUploadStore(options.directory);
  const maxMegabytes = Math.floor(options.maxBytes / 1024 / 1024);
  return new Server({
    path: VIDEO_UPLOAD_PATH.replace(/\/$/, ''),
    datastore,
    maxSize: options.maxBytes,
    relativeLocation: true,
    // Same-origin only: the web app is served by this process.
    allowedOrigins: [],
    async onIncomingRequest(request, id) {
      const userId = uploaderOf(request);
      if (request.method === 'POST' || request.method === 'OPTIONS') return;
      const upload = await datastore.getUpload(id);
      if (upload.metadata?.user_id !== String(userId)) throw refusal(request, 403, NOT_YOUR_UPLOAD_MESSAGE);
    },
    async onUploadCreate(request, upload) {
      const userId = uploaderOf(request);
      if (upload.size !== undefined && upload.size > options.maxBytes) {
        throw refusal(request, 413, VIDEO_TOO_LARGE_MESSAGE, { megabytes: maxMegabytes });
      }
      const lessonId = Number(upload.metadata?.lesson_id);
      if (!Number.isSafeInteger(lessonId) || lessonId <= 0)
        throw refusal(request, 400, NAME_THE_LESSON_MESSAGE);
      const lesson = await lessonRepo.findLessonVideo(options.db, lessonId);
      if (!lesson) throw refusal(request, 404, 'Lesson not found.');
      const access = await courseAccess(options.db, userId, lesson.courseId);
      if (!seesEverything(access)) throw refusal(request, 403, TEACHERS_ONLY_VIDEO_MESSAGE);
      if (lesson.kind !== 'video') throw refusal(request, 400, ARTICLE_HAS_NO_VIDEO_MESSAGE);
      // Ours win over whatever the client put in the metadata.
      return { metadata: { ...upload.metadata, lesson_id: String(lessonId), user_id: String(userId) } };
    },
    async onUploadFinish(request, upload) {
      await finishUpload(options, datastore, request, upload);
      return {};
    },
  });
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function finishUpload(
  options: VideoUploadOptions,
  datastore: FileStore,
  request: Request,
  upload: Upload,
) {
  const file = path.join(datastore.directory, upload.id);
  const userId = uploaderOf(request);
  const lessonId = Number(upload.metadata?.lesson_id);
  const container = videoContainer(await readHead(file, 12));
  if (!container) {
    await datastore.remove(upload.id);
    throw refusal(request, 415, NOT_A_VIDEO_FILE_MESSAGE);
  }
  const probe = options.ffmpeg ? await probeVideo(options.ffmpeg, file) : null;
  if (options.ffmpeg && !probe) {
    await datastore.remove(upload.id);
    throw refusal(request, 415, UNREADABLE_VIDEO_MESSAGE);
  }
  const key = `lessons/${lessonId}-${randomBytes(16).toString('hex')}.${container}`;
  await options.store.putStream(key, createReadStream(file), CONTENT_TYPE[container]);
  await datastore.remove(upload.id);
  const previous = await repo.replaceLessonVideo(options.db, {
    lessonId,
    userId,
    originalKey: key,
    videoUrl: options.store.publicUrl(key),
    durationSeconds: probe?.durationSeconds ?? null,
    status: options.ffmpeg ? 'queued' : 'skipped',
  });
  // What the replaced upload left: its original (or the older multipart upload) and its renditions, unless
  // the published course of a new version still plays them (video-files.ts).
  const oldKey = previous.previousVideoUrl ? options.store.keyOf(previous.previousVideoUrl) : null;
  await deleteUnusedVideoFiles({
    db: options.db,
    store: options.store,
    keys: [oldKey, previous.previousOriginalKey].filter((stale) => stale !== key),
    hlsPrefixes: [previous.previousHlsPrefix],
  });
  options.wake();
}
