import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonVideoResponse } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createUploadsTestApp, type TestContext } from '../../test/test-app';
import { multipart, seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { NOT_A_VIDEO_MESSAGE, TEACHERS_ONLY_MESSAGE, videoKind } from './lesson-video';

let ctx: TestContext & { dataDir: string };
let instructor: Awaited<ReturnType<typeof seedInstructor>>;
let genreId: number;

beforeAll(async () => {
  ctx = await createUploadsTestApp();
  genreId = (await seedGenre(ctx.db)).id;
  instructor = await seedInstructor(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

/** An MP4 as far as its first bytes go (an `ftyp` box), then random bytes: what the server checks. */
function mp4(size = 4096): Buffer {
  const head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

async function videoLesson() {
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
      },
      { moduleId: module!.id, courseId: course.id, kind: 'article', title: 'A', position: 2 },
    ])
    .returning();
  return { course, video: video!, article: article! };
}

async function upload(lessonId: number, userId: number | null, data: Buffer, filename = 'lesson.mp4') {
  const body = multipart([{ name: 'file', filename, contentType: 'video/mp4', data }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/course/lessons/${lessonId}/video/`,
    headers: { ...(userId ? await authHeader(userId) : {}), ...body.headers },
    payload: body.payload,
  });
}

const fileOf = (url: string) => path.join(ctx.dataDir, 'uploads', url.replace(/^\/media\//, ''));

describe('POST /api/course/lessons/{id}/video/', () => {
  it("stores the instructor's video, serves it with byte ranges, and replaces the previous upload", async () => {
    const { video } = await videoLesson();
    const data = mp4();
    const response = await upload(video.id, instructor.user.id, data);
    expect(response.statusCode, response.body).toBe(200);
    const { video_url: url } = LessonVideoResponse.parse(response.json());
    expect(url).toMatch(/^\/media\/lessons\/\d+-[0-9a-f]{32}\.mp4$/);
    const [stored] = await ctx.db.select().from(schema.lessons).where(eq(schema.lessons.id, video.id));
    expect(stored!.videoUrl).toBe(url);

    const whole = await ctx.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(data)).toBe(true);

    const first = await ctx.app.inject({ url, headers: { range: 'bytes=0-7' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-7/${data.length}`);
    expect(first.rawPayload.equals(data.subarray(0, 8))).toBe(true);
    const tail = await ctx.app.inject({ url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(data.subarray(data.length - 4))).toBe(true);
    const beyond = await ctx.app.inject({ url, headers: { range: `bytes=${data.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${data.length}`);

    const again = LessonVideoResponse.parse((await upload(video.id, instructor.user.id, mp4(2048))).json());
    expect(again.video_url).not.toBe(url);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(existsSync(fileOf(again.video_url))).toBe(true);
  });

  it('refuses a file that is not a video, whatever its name, and keeps the lesson as it was', async () => {
    const { video } = await videoLesson();
    const response = await upload(
      video.id,
      instructor.user.id,
      Buffer.from('<html>not a video</html>'.repeat(10)),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: NOT_A_VIDEO_MESSAGE });
    const [stored] = await ctx.db.select().from(schema.lessons).where(eq(schema.lessons.id, video.id));
    expect(stored!.videoUrl).toBe('https://cdn.example.com/v.mp4');
  });

  it("is for the course's instructor and staff only", async () => {
    const { course, video, article } = await videoLesson();
    const learner = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    const refused = await upload(video.id, learner.id, mp4());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: TEACHERS_ONLY_MESSAGE });
    expect((await upload(video.id, null, mp4())).statusCode).toBe(401);
    expect((await upload(99999999, instructor.user.id, mp4())).statusCode).toBe(404);
    expect((await upload(article.id, instructor.user.id, mp4())).statusCode).toBe(400);
    const staff = await seedUser(ctx.db, { isStaff: true });
    expect((await upload(video.id, staff.id, mp4())).statusCode).toBe(200);
  });
});

describe('videoKind', () => {
  it('knows MP4 and WebM by their first bytes', () => {
    expect(videoKind(mp4(64))).toBe('mp4');
    expect(videoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]))).toBe('webm');
    expect(videoKind(Buffer.from('GIF89a-------'))).toBeNull();
  });
});
