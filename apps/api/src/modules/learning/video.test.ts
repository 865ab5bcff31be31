import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonContent } from '@dokkho/contract/learning';
import { LessonVideoState, VIDEO_UPLOAD_PATH } from '@dokkho/contract/video';
import { schema } from '@dokkho/db';
import { findFfmpeg, type Ffmpeg } from '../../integrations/ffmpeg/ffmpeg';
import { createLocalObjectStore } from '../../integrations/object-store/local';
import { authHeader, createTestApp, createUploadsTestApp, type TestContext } from '../../test/test-app';
import { multipart, seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { claimNextVideoJob, STALE_LOCK_MINUTES } from './repo/video';
import { runNextVideoJob } from './video-jobs';
import {
  BAD_CUE_TIMING_MESSAGE,
  mediaGrant,
  NOT_WEBVTT_MESSAGE,
  NO_CUES_MESSAGE,
  webVttProblem,
} from './video-media';
import { NOT_A_VIDEO_FILE_MESSAGE, NOT_YOUR_UPLOAD_MESSAGE, videoContainer } from './video-uploads';

let ctx: TestContext & { dataDir: string };
let ffmpeg: Ffmpeg;
let clip: Buffer;
let genreId: number;
let instructor: Awaited<ReturnType<typeof seedInstructor>>;
let otherInstructor: Awaited<ReturnType<typeof seedInstructor>>;
const scratch = mkdtempSync(path.join(tmpdir(), 'dokkho-clip-'));

beforeAll(async () => {
  const found = await findFfmpeg();
  if (!found) throw new Error('These tests need ffmpeg (apt-get install ffmpeg; .ci/run installs it).');
  ffmpeg = found;
  // A 3-second 640x360 clip with sound, made here: ffmpeg's test pattern and a tone.
  const file = path.join(scratch, 'clip.mp4');
  execFileSync(ffmpeg.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=3:size=640x360:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  clip = readFileSync(file);
  ctx = await createUploadsTestApp();
  genreId = (await seedGenre(ctx.db)).id;
  instructor = await seedInstructor(ctx.db);
  otherInstructor = await seedInstructor(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function videoLesson(options: { isPreview?: boolean } = {}) {
  const course = await seedCourse(ctx.db, { genreId, instructorId: instructor.profile.id });
  const [module] = await ctx.db
    .insert(schema.courseModules)
    .values({ courseId: course.id, title: 'M', position: 1 })
    .returning();
  const [video, article] = await ctx.db
    .insert(schema.lessons)
    .values([
      {
        moduleId: module!.id,
        courseId: course.id,
        kind: 'video',
        title: 'V',
        position: 1,
        videoUrl: 'https://cdn.example.com/v.mp4',
        isPreview: options.isPreview ?? false,
      },
      { moduleId: module!.id, courseId: course.id, kind: 'article', title: 'A', position: 2 },
    ])
    .returning();
  return { course, video: video!, article: article! };
}

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (lessonId: number | string) =>
  `lesson_id ${Buffer.from(String(lessonId)).toString('base64')},filename ${Buffer.from('lesson.mp4').toString('base64')}`;

async function createUpload(userId: number | null, lessonId: number | string, length: number) {
  return ctx.app.inject({
    method: 'POST',
    url: VIDEO_UPLOAD_PATH,
    headers: {
      ...TUS,
      ...(userId ? await authHeader(userId) : {}),
      'upload-length': String(length),
      'upload-metadata': metadata(lessonId),
    },
  });
}

async function patch(userId: number, location: string, offset: number, chunk: Buffer) {
  return ctx.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      ...(await authHeader(userId)),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: chunk,
  });
}

async function head(userId: number, location: string) {
  return ctx.app.inject({
    method: 'HEAD',
    url: location,
    headers: { ...TUS, ...(await authHeader(userId)) },
  });
}

/** Create, PATCH the first half, ask the offset (as after a dropped connection), PATCH the rest. */
async function uploadInTwoChunks(userId: number, lessonId: number, data: Buffer) {
  const created = await createUpload(userId, lessonId, data.length);
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  expect(location).toMatch(/^\/api\/course\/video-uploads\/[0-9a-f]{32}$/);
  const half = Math.floor(data.length / 2);
  const first = await patch(userId, location, 0, data.subarray(0, half));
  expect(first.statusCode, first.body).toBe(204);
  expect(first.headers['upload-offset']).toBe(String(half));
  const offset = await head(userId, location);
  expect(offset.statusCode).toBe(200);
  expect(offset.headers['upload-offset']).toBe(String(half));
  expect(offset.headers['upload-length']).toBe(String(data.length));
  return { location, half, finish: () => patch(userId, location, half, data.subarray(half)) };
}

const videoRow = async (lessonId: number) =>
  (await ctx.db.select().from(schema.lessonVideos).where(eq(schema.lessonVideos.lessonId, lessonId)))[0];
const lessonRow = async (lessonId: number) =>
  (await ctx.db.select().from(schema.lessons).where(eq(schema.lessons.id, lessonId)))[0]!;

describe('resumable lesson video uploads (tus) and HLS transcoding', () => {
  it('takes an upload in two chunks, plays the original at once, then transcodes it into HLS for enrolled learners', async () => {
    const { course, video } = await videoLesson();
    const upload = await uploadInTwoChunks(instructor.user.id, video.id, clip);
    const done = await upload.finish();
    expect(done.statusCode, done.body).toBe(204);
    expect(done.headers['upload-offset']).toBe(String(clip.length));

    // The original is the lesson's video straight away, with ffprobe's length; a transcode is queued.
    const lesson = await lessonRow(video.id);
    expect(lesson.videoUrl).toMatch(/^\/media\/lessons\/\d+-[0-9a-f]{32}\.mp4$/);
    expect(lesson.durationSeconds).toBe(3);
    expect((await ctx.app.inject({ url: lesson.videoUrl! })).rawPayload.equals(clip)).toBe(true);
    expect((await videoRow(video.id))!.status).toBe('queued');
    const state = await ctx.send(
      'GET',
      `/api/course/lessons/${video.id}/video-status/`,
      await authHeader(instructor.user.id),
    );
    expect(LessonVideoState.parse(state.json())).toMatchObject({ status: 'queued', duration_seconds: 3 });
    // The finished upload is gone from the tus folder: HEAD no longer finds it.
    expect((await head(instructor.user.id, upload.location)).statusCode).toBe(404);

    const store = createLocalObjectStore({ root: path.join(ctx.dataDir, 'uploads') });
    const log = { info() {}, warn() {}, error() {} } as never;
    const workDir = path.join(ctx.dataDir, 'video-work');
    expect(await runNextVideoJob({ db: ctx.db, store, ffmpeg, workDir, log })).toBe(true);
    const row = await videoRow(video.id);
    expect(row).toMatchObject({
      status: 'ready',
      renditions: [240, 360],
      sourceHeight: 360,
      durationSeconds: 3,
    });
    // Nothing left to do; the original is kept.
    expect(await runNextVideoJob({ db: ctx.db, store, ffmpeg, workDir, log })).toBe(false);
    expect(existsSync(path.join(ctx.dataDir, 'uploads', lesson.videoUrl!.replace('/media/', '')))).toBe(true);

    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    const content = LessonContent.parse(
      (await ctx.send('GET', `/api/course/lessons/${video.id}/`, await authHeader(learner.id))).json(),
    );
    expect(content.playback.renditions).toEqual([240, 360]);
    expect(content.playback.hls_url).toMatch(/^\/api\/course\/lesson-media\/[\w-]+\/master\.m3u8$/);
    const master = await ctx.app.inject({ url: content.playback.hls_url! });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).toContain('240p.m3u8');
    expect(master.body).not.toContain('720p');
    const base = content.playback.hls_url!.replace('master.m3u8', '');
    const playlist = await ctx.app.inject({ url: `${base}240p.m3u8` });
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(segment).toBe('240p-000.ts');
    const bytes = await ctx.app.inject({ url: `${base}${segment}` });
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect(bytes.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    const poster = await ctx.app.inject({ url: content.playback.poster_url! });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);

    // Someone without a seat gets no lesson and so no link; a forged or expired link opens nothing.
    const outsider = await seedUser(ctx.db);
    expect(
      (await ctx.send('GET', `/api/course/lessons/${video.id}/`, await authHeader(outsider.id))).statusCode,
    ).toBe(403);
    const forged = base.replace(/-[\w-]{22}\/$/, `-${'A'.repeat(22)}/`);
    expect((await ctx.app.inject({ url: `${forged}master.m3u8` })).statusCode).toBe(403);
    const expired = mediaGrant({
      secret: 'x'.repeat(48),
      lessonId: video.id,
      userId: learner.id,
      now: new Date(0),
    });
    expect(
      (await ctx.app.inject({ url: `/api/course/lesson-media/${expired}/master.m3u8` })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `${base}..%2F..%2Fauth-secret` })).statusCode).toBe(404);

    // A new upload replaces the old one: the old original and its renditions are deleted.
    const again = await uploadInTwoChunks(instructor.user.id, video.id, clip);
    expect((await again.finish()).statusCode).toBe(204);
    expect(existsSync(path.join(ctx.dataDir, 'uploads', lesson.videoUrl!.replace('/media/', '')))).toBe(
      false,
    );
    expect(existsSync(path.join(ctx.dataDir, 'uploads', ...row!.hlsPrefix!.split('/')))).toBe(false);
    expect((await videoRow(video.id))!.status).toBe('queued');

    // A video sent the older way (one multipart POST) replaces the resumable upload and its renditions.
    const body = multipart([{ name: 'file', filename: 'v.mp4', contentType: 'video/mp4', data: clip }]);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/lessons/${video.id}/video/`,
      headers: { ...(await authHeader(instructor.user.id)), ...body.headers },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await videoRow(video.id)).toBeUndefined();
    const replacedOriginal = (await lessonRow(video.id)).videoUrl;
    expect(replacedOriginal).toBe((posted.json() as { video_url: string }).video_url);
  });

  it("refuses anyone but the course's instructor, and someone else's upload", async () => {
    const { course, video, article } = await videoLesson();
    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    expect((await createUpload(null, video.id, 100)).statusCode).toBe(401);
    const byLearner = await createUpload(learner.id, video.id, 100);
    expect(byLearner.statusCode).toBe(403);
    expect(JSON.parse(byLearner.body)).toEqual({
      detail: "Only the course's instructor can change its lessons.",
    });
    expect((await createUpload(otherInstructor.user.id, video.id, 100)).statusCode).toBe(403);
    expect((await createUpload(instructor.user.id, 99_999_999, 100)).statusCode).toBe(404);
    expect((await createUpload(instructor.user.id, 'x', 100)).statusCode).toBe(400);
    expect((await createUpload(instructor.user.id, article.id, 100)).statusCode).toBe(400);
    const tooLarge = await createUpload(instructor.user.id, video.id, 3 * 1024 * 1024 * 1024);
    expect(tooLarge.statusCode).toBe(413);

    const { location } = await uploadInTwoChunks(instructor.user.id, video.id, clip);
    const peek = await head(otherInstructor.user.id, location);
    expect(peek.statusCode).toBe(403);
    const hijack = await patch(otherInstructor.user.id, location, Math.floor(clip.length / 2), clip);
    expect(hijack.statusCode).toBe(403);
    expect(JSON.parse(hijack.body)).toEqual({ detail: NOT_YOUR_UPLOAD_MESSAGE });
    // Staff may upload to any course.
    const staff = await seedUser(ctx.db, { isStaff: true });
    expect((await createUpload(staff.id, video.id, 100)).statusCode).toBe(201);
    // Cancelling removes the upload.
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...TUS, ...(await authHeader(instructor.user.id)) },
    });
    expect(cancel.statusCode).toBe(204);
    expect((await head(instructor.user.id, location)).statusCode).toBe(404);
  });

  it('refuses a file that is not a video by its bytes, in the language asked, and keeps the lesson as it was', async () => {
    const { video } = await videoLesson();
    const page = Buffer.from('<html>not a video</html>'.repeat(40));
    const upload = await uploadInTwoChunks(instructor.user.id, video.id, page);
    const refused = await upload.finish();
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body)).toEqual({ detail: NOT_A_VIDEO_FILE_MESSAGE });
    expect((await lessonRow(video.id)).videoUrl).toBe('https://cdn.example.com/v.mp4');
    expect(await videoRow(video.id)).toBeUndefined();

    // An MP4 header over noise passes the byte check but not ffprobe; the refusal speaks Bangla when asked.
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]),
      randomBytes(2000),
    ]);
    const created = await createUpload(instructor.user.id, video.id, fake.length);
    const unreadable = await ctx.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...TUS,
        ...(await authHeader(instructor.user.id)),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'accept-language': 'bn',
      },
      payload: fake,
    });
    expect(unreadable.statusCode).toBe(415);
    expect((JSON.parse(unreadable.body) as { detail: string }).detail).toMatch(/[\u0980-\u09FF]/);
    expect(await videoRow(video.id)).toBeUndefined();
  });
});

describe("the demo's transcoded clips", () => {
  it('send the player to the public demo folder, still only through a signed link', async () => {
    const { course, video } = await videoLesson();
    await ctx.db.insert(schema.lessonVideos).values({
      lessonId: video.id,
      originalKey: '/demo/media/lesson-clip-1.mp4',
      status: 'ready',
      hlsPrefix: '/demo/media/hls/lesson-clip-1',
      renditions: [240, 360],
    });
    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    const content = LessonContent.parse(
      (await ctx.send('GET', `/api/course/lessons/${video.id}/`, await authHeader(learner.id))).json(),
    );
    const master = await ctx.app.inject({ url: content.playback.hls_url! });
    expect(master.statusCode).toBe(302);
    expect(master.headers.location).toBe('/demo/media/hls/lesson-clip-1/master.m3u8');

    // An upload replacing it deletes nothing of the demo's public files (they are not in the store).
    const upload = await uploadInTwoChunks(instructor.user.id, video.id, clip);
    expect((await upload.finish()).statusCode).toBe(204);
    expect((await videoRow(video.id))!.status).toBe('queued');
  });
});

describe('a server without ffmpeg', () => {
  it('keeps the checked original as the lesson video, marked skipped, with nothing queued', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dokkho-no-ffmpeg-'));
    const bare = await createTestApp({ DATA_DIR: dataDir, FFMPEG_PATH: path.join(dataDir, 'no', 'ffmpeg') });
    try {
      const owner = await seedInstructor(bare.db);
      const course = await seedCourse(bare.db, {
        genreId: (await seedGenre(bare.db)).id,
        instructorId: owner.profile.id,
      });
      const [module] = await bare.db
        .insert(schema.courseModules)
        .values({ courseId: course.id, title: 'M', position: 1 })
        .returning();
      const [lesson] = await bare.db
        .insert(schema.lessons)
        .values({
          moduleId: module!.id,
          courseId: course.id,
          kind: 'video',
          title: 'V',
          position: 1,
          videoUrl: 'https://cdn.example.com/v.mp4',
        })
        .returning();
      const headers = { ...TUS, ...(await authHeader(owner.user.id)) };
      const created = await bare.app.inject({
        method: 'POST',
        url: VIDEO_UPLOAD_PATH,
        headers: {
          ...headers,
          'upload-length': String(clip.length),
          'upload-metadata': metadata(lesson!.id),
        },
      });
      expect(created.statusCode).toBe(201);
      const done = await bare.app.inject({
        method: 'PATCH',
        url: created.headers.location as string,
        headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: clip,
      });
      expect(done.statusCode, done.body).toBe(204);
      const [row] = await bare.db
        .select()
        .from(schema.lessonVideos)
        .where(eq(schema.lessonVideos.lessonId, lesson!.id));
      expect(row!.status).toBe('skipped');
      const [stored] = await bare.db.select().from(schema.lessons).where(eq(schema.lessons.id, lesson!.id));
      expect(stored!.videoUrl).toMatch(/^\/media\/lessons\/.+\.mp4$/);
    } finally {
      await bare.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('lesson captions (WebVTT)', () => {
  const VTT =
    'WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\nআজকের পাঠে স্বাগতম\n\n00:02.000 --> 00:03.000 align:start\nWelcome\n';

  it('stores valid captions per language and serves them beside the video to whoever may watch', async () => {
    const { course, video } = await videoLesson();
    const teacher = await authHeader(instructor.user.id);
    const saved = await ctx.send('PUT', `/api/course/lessons/${video.id}/captions/`, teacher, {
      language: 'bn',
      vtt: `\uFEFF${VTT}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(LessonVideoState.parse(saved.json()).captions.map((caption) => caption.language)).toEqual(['bn']);

    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    const content = LessonContent.parse(
      (await ctx.send('GET', `/api/course/lessons/${video.id}/`, await authHeader(learner.id))).json(),
    );
    // No HLS yet: the original plays, with its captions.
    expect(content.playback.hls_url).toBeNull();
    expect(content.playback.captions).toHaveLength(1);
    const file = await ctx.app.inject({ url: content.playback.captions[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.body).toBe(VTT);

    // Replacing keeps one file a language.
    await ctx.send('PUT', `/api/course/lessons/${video.id}/captions/`, teacher, { language: 'bn', vtt: VTT });
    const rows = await ctx.db
      .select()
      .from(schema.lessonCaptions)
      .where(eq(schema.lessonCaptions.lessonId, video.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses what is not WebVTT, and anyone but the instructor', async () => {
    const { course, video } = await videoLesson();
    const teacher = await authHeader(instructor.user.id);
    const url = `/api/course/lessons/${video.id}/captions/`;
    const srt = await ctx.send('PUT', url, teacher, {
      language: 'en',
      vtt: '1\n00:00:01,000 --> 00:00:02,000\nHi\n',
    });
    expect(srt.statusCode).toBe(400);
    expect(srt.json()).toEqual({ vtt: [NOT_WEBVTT_MESSAGE] });
    const empty = await ctx.send('PUT', url, teacher, {
      language: 'en',
      vtt: 'WEBVTT\n\nNOTE nothing here\n',
    });
    expect(empty.json()).toEqual({ vtt: [NO_CUES_MESSAGE] });
    const backwards = await ctx.send('PUT', url, teacher, {
      language: 'en',
      vtt: 'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nHi\n',
    });
    expect(backwards.json()).toEqual({ vtt: [BAD_CUE_TIMING_MESSAGE.replace('{line}', '3')] });
    expect((await ctx.send('PUT', url, teacher, { language: 'fr', vtt: VTT })).statusCode).toBe(400);

    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    expect(
      (await ctx.send('PUT', url, await authHeader(learner.id), { language: 'en', vtt: VTT })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.send('PUT', url, await authHeader(otherInstructor.user.id), { language: 'en', vtt: VTT }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.send('GET', `/api/course/lessons/${video.id}/video-status/`, await authHeader(learner.id)))
        .statusCode,
    ).toBe(403);
    expect((await ctx.send('PUT', url, undefined, { language: 'en', vtt: VTT })).statusCode).toBe(401);
  });
});

describe('the transcoding queue', () => {
  it('hands each queued video to one claimer only, and takes back a running one whose worker died', async () => {
    while (await claimNextVideoJob(ctx.db)); // what earlier tests left queued
    const [first, second] = [(await videoLesson()).video, (await videoLesson()).video];
    await ctx.db.insert(schema.lessonVideos).values([
      { lessonId: first.id, originalKey: 'lessons/a.mp4' },
      { lessonId: second.id, originalKey: 'lessons/b.mp4' },
    ]);
    const claims = await Promise.all([
      claimNextVideoJob(ctx.db),
      claimNextVideoJob(ctx.db),
      claimNextVideoJob(ctx.db),
    ]);
    expect(
      claims
        .filter(Boolean)
        .map((claim) => claim!.lessonId)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(await claimNextVideoJob(ctx.db)).toBeNull();

    // A worker that died an hour ago leaves its row running: it is claimed again, one attempt more.
    const longAgo = new Date(Date.now() - (STALE_LOCK_MINUTES + 1) * 60_000);
    await ctx.db
      .update(schema.lessonVideos)
      .set({ lockedAt: longAgo })
      .where(eq(schema.lessonVideos.lessonId, first.id));
    expect(await claimNextVideoJob(ctx.db)).toEqual({
      lessonId: first.id,
      originalKey: 'lessons/a.mp4',
      attempts: 2,
    });
  });
});

describe('content checks', () => {
  it('knows MP4, MOV and WebM by their first bytes', () => {
    const box = (brand: string) => Buffer.from([0, 0, 0, 0x18, ...Buffer.from(`ftyp${brand}`)]);
    expect(videoContainer(box('isom'))).toBe('mp4');
    expect(videoContainer(box('qt  '))).toBe('mov');
    expect(videoContainer(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]))).toBe('webm');
    expect(videoContainer(Buffer.from('GIF89a-------'))).toBeNull();
  });

  it('reads WebVTT as a browser would', () => {
    expect(webVttProblem('WEBVTT - Lesson 1\n\n01:00:00.000 --> 01:00:01.000\nx')).toBeNull();
    expect(webVttProblem('WEBVTTX\n\n00:00.000 --> 00:01.000\nx')).toBe(NOT_WEBVTT_MESSAGE);
    expect(webVttProblem('WEBVTT\n\n00:00.000 --> 00:61.000\nx')).toBe(
      BAD_CUE_TIMING_MESSAGE.replace('{line}', '3'),
    );
  });
});
