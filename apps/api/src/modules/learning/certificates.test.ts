import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_SERIAL_PATTERN,
  CertificateDetails,
  CertifyResponse,
  CompletedCoursesResponse,
} from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { localiseDigits } from '@dokkho/domain/digits';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { scriptRuns } from '../../lib/pdf/fonts';
import { canReadPdfText, pdfText } from '../../test/pdf-text';
import {
  CERTIFICATE_ISSUED_MESSAGE,
  CERTIFICATE_NOT_FOUND_MESSAGE,
  ENROL_FOR_CERTIFICATE_MESSAGE,
  newCertificateSerial,
} from './certificates';

let ctx: TestContext;
let genreId: number;
let instructor: Awaited<ReturnType<typeof seedInstructor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
  instructor = await seedInstructor(ctx.db, { firstName: 'Tanvir', lastName: 'Ahmed' });
});

afterAll(async () => {
  await ctx?.close();
});

async function call(method: 'GET' | 'POST', url: string, userId?: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: userId ? await authHeader(userId) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A course with two lessons and one quiz, and an enrolled learner with a Bangla name. */
async function courseWithLearner() {
  const course = await seedCourse(
    ctx.db,
    { genreId, instructorId: instructor.profile.id },
    { title: 'SQL for Data Analysts' },
  );
  const [module] = await ctx.db
    .insert(schema.courseModules)
    .values({ courseId: course.id, title: 'Basics', position: 1 })
    .returning();
  const lessons = await ctx.db
    .insert(schema.lessons)
    .values([
      { moduleId: module!.id, courseId: course.id, kind: 'article', title: 'One', position: 1 },
      { moduleId: module!.id, courseId: course.id, kind: 'article', title: 'Two', position: 2 },
    ])
    .returning();
  const [quiz] = await ctx.db
    .insert(schema.quizzes)
    .values({ courseId: course.id, title: 'Final', passPercent: 50 })
    .returning();
  const learner = await seedUser(ctx.db, { firstName: 'সাদিয়া', lastName: 'ইসলাম' });
  await ctx.db.insert(schema.enrollments).values({ userId: learner.id, courseId: course.id, source: 'free' });
  return { course, lessons, quiz: quiz!, learner };
}

async function completeLesson(userId: number, lesson: { id: number; courseId: number }) {
  await ctx.db
    .insert(schema.lessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, completedAt: new Date() });
}

async function passQuiz(userId: number, quizId: number, passed = true) {
  await ctx.db.insert(schema.quizAttempts).values({
    quizId,
    userId,
    submittedAt: new Date(),
    score: 1,
    maxScore: 1,
    percent: passed ? 100 : 0,
    passed,
  });
}

describe('POST /api/course/certify-user/', () => {
  it('says what is left, then issues one certificate with a verifiable number', async () => {
    const { course, lessons, quiz, learner } = await courseWithLearner();
    const early = await call('POST', '/api/course/certify-user/', learner.id, { course_id: course.id });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      detail: 'Finish every lesson and pass every quiz to get your certificate: 2 lessons and 1 quiz to go.',
    });
    await completeLesson(learner.id, lessons[0]!);
    await completeLesson(learner.id, lessons[1]!);
    await passQuiz(learner.id, quiz.id, false);
    expect(
      (await call('POST', '/api/course/certify-user/', learner.id, { course_id: course.id })).json(),
    ).toEqual({
      detail: 'Finish every lesson and pass every quiz to get your certificate: 1 quiz to go.',
    });
    await passQuiz(learner.id, quiz.id);

    // A double tap issues one certificate.
    const [a, b] = await Promise.all([
      call('POST', '/api/course/certify-user/', learner.id, { course_id: course.id }),
      call('POST', '/api/course/certify-user/', learner.id, { course_id: course.id }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 201]);
    const issued = CertifyResponse.parse([a!, b!].find((r) => r.statusCode === 201)!.json());
    expect(issued.detail).toBe(CERTIFICATE_ISSUED_MESSAGE);
    expect(issued.certificate).toMatchObject({
      learner_name: 'সাদিয়া ইসলাম',
      course_id: course.id,
      course_title: 'SQL for Data Analysts',
      instructor_name: 'Tanvir Ahmed',
    });
    const serial = issued.certificate.serial;
    expect(serial).toMatch(CERTIFICATE_SERIAL_PATTERN);
    expect(issued.certificate.verify_url).toBe(`http://dokkho.test/certificate/${serial}`);
    expect(CertifyResponse.parse(b!.json()).certificate.serial).toBe(serial);
    // Issue 17 item 8: one notification for the one certificate, however many taps.
    const told = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, learner.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'certificate_issued',
      params: { course_title: 'SQL for Data Analysts', serial },
      link: '/newDashboard/certificates',
    });
    const [seat] = await ctx.db
      .select()
      .from(schema.enrollments)
      .where(eq(schema.enrollments.userId, learner.id));
    expect(seat!.completedAt).not.toBeNull();

    const completed = CompletedCoursesResponse.parse(
      (await call('GET', '/api/course/completed-courses/', learner.id)).json(),
    );
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ course: { id: course.id }, certificate: { serial } });

    // Renaming the account later does not change what the certificate says.
    await ctx.db.update(schema.users).set({ firstName: 'Sadia' }).where(eq(schema.users.id, learner.id));
    const publicView = await call('GET', `/api/course/certificate-details/${serial.toLowerCase()}/`);
    expect(publicView.statusCode).toBe(200);
    expect(CertificateDetails.parse(publicView.json())).toEqual(issued.certificate);
  });

  it('refuses learners without a seat, unknown courses, courses with nothing to complete, and signed-out callers', async () => {
    const { course } = await courseWithLearner();
    const stranger = await seedUser(ctx.db);
    const refused = await call('POST', '/api/course/certify-user/', stranger.id, { course_id: course.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ENROL_FOR_CERTIFICATE_MESSAGE });
    expect(
      (await call('POST', '/api/course/certify-user/', stranger.id, { course_id: 99999999 })).statusCode,
    ).toBe(404);
    const empty = await seedCourse(ctx.db, { genreId, instructorId: instructor.profile.id });
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: stranger.id, courseId: empty.id, source: 'free' });
    const nothing = await call('POST', '/api/course/certify-user/', stranger.id, { course_id: empty.id });
    expect(nothing.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/course/certify-user/', undefined, { course_id: course.id })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/course/completed-courses/', stranger.id)).json()).toEqual([]);
  });
});

