import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationList, NotificationPreferences } from '@dokkho/contract/notifications';
import { QuestionResponse } from '@dokkho/contract/questions';
import { schema, type Database } from '@dokkho/db';
import { outboxTo, seedCourse, seedGenre, seedInstructor, seedStaff, seedUser } from '../../test/factories';
import { authHeader, createTestApp, type TestContext, type TestMethod } from '../../test/test-app';
import { enroll } from '../learning/service';

/** Issue 17 item 8: askers hear of answers, instructors of questions, reviews and enrolments. */

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

async function call(method: TestMethod, url: string, userId: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(await authHeader(userId)), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

async function notificationsOf(userId: number) {
  return NotificationList.parse((await call('GET', '/api/notifications/', userId)).json()).results;
}

async function classroom(options: { price?: number } = {}) {
  const teacher = await seedInstructor(ctx.db, { firstName: 'Tanvir', lastName: 'Hasan' });
  const course = await seedCourse(
    ctx.db,
    { genreId, instructorId: teacher.profile.id },
    { title: 'Excel for Accountants', price: options.price ?? 0 },
  );
  const asker = await seedUser(ctx.db, { firstName: 'Sadia', lastName: 'Islam', language: 'bn' });
  const classmate = await seedUser(ctx.db, { firstName: 'Rafi', lastName: 'Ahmed' });
  for (const user of [asker, classmate])
    await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId: course.id, source: 'free' });
  return { instructor: teacher.user, course, asker, classmate };
}

async function ask(userId: number, courseId: number, title: string) {
  const response = await call('POST', '/api/course/questions/', userId, {
    course_id: courseId,
    title,
    body: 'The VLOOKUP in lesson 3 returns #N/A for every row.',
  });
  expect(response.statusCode).toBe(201);
  return QuestionResponse.parse(response.json()).question;
}

async function answer(userId: number, questionId: number, body: string) {
  const response = await call('POST', `/api/course/questions/${questionId}/answers/`, userId, { body });
  expect(response.statusCode).toBe(201);
}

