import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import {
  COURSE_REVIEW_MESSAGES,
  CourseReviewDetail,
  CourseReviewQueue,
} from '@dokkho/contract/course-review';
import { NotificationList } from '@dokkho/contract/notifications';
import {
  TEACHING_COURSE_NOT_FOUND_MESSAGE,
  TeachingCourse,
  TeachingCourseDetail,
} from '@dokkho/contract/teaching';
import {
  outboxTo,
  seedCourse,
  seedGenre,
  seedInstructor,
  seedLesson,
  seedMember,
  seedStaff,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';

/** Issue 17 item 4: an instructor submits, staff publish or send back, the instructor is told either way. */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function instructor(name = 'Nusrat') {
  const made = await seedInstructor(ctx.db, { firstName: name });
  const genre = await seedGenre(ctx.db);
  const headers = await authHeader(made.user.id);
  /** A draft with a title, a description, a module and a lesson: ready to submit. */
  const draft = async (overrides: Partial<typeof schema.courses.$inferInsert> = {}) => {
    const course = await seedCourse(
      ctx.db,
      { genreId: genre.id, instructorId: made.profile.id },
      {
        status: 'draft',
        publishedAt: null,
        title: `${name}’s Power BI dashboards`,
        description: 'Build a sales dashboard from a Dhaka shop’s real numbers.',
        ...overrides,
      },
    );
    await seedLesson(ctx.db, course.id);
    return course;
  };
  return { ...made, headers, draft };
}

const submit = (id: number, headers: Record<string, string>) =>
  call('POST', `/api/instructor/courses/${id}/submit/`, headers);
const withdraw = (id: number, headers: Record<string, string>) =>
  call('POST', `/api/instructor/courses/${id}/withdraw/`, headers);
const publish = (id: number, headers: Record<string, string>) =>
  call('POST', `/api/admin/course-reviews/${id}/publish/`, headers);
const sendBack = (id: number, headers: Record<string, string>, note: unknown) =>
  call('POST', `/api/admin/course-reviews/${id}/send-back/`, headers, { note });

async function courseRow(id: number) {
  const [row] = await ctx.db.select().from(schema.courses).where(eq(schema.courses.id, id));
  return row!;
}

async function auditOf(id: number) {
  return ctx.db
    .select()
    .from(schema.staffAuditLog)
    .where(and(eq(schema.staffAuditLog.objectType, 'course'), eq(schema.staffAuditLog.objectId, String(id))))
    .orderBy(schema.staffAuditLog.id);
}

async function notificationsOf(userId: number) {
  const response = await call('GET', '/api/notifications/', await authHeader(userId));
  return NotificationList.parse(response.json()).results;
}

describe('an instructor submits a draft for review', () => {
  it('refuses signed-out callers (401), members who do not teach (403) and another instructor’s course (404)', async () => {
    const teacher = await instructor('Anika');
    const other = await instructor('Bashir');
    const course = await teacher.draft();
    const member = await seedMember(ctx.db);
    for (const go of [submit, withdraw]) {
      expect((await go(course.id, {})).statusCode).toBe(401);
      expect((await go(course.id, member.headers)).statusCode).toBe(403);
      const foreign = await go(course.id, other.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: TEACHING_COURSE_NOT_FOUND_MESSAGE });
    }
    expect((await courseRow(course.id)).status).toBe('draft');
  });

  it('lists everything a draft still lacks, field by field, and leaves it a draft', async () => {
    const teacher = await instructor();
    const genre = await seedGenre(ctx.db);
    const empty = await seedCourse(
      ctx.db,
      { genreId: genre.id, instructorId: teacher.profile.id },
      { status: 'draft', publishedAt: null, title: '  ', description: '' },
    );
    const response = await submit(empty.id, teacher.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: [COURSE_REVIEW_MESSAGES.missingTitle],
      description: [COURSE_REVIEW_MESSAGES.missingDescription],
      curriculum: [COURSE_REVIEW_MESSAGES.missingCurriculum],
    });
    // A module without lessons is not a curriculum yet.
    await ctx.db
      .update(schema.courses)
      .set({ title: 'Excel for accountants', description: 'Ledgers, VAT and reconciliations.' })
      .where(eq(schema.courses.id, empty.id));
    await ctx.db
      .insert(schema.courseModules)
      .values({ courseId: empty.id, kind: 'recorded', title: 'Empty so far', position: 1 });
    const still = await submit(empty.id, teacher.headers);
    expect(still.json()).toEqual({ curriculum: [COURSE_REVIEW_MESSAGES.missingCurriculum] });

    // In Bangla for a Bangla reader.
    const bangla = await call('POST', `/api/instructor/courses/${empty.id}/submit/`, {
      ...teacher.headers,
      'accept-language': 'bn',
    });
    expect(bangla.json().curriculum[0]).toMatch(/[\u0980-\u09FF]/);
    expect((await courseRow(empty.id)).status).toBe('draft');
  });

  it('puts a complete draft in review (free counts as a price), once; withdrawing takes it back', async () => {
    const teacher = await instructor();
    const course = await teacher.draft({ price: 0 });
    const response = await submit(course.id, teacher.headers);
    expect(response.statusCode).toBe(200);
    const submitted = TeachingCourse.parse(response.json());
    expect(submitted).toMatchObject({ id: course.id, status: 'in_review', is_free: true });
    expect(submitted.submitted_at).not.toBeNull();

    const again = await submit(course.id, teacher.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: COURSE_REVIEW_MESSAGES.notDraft });

    const back = await withdraw(course.id, teacher.headers);
    expect(back.statusCode).toBe(200);
    expect(TeachingCourse.parse(back.json()).status).toBe('draft');
    const twice = await withdraw(course.id, teacher.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: COURSE_REVIEW_MESSAGES.notInReview });

    // A published course is not submitted again (editing it is the editor's draft, not this).
    const live = await teacher.draft({ status: 'published', publishedAt: new Date() });
    expect((await submit(live.id, teacher.headers)).statusCode).toBe(409);
  });
});

