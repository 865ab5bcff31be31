import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AnnouncementItem,
  AnnouncementPage,
  TeachingAnnouncement,
  TeachingAnnouncementPage,
  UnsubscribeStatus,
} from '@dokkho/contract/announcements';
import { NotificationList } from '@dokkho/contract/notifications';
import { schema } from '@dokkho/db';
import { outboxTo, seedCourse, seedGenre, seedInstructor, seedStaff, seedUser } from '../../test/factories';
import {
  authHeader,
  createTestApp,
  TEST_AUTH_SECRET,
  type TestContext,
  type TestMethod,
} from '../../test/test-app';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Issue 17 item 7: an instructor writes to every learner of a course, in the bell and by e-mail. */

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

async function call(method: TestMethod, url: string, userId: number | null, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(userId === null ? {} : await authHeader(userId)), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

async function notificationsOf(userId: number) {
  return NotificationList.parse((await call('GET', '/api/notifications/', userId)).json()).results;
}

/** A course of its own instructor, two enrolled learners (one reads Bangla) and one who is not enrolled. */
async function classroom(status: 'published' | 'draft' = 'published') {
  const teacher = await seedInstructor(ctx.db, { firstName: 'Shirin', lastName: 'Akter' });
  const course = await seedCourse(
    ctx.db,
    { genreId, instructorId: teacher.profile.id },
    { title: 'Spoken English for Interviews', status },
  );
  const rahim = await seedUser(ctx.db, { firstName: 'Rahim', lastName: 'Uddin' });
  const nusrat = await seedUser(ctx.db, { firstName: 'Nusrat', lastName: 'Jahan', language: 'bn' });
  const outsider = await seedUser(ctx.db, { firstName: 'Karim', lastName: 'Mia' });
  for (const user of [rahim, nusrat])
    await ctx.db.insert(schema.enrollments).values({ userId: user.id, courseId: course.id, source: 'free' });
  return { instructor: teacher.user, course, rahim, nusrat, outsider };
}

const NEWS = {
  title: 'Live Q&A on Friday',
  body: 'Join us on **Friday at 8 pm** for a live Q&A about mock interviews.',
};

async function announce(userId: number, courseId: number, body: object = NEWS) {
  const response = await call('POST', `/api/teaching/courses/${courseId}/announcements/`, userId, body);
  expect(response.statusCode, response.body).toBe(201);
  return TeachingAnnouncement.parse(response.json());
}

describe('writing announcements', () => {
  it('tells every enrolled learner in the bell and by e-mail, and nobody else', async () => {
    const { instructor, course, rahim, nusrat, outsider } = await classroom();
    const created = await announce(instructor.id, course.id);
    expect(created).toMatchObject({
      title: NEWS.title,
      body: NEWS.body,
      course: { id: course.id, title: 'Spoken English for Interviews' },
      author: { name: 'Shirin Akter' },
      recipients: 2,
      emailed: 2,
      edited_at: null,
    });

    for (const learner of [rahim, nusrat]) {
      expect((await notificationsOf(learner.id)).map((item) => [item.params, item.link])).toEqual([
        [
          {
            kind: 'course_announcement',
            course_title: 'Spoken English for Interviews',
            title: NEWS.title,
            author_name: 'Shirin Akter',
          },
          `/newDashboard/course-announcement?announcement=${created.id}`,
        ],
      ]);
    }
    expect(await notificationsOf(outsider.id)).toEqual([]);
    expect(await notificationsOf(instructor.id)).toEqual([]);

    const [english] = await outboxTo(ctx.db, rahim.email);
    expect(english!.subject).toBe('Spoken English for Interviews: Live Q&A on Friday');
    expect(english!.bodyText).toContain('Friday at 8 pm');
    expect(english!.bodyText).toContain(`/newDashboard/course-announcement?announcement=${created.id}`);
    const token = signUnsubscribeToken(TEST_AUTH_SECRET, { userId: rahim.id, courseId: course.id });
    expect(english!.bodyText).toContain(`http://dokkho.test/unsubscribe?token=${token}`);
    expect(english!.headers).toEqual({
      'List-Unsubscribe': `<http://dokkho.test/api/announcements/unsubscribe/?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [bangla] = await outboxTo(ctx.db, nusrat.email);
    expect(bangla!.bodyText).toContain('আপনার ইন্সট্রাক্টর Shirin Akter');
    expect(await outboxTo(ctx.db, outsider.email)).toEqual([]);
    expect(await outboxTo(ctx.db, instructor.email)).toEqual([]);
  });

  it('refuses another instructor’s course (404), a draft (400), bad input (400) and a learner (403)', async () => {
    const { course, rahim } = await classroom();
    const stranger = await seedInstructor(ctx.db);
    const response = await call(
      'POST',
      `/api/teaching/courses/${course.id}/announcements/`,
      stranger.user.id,
      NEWS,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'This course is not among the courses you teach.' });
    expect(
      (await call('POST', `/api/teaching/courses/999999/announcements/`, stranger.user.id, NEWS)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/teaching/courses/${course.id}/announcements/`, stranger.user.id)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/teaching/courses/${course.id}/announcements/`, rahim.id, NEWS)).statusCode,
    ).toBe(403);

    const draft = await classroom('draft');
    const refused = await call(
      'POST',
      `/api/teaching/courses/${draft.course.id}/announcements/`,
      draft.instructor.id,
      NEWS,
    );
    expect(refused.statusCode).toBe(400);
    expect(await notificationsOf(draft.rahim.id)).toEqual([]);

    const { instructor, course: own } = await classroom();
    const bad = await call('POST', `/api/teaching/courses/${own.id}/announcements/`, instructor.id, {
      title: 'Hi',
      body: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['title', 'body']));
  });

  it('lets the instructor list, edit and delete theirs, never another instructor', async () => {
    const { instructor, course, rahim } = await classroom();
    const first = await announce(instructor.id, course.id);
    const second = await announce(instructor.id, course.id, {
      title: 'Week 2 is open',
      body: 'The lessons of week two are ready for you.',
    });

    const list = TeachingAnnouncementPage.parse(
      (await call('GET', `/api/teaching/courses/${course.id}/announcements/?limit=1`, instructor.id)).json(),
    );
    expect(list.audience).toBe(2);
    expect(list.results.map((item) => item.id)).toEqual([second.id]);
    const next = TeachingAnnouncementPage.parse(
      (
        await call(
          'GET',
          `/api/teaching/courses/${course.id}/announcements/?limit=1&cursor=${list.next_cursor}`,
          instructor.id,
        )
      ).json(),
    );
    expect(next.results.map((item) => item.id)).toEqual([first.id]);
    expect(next.next_cursor).toBeNull();

    const stranger = await seedInstructor(ctx.db);
    const edit = {
      title: 'Live Q&A moved to Saturday',
      body: 'The live Q&A is on Saturday at 8 pm instead.',
    };
    expect(
      (await call('PATCH', `/api/teaching/announcements/${first.id}/`, stranger.user.id, edit)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/teaching/announcements/${first.id}/`, stranger.user.id)).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/teaching/announcements/${first.id}/`, rahim.id, edit)).statusCode).toBe(
      403,
    );

    const edited = await call('PATCH', `/api/teaching/announcements/${first.id}/`, instructor.id, edit);
    expect(edited.statusCode).toBe(200);
    expect(TeachingAnnouncement.parse(edited.json())).toMatchObject({ ...edit, recipients: 2 });
    expect(TeachingAnnouncement.parse(edited.json()).edited_at).not.toBeNull();
    // An edit is not sent again.
    expect(await notificationsOf(rahim.id)).toHaveLength(2);

    expect((await call('DELETE', `/api/teaching/announcements/${first.id}/`, instructor.id)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/course/announcements/${first.id}/`, rahim.id)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/teaching/announcements/${first.id}/`, instructor.id)).statusCode).toBe(
      404,
    );
  });
});

describe('reading announcements', () => {
  it('shows a learner those of their courses, newest first, by course, and refuses other courses', async () => {
    const a = await classroom();
    const b = await classroom();
    // Rahim of course A also holds a seat in course B.
    await ctx.db
      .insert(schema.enrollments)
      .values({ userId: a.rahim.id, courseId: b.course.id, source: 'free' });
    const onA = await announce(a.instructor.id, a.course.id);
    const onB = await announce(b.instructor.id, b.course.id, {
      title: 'Mock interview slots',
      body: 'Book a mock interview slot from the course page.',
    });

    const all = AnnouncementPage.parse((await call('GET', '/api/course/announcements/', a.rahim.id)).json());
    expect(all.results.map((item) => item.id)).toEqual([onB.id, onA.id]);
    expect(all.courses.map((c) => [c.id, c.count]).sort()).toEqual(
      [
        [a.course.id, 1],
        [b.course.id, 1],
      ].sort(),
    );

    const onlyA = AnnouncementPage.parse(
      (await call('GET', `/api/course/announcements/?course=${a.course.id}`, a.rahim.id)).json(),
    );
    expect(onlyA.results.map((item) => item.id)).toEqual([onA.id]);

    // Nusrat of A holds no seat in B.
    expect(
      (await call('GET', `/api/course/announcements/?course=${b.course.id}`, a.nusrat.id)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/course/announcements/${onB.id}/`, a.nusrat.id)).statusCode).toBe(404);
    const outsiderList = AnnouncementPage.parse(
      (await call('GET', '/api/course/announcements/', a.outsider.id)).json(),
    );
    expect(outsiderList).toEqual({ results: [], next_cursor: null, courses: [] });

    const one = await call('GET', `/api/course/announcements/${onA.id}/`, a.nusrat.id);
    expect(AnnouncementItem.parse(one.json())).toMatchObject({ id: onA.id, title: NEWS.title });
    // The instructor and staff read it too; nobody signed out.
    expect((await call('GET', `/api/course/announcements/${onA.id}/`, a.instructor.id)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/course/announcements/${onA.id}/`, (await seedStaff(ctx.db)).user.id))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/course/announcements/${onA.id}/`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/course/announcements/?cursor=!!', a.rahim.id)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/course/announcements/?cursor=OTk5OTk5OTk5OTk5', a.rahim.id)).statusCode,
    ).toBe(400);
  });
});

