import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CertificateDetails,
  CertifyResponse,
  CompletedCoursesResponse,
  CourseModulesResponse,
  EnrolledCoursesResponse,
  GradesResponse,
  HandbookDetails,
  HandbookDownloadResponse,
  HandbookListResponse,
  LessonContent,
  LessonInfo,
  QuizInfo,
  WishlistResponse,
} from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { copiedTitleIn } from '../../lib/content-language';
import { newCertificateSerial } from './certificates';
import { canReadPdfText, pdfText } from '../../test/pdf-text';
import { createTestApp, type AuthHeaders, type TestContext } from '../../test/test-app';
import { courseMaker, seedLesson, seedMember, uniqueTag } from '../../test/factories';

/**
 * Issue 16 (docs/decisions/026): the signed-in screens (the learner dashboard, the player, quizzes,
 * certificates, handbooks) name courses in the request's language, field by field with English where
 * there is no Bangla, and say so in `Vary`.
 */

let ctx: TestContext;
let learner: { user: { id: number }; headers: AuthHeaders };
const ids: Record<string, number> = {};
const serials: Record<string, string> = {};

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const EXCEL = 'Excel for Office Jobs';
const EXCEL_BN = 'অফিসের কাজের জন্য এক্সেল';
const SQL = 'SQL for Analysts';

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  const course = await courseMaker(db);
  const excel = await course({ title: EXCEL, titleBn: EXCEL_BN, subtitleBn: 'ফর্মুলা আর রিপোর্ট' });
  // No Bangla at all: every Bangla answer falls back to the English title.
  const sql = await course({ title: SQL, titleBn: '  ' });
  // Renamed after its certificate was issued: the certificate keeps the name it was issued under.
  const renamed = await course({ title: 'Power BI Dashboards', titleBn: 'পাওয়ার বিআই ড্যাশবোর্ড' });

  learner = await seedMember(db, { firstName: 'Sadia', lastName: 'Islam' });
  const userId = learner.user.id;
  await db.insert(schema.enrollments).values([
    { userId, courseId: sql.id, source: 'free', createdAt: new Date('2026-09-01T00:00:00Z') },
    { userId, courseId: excel.id, source: 'free', createdAt: new Date('2026-09-02T00:00:00Z') },
    {
      userId,
      courseId: renamed.id,
      source: 'free',
      createdAt: new Date('2026-08-01T00:00:00Z'),
      completedAt: new Date('2026-09-03T00:00:00Z'),
    },
  ]);
  await db.insert(schema.wishlistItems).values([{ userId, courseId: excel.id }]);
  const lesson = await seedLesson(db, excel.id);
  const [quiz] = await db
    .insert(schema.quizzes)
    .values({ courseId: excel.id, title: 'Formulas check', position: 1 })
    .returning();
  const [certificate] = await db
    .insert(schema.certificates)
    .values([
      {
        serial: newCertificateSerial(),
        userId,
        courseId: renamed.id,
        learnerName: 'Sadia Islam',
        courseTitle: 'Power BI Basics',
        instructorName: 'Nusrat Jahan',
        issuedAt: new Date('2026-09-03T00:00:00Z'),
      },
    ])
    .returning();
  const [handbook] = await db
    .insert(schema.handbooks)
    .values({
      slug: uniqueTag('handbook'),
      courseId: excel.id,
      title: 'The Excel handbook',
      body: '# Formulas',
    })
    .returning();
  Object.assign(ids, {
    excel: excel.id,
    sql: sql.id,
    renamed: renamed.id,
    lesson: lesson.id,
    quiz: quiz!.id,
    handbook: handbook!.id,
  });
  serials.renamed = certificate!.serial;
});

afterAll(async () => {
  await ctx?.close();
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: { ...learner.headers, ...headers }, payload });
}

/** Both languages of one call: the Bangla answer and the English one, each with its Vary checked. */
async function inBoth(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const bangla = await call(method, url, BANGLA, payload);
  const english = await call(method, url, ENGLISH, payload);
  for (const reply of [bangla, english]) {
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    expect(reply.headers.vary).toMatch(/Accept-Language/);
    expect(reply.headers.vary).toMatch(/Cookie/);
  }
  return { bn: bangla.json(), en: english.json() };
}

