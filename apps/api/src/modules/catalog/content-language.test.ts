import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareerPathListResponse, CourseDetail, CourseListResponse } from '@dokkho/contract/catalog';
import { JobBoardResponse, JobDetail } from '@dokkho/contract/jobs';
import { CourseBofu, CourseFullDetail, CareerPathDetail } from '@dokkho/contract/learning';
import { BundleDetail, BundleListResponse } from '@dokkho/contract/offers';
import { schema } from '@dokkho/db';
import { listIn, textIn } from '../../lib/content-language';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  seedBundle,
  seedCourse,
  seedGenre,
  seedInstructor,
  seedJob,
  seedRecruiter,
} from '../../test/factories';

/**
 * Issue 16 item 6 (docs/decisions/026): catalog and job content in the request's language, English per
 * field where the Bangla is missing; the teaching-language filter; Bangla text found by search.
 */

let ctx: TestContext;
let genreSlug: string;
const ids: Record<string, number> = {};

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  const genre = await seedGenre(db, { name: 'Office Skills' });
  genreSlug = genre.slug;
  const { profile } = await seedInstructor(db);
  const base = { genreId: genre.id, instructorId: profile.id };
  const excel = await seedCourse(db, base, {
    title: 'Excel for Office Jobs',
    subtitle: 'Formulas and reports every office expects',
    description: 'Learn VLOOKUP and pivot tables.',
    outcomes: ['Write formulas', 'Build pivot tables'],
    titleBn: 'অফিসের কাজের জন্য এক্সেল',
    subtitleBn: 'প্রতিটি অফিস যে ফর্মুলা আর রিপোর্ট চায়',
    descriptionBn: 'ভিলুকআপ আর পিভট টেবিল শিখুন।',
    outcomesBn: ['ফর্মুলা লিখতে পারবেন', 'পিভট টেবিল বানাতে পারবেন'],
    language: 'bn',
    isFeatured: true,
    enrolledCount: 50,
  });
  // Half translated: a Bangla title, no Bangla subtitle or description; taught in English.
  const sql = await seedCourse(db, base, {
    title: 'SQL for Analysts',
    subtitle: 'Query any database',
    description: 'Joins and window functions.',
    outcomes: ['Write joins'],
    titleBn: 'অ্যানালিস্টদের জন্য এসকিউএল',
    subtitleBn: '  ',
    language: 'en',
    enrolledCount: 10,
  });
  const path = await seedCourse(db, base, {
    kind: 'career_path',
    title: 'Office Career Path',
    titleBn: 'অফিস ক্যারিয়ার পাথ',
  });
  const [careerPath] = await db.insert(schema.careerPaths).values({ courseId: path.id }).returning();
  await db.insert(schema.careerPathCourses).values([
    { careerPathId: careerPath!.id, courseId: excel.id, position: 1 },
    { careerPathId: careerPath!.id, courseId: sql.id, position: 2 },
  ]);
  const bundle = await seedBundle(db, [excel.id, sql.id], {
    title: 'Office Bundle',
    subtitle: 'Two courses, one price',
    description: 'Everything for the office.',
    titleBn: 'অফিস বান্ডেল',
    descriptionBn: 'অফিসের জন্য সবকিছু।',
  });
  await db.insert(schema.courseFaqs).values([
    {
      courseId: excel.id,
      question: 'Will I get a certificate?',
      answer: 'Yes, when you finish every lesson.',
      questionBn: 'সার্টিফিকেট পাব কি?',
      answerBn: 'হ্যাঁ, সব লেসন শেষ করলেই পাবেন।',
      position: 1,
    },
    // Half translated: the Bangla question is written, its answer is blank.
    {
      courseId: excel.id,
      question: 'Do I need a laptop?',
      answer: 'A phone is enough to watch.',
      questionBn: 'ল্যাপটপ লাগবে কি?',
      answerBn: ' ',
      position: 2,
    },
    // Not translated at all.
    { courseId: excel.id, question: 'Can I get a refund?', answer: 'Within 7 days.', position: 3 },
  ]);
  const recruiter = await seedRecruiter(db);
  const job = await seedJob(db, recruiter, {
    title: 'Office Assistant',
    description: 'Keep the office running.',
    titleBn: 'অফিস সহকারী',
    descriptionBn: 'অফিস সচল রাখবেন।',
  });
  Object.assign(ids, { excel: excel.id, sql: sql.id, path: path.id, bundle: bundle.id, job: job.id });
});

afterAll(async () => {
  await ctx?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

function listCourses(query: Record<string, string>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ genre: genreSlug, ...query });
  return get(`/api/course/courses/?${search}`, headers);
}

