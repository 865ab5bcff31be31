import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseEditorCourse } from '@dokkho/contract/course-editor';
import { LessonContent } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { multipart, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { authHeader, createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import { RESOURCE_LINK_EXPIRED_MESSAGE, resourceDownloadPath, resourceGrant } from './resource-downloads';

/*
 * Lesson resources uploaded as files are private (docs/decisions/035): the lesson content gives whoever may
 * open the lesson a signed, expiring link, and the download checks it and the seat again.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  // A new draft is filed under a genre: the editor needs one to exist.
  await seedGenre(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function editorCall(
  headers: Record<string, string>,
  method: 'POST' | 'PATCH',
  path: string,
  body: object,
) {
  const response = await ctx.app.inject({
    method,
    url: `/api/instructor/courses/${path}`,
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return CourseEditorCourse.parse(response.json());
}

/** A course made in the editor with one article lesson holding an uploaded PDF, then published. */
async function courseWithUpload(options: { preview?: boolean } = {}) {
  const teacher = await seedInstructor(ctx.db, { firstName: 'Shirin' });
  const headers = await authHeader(teacher.user.id);
  let course = await editorCall(headers, 'POST', '', { title: 'SQL for data analysts' });
  course = await editorCall(headers, 'POST', `${course.id}/modules/`, {
    base_revision: course.revision,
    title: 'Basics',
  });
  course = await editorCall(headers, 'POST', `${course.id}/modules/${course.modules[0]!.id}/lessons/`, {
    base_revision: course.revision,
    title: 'Joins',
    kind: 'article',
  });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  if (options.preview) {
    course = await editorCall(headers, 'PATCH', `${course.id}/lessons/${lessonId}/`, {
      base_revision: course.revision,
      is_preview: true,
    });
  }
  const body = multipart([
    { name: 'file', filename: 'জয়েন cheat sheet.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/api/instructor/courses/${course.id}/lessons/${lessonId}/resources/?base_revision=${course.revision}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await ctx.db
    .update(schema.courses)
    .set({ status: 'published', publishedAt: new Date() })
    .where(eq(schema.courses.id, course.id));
  const [resource] = await ctx.db
    .select()
    .from(schema.lessonResources)
    .where(eq(schema.lessonResources.lessonId, lessonId));
  return { courseId: course.id, lessonId, resource: resource!, teacherHeaders: headers };
}

async function enrol(courseId: number) {
  const user = await seedUser(ctx.db);
  await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId, source: 'purchase' });
  return { user, headers: await authHeader(user.id) };
}

async function lessonResources(lessonId: number, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/course/lessons/${lessonId}/`, headers });
  return {
    response,
    resources: response.statusCode === 200 ? LessonContent.parse(response.json()).resources : [],
  };
}

const download = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('lesson resources as signed links', () => {
  it('gives an enrolled learner a signed link that downloads the file as an attachment', async () => {
    const { courseId, lessonId, resource } = await courseWithUpload();
    expect(resource.storageKey).toMatch(/^private\/lesson-resources\/[0-9a-f]{32}\.pdf$/);
    expect(resource.url).toBe('');
    const learner = await enrol(courseId);
    const { resources } = await lessonResources(lessonId, learner.headers);
    expect(resources).toHaveLength(1);
    expect(resources[0]!.url).toMatch(/^\/api\/course\/lesson-resources\/\d+-\d+-\d+-[A-Za-z0-9_-]{22}\/$/);
    expect(resources[0]!.size_bytes).toBe(PDF.length);

    const file = await download(resources[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(
      // ASCII for old browsers, the real (Bangla) name for the rest (RFC 6266).
      `attachment; filename="_____ cheat sheet.pdf"; filename*=UTF-8''${encodeURIComponent('জয়েন cheat sheet.pdf')}`,
    );
    // The object is private: never on the public media route.
    expect((await download(`/media/${resource.storageKey}`)).statusCode).toBe(404);
  });

  it('answers 403 for an altered signature, an expired link, and a link whose holder lost the seat', async () => {
    const { courseId, lessonId, resource } = await courseWithUpload();
    const learner = await enrol(courseId);
    const { resources } = await lessonResources(lessonId, learner.headers);
    const url = resources[0]!.url;

    const tampered = url.replace(/([A-Za-z0-9_-])\/$/, (_, last: string) => `${last === 'A' ? 'B' : 'A'}/`);
    expect(tampered).not.toBe(url);
    const forged = await download(tampered);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ detail: RESOURCE_LINK_EXPIRED_MESSAGE });
    // Another resource's id under this signature is forged too.
    expect((await download(url.replace(`/${resource.id}-`, `/${resource.id + 1}-`))).statusCode).toBe(403);

    const old = resourceGrant({
      secret: TEST_AUTH_SECRET,
      resourceId: resource.id,
      userId: learner.user.id,
      now: new Date(Date.now() - 3 * 3600 * 1000),
    });
    const expired = await download(resourceDownloadPath(old));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ detail: RESOURCE_LINK_EXPIRED_MESSAGE });

    await ctx.db
      .delete(schema.enrollments)
      .where(and(eq(schema.enrollments.userId, learner.user.id), eq(schema.enrollments.courseId, courseId)));
    expect((await download(url)).statusCode).toBe(403);
  });

  it('gives no link to someone without a seat, and one to anyone signed in on a free preview', async () => {
    const locked = await courseWithUpload();
    const stranger = await seedUser(ctx.db);
    const strangerHeaders = await authHeader(stranger.id);
    const refused = await lessonResources(locked.lessonId, strangerHeaders);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.body).not.toContain('lesson-resources');
    // A link made for someone else works only as theirs: a forged grant for the stranger is refused.
    const forged = `${resourceDownloadPath(`${locked.resource.id}-${stranger.id}-9999999999-${'A'.repeat(22)}`)}`;
    expect((await download(forged)).statusCode).toBe(403);
    // Signed correctly for the stranger (as if it leaked), the seat check still refuses.
    const signed = resourceGrant({
      secret: TEST_AUTH_SECRET,
      resourceId: locked.resource.id,
      userId: stranger.id,
    });
    expect((await download(resourceDownloadPath(signed))).statusCode).toBe(403);

    const preview = await courseWithUpload({ preview: true });
    const open = await lessonResources(preview.lessonId, strangerHeaders);
    expect(open.response.statusCode).toBe(200);
    expect((await download(open.resources[0]!.url)).statusCode).toBe(200);
  });

  it('lets the course instructor download before anyone enrols; outside links stay links', async () => {
    const { lessonId, teacherHeaders, resource } = await courseWithUpload();
    await ctx.db.insert(schema.lessonResources).values({
      lessonId,
      title: 'Microsoft’s guide',
      url: 'https://support.microsoft.com/excel',
      position: 2,
    });
    const { resources } = await lessonResources(lessonId, teacherHeaders);
    expect(resources.map((r) => r.url)[1]).toBe('https://support.microsoft.com/excel');
    expect((await download(resources[0]!.url)).statusCode).toBe(200);
    expect(resource.fileName).toBe('জয়েন cheat sheet.pdf');
  });

  it('sends a seeded practice file (the web app’s public folder) by a redirect, after the same checks', async () => {
    const { courseId, lessonId } = await courseWithUpload();
    await ctx.db.insert(schema.lessonResources).values({
      lessonId,
      title: 'The sample database (PostgreSQL script)',
      storageKey: '/demo/resources/retail-schema.sql',
      fileName: 'retail-schema.sql',
      position: 2,
    });
    const learner = await enrol(courseId);
    const { resources } = await lessonResources(lessonId, learner.headers);
    const redirected = await download(resources[1]!.url);
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/demo/resources/retail-schema.sql');
    expect(
      (await download(resources[1]!.url.replace(/.\/$/, (m) => (m[0] === 'A' ? 'B/' : 'A/')))).statusCode,
    ).toBe(403);
  });
});