describe('the copied title of a certificate or receipt', () => {
  it('is in Bangla only when asked, written, and the course has not been renamed since', () => {
    const current = { title: 'Excel', titleBn: 'এক্সেল' };
    expect(copiedTitleIn('bn', 'Excel', current)).toBe('এক্সেল');
    expect(copiedTitleIn('en', 'Excel', current)).toBe('Excel');
    expect(copiedTitleIn('bn', 'Old Excel', current)).toBe('Old Excel');
    expect(copiedTitleIn('bn', 'Excel', { title: 'Excel', titleBn: ' ' })).toBe('Excel');
    expect(copiedTitleIn('bn', 'Excel', undefined)).toBe('Excel');
  });
});

describe('the learner dashboard in the request language', () => {
  it('lists enrolled courses in Bangla for a Bangla screen and in English for an English one', async () => {
    const { bn, en } = await inBoth('GET', '/api/course/enrolled/');
    const titles = (body: unknown) =>
      EnrolledCoursesResponse.parse(body).map((item) => [item.course.title, item.course.subtitle]);
    expect(titles(bn).slice(0, 2)).toEqual([
      [EXCEL_BN, 'ফর্মুলা আর রিপোর্ট'],
      [SQL, 'A course made by a test'],
    ]);
    expect(titles(en).slice(0, 2)).toEqual([
      [EXCEL, 'A course made by a test'],
      [SQL, 'A course made by a test'],
    ]);
  });

  it('follows the dokkho_lang cookie over the browser language', async () => {
    const reply = await call('GET', '/api/course/enrolled/', { ...ENGLISH, cookie: 'dokkho_lang=bn' });
    expect(EnrolledCoursesResponse.parse(reply.json())[0]!.course.title).toBe(EXCEL_BN);
  });

  it('shows the wishlist, and the wishlist answered by saving and removing, in the request language', async () => {
    const title = (body: unknown) => WishlistResponse.parse(body).map((item) => item.course.title);
    const listed = await inBoth('GET', '/api/user/wishlist/');
    expect(title(listed.bn)).toEqual([EXCEL_BN]);
    expect(title(listed.en)).toEqual([EXCEL]);

    const saved = await inBoth('POST', `/api/user/wishlist/${ids.sql}/`);
    expect(title(saved.bn)).toContain(SQL);
    expect(title(saved.bn)).toContain(EXCEL_BN);
    const removed = await call('DELETE', `/api/user/wishlist/${ids.sql}/`, BANGLA);
    expect(removed.headers.vary).toMatch(/Accept-Language/);
    expect(title(removed.json())).toEqual([EXCEL_BN]);
  });

  it('names the courses of the grades in the request language', async () => {
    const { bn, en } = await inBoth('GET', '/api/course/grades/');
    const titles = (body: unknown) =>
      Object.fromEntries(GradesResponse.parse(body).map((grade) => [grade.course_id, grade.course_title]));
    expect(titles(bn)[ids.excel!]).toBe(EXCEL_BN);
    expect(titles(bn)[ids.sql!]).toBe(SQL);
    expect(titles(en)[ids.excel!]).toBe(EXCEL);
  });

  it('lists completed courses in Bangla, the certificate keeping the title it was issued under', async () => {
    const { bn, en } = await inBoth('GET', '/api/course/completed-courses/');
    const [banglaItem] = CompletedCoursesResponse.parse(bn);
    expect(banglaItem!.course.title).toBe('পাওয়ার বিআই ড্যাশবোর্ড');
    // Renamed since issue: its Bangla title translates the new name, so the certificate keeps the old.
    expect(banglaItem!.certificate.course_title).toBe('Power BI Basics');
    const [englishItem] = CompletedCoursesResponse.parse(en);
    expect(englishItem!.course.title).toBe('Power BI Dashboards');
    expect(englishItem!.certificate.course_title).toBe('Power BI Basics');
  });
});

describe('the player and quizzes in the request language', () => {
  it('names the course of a lesson in Bangla (the lesson itself stays as written)', async () => {
    const { bn, en } = await inBoth('GET', `/api/course/lessons/${ids.lesson}/`);
    expect(LessonContent.parse(bn)).toMatchObject({ course_title: EXCEL_BN, title: 'Welcome' });
    expect(LessonContent.parse(en)).toMatchObject({ course_title: EXCEL, title: 'Welcome' });

    const info = await inBoth('GET', `/api/course/lesson-info/${ids.lesson}/`);
    expect(LessonInfo.parse(info.bn)).toMatchObject({
      course_title: EXCEL_BN,
      module_title: 'Getting started',
    });
    expect(LessonInfo.parse(info.en).course_title).toBe(EXCEL);
  });

  it("names the course of the player's outline in Bangla", async () => {
    const { bn, en } = await inBoth('GET', `/api/course/modules/?course=${ids.excel}`);
    expect(CourseModulesResponse.parse(bn).course_title).toBe(EXCEL_BN);
    expect(CourseModulesResponse.parse(en).course_title).toBe(EXCEL);
    const untranslated = await inBoth('GET', `/api/course/modules/?course=${ids.sql}`);
    expect(CourseModulesResponse.parse(untranslated.bn).course_title).toBe(SQL);
  });

  it("names the course of a quiz's page in Bangla", async () => {
    const { bn, en } = await inBoth('GET', `/api/course/quiz-info/${ids.quiz}/`);
    expect(QuizInfo.parse(bn)).toMatchObject({ course_title: EXCEL_BN, title: 'Formulas check' });
    expect(QuizInfo.parse(en).course_title).toBe(EXCEL);
  });
});

