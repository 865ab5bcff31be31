import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedLesson, seedMember } from '../../test/factories';
import { resolvePageMeta } from '../seo/page-meta';

/**
 * Issue 17 item 4: nothing unpublished is visible to learners or search engines. A draft and a course in
 * review exist only for their instructor (and staff); an archived one has left the catalog, though its
 * learners keep it. There is no sitemap yet: the catalog list, search, suggestions, the course page and its
 * page meta are what a crawler or a learner can reach.
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

describe('courses that are not published', () => {
  it('stay out of the catalog, search, suggestions, course pages, lessons and page meta', async () => {
    const genre = await seedGenre(ctx.db);
    const teacher = await seedInstructor(ctx.db);
    const make = (status: 'draft' | 'in_review' | 'archived' | 'published', word: string) =>
      seedCourse(
        ctx.db,
        { genreId: genre.id, instructorId: teacher.profile.id },
        { status, title: `Zebrafish ${word} analytics`, tags: ['zebrafish'] },
      );
    const draft = await make('draft', 'draftword');
    const waiting = await make('in_review', 'reviewword');
    const archived = await make('archived', 'archiveword');
    const live = await make('published', 'liveword');
    const hidden = [draft, waiting, archived];
    const member = await seedMember(ctx.db);

    const list = (await get(`/api/course/courses/?genre=${genre.id}&page_size=48`)).json();
    expect(list.results.map((c: { id: number }) => c.id)).toEqual([live.id]);
    const search = (await get('/api/course/courses/?search=zebrafish&page_size=48')).json();
    expect(search.results.map((c: { id: number }) => c.id)).toEqual([live.id]);
    for (const word of ['draftword', 'reviewword', 'archiveword']) {
      // The typo tier may still offer the published one; never the others.
      const found = (await get(`/api/course/courses/?search=${word}`)).json();
      expect(
        found.results.map((c: { id: number }) => c.id).filter((id: number) => id !== live.id),
        word,
      ).toEqual([]);
      const suggestions = await get(`/api/search/suggestions/?search=${word}`);
      expect(suggestions.body, word).not.toMatch(new RegExp(`Zebrafish ${word}`, 'i'));
    }

    for (const course of hidden) {
      for (const url of [
        `/api/course/courses/${course.id}/`,
        `/api/course/course_detail/${course.id}/`,
        `/api/course/${course.id}/bofu/`,
      ]) {
        expect((await get(url)).statusCode, `${course.status} ${url}`).toBe(404);
        expect((await get(url, member.headers)).statusCode, `${course.status} ${url}`).toBe(404);
      }
      // No title, description or JSON-LD for a crawler: the page keeps the site's defaults.
      expect(await resolvePageMeta(ctx.db, `/courseDetails/${course.id}`, 'https://dokkho.test')).toBeNull();
    }
    expect(await resolvePageMeta(ctx.db, `/courseDetails/${live.id}`, 'https://dokkho.test')).toMatchObject({
      title: expect.stringContaining('Zebrafish liveword'),
    });

    // A lesson of a draft or a course in review is unknown to a learner; its instructor still opens it.
    for (const course of [draft, waiting]) {
      const lesson = await seedLesson(ctx.db, course.id);
      expect((await get(`/api/course/lesson-info/${lesson.id}/`)).statusCode).toBe(404);
      await ctx.db.insert(schema.enrollments).values({ userId: member.user.id, courseId: course.id });
      const asLearner = await get(`/api/course/lessons/${lesson.id}/`, member.headers);
      expect(asLearner.statusCode, course.status).toBe(404);
      const asTeacher = await get(`/api/course/lessons/${lesson.id}/`, await authHeader(teacher.user.id));
      expect(asTeacher.statusCode, course.status).toBe(200);
    }
  });
});