describe('e-mail preferences and the unsubscribe link', () => {
  it('unsubscribes signed out with a good token (POST only), undoes, and honours it next time', async () => {
    const { instructor, course, rahim, nusrat } = await classroom();
    const token = signUnsubscribeToken(TEST_AUTH_SECRET, { userId: rahim.id, courseId: course.id });

    const looked = await call('GET', `/api/announcements/unsubscribe/?token=${token}`, null);
    expect(UnsubscribeStatus.parse(looked.json())).toEqual({
      course_title: 'Spoken English for Interviews',
      subscribed: true,
    });
    // Looking changes nothing: mail scanners open links.
    expect(
      await ctx.db
        .select()
        .from(schema.announcementUnsubscribes)
        .where(eq(schema.announcementUnsubscribes.userId, rahim.id)),
    ).toEqual([]);

    // A mail client's one-click unsubscribe (RFC 8058): a form POST to the header's address.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/announcements/unsubscribe/?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(UnsubscribeStatus.parse(oneClick.json()).subscribed).toBe(false);

    const created = await announce(instructor.id, course.id);
    expect(created).toMatchObject({ recipients: 2, emailed: 1 });
    expect(await outboxTo(ctx.db, rahim.email)).toEqual([]);
    expect(await outboxTo(ctx.db, nusrat.email)).toHaveLength(1);
    // The bell still has it.
    expect((await notificationsOf(rahim.id)).map((item) => item.params.kind)).toEqual([
      'course_announcement',
    ]);

    const undone = await call('POST', `/api/announcements/unsubscribe/?token=${token}&subscribed=true`, null);
    expect(UnsubscribeStatus.parse(undone.json()).subscribed).toBe(true);
    await announce(instructor.id, course.id);
    expect(await outboxTo(ctx.db, rahim.email)).toHaveLength(1);
  });

  it('answers a tampered or foreign token with a clear 400, never a 500', async () => {
    const { course, rahim } = await classroom();
    const token = signUnsubscribeToken(TEST_AUTH_SECRET, { userId: rahim.id, courseId: course.id });
    const [version, user, courseId, sig] = token.split('.');
    const tampered = [
      `${version}.${Number(user) + 1}.${courseId}.${sig}`,
      `${version}.${user}.${courseId}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`,
      signUnsubscribeToken('another secret of at least 32 characters!', {
        userId: rahim.id,
        courseId: course.id,
      }),
      'not-a-token',
      '',
      signUnsubscribeToken(TEST_AUTH_SECRET, { userId: rahim.id, courseId: 2_000_000_000 }),
    ];
    for (const bad of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await call(
          method,
          `/api/announcements/unsubscribe/?token=${encodeURIComponent(bad)}`,
          null,
        );
        expect(response.statusCode, bad).toBe(400);
        expect(JSON.stringify(response.json())).toContain('This unsubscribe link is not valid.');
      }
    }
    expect(
      await ctx.db
        .select()
        .from(schema.announcementUnsubscribes)
        .where(eq(schema.announcementUnsubscribes.userId, rahim.id)),
    ).toEqual([]);
  });

  it('honours the notification centre’s switch for announcement e-mails', async () => {
    const { instructor, course, rahim, nusrat } = await classroom();
    const off = await call('PUT', '/api/notifications/preferences/', nusrat.id, {
      email: { course_announcement: false },
    });
    expect(off.statusCode).toBe(200);
    const created = await announce(instructor.id, course.id);
    expect(created).toMatchObject({ recipients: 2, emailed: 1 });
    expect(await outboxTo(ctx.db, nusrat.email)).toEqual([]);
    expect(await outboxTo(ctx.db, rahim.email)).toHaveLength(1);
    expect(await notificationsOf(nusrat.id)).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(schema.notifications)
      .where(
        and(eq(schema.notifications.userId, nusrat.id), eq(schema.notifications.kind, 'course_announcement')),
      );
    expect(rows).toHaveLength(1);
  });
});
