import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '@tus/file-store';
import { VIDEO_RENDITIONS } from '@dokkho/contract/video';
import type { Database } from '@dokkho/db';
import { probeVideo, renditionsFor, transcodeToHls, type Ffmpeg } from '../../integrations/ffmpeg/ffmpeg';
import type { ObjectStore } from '../../integrations/object-store/store';
import * as repo from './repo/video';

export interface VideoJobOptions {
  db: Database;
  store: ObjectStore;
  ffmpeg: Ffmpeg;
  /** Scratch space for one transcode at a time (DATA_DIR/video-work), emptied after each. */
  workDir: string;
  log: FastifyBaseLogger;
}

/** What a failed transcode records: the reason, short, without the server's paths. */
function reasonOf(error: unknown, workDir: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(workDir).join('').slice(0, 500);
}

/**
 * Claims and runs one transcode (docs/decisions/032): copies the original out of the store, reads its
 * length and height with ffprobe, makes the HLS renditions not above that height and a poster, puts them
 * in the store under a new private folder and marks the row ready (and the lesson's length), or failed
 * with the reason. Answers false when there was nothing to do.
 */
export async function runNextVideoJob(options: VideoJobOptions): Promise<boolean> {
  const { db, store, ffmpeg, log } = options;
  const job = await repo.claimNextVideoJob(db);
  if (!job) return false;
  const scratch = path.join(options.workDir, `${job.lessonId}-${randomBytes(6).toString('hex')}`);
  const hlsPrefix = `private/hls/${job.lessonId}-${randomBytes(12).toString('hex')}`;
  let stored = false;
  try {
    const outDir = path.join(scratch, 'hls');
    await mkdir(outDir, { recursive: true });
    const source = path.join(scratch, `source${path.extname(job.originalKey)}`);
    const original = await store.open(job.originalKey);
    if (!original) throw new Error('The uploaded original is missing.');
    await pipeline(original.stream, createWriteStream(source));
    const probe = await probeVideo(ffmpeg, source);
    if (!probe) throw new Error('ffprobe found no video stream in the upload.');
    const heights = renditionsFor(probe.height, VIDEO_RENDITIONS);
    await transcodeToHls({ tools: ffmpeg, input: source, outDir, heights, probe });
    for (const name of await readdir(outDir)) {
      stored = true;
      await store.put(`${hlsPrefix}/${name}`, await readFile(path.join(outDir, name)), '');
    }
    const recorded = await repo.completeVideoJob(db, {
      lessonId: job.lessonId,
      originalKey: job.originalKey,
      hlsPrefix,
      renditions: heights,
      sourceHeight: probe.height,
      durationSeconds: probe.durationSeconds,
    });
    // A newer upload replaced this one while it was being transcoded: its renditions are not wanted.
    if (!recorded) await store.deletePrefix(hlsPrefix);
    log.info({ lessonId: job.lessonId, renditions: heights, recorded }, 'lesson video transcoded');
  } catch (error) {
    if (stored) await store.deletePrefix(hlsPrefix);
    const reason = reasonOf(error, scratch);
    log.warn({ lessonId: job.lessonId, reason }, 'lesson video transcoding failed');
    await repo.failVideoJob(db, { lessonId: job.lessonId, originalKey: job.originalKey, reason });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return true;
}

/** How often the worker looks for queued transcodes when nothing woke it (another process's upload). */
const POLL_MS = 15_000;

/**
 * The transcoding worker of this API process: runs queued jobs one after another (one ffmpeg at a time
 * per process), wakes at once when this process finishes an upload, polls otherwise, and sweeps
 * unfinished uploads past their resume time. Answers `wake` and the stop function for shutdown, which
 * waits for the job in flight.
 */
export function startVideoWorker(options: VideoJobOptions & { uploads: FileStore | null }): {
  wake(): void;
  stop(): Promise<void>;
} {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const drain = async () => {
    while (!stopped && (await runNextVideoJob(options)));
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => options.log.error({ err: error }, 'video worker failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const sweep = () => {
    options.uploads
      ?.deleteExpired()
      .catch((error: unknown) => options.log.warn({ err: error }, 'sweeping old video uploads failed'));
  };
  wake();
  sweep();
  const timer = setInterval(wake, POLL_MS);
  const sweeper = setInterval(sweep, 6 * 3600 * 1000);
  timer.unref();
  sweeper.unref();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(sweeper);
      await running;
    },
  };
}