describe('field by field fallback', () => {
  it('takes the Bangla only when Bangla is asked for and written', () => {
    expect(textIn('bn', 'Excel', 'এক্সেল')).toBe('এক্সেল');
    expect(textIn('en', 'Excel', 'এক্সেল')).toBe('Excel');
    expect(textIn('bn', 'Excel', null)).toBe('Excel');
    expect(textIn('bn', 'Excel', ' ')).toBe('Excel');
    expect(listIn('bn', ['a'], ['ক'])).toEqual(['ক']);
    expect(listIn('bn', ['a'], [])).toEqual(['a']);
    expect(listIn('bn', ['a'], null)).toEqual(['a']);
    expect(listIn('en', ['a'], ['ক'])).toEqual(['a']);
  });
});

describe('the catalog in the request language', () => {
  it('lists courses in English for an English reader and in Bangla for a Bangla one', async () => {
    const english = await listCourses({}, ENGLISH);
    expect(english.statusCode).toBe(200);
    const en = CourseListResponse.parse(english.json());
    expect(en.results.map((c) => c.title)).toEqual(['Excel for Office Jobs', 'SQL for Analysts']);

    const bangla = await listCourses({}, BANGLA);
    const bn = CourseListResponse.parse(bangla.json());
    expect(bn.results.map((c) => [c.title, c.subtitle])).toEqual([
      ['অফিসের কাজের জন্য এক্সেল', 'প্রতিটি অফিস যে ফর্মুলা আর রিপোর্ট চায়'],
      // The blank Bangla subtitle falls back to the English one.
      ['অ্যানালিস্টদের জন্য এসকিউএল', 'Query any database'],
    ]);
    for (const reply of [english, bangla]) {
      expect(reply.headers.vary).toMatch(/Accept-Language/);
      expect(reply.headers.vary).toMatch(/Cookie/);
    }
  });

  it('follows the dokkho_lang cookie over the browser language', async () => {
    const reply = await listCourses({}, { ...ENGLISH, cookie: 'dokkho_lang=bn' });
    expect(CourseListResponse.parse(reply.json()).results[0]!.title).toBe('অফিসের কাজের জন্য এক্সেল');
    const back = await listCourses({}, { ...BANGLA, cookie: 'dokkho_lang=en' });
    expect(CourseListResponse.parse(back.json()).results[0]!.title).toBe('Excel for Office Jobs');
  });

  it('answers English without any language header', async () => {
    const reply = await listCourses({});
    expect(CourseListResponse.parse(reply.json()).results[0]!.title).toBe('Excel for Office Jobs');
  });

  it('gives the course detail and the course page in Bangla, with English where Bangla is missing', async () => {
    const detail = CourseDetail.parse((await get(`/api/course/courses/${ids.excel}/`, BANGLA)).json());
    expect(detail.description).toBe('ভিলুকআপ আর পিভট টেবিল শিখুন।');
    expect(detail.outcomes).toEqual(['ফর্মুলা লিখতে পারবেন', 'পিভট টেবিল বানাতে পারবেন']);

    const page = await get(`/api/course/course_detail/${ids.sql}/`, BANGLA);
    expect(page.headers.vary).toMatch(/Accept-Language/);
    const sqlPage = CourseFullDetail.parse(page.json());
    expect(sqlPage.title).toBe('অ্যানালিস্টদের জন্য এসকিউএল');
    expect(sqlPage.description).toBe('Joins and window functions.');
    expect(sqlPage.outcomes).toEqual(['Write joins']);

    const english = CourseDetail.parse((await get(`/api/course/courses/${ids.excel}/`, ENGLISH)).json());
    expect(english.description).toBe('Learn VLOOKUP and pivot tables.');
    expect(english.outcomes).toEqual(['Write formulas', 'Build pivot tables']);
  });

  it('gives the FAQ of the course page and the landing page in Bangla, English where Bangla is missing', async () => {
    const bangla = [
      ['সার্টিফিকেট পাব কি?', 'হ্যাঁ, সব লেসন শেষ করলেই পাবেন।'],
      ['ল্যাপটপ লাগবে কি?', 'A phone is enough to watch.'],
      ['Can I get a refund?', 'Within 7 days.'],
    ];
    const english = [
      ['Will I get a certificate?', 'Yes, when you finish every lesson.'],
      ['Do I need a laptop?', 'A phone is enough to watch.'],
      ['Can I get a refund?', 'Within 7 days.'],
    ];
    const pairs = (faqs: { question: string; answer: string }[]) => faqs.map((f) => [f.question, f.answer]);

    const page = CourseFullDetail.parse(
      (await get(`/api/course/course_detail/${ids.excel}/`, BANGLA)).json(),
    );
    expect(pairs(page.faqs)).toEqual(bangla);
    const bofu = await get(`/api/course/${ids.excel}/bofu/`, BANGLA);
    expect(bofu.headers.vary).toMatch(/Accept-Language/);
    expect(pairs(CourseBofu.parse(bofu.json()).faqs)).toEqual(bangla);
    const cookie = await get(`/api/course/course_detail/${ids.excel}/`, {
      ...ENGLISH,
      cookie: 'dokkho_lang=bn',
    });
    expect(pairs(CourseFullDetail.parse(cookie.json()).faqs)).toEqual(bangla);

    for (const headers of [ENGLISH, {}]) {
      const en = CourseFullDetail.parse(
        (await get(`/api/course/course_detail/${ids.excel}/`, headers)).json(),
      );
      expect(pairs(en.faqs)).toEqual(english);
      const enBofu = CourseBofu.parse((await get(`/api/course/${ids.excel}/bofu/`, headers)).json());
      expect(pairs(enBofu.faqs)).toEqual(english);
    }
  });

  it('keeps the featured courses apart per language', async () => {
    const english = (await get('/api/course/featured-course', ENGLISH)).json() as { title: string }[];
    const bangla = (await get('/api/course/featured-course', BANGLA)).json() as { title: string }[];
    expect(english.map((c) => c.title)).toContain('Excel for Office Jobs');
    expect(bangla.map((c) => c.title)).toContain('অফিসের কাজের জন্য এক্সেল');
  });

  it('gives career paths with their member courses in Bangla', async () => {
    const list = CareerPathListResponse.parse((await get('/api/course/career-path-list/', BANGLA)).json());
    const path = list.find((p) => p.course.id === ids.path)!;
    expect(path.course.title).toBe('অফিস ক্যারিয়ার পাথ');
    expect(path.courses.map((c) => c.title)).toEqual(['অফিসের কাজের জন্য এক্সেল', 'অ্যানালিস্টদের জন্য এসকিউএল']);

    const page = CareerPathDetail.parse((await get(`/api/course/career_path/${ids.path}/`, BANGLA)).json());
    expect(page.title).toBe('অফিস ক্যারিয়ার পাথ');
    expect(page.courses[0]!.title).toBe('অফিসের কাজের জন্য এক্সেল');
  });

  it('gives bundles in Bangla, the missing Bangla subtitle in English', async () => {
    const list = BundleListResponse.parse((await get('/api/course/bundles/', BANGLA)).json());
    const bundle = list.find((b) => b.id === ids.bundle)!;
    expect([bundle.title, bundle.subtitle]).toEqual(['অফিস বান্ডেল', 'Two courses, one price']);
    const detail = BundleDetail.parse((await get(`/api/course/bundles/${ids.bundle}/`, BANGLA)).json());
    expect(detail.description).toBe('অফিসের জন্য সবকিছু।');
    expect(detail.courses.map((c) => c.title)).toContain('অফিসের কাজের জন্য এক্সেল');
    const english = BundleDetail.parse((await get(`/api/course/bundles/${ids.bundle}/`, ENGLISH)).json());
    expect(english.title).toBe('Office Bundle');
  });
});

