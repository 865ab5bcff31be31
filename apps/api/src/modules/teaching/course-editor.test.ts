import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { COURSE_EDITOR_MESSAGES, CourseEditorCourse } from '@dokkho/contract/course-editor';
import { NOT_AN_INSTRUCTOR_MESSAGE, TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import { multipart, seedCourse, seedGenre, seedInstructor, seedMember } from '../../test/factories';
import { authHeader, createUploadsTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext & { dataDir: string };
let genreId: number;

beforeAll(async () => {
  ctx = await createUploadsTestApp();
  genreId = (await seedGenre(ctx.db, { position: -1 })).id;
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/instructor/courses/${url}`, headers, ...(payload ? { payload } : {}) });

async function instructor(name = 'Nusrat') {
  const made = await seedInstructor(ctx.db, { firstName: name });
  return { ...made, headers: await authHeader(made.user.id) };
}

/** A new draft made through the API, as the editor makes it. */
async function draft(headers: Record<string, string>, title = 'Spoken English for job interviews') {
  const response = await call('POST', '', headers, { title });
  expect(response.statusCode, response.body).toBe(201);
  return CourseEditorCourse.parse(response.json());
}

/** Sends an edit on the course's current revision and answers the course after it. */
async function edit(
  headers: Record<string, string>,
  course: { id: number; revision: number },
  method: Method,
  path: string,
  payload: object = {},
) {
  const query = method === 'DELETE' ? `?base_revision=${course.revision}` : '';
  const response = await call(
    method,
    `${course.id}/${path}${query}`,
    headers,
    method === 'DELETE' ? undefined : { base_revision: course.revision, ...payload },
  );
  expect(response.statusCode, response.body).toBe(200);
  return CourseEditorCourse.parse(response.json());
}

const DETAILS = {
  title: 'Spoken English for job interviews',
  subtitle: 'Answer the ten questions every Dhaka interviewer asks',
  description: '## What you will do\n\nPractise **out loud**, with model answers.',
  outcomes: ['Introduce yourself in one minute', 'Answer salary questions calmly', ''],
  genre_id: 0,
  level: 'beginner',
  language: 'bn',
  tags: ['english', 'interview', 'english'],
  title_bn: 'চাকরির ইন্টারভিউয়ের জন্য স্পোকেন ইংলিশ',
  subtitle_bn: '  ',
  description_bn: null,
  outcomes_bn: ['এক মিনিটে নিজের পরিচয় দিন'],
};

describe('who may use the course editor', () => {
  it('refuses signed-out callers (401) and learners (403) on every route', async () => {
    const teacher = await instructor();
    const course = await draft(teacher.headers);
    const learner = await seedMember(ctx.db);
    const routes: [Method, string, object?][] = [
      ['POST', '', { title: 'Mine now' }],
      ['GET', `${course.id}/edit/`],
      ['PATCH', `${course.id}/edit/`, { base_revision: 0 }],
      ['POST', `${course.id}/modules/`, { base_revision: 0, title: 'M' }],
      ['PUT', `${course.id}/modules/order/`, { base_revision: 0, ids: [1] }],
      ['PATCH', `${course.id}/modules/1/`, { base_revision: 0, title: 'M' }],
      ['DELETE', `${course.id}/modules/1/?base_revision=0`],
      ['POST', `${course.id}/modules/1/lessons/`, { base_revision: 0, title: 'L', kind: 'article' }],
      ['PUT', `${course.id}/modules/1/lessons/order/`, { base_revision: 0, ids: [1] }],
      ['PATCH', `${course.id}/lessons/1/`, { base_revision: 0, title: 'L' }],
      ['DELETE', `${course.id}/lessons/1/?base_revision=0`],
      ['POST', `${course.id}/thumbnail/?base_revision=0`],
      ['POST', `${course.id}/lessons/1/resources/?base_revision=0`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, learner.headers, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await call('GET', `${course.id}/edit/`, teacher.headers);
    expect(after.json().revision).toBe(0);
  });

  it('answers 404 for another instructor’s course on every route, and changes nothing', async () => {
    const owner = await instructor('Owner');
    const other = await instructor('Other');
    let course = await draft(owner.headers);
    course = await edit(owner.headers, course, 'POST', 'modules/', { title: 'Basics' });
    course = await edit(owner.headers, course, 'POST', `modules/${course.modules[0]!.id}/lessons/`, {
      title: 'Greetings',
      kind: 'article',
    });
    const moduleId = course.modules[0]!.id;
    const lessonId = course.modules[0]!.lessons[0]!.id;
    const rev = course.revision;
    const routes: [Method, string, object?][] = [
      ['GET', `${course.id}/edit/`],
      ['PATCH', `${course.id}/edit/`, { base_revision: rev, pricing: { price: 0, sale_price: null } }],
      ['POST', `${course.id}/modules/`, { base_revision: rev, title: 'Mine' }],
      ['PUT', `${course.id}/modules/order/`, { base_revision: rev, ids: [moduleId] }],
      ['PATCH', `${course.id}/modules/${moduleId}/`, { base_revision: rev, title: 'Mine' }],
      ['DELETE', `${course.id}/modules/${moduleId}/?base_revision=${rev}`],
      [
        'POST',
        `${course.id}/modules/${moduleId}/lessons/`,
        { base_revision: rev, title: 'L', kind: 'video' },
      ],
      ['PUT', `${course.id}/modules/${moduleId}/lessons/order/`, { base_revision: rev, ids: [lessonId] }],
      ['PATCH', `${course.id}/lessons/${lessonId}/`, { base_revision: rev, title: 'Mine' }],
      ['DELETE', `${course.id}/lessons/${lessonId}/?base_revision=${rev}`],
    ];
    for (const [method, url, payload] of routes) {
      const refused = await call(method, url, other.headers, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().detail).toBe(TEACHING_COURSE_NOT_FOUND_MESSAGE);
    }
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'file', filename: 'x.png', contentType: 'image/png', data: png }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/instructor/courses/${course.id}/thumbnail/?base_revision=${rev}`,
      headers: { ...other.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(404);

    const after = CourseEditorCourse.parse((await call('GET', `${course.id}/edit/`, owner.headers)).json());
    expect(after.revision).toBe(rev);
    expect(after.modules).toHaveLength(1);
    expect(after.modules[0]!.title).toBe('Basics');
    expect(after.modules[0]!.lessons.map((lesson) => lesson.title)).toEqual(['Greetings']);
  });

  it('refuses a module or lesson of another course, even one of the caller’s own', async () => {
    const teacher = await instructor();
    let first = await draft(teacher.headers, 'First');
    let second = await draft(teacher.headers, 'Second');
    first = await edit(teacher.headers, first, 'POST', 'modules/', { title: 'One' });
    second = await edit(teacher.headers, second, 'POST', 'modules/', { title: 'Two' });
    const foreign = first.modules[0]!.id;
    const response = await call('PATCH', `${second.id}/modules/${foreign}/`, teacher.headers, {
      base_revision: second.revision,
      title: 'Taken',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(COURSE_EDITOR_MESSAGES.moduleNotFound);
    // The refused edit rolled back with its revision.
    const after = (await call('GET', `${second.id}/edit/`, teacher.headers)).json();
    expect(after.revision).toBe(second.revision);
  });

  it('refuses a signed-in member without an instructor profile (403, with the reason)', async () => {
    const staff = await seedMember(ctx.db, { isStaff: true });
    const response = await call('POST', '', staff.headers, { title: 'Staff course' });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(NOT_AN_INSTRUCTOR_MESSAGE);
  });
});

describe('editing a draft', () => {
  it('creates a draft, saves details, pricing and FAQ, and bumps the revision each time', async () => {
    const teacher = await instructor();
    const course = await draft(teacher.headers);
    expect(course).toMatchObject({ status: 'draft', editable: true, revision: 0, modules: [], faqs: [] });
    expect(course.genres.length).toBeGreaterThan(0);
    expect(course.slug).toMatch(/^spoken-english-for-job-interviews-[0-9a-f]{6}$/);

    const saved = await edit(teacher.headers, course, 'PATCH', 'edit/', {
      details: { ...DETAILS, genre_id: genreId },
      pricing: { price: 250000, sale_price: 199900 },
      faqs: [
        { question: 'Is it live?', answer: 'No, recorded.', question_bn: 'এটা কি লাইভ?', answer_bn: '' },
        { question: 'Do I get a certificate?', answer: 'Yes.', question_bn: null, answer_bn: null },
      ],
    });
    expect(saved.revision).toBe(1);
    expect(saved.details).toMatchObject({
      title: DETAILS.title,
      outcomes: ['Introduce yourself in one minute', 'Answer salary questions calmly'],
      tags: ['english', 'interview'],
      genre_id: genreId,
      title_bn: DETAILS.title_bn,
      subtitle_bn: null,
      outcomes_bn: ['এক মিনিটে নিজের পরিচয় দিন'],
    });
    expect(saved.pricing).toEqual({ price: 250000, sale_price: 199900 });
    expect(saved.faqs).toEqual([
      { question: 'Is it live?', answer: 'No, recorded.', question_bn: 'এটা কি লাইভ?', answer_bn: null },
      { question: 'Do I get a certificate?', answer: 'Yes.', question_bn: null, answer_bn: null },
    ]);
    // The FAQ reordered: replaced whole, in the order sent.
    const reordered = await edit(teacher.headers, saved, 'PATCH', 'edit/', {
      faqs: [saved.faqs[1], saved.faqs[0]],
    });
    expect(reordered.faqs.map((faq) => faq.question)).toEqual(['Do I get a certificate?', 'Is it live?']);
    expect(reordered.revision).toBe(2);
  });

  it('answers 400 with the field for a sale price not below the price, and an unknown genre', async () => {
    const teacher = await instructor();
    const course = await draft(teacher.headers);
    const sale = await call('PATCH', `${course.id}/edit/`, teacher.headers, {
      base_revision: 0,
      pricing: { price: 100000, sale_price: 100000 },
    });
    expect(sale.statusCode).toBe(400);
    expect(JSON.stringify(sale.json())).toContain(COURSE_EDITOR_MESSAGES.salePrice);
    const genre = await call('PATCH', `${course.id}/edit/`, teacher.headers, {
      base_revision: 0,
      details: { ...DETAILS, genre_id: 2_000_000_000 },
    });
    expect(genre.statusCode).toBe(400);
    expect(genre.json()).toMatchObject({ 'details.genre_id': [COURSE_EDITOR_MESSAGES.genreNotFound] });
    const bangla = await call(
      'PATCH',
      `${course.id}/edit/`,
      { ...teacher.headers, 'accept-language': 'bn' },
      {
        base_revision: 0,
        pricing: { price: -1, sale_price: null },
      },
    );
    expect(bangla.statusCode).toBe(400);
    expect(JSON.stringify(bangla.json())).toContain('পরিমাণ ঋণাত্মক হতে পারে না');
    expect((await call('GET', `${course.id}/edit/`, teacher.headers)).json().revision).toBe(0);
  });

  it('answers 409 for an edit made on an older revision, and keeps the newer one', async () => {
    const teacher = await instructor();
    const course = await draft(teacher.headers);
    await edit(teacher.headers, course, 'PATCH', 'edit/', { pricing: { price: 50000, sale_price: null } });
    const stale = await call('PATCH', `${course.id}/edit/`, teacher.headers, {
      base_revision: 0,
      pricing: { price: 0, sale_price: null },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(COURSE_EDITOR_MESSAGES.stale);
    const after = (await call('GET', `${course.id}/edit/`, teacher.headers)).json();
    expect(after.pricing.price).toBe(50000);
  });

  it('answers 409 for a course in review or published (read-only in the editor), 404 for none', async () => {
    const teacher = await instructor();
    const genre = await seedGenre(ctx.db);
    for (const [status, message] of [
      ['published', COURSE_EDITOR_MESSAGES.published],
      ['in_review', COURSE_EDITOR_MESSAGES.inReview],
      ['archived', COURSE_EDITOR_MESSAGES.published],
    ] as const) {
      const course = await seedCourse(
        ctx.db,
        { genreId: genre.id, instructorId: teacher.profile.id },
        { status },
      );
      const read = await call('GET', `${course.id}/edit/`, teacher.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ status, editable: false });
      const refused = await call('POST', `${course.id}/modules/`, teacher.headers, {
        base_revision: 0,
        title: 'New',
      });
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().detail).toBe(message);
    }
    expect((await call('GET', '2000000000/edit/', teacher.headers)).statusCode).toBe(404);
  });
});

describe('the curriculum', () => {
  it('adds, renames, reorders and deletes modules and lessons with dense positions', async () => {
    const teacher = await instructor();
    let course = await draft(teacher.headers);
    for (const title of ['Basics', 'Interviews', 'Salary talk']) {
      course = await edit(teacher.headers, course, 'POST', 'modules/', { title });
    }
    const [basics, interviews, salary] = course.modules;
    course = await edit(teacher.headers, course, 'PATCH', `modules/${interviews!.id}/`, {
      title: 'Mock interviews',
    });
    for (const [title, kind] of [
      ['Greetings', 'article'],
      ['Small talk', 'video'],
      ['Your CV in English', 'article'],
    ] as const) {
      course = await edit(teacher.headers, course, 'POST', `modules/${basics!.id}/lessons/`, { title, kind });
    }
    const [greetings, smallTalk, cv] = course.modules[0]!.lessons;
    course = await edit(teacher.headers, course, 'PATCH', `lessons/${smallTalk!.id}/`, {
      video_url: 'https://media.example.com/small-talk.mp4',
      duration_seconds: 600,
      is_preview: true,
      resources: [{ title: 'Phrase sheet', url: 'https://example.com/phrases.pdf' }],
    });
    course = await edit(teacher.headers, course, 'PATCH', `lessons/${greetings!.id}/`, {
      body: '# Hello\n\nSay *good morning*.',
      duration_seconds: 300,
      is_preview: true,
    });
    // One free preview per course.
    const flags = course.modules[0]!.lessons.map((lesson) => [lesson.title, lesson.is_preview]);
    expect(flags).toEqual([
      ['Greetings', true],
      ['Small talk', false],
      ['Your CV in English', false],
    ]);
    expect(course.modules[0]!.lessons[1]!.resources).toEqual([
      { title: 'Phrase sheet', url: 'https://example.com/phrases.pdf' },
    ]);

    course = await edit(teacher.headers, course, 'PUT', `modules/${basics!.id}/lessons/order/`, {
      ids: [cv!.id, greetings!.id, smallTalk!.id],
    });
    expect(course.modules[0]!.lessons.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Your CV in English', 1],
      ['Greetings', 2],
      ['Small talk', 3],
    ]);
    course = await edit(teacher.headers, course, 'PUT', 'modules/order/', {
      ids: [salary!.id, basics!.id, interviews!.id],
    });
    expect(course.modules.map((module) => [module.title, module.position])).toEqual([
      ['Salary talk', 1],
      ['Basics', 2],
      ['Mock interviews', 3],
    ]);

    course = await edit(teacher.headers, course, 'DELETE', `lessons/${greetings!.id}/`);
    expect(course.modules[1]!.lessons.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Your CV in English', 1],
      ['Small talk', 2],
    ]);
    course = await edit(teacher.headers, course, 'DELETE', `modules/${salary!.id}/`);
    expect(course.modules.map((module) => [module.title, module.position])).toEqual([
      ['Basics', 1],
      ['Mock interviews', 2],
    ]);
    // The course card's totals follow the curriculum.
    const [row] = await ctx.db
      .select({ lessons: schema.courses.lessonsCount, minutes: schema.courses.durationMinutes })
      .from(schema.courses)
      .where(eq(schema.courses.id, course.id));
    expect(row).toEqual({ lessons: 2, minutes: 10 });
    const positions = await ctx.db
      .select({ position: schema.lessons.position })
      .from(schema.lessons)
      .where(eq(schema.lessons.courseId, course.id))
      .orderBy(asc(schema.lessons.position));
    expect(positions.map((p) => p.position)).toEqual([1, 2]);
  });

  it('answers 400 for an order that leaves out or repeats an id, and for a lesson without https', async () => {
    const teacher = await instructor();
    let course = await draft(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'modules/', { title: 'One' });
    course = await edit(teacher.headers, course, 'POST', 'modules/', { title: 'Two' });
    const [one, two] = course.modules;
    for (const ids of [[one!.id], [one!.id, one!.id], [one!.id, two!.id, 999_999]]) {
      const response = await call('PUT', `${course.id}/modules/order/`, teacher.headers, {
        base_revision: course.revision,
        ids,
      });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
    }
    course = await edit(teacher.headers, course, 'POST', `modules/${one!.id}/lessons/`, {
      title: 'Intro',
      kind: 'video',
    });
    const lesson = course.modules[0]!.lessons[0]!;
    const bad = await call('PATCH', `${course.id}/lessons/${lesson.id}/`, teacher.headers, {
      base_revision: course.revision,
      video_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(COURSE_EDITOR_MESSAGES.url);
    const none = await call('PATCH', `${course.id}/lessons/${lesson.id}/`, teacher.headers, {
      base_revision: course.revision,
      video_url: null,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ video_url: [COURSE_EDITOR_MESSAGES.videoUrl] });
  });
});

describe('the thumbnail', () => {
  const upload = (headers: Record<string, string>, courseId: number, revision: number, data: Buffer) => {
    const body = multipart([{ name: 'file', filename: 'cover.png', contentType: 'image/png', data }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/instructor/courses/${courseId}/thumbnail/?base_revision=${revision}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a checked image as a 1280x720 WebP, and refuses a file that is not an image', async () => {
    const teacher = await instructor();
    const course = await draft(teacher.headers);
    const notImage = await upload(teacher.headers, course.id, 0, Buffer.from('%PDF-1.4 not a picture'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toBe(COURSE_EDITOR_MESSAGES.thumbnailType);

    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#136' } })
      .png()
      .toBuffer();
    const response = await upload(teacher.headers, course.id, 0, png);
    expect(response.statusCode, response.body).toBe(200);
    const saved = CourseEditorCourse.parse(response.json());
    expect(saved.revision).toBe(1);
    expect(saved.thumbnail).toMatch(/\/media\/course-thumbnails\/[0-9a-f]{32}\.webp$/);
    const served = await ctx.app.inject({
      method: 'GET',
      url: new URL(saved.thumbnail, 'http://localhost').pathname,
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
  });
});

describe('resource files', () => {
  const upload = (
    headers: Record<string, string>,
    url: string,
    data: Buffer,
    filename: string,
    contentType = 'application/octet-stream',
  ) => {
    const body = multipart([{ name: 'file', filename, contentType, data }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/instructor/courses/${url}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a file checked by its content and lists it after the lesson’s links', async () => {
    const teacher = await instructor();
    let course = await draft(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'modules/', { title: 'Basics' });
    course = await edit(teacher.headers, course, 'POST', `modules/${course.modules[0]!.id}/lessons/`, {
      title: 'Formulas',
      kind: 'article',
    });
    const lesson = course.modules[0]!.lessons[0]!;
    course = await edit(teacher.headers, course, 'PATCH', `lessons/${lesson.id}/`, {
      resources: [{ title: 'Microsoft’s guide', url: 'https://support.microsoft.com/excel' }],
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const response = await upload(
      teacher.headers,
      `${course.id}/lessons/${lesson.id}/resources/?base_revision=${course.revision}`,
      pdf,
      'C:\\Users\\me\\Formula cheat sheet.pdf',
      'text/html',
    );
    expect(response.statusCode, response.body).toBe(200);
    course = CourseEditorCourse.parse(response.json());
    const resources = course.modules[0]!.lessons[0]!.resources;
    expect(resources[0]).toEqual({ title: 'Microsoft’s guide', url: 'https://support.microsoft.com/excel' });
    expect(resources[1]!.title).toBe('Formula cheat sheet.pdf');
    // Private (docs/decisions/035): named by its storage key, never served from /media/.
    expect(resources[1]!.url).toMatch(/^private\/lesson-resources\/[0-9a-f]{32}\.pdf$/);
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${resources[1]!.url}` });
    expect(served.statusCode).toBe(404);

    // Sent back whole by the editor, the uploaded file keeps its place and its size.
    const reordered = await edit(teacher.headers, course, 'PATCH', `lessons/${lesson.id}/`, {
      resources: [resources[1], resources[0]],
    });
    expect(reordered.modules[0]!.lessons[0]!.resources.map((resource) => resource.title)).toEqual([
      'Formula cheat sheet.pdf',
      'Microsoft’s guide',
    ]);
    const [row] = await ctx.db
      .select({
        size: schema.lessonResources.sizeBytes,
        url: schema.lessonResources.url,
        fileName: schema.lessonResources.fileName,
      })
      .from(schema.lessonResources)
      .where(eq(schema.lessonResources.storageKey, resources[1]!.url));
    expect(row).toEqual({ size: pdf.length, url: '', fileName: 'Formula cheat sheet.pdf' });
  });

  it('takes back only the lesson’s own uploads: another lesson’s file key is a 400', async () => {
    const teacher = await instructor();
    let course = await draft(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'modules/', { title: 'Basics' });
    for (const title of ['One', 'Two']) {
      course = await edit(teacher.headers, course, 'POST', `modules/${course.modules[0]!.id}/lessons/`, {
        title,
        kind: 'article',
      });
    }
    const [one, two] = course.modules[0]!.lessons;
    const response = await upload(
      teacher.headers,
      `${course.id}/lessons/${one!.id}/resources/?base_revision=${course.revision}`,
      Buffer.from('plain notes'),
      'notes.html',
    );
    expect(response.statusCode, response.body).toBe(200);
    course = CourseEditorCourse.parse(response.json());
    const uploaded = course.modules[0]!.lessons[0]!.resources[0]!;
    const [row] = await ctx.db
      .select({ fileName: schema.lessonResources.fileName })
      .from(schema.lessonResources)
      .where(eq(schema.lessonResources.storageKey, uploaded.url));
    // Recognised as text: saved as .txt, never offered as a page.
    expect(row?.fileName).toBe('notes.html.txt');

    const refused = await call('PATCH', `${course.id}/lessons/${two!.id}/`, teacher.headers, {
      base_revision: course.revision,
      resources: [uploaded],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      'resources.0.url': [COURSE_EDITOR_MESSAGES.resourceUnknown],
    });
  });

  it('refuses HTML dressed as a PDF, binary junk, and another instructor’s lesson', async () => {
    const teacher = await instructor();
    const other = await instructor('Other');
    let course = await draft(teacher.headers);
    course = await edit(teacher.headers, course, 'POST', 'modules/', { title: 'Basics' });
    course = await edit(teacher.headers, course, 'POST', `modules/${course.modules[0]!.id}/lessons/`, {
      title: 'Formulas',
      kind: 'article',
    });
    const url = `${course.id}/lessons/${course.modules[0]!.lessons[0]!.id}/resources/?base_revision=${course.revision}`;
    for (const [data, name] of [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'sheet.pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.txt'],
      [Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x00]), 'data.bin'],
    ] as const) {
      const refused = await upload(teacher.headers, url, data, name, 'application/pdf');
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().detail).toBe(COURSE_EDITOR_MESSAGES.resourceType);
    }
    const stranger = await upload(other.headers, url, Buffer.from('%PDF-1.4\n'), 'mine.pdf');
    expect(stranger.statusCode).toBe(404);
    const after = CourseEditorCourse.parse((await call('GET', `${course.id}/edit/`, teacher.headers)).json());
    expect(after.revision).toBe(course.revision);
    expect(after.modules[0]!.lessons[0]!.resources).toEqual([]);
  });
});