describe('public certificate verification', () => {
  it('answers 404 for unknown numbers and 400 for malformed ones', async () => {
    const unknown = await call('GET', `/api/course/certificate-details/${newCertificateSerial()}/`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CERTIFICATE_NOT_FOUND_MESSAGE });
    const malformed = await call('GET', '/api/course/certificate-details/12345/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      id: ['This is not a certificate number (they look like DKH-7Q4M-2XKP-9H3T)'],
    });
    expect((await call('GET', '/api/course/certificate-pdf/nope/')).statusCode).toBe(400);
  });

  it('serves the PDF with the Bangla font embedded and the number in its metadata', async () => {
    const { course, lessons, quiz, learner } = await courseWithLearner();
    for (const lesson of lessons) await completeLesson(learner.id, lesson);
    await passQuiz(learner.id, quiz.id);
    const issued = CertifyResponse.parse(
      (await call('POST', '/api/course/certify-user/', learner.id, { course_id: course.id })).json(),
    );
    const serial = issued.certificate.serial;

    const response = await call('GET', `/api/course/certificate-pdf/${serial}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dokkho-certificate-${serial}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain(`certificate ${serial}`);
    // The learner's name is Bangla: the Bangla face must be embedded, or it would print as boxes.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+HindSiliguri-Bold/);
    expect(text).toContain('/Subtype /Image');
    expect((await call('GET', `/api/course/certificate-pdf/${newCertificateSerial()}/`)).statusCode).toBe(
      404,
    );
  });
});

describe('helpers', () => {
  it('makes serials in the documented shape, different every time', () => {
    const serials = new Set(Array.from({ length: 200 }, newCertificateSerial));
    expect(serials.size).toBe(200);
    for (const serial of serials) expect(serial).toMatch(CERTIFICATE_SERIAL_PATTERN);
  });

  it('splits mixed text into Bangla and Latin runs, spaces staying with their run', () => {
    expect(scriptRuns('সাদিয়া ইসলাম Sadia')).toEqual([
      { bangla: true, text: 'সাদিয়া ইসলাম ' },
      { bangla: false, text: 'Sadia' },
    ]);
    expect(scriptRuns('Rahim')).toEqual([{ bangla: false, text: 'Rahim' }]);
  });
});

describe.skipIf(!canReadPdfText)(
  "the certificate PDF in the reader's language (read back with pdftotext)",
  () => {
    async function issuedSerial() {
      const { course, lessons, quiz, learner } = await courseWithLearner();
      for (const lesson of lessons) await completeLesson(learner.id, lesson);
      await passQuiz(learner.id, quiz.id);
      const issued = CertifyResponse.parse(
        (await call('POST', '/api/course/certify-user/', learner.id, { course_id: course.id })).json(),
      );
      return issued.certificate.serial;
    }
    const download = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });

    it('is in Bangla for ?lang=bn or a Bangla visitor: shaped words that read back exactly, Bengali digits', async () => {
      const serial = await issuedSerial();
      const url = `/api/course/certificate-pdf/${serial}/`;
      const year = new Date().getFullYear();

      const asked = await download(`${url}?lang=bn`);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-language']).toBe('bn');
      const text = pdfText(asked.rawPayload)!;
      expect(text).toContain('কোর্স সমাপ্তির সার্টিফিকেট');
      expect(text).toContain('এই মর্মে প্রত্যয়ন করা হচ্ছে যে');
      // The learner's Bangla name, with its vowel signs in text order (ি, ি drawn before their consonants).
      expect(text).toContain('সাদিয়া ইসলাম');
      expect(text).toContain('প্রদানের তারিখ');
      expect(text).toContain(localiseDigits(String(year), 'bn'));
      expect(text).toContain(serial);
      expect(text).not.toContain('CERTIFICATE OF COMPLETION');

      // The visitor's cookie (the web's language switch) decides when the link does not say.
      const byCookie = pdfText((await download(url, { cookie: 'dokkho_lang=bn' })).rawPayload)!;
      expect(byCookie).toContain('কোর্স সমাপ্তির সার্টিফিকেট');
      // And the link wins over the cookie.
      const english = await download(`${url}?lang=en`, { cookie: 'dokkho_lang=bn' });
      expect(english.headers['content-language']).toBe('en');
      expect(pdfText(english.rawPayload)).toContain('CERTIFICATE OF COMPLETION');
    });

    it('stays English for an English visitor, and refuses a language it does not speak', async () => {
      const serial = await issuedSerial();
      const url = `/api/course/certificate-pdf/${serial}/`;
      const text = pdfText((await download(url, { 'accept-language': 'en-GB,en;q=0.9' })).rawPayload)!;
      expect(text).toContain('CERTIFICATE OF COMPLETION');
      expect(text).toContain('This certifies that');
      expect(text).toContain('has successfully completed the course');
      expect(text).toContain('SQL for Data Analysts');
      expect(text).not.toContain('সার্টিফিকেট');
      expect((await download(`${url}?lang=fr`)).statusCode).toBe(400);
    });
  },
);
