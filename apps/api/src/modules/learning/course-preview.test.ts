import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import {
  seedCourse,
  seedGenre,
  seedInstructor,
  seedLesson,
  seedMember,
  seedStaff,
} from '../../test/factories';
import { resolvePageMeta } from '../seo/page-meta';

/**
 * The course page of an unpublished course (docs/decisions/039): its instructor and staff may preview it;
 * everyone else, signed in or not, gets the same 404 as for no course, and search engines get nothing.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('previewing an unpublished course page', () => {
  it('answers its instructor and staff, and 404 to learners, other instructors and anonymous callers', async () => {
    const genre = await seedGenre(ctx.db);
    const teacher = await seedInstructor(ctx.db);
    const other = await seedInstructor(ctx.db, { firstName: 'Rafiq' });
    const learner = await seedMember(ctx.db);
    const staff = await seedStaff(ctx.db);
    for (const status of ['draft', 'in_review'] as const) {
      const course = await seedCourse(
        ctx.db,
        { genreId: genre.id, instructorId: teacher.profile.id },
        { status, publishedAt: null, title: `Tally bookkeeping ${status}` },
      );
      await seedLesson(ctx.db, course.id);
      // Even a learner holding a seat (staff-granted, say) does not see it before it is published.
      await ctx.db.insert(schema.enrollments).values({ userId: learner.user.id, courseId: course.id });
      const url = `/api/course/course_preview/${course.id}/`;

      const asTeacher = await get(url, await authHeader(teacher.user.id));
      expect(asTeacher.statusCode, asTeacher.body).toBe(200);
      expect(asTeacher.json()).toMatchObject({
        status,
        course: { id: course.id, title: `Tally bookkeeping ${status}`, curriculum: { lessons_count: 1 } },
      });
      expect(asTeacher.headers['cache-control']).toBe('private, no-store');
      expect(asTeacher.headers['x-robots-tag']).toMatch(/noindex/);
      const asStaff = await get(url, staff.headers);
      expect(asStaff.statusCode).toBe(200);
      expect(asStaff.json().status).toBe(status);

      for (const [who, headers] of [
        ['learner', learner.headers],
        ['other instructor', await authHeader(other.user.id)],
      ] as const) {
        const refused = await get(url, headers);
        expect(refused.statusCode, who).toBe(404);
        expect(refused.json().detail).toBe('Course not found.');
      }
      expect((await get(url)).statusCode).toBe(401);
      // The public page and its meta stay closed to everyone, the instructor included.
      expect((await get(`/api/course/course_detail/${course.id}/`)).statusCode).toBe(404);
      expect(
        (await get(`/api/course/course_detail/${course.id}/`, await authHeader(teacher.user.id))).statusCode,
      ).toBe(404);
      expect(await resolvePageMeta(ctx.db, `/courseDetails/${course.id}`, 'https://dokkho.test')).toBeNull();
    }
    const missing = await get('/api/course/course_preview/999999/', staff.headers);
    expect(missing.statusCode).toBe(404);
  });
});