describe('certificates in the request language', () => {
  it('names the course of a certificate in Bangla when the course is not renamed, else as issued', async () => {
    const { db } = ctx;
    // A certificate of the Excel course, issued under its current title.
    const serial = newCertificateSerial();
    await db.insert(schema.certificates).values({
      serial,
      userId: learner.user.id,
      courseId: ids.excel!,
      learnerName: 'Sadia Islam',
      courseTitle: EXCEL,
      instructorName: 'Nusrat Jahan',
    });
    const current = await inBoth('GET', `/api/course/certificate-details/${serial}/`);
    expect(CertificateDetails.parse(current.bn).course_title).toBe(EXCEL_BN);
    expect(CertificateDetails.parse(current.en).course_title).toBe(EXCEL);

    const renamed = await inBoth('GET', `/api/course/certificate-details/${serials.renamed}/`);
    expect(CertificateDetails.parse(renamed.bn).course_title).toBe('Power BI Basics');

    // Asking for it again (certify-user) answers the same certificate, in the request language too.
    const again = await inBoth('POST', '/api/course/certify-user/', { course_id: ids.excel });
    expect(CertifyResponse.parse(again.bn).certificate.course_title).toBe(EXCEL_BN);
    expect(CertifyResponse.parse(again.en).certificate.course_title).toBe(EXCEL);
    serials.excel = serial;
  });

  it.skipIf(!canReadPdfText)(
    'prints the Bangla title on a Bangla certificate and the English on an English one',
    async () => {
      const url = `/api/course/certificate-pdf/${serials.excel}/`;
      const bangla = pdfText((await ctx.app.inject({ url: `${url}?lang=bn` })).rawPayload)!;
      expect(bangla).toContain(EXCEL_BN);
      expect(bangla).not.toContain(EXCEL);
      const english = pdfText((await ctx.app.inject({ url: `${url}?lang=en`, headers: BANGLA })).rawPayload)!;
      expect(english).toContain(EXCEL);
      expect(english).not.toContain(EXCEL_BN);
    },
  );
});

describe('handbooks in the request language', () => {
  it('names the course a handbook leads to in Bangla (the handbook is written once)', async () => {
    const one = await inBoth('GET', `/api/course/handbook/${ids.handbook}/`);
    expect(HandbookDetails.parse(one.bn)).toMatchObject({
      title: 'The Excel handbook',
      course: { title: EXCEL_BN },
    });
    expect(HandbookDetails.parse(one.en).course?.title).toBe(EXCEL);

    const list = await inBoth('GET', '/api/course/handbooks/');
    const linked = (body: unknown) =>
      HandbookListResponse.parse(body).find((handbook) => handbook.id === ids.handbook)?.course?.title;
    expect(linked(list.bn)).toBe(EXCEL_BN);
    expect(linked(list.en)).toBe(EXCEL);
  });

  it.skipIf(!canReadPdfText)("names the course in the handbook PDF's language", async () => {
    const lead = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/handbook-download/${ids.handbook}/`,
      payload: { name: 'Sadia Islam', email: 'sadia@example.com' },
    });
    const { download_url: link } = HandbookDownloadResponse.parse(lead.json());
    const path = new URL(link).pathname;
    const bangla = pdfText((await ctx.app.inject({ url: `${path}?lang=bn` })).rawPayload)!;
    // The handbook's body text reads back with its vowel signs in drawing order, so one whole word.
    expect(bangla).toContain('জন্য');
    expect(bangla).not.toContain(EXCEL);
    // Page numbers in Bengali digits, drawn in the Bangla face (the Latin one has no glyphs for them).
    expect(bangla).toMatch(/১ \/ [১-৯]/);
    const english = pdfText((await ctx.app.inject({ url: `${path}?lang=en` })).rawPayload)!;
    expect(english).toContain(EXCEL);
    expect(english).not.toContain(EXCEL_BN);
  });
});