describe('staff review the queue', () => {
  const staffRoutes = (id: number) =>
    [
      ['GET', '/api/admin/course-reviews/'],
      ['GET', `/api/admin/course-reviews/${id}/`],
      ['POST', `/api/admin/course-reviews/${id}/publish/`],
      ['POST', `/api/admin/course-reviews/${id}/send-back/`],
    ] as const;

  it('is staff only: 401 signed out, 403 for learners and for the course’s own instructor', async () => {
    const teacher = await instructor();
    const course = await teacher.draft();
    await submit(course.id, teacher.headers);
    const member = await seedMember(ctx.db);
    for (const [method, url] of staffRoutes(course.id)) {
      const payload = url.endsWith('send-back/') ? { note: 'Fix it' } : undefined;
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, member.headers, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, teacher.headers, payload)).statusCode, url).toBe(403);
    }
    expect((await courseRow(course.id)).status).toBe('in_review');
    expect(await auditOf(course.id)).toEqual([]);
  });

  it('lists the courses in review, the longest waiting first, and opens one with its curriculum', async () => {
    const staff = await seedStaff(ctx.db);
    const teacher = await instructor('Rafiq');
    const newer = await teacher.draft({ title: 'Newer submission' });
    const older = await teacher.draft({ title: 'Older submission' });
    const draft = await teacher.draft({ title: 'Still a draft' });
    await submit(newer.id, teacher.headers);
    await submit(older.id, teacher.headers);
    await ctx.db
      .update(schema.courses)
      .set({ submittedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(schema.courses.id, older.id));

    const queue = CourseReviewQueue.parse(
      (await call('GET', '/api/admin/course-reviews/?page_size=48', staff.headers)).json(),
    );
    const ids = queue.results.map((course) => course.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(draft.id);
    expect(queue.results.every((course) => course.status === 'in_review')).toBe(true);
    expect(queue.results.find((course) => course.id === older.id)!.instructor.name).toBe('Rafiq Jahan');

    const detail = await call('GET', `/api/admin/course-reviews/${older.id}/`, staff.headers);
    expect(detail.statusCode).toBe(200);
    const course = CourseReviewDetail.parse(detail.json());
    expect(course).toMatchObject({ title: 'Older submission', status: 'in_review' });
    expect(course.modules).toEqual([
      expect.objectContaining({
        title: 'Getting started',
        lessons: [expect.objectContaining({ title: 'Welcome' })],
      }),
    ]);

    const missing = await call('GET', '/api/admin/course-reviews/2147483000/', staff.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COURSE_REVIEW_MESSAGES.notFound });
    expect((await publish(2147483000, staff.headers)).statusCode).toBe(404);
  });

  it('publishes: status, dates, audit line, the instructor’s notification and e-mail; a second decision is a 409', async () => {
    const staff = await seedStaff(ctx.db);
    const teacher = await instructor('Mitu');
    const course = await teacher.draft();
    await submit(course.id, teacher.headers);

    const response = await publish(course.id, staff.headers);
    expect(response.statusCode).toBe(200);
    const published = CourseReviewDetail.parse(response.json());
    expect(published.status).toBe('published');
    const row = await courseRow(course.id);
    expect(row.status).toBe('published');
    expect(row.publishedAt).not.toBeNull();
    expect(row.reviewedAt).not.toBeNull();
    expect(row.reviewNote).toBeNull();

    const again = await publish(course.id, staff.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: COURSE_REVIEW_MESSAGES.alreadyDecided });
    expect((await sendBack(course.id, staff.headers, 'Too late')).statusCode).toBe(409);

    const audit = await auditOf(course.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: staff.user.id,
      action: 'course.publish',
      before: { status: 'in_review', published_at: null },
      after: { status: 'published', published_at: row.publishedAt!.toISOString() },
    });

    const told = await notificationsOf(teacher.user.id);
    expect(told[0]).toMatchObject({
      params: { kind: 'course_published', course_title: course.title },
      link: `/ir-dashboard/course-details/${course.id}`,
      read: false,
    });
    const mail = await outboxTo(ctx.db, teacher.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('is published');
    expect(mail[0]!.bodyText).toContain(`/ir-dashboard/course-details/${course.id}`);
  });

  it('sends back with the reasons (required), which the instructor reads; the resubmission keeps them for staff', async () => {
    const staff = await seedStaff(ctx.db);
    const teacher = await instructor('Sadia');
    const course = await teacher.draft();
    await submit(course.id, teacher.headers);

    for (const note of ['', '   ', undefined]) {
      const refused = await sendBack(course.id, staff.headers, note);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ note: [COURSE_REVIEW_MESSAGES.noteRequired] });
    }
    expect((await sendBack(course.id, staff.headers, 'x'.repeat(2001))).statusCode).toBe(400);

    const reasons = 'Add captions to the first video, and a worked example to lesson 2.';
    const response = await sendBack(course.id, staff.headers, `  ${reasons}  `);
    expect(response.statusCode).toBe(200);
    expect(CourseReviewDetail.parse(response.json())).toMatchObject({
      status: 'draft',
      review_note: reasons,
    });

    const own = TeachingCourseDetail.parse(
      (await call('GET', `/api/instructor/courses/${course.id}/`, teacher.headers)).json(),
    );
    expect(own.course).toMatchObject({ status: 'draft', review_note: reasons, published_at: null });
    expect(own.course.reviewed_at).not.toBeNull();

    const told = await notificationsOf(teacher.user.id);
    expect(told[0]!.params).toEqual({ kind: 'course_sent_back', course_title: course.title, note: reasons });
    const [mail] = await outboxTo(ctx.db, teacher.user.email);
    expect(mail!.bodyText).toContain(reasons);

    const audit = await auditOf(course.id);
    expect(audit.map((line) => line.action)).toEqual(['course.send_back']);
    expect(audit[0]!.after).toMatchObject({ status: 'draft', review_note: reasons });

    // Fixed and submitted again: back in the queue, staff still see what they asked.
    expect((await submit(course.id, teacher.headers)).statusCode).toBe(200);
    const detail = CourseReviewDetail.parse(
      (await call('GET', `/api/admin/course-reviews/${course.id}/`, staff.headers)).json(),
    );
    expect(detail).toMatchObject({ status: 'in_review', review_note: reasons });
    expect((await publish(course.id, staff.headers)).statusCode).toBe(200);
    expect((await courseRow(course.id)).reviewNote).toBeNull();
  });

  it('lets one of two staff decide when both act at once; the other gets 409', async () => {
    const [first, second] = [await seedStaff(ctx.db), await seedStaff(ctx.db)];
    const teacher = await instructor();
    const course = await teacher.draft();
    await submit(course.id, teacher.headers);

    const answers = await Promise.all([
      publish(course.id, first.headers),
      sendBack(course.id, second.headers, 'Please add a quiz.'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audit = await auditOf(course.id);
    expect(audit).toHaveLength(1);
    const winner = answers[0]!.statusCode === 200 ? 'published' : 'draft';
    expect((await courseRow(course.id)).status).toBe(winner);
    expect(await notificationsOf(teacher.user.id)).toHaveLength(1);
  });

  it('does not e-mail an instructor who switched the kind off; the bell still has it', async () => {
    const staff = await seedStaff(ctx.db);
    const teacher = await instructor();
    const course = await teacher.draft();
    await submit(course.id, teacher.headers);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      headers: teacher.headers,
      payload: { email: { course_sent_back: false } },
    });
    expect(off.statusCode).toBe(200);

    expect((await sendBack(course.id, staff.headers, 'Shorter videos, please.')).statusCode).toBe(200);
    expect(await outboxTo(ctx.db, teacher.user.email)).toEqual([]);
    expect((await notificationsOf(teacher.user.id)).map((item) => item.params.kind)).toEqual([
      'course_sent_back',
    ]);
  });
});
