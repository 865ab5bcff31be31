import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseDetail, CourseListResponse } from '@dokkho/contract/catalog';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor } from '../../test/factories';

let ctx: TestContext;
let genreSlug: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  const genre = await seedGenre(db, { name: 'Mobile App Development' });
  genreSlug = genre.slug;
  const { profile } = await seedInstructor(db, { firstName: 'Tanvir', lastName: 'Ahmed' });
  const base = { genreId: genre.id, instructorId: profile.id };
  const flutter = await seedCourse(db, base, {
    title: 'Flutter App Development: Zero to Play Store',
    tags: ['flutter', 'dart', 'android'],
    level: 'beginner',
    price: 450000,
    salePrice: 299900,
    enrolledCount: 900,
    ratingAvg: 4.8,
    ratingCount: 120,
    isFeatured: true,
    publishedAt: new Date('2026-03-01T00:00:00Z'),
  });
  const kotlin = await seedCourse(db, base, {
    title: 'Native Android with Kotlin',
    description: 'Compare Kotlin with Flutter and pick the right tool.',
    tags: ['kotlin', 'android'],
    level: 'intermediate',
    price: 380000,
    enrolledCount: 400,
    ratingAvg: 4.5,
    publishedAt: new Date('2026-05-01T00:00:00Z'),
  });
  const free = await seedCourse(db, base, {
    title: 'Mobile UX Basics',
    tags: ['ux'],
    level: 'beginner',
    price: 0,
    enrolledCount: 2000,
    ratingAvg: 4.2,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  });
  const draft = await seedCourse(db, base, {
    title: 'Flutter Draft Course',
    status: 'draft',
    isFeatured: true,
  });
  const path = await seedCourse(db, base, {
    title: 'Flutter Developer Career Path',
    kind: 'career_path',
    price: 900000,
  });
  const [careerPath] = await db
    .insert(schema.careerPaths)
    .values({ courseId: path.id, position: -1000 })
    .returning();
  await db.insert(schema.careerPathCourses).values([
    { careerPathId: careerPath!.id, courseId: kotlin.id, position: 2 },
    { careerPathId: careerPath!.id, courseId: flutter.id, position: 1 },
  ]);
  ids = { flutter: flutter.id, kotlin: kotlin.id, free: free.id, draft: draft.id, path: path.id };
});

afterAll(async () => {
  await ctx?.close();
});

async function list(query: Record<string, string | number>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ genre: genreSlug, ...query })) search.set(key, String(value));
  return ctx.app.inject({ method: 'GET', url: `/api/course/courses/?${search}` });
}

function titles(body: CourseListResponse) {
  return body.results.map((course) => course.title);
}

describe('GET /api/course/courses/', () => {
  it('lists published courses of a genre, most popular first, in the contract shape', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const body = CourseListResponse.parse(response.json());
    expect(titles(body)).toEqual([
      'Mobile UX Basics',
      'Flutter App Development: Zero to Play Store',
      'Native Android with Kotlin',
    ]);
    expect(body.count).toBe(3);
    const flutter = body.results.find((course) => course.id === ids.flutter)!;
    expect(flutter).toMatchObject({
      price: 450000,
      sale_price: 299900,
      currency: 'BDT',
      is_free: false,
      instructor: { name: 'Tanvir Ahmed' },
      genre: { slug: genreSlug },
    });
    expect(body.results.find((course) => course.id === ids.free)!.is_free).toBe(true);
  });

  it('paginates DRF-style with absolute next and previous links', async () => {
    const first = CourseListResponse.parse((await list({ page_size: 2 })).json());
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/^http:\/\/dokkho\.test\/api\/course\/courses\/\?.*page=2/);
    const second = CourseListResponse.parse((await list({ page_size: 2, page: 2 })).json());
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toMatch(/page=1/);
  });

  it('answers a page past the end with 404 and a message', async () => {
    const response = await list({ page: 9 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'That page does not exist. Go back to the first page.' });
  });

  it('filters by level, free/paid and effective price range', async () => {
    expect(titles(CourseListResponse.parse((await list({ level: 'intermediate' })).json()))).toEqual([
      'Native Android with Kotlin',
    ]);
    expect(titles(CourseListResponse.parse((await list({ price: 'free' })).json()))).toEqual([
      'Mobile UX Basics',
    ]);
    expect(CourseListResponse.parse((await list({ price: 'paid' })).json()).count).toBe(2);
    // The sale price (2,999 BDT) is what counts, not the list price (4,500 BDT).
    const cheap = CourseListResponse.parse((await list({ min_price: 100000, max_price: 300000 })).json());
    expect(titles(cheap)).toEqual(['Flutter App Development: Zero to Play Store']);
  });

  it('accepts the genre by id as well as by slug', async () => {
    const bySlug = CourseListResponse.parse((await list({})).json());
    const genreId = bySlug.results[0]!.genre.id;
    const byId = CourseListResponse.parse((await list({ genre: genreId })).json());
    expect(byId.count).toBe(3);
  });

  it('sorts by price (effective), rating and newest', async () => {
    expect(titles(CourseListResponse.parse((await list({ sort: 'price_asc' })).json()))).toEqual([
      'Mobile UX Basics',
      'Flutter App Development: Zero to Play Store',
      'Native Android with Kotlin',
    ]);
    expect(titles(CourseListResponse.parse((await list({ sort: 'price_desc' })).json()))[0]).toBe(
      'Native Android with Kotlin',
    );
    expect(titles(CourseListResponse.parse((await list({ sort: 'rating' })).json()))[0]).toBe(
      'Flutter App Development: Zero to Play Store',
    );
    expect(titles(CourseListResponse.parse((await list({ sort: 'newest' })).json()))[0]).toBe(
      'Native Android with Kotlin',
    );
  });

  describe('search', () => {
    it('finds whole words and ranks a title match above a description match', async () => {
      const body = CourseListResponse.parse((await list({ search: 'flutter' })).json());
      expect(titles(body)).toEqual([
        'Flutter App Development: Zero to Play Store',
        'Native Android with Kotlin',
      ]);
    });

    it('finds partial words', async () => {
      expect(titles(CourseListResponse.parse((await list({ search: 'flut' })).json()))[0]).toBe(
        'Flutter App Development: Zero to Play Store',
      );
      expect(titles(CourseListResponse.parse((await list({ search: 'kotl andr' })).json()))).toEqual([
        'Native Android with Kotlin',
      ]);
    });

    it('tolerates typos', async () => {
      expect(titles(CourseListResponse.parse((await list({ search: 'fluter' })).json()))[0]).toBe(
        'Flutter App Development: Zero to Play Store',
      );
      expect(titles(CourseListResponse.parse((await list({ search: 'kotlinn' })).json()))).toContain(
        'Native Android with Kotlin',
      );
    });

    it('matches tags and stemmed words', async () => {
      expect(titles(CourseListResponse.parse((await list({ search: 'dart' })).json()))).toEqual([
        'Flutter App Development: Zero to Play Store',
      ]);
      expect(CourseListResponse.parse((await list({ search: 'developing' })).json()).count).toBeGreaterThan(
        0,
      );
    });

    it('finds nothing for nonsense or punctuation, without an error', async () => {
      for (const search of ['qwxzvbnm', '!!! ???']) {
        const response = await list({ search });
        expect(response.statusCode).toBe(200);
        expect(CourseListResponse.parse(response.json()).count).toBe(0);
      }
    });

    it('never lists drafts or career paths', async () => {
      const body = CourseListResponse.parse((await list({ search: 'flutter' })).json());
      expect(body.results.map((course) => course.id)).not.toContain(ids.draft);
      expect(body.results.map((course) => course.id)).not.toContain(ids.path);
    });
  });

  it('answers bad filters with 400 and field messages, never a 500', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ level: 'expert' }, 'level'],
      [{ page: 'abc' }, 'page'],
      [{ page: 0 }, 'page'],
      [{ page_size: 500 }, 'page_size'],
      [{ price: 'cheap' }, 'price'],
      [{ sort: 'random' }, 'sort'],
      [{ min_price: -5 }, 'min_price'],
      [{ min_price: 500, max_price: 100 }, 'min_price'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = response.json() as Record<string, string[]>;
      expect(body[field]?.[0], JSON.stringify(body)).toMatch(/^[A-Z]/);
    }
  });
});