describe('the teaching language filter', () => {
  it('lists only the courses taught in the language asked for', async () => {
    const bn = CourseListResponse.parse((await listCourses({ language: 'bn' })).json());
    expect(bn.results.map((c) => c.id)).toEqual([ids.excel]);
    expect(bn.results[0]!.language).toBe('bn');
    const en = CourseListResponse.parse((await listCourses({ language: 'en' })).json());
    expect(en.results.map((c) => c.id)).toEqual([ids.sql]);
  });

  it('refuses a language it does not know with a 400', async () => {
    const reply = await listCourses({ language: 'fr' });
    expect(reply.statusCode).toBe(400);
  });
});

describe('Bangla search', () => {
  it('finds a course by words of its Bangla title and description', async () => {
    const byTitle = CourseListResponse.parse((await listCourses({ search: 'অ্যানালিস্টদের' })).json());
    expect(byTitle.results.map((c) => c.id)).toEqual([ids.sql]);
    const byDescription = CourseListResponse.parse((await listCourses({ search: 'পিভট' })).json());
    expect(byDescription.results.map((c) => c.id)).toEqual([ids.excel]);
  });

  it('finds a Bangla title with a typo through the similarity tier', async () => {
    const reply = CourseListResponse.parse((await listCourses({ search: 'অ্যানালিস্টদেরর' })).json());
    expect(reply.results.map((c) => c.id)).toEqual([ids.sql]);
  });

  it('finds a job by its Bangla title and shows the post in Bangla', async () => {
    const board = await get(`/api/jobs/board/?search=${encodeURIComponent('সহকারী')}`, BANGLA);
    expect(board.statusCode).toBe(200);
    expect(board.headers.vary).toMatch(/Cookie/);
    const found = JobBoardResponse.parse(board.json());
    expect(found.results.map((j) => [j.id, j.title])).toEqual([[ids.job, 'অফিস সহকারী']]);

    const english = JobBoardResponse.parse((await get('/api/jobs/board/', ENGLISH)).json());
    expect(english.results.find((j) => j.id === ids.job)!.title).toBe('Office Assistant');

    const page = JobDetail.parse((await get(`/api/jobs/board/${ids.job}/`, BANGLA)).json());
    expect([page.title, page.description]).toEqual(['অফিস সহকারী', 'অফিস সচল রাখবেন।']);
  });
});