describe('questions and answers tell the other side', () => {
  it('tells the instructor of a question, in the bell and by e-mail', async () => {
    const { instructor, course, asker } = await classroom();
    const question = await ask(asker.id, course.id, 'Why does VLOOKUP return #N/A?');

    expect((await notificationsOf(instructor.id)).map((item) => [item.params, item.link])).toEqual([
      [
        {
          kind: 'question_asked',
          course_title: 'Excel for Accountants',
          question_title: question.title,
          asker_name: 'Sadia Islam',
        },
        '/ir-dashboard/questions',
      ],
    ]);
    const mail = await outboxTo(ctx.db, instructor.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('New question on Excel for Accountants: “Why does VLOOKUP return #N/A?”');
    expect(mail[0]!.bodyText).toContain('returns #N/A for every row');
    expect(mail[0]!.bodyText).toContain('/ir-dashboard/questions');
    // The asker is not told of their own question.
    expect(await notificationsOf(asker.id)).toEqual([]);
  });

  it('tells the asker once of an answer (in their language), never the one who answered', async () => {
    const { instructor, course, asker } = await classroom();
    const question = await ask(asker.id, course.id, 'Is there a certificate?');
    await answer(instructor.id, question.id, 'Yes: finish every lesson and pass the final quiz.');

    const told = await notificationsOf(asker.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      params: {
        kind: 'question_answered',
        course_title: 'Excel for Accountants',
        question_title: 'Is there a certificate?',
        answerer_name: 'Tanvir Hasan',
        answered_by: 'instructor',
      },
      link: `/newDashboard/query-details/${question.id}`,
      read: false,
    });
    // The instructor has only the news of the question, not of their own answer.
    expect((await notificationsOf(instructor.id)).map((item) => item.params.kind)).toEqual([
      'question_asked',
    ]);

    const mail = await outboxTo(ctx.db, asker.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('আপনার প্রশ্ন “Is there a certificate?”-এর উত্তর এসেছে');
    expect(mail[0]!.bodyText).toContain('আপনার ইন্সট্রাক্টর Tanvir Hasan');
    expect(mail[0]!.bodyText).toContain('finish every lesson');
    expect(mail[0]!.bodyText).toContain(`/newDashboard/query-details/${question.id}`);

    // A second answer is news again; the asker's own follow-up tells nobody.
    await answer(asker.id, question.id, 'Thank you! Does the quiz have a time limit?');
    expect(await notificationsOf(asker.id)).toHaveLength(1);
    expect(await notificationsOf(instructor.id)).toHaveLength(1);
  });

  it("tells the asker of a classmate's follow-up in the bell only", async () => {
    const { course, asker, classmate } = await classroom();
    const question = await ask(asker.id, course.id, 'Which Excel version do I need?');
    await answer(classmate.id, question.id, 'I use Excel 2019 and everything works.');

    expect((await notificationsOf(asker.id)).map((item) => item.params)).toEqual([
      {
        kind: 'question_followed_up',
        course_title: 'Excel for Accountants',
        question_title: 'Which Excel version do I need?',
        author_name: 'Rafi A.',
      },
    ]);
    expect(await outboxTo(ctx.db, asker.email)).toEqual([]);
  });

  it("names staff who step in, and honours the asker's switch: the bell still has it", async () => {
    const { course, asker } = await classroom();
    const staff = await seedStaff(ctx.db);
    const off = await call('PUT', '/api/notifications/preferences/', asker.id, {
      email: { question_answered: false },
    });
    expect(off.statusCode).toBe(200);
    const question = await ask(asker.id, course.id, 'Can I get an invoice?');
    await answer(staff.user.id, question.id, 'Yes, it is on your orders page.');

    expect((await notificationsOf(asker.id))[0]!.params).toMatchObject({
      kind: 'question_answered',
      answered_by: 'staff',
    });
    expect(await outboxTo(ctx.db, asker.email)).toEqual([]);
  });

  it('does not e-mail an instructor who switched questions off', async () => {
    const { instructor, course, asker } = await classroom();
    await call('PUT', '/api/notifications/preferences/', instructor.id, { email: { question_asked: false } });
    await ask(asker.id, course.id, 'Is lesson 4 missing its video?');
    expect(await notificationsOf(instructor.id)).toHaveLength(1);
    expect(await outboxTo(ctx.db, instructor.email)).toEqual([]);
  });
});

describe('reviews and enrolments tell the instructor', () => {
  it('tells of a first review, not of its edit, in the bell only', async () => {
    const { instructor, course, asker } = await classroom();
    const review = { course_id: course.id, rating: 4, comment: 'Clear and practical.' };
    expect((await call('POST', '/api/course/reviews/', asker.id, review)).statusCode).toBe(201);
    expect((await call('POST', '/api/course/reviews/', asker.id, { ...review, rating: 5 })).statusCode).toBe(
      200,
    );

    const told = await notificationsOf(instructor.id);
    expect(told.map((item) => [item.params, item.link])).toEqual([
      [
        {
          kind: 'review_received',
          course_title: 'Excel for Accountants',
          learner_name: 'Sadia Islam',
          rating: 4,
        },
        `/ir-dashboard/course-details/${course.id}`,
      ],
    ]);
    expect(await outboxTo(ctx.db, instructor.email)).toEqual([]);
  });

  it('tells of a new seat once (free or bought), and its e-mail switch stays off', async () => {
    const { instructor, course } = await classroom();
    const learner = await seedUser(ctx.db, { firstName: 'Nabila', lastName: 'Rahman' });
    const free = await call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: course.id });
    expect(free.statusCode).toBe(201);
    const again = await call('POST', '/api/marketing/free-enrollment/', learner.id, { course_id: course.id });
    expect(again.json().created).toBe(false);
    const buyer = await seedUser(ctx.db, { firstName: 'Imran', lastName: 'Khan' });
    await enroll({ db: ctx.db, userId: buyer.id, courseId: course.id, source: 'purchase' });

    expect((await notificationsOf(instructor.id)).map((item) => item.params)).toEqual([
      {
        kind: 'course_enrolled',
        course_title: 'Excel for Accountants',
        learner_name: 'Imran Khan',
        paid: true,
      },
      {
        kind: 'course_enrolled',
        course_title: 'Excel for Accountants',
        learner_name: 'Nabila Rahman',
        paid: false,
      },
    ]);
    expect(await outboxTo(ctx.db, instructor.email)).toEqual([]);

    // There is no e-mail for it to switch on: the preference reads off and a request changes nothing.
    await call('PUT', '/api/notifications/preferences/', instructor.id, { email: { course_enrolled: true } });
    const preferences = NotificationPreferences.parse(
      (await call('GET', '/api/notifications/preferences/', instructor.id)).json(),
    );
    expect(preferences.email).toMatchObject({
      course_enrolled: false,
      review_received: false,
      question_asked: true,
    });
  });

  it('writes neither the seat nor its news when the transaction rolls back', async () => {
    const { instructor, course } = await classroom();
    const learner = await seedUser(ctx.db);
    await expect(
      ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        expect(await enroll({ db: tx, userId: learner.id, courseId: course.id, source: 'purchase' })).toBe(
          true,
        );
        throw new Error('the payment failed after the seat was added');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await notificationsOf(instructor.id)).toEqual([]);
    const seats = await ctx.db
      .select()
      .from(schema.enrollments)
      .where(eq(schema.enrollments.userId, learner.id));
    expect(seats).toEqual([]);
  });
});