describe('GET /api/course/courses/{id}/', () => {
  it('returns the course with its details', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/course/courses/${ids.flutter}/` });
    expect(response.statusCode).toBe(200);
    const course = CourseDetail.parse(response.json());
    expect(course).toMatchObject({ id: ids.flutter, kind: 'course', tags: ['flutter', 'dart', 'android'] });
    expect(course.instructor).toMatchObject({ name: 'Tanvir Ahmed', headline: 'Senior Data Analyst' });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('answers 404 for a draft or a missing course, 400 for a bad id', async () => {
    expect((await ctx.app.inject({ url: `/api/course/courses/${ids.draft}/` })).statusCode).toBe(404);
    const missing = await ctx.app.inject({ url: '/api/course/courses/99999999/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Course not found.' });
    const bad = await ctx.app.inject({ url: '/api/course/courses/abc/' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object)).toEqual(['id']);
  });
});

describe('GET /api/course/featured-course', () => {
  it('lists featured published courses only', async () => {
    const response = await ctx.app.inject({ url: '/api/course/featured-course' });
    expect(response.statusCode).toBe(200);
    const featuredIds = (response.json() as { id: number }[]).map((course) => course.id);
    expect(featuredIds).toContain(ids.flutter);
    expect(featuredIds).not.toContain(ids.draft);
    expect(featuredIds).not.toContain(ids.kotlin);
    expect(featuredIds.length).toBeLessThanOrEqual(8);
  });
});

describe('GET /api/course/bestgenres/', () => {
  it('counts listed courses and their learners per genre', async () => {
    const response = await ctx.app.inject({ url: '/api/course/bestgenres/' });
    expect(response.statusCode).toBe(200);
    const genre = (response.json() as { slug: string; course_count: number; learner_count: number }[]).find(
      (g) => g.slug === genreSlug,
    );
    expect(genre).toMatchObject({ course_count: 3, learner_count: 3300 });
  });

  it('leaves out genres without listed courses', async () => {
    const empty = await seedGenre(ctx.db);
    const response = await ctx.app.inject({ url: '/api/course/bestgenres/' });
    expect((response.json() as { slug: string }[]).map((g) => g.slug)).not.toContain(empty.slug);
  });
});

describe('GET /api/course/career-path-list/', () => {
  it('lists career paths with their courses in order', async () => {
    const response = await ctx.app.inject({ url: '/api/course/career-path-list/' });
    expect(response.statusCode).toBe(200);
    const path = (response.json() as { course: { id: number }; courses: { id: number }[] }[]).find(
      (p) => p.course.id === ids.path,
    );
    expect(path?.courses.map((course) => course.id)).toEqual([ids.flutter, ids.kotlin]);
  });
});
