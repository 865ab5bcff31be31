import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { dhakaLocalToUtc, utcToDhakaLocal } from '@dokkho/domain/dates';
import { LIVE_CLASS_MESSAGES, TeachingLiveClasses } from '@dokkho/contract/live-classes';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import { BN_MESSAGES } from '@dokkho/contract/i18n';
import {
  seedCourse,
  seedEnrolledLearner,
  seedGenre,
  seedInstructor,
  seedLesson,
  seedMember,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { sendLiveClassReminders } from './live-classes';

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
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

async function courseOf(
  teacher: { profile: { id: number } },
  status: 'draft' | 'published' | 'archived' = 'published',
) {
  const course = await seedCourse(ctx.db, { genreId, instructorId: teacher.profile.id }, { status });
  await seedLesson(ctx.db, course.id);
  return course;
}

/** A Dhaka date and time `days` from now, as the form sends them. */
function dhakaIn(days: number, time = '20:00') {
  const { date } = utcToDhakaLocal(new Date(Date.now() + days * 86_400_000));
  return { date, time };
}

const CLASS = {
  title: 'Mock interview: answering salary questions',
  description: 'Bring your CV; we practise live.',
  duration_minutes: 90,
  join_url: 'https://meet.jit.si/dokkho-mock-interview',
};

async function schedule(headers: Record<string, string>, courseId: number, body: object = {}) {
  const response = await call('POST', `${courseId}/live-classes/`, headers, {
    ...CLASS,
    ...dhakaIn(3),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return TeachingLiveClasses.parse(response.json());
}

/** A live module that started in the past (the API refuses to schedule one), written directly. */
async function pastClass(courseId: number, hoursAgo = 3) {
  const [row] = await ctx.db
    .insert(schema.courseModules)
    .values({
      courseId,
      kind: 'live',
      title: 'Kick-off Q&A',
      position: 50,
      startsAt: new Date(Date.now() - hoursAgo * 3600_000),
      liveDurationMinutes: 60,
      joinUrl: 'https://zoom.us/j/123456789',
    })
    .returning();
  return row!;
}

async function notificationsOf(userIds: number[], kind?: string) {
  const rows = await ctx.db
    .select()
    .from(schema.notifications)
    .where(inArray(schema.notifications.userId, userIds));
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

describe('scheduling a live class', () => {
  it('stores a Dhaka date and time as UTC and tells the enrolled learners only', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const learners = [
      await seedEnrolledLearner(ctx.db, course.id),
      await seedEnrolledLearner(ctx.db, course.id),
    ];
    const stranger = await seedMember(ctx.db);
    const when = dhakaIn(5, '20:30');

    const list = await schedule(teacher.headers, course.id, when);
    expect(list.upcoming).toHaveLength(1);
    const item = list.upcoming[0]!;
    expect(item).toMatchObject({
      ...CLASS,
      date: when.date,
      time: '20:30',
      status: 'upcoming',
      reminded: false,
    });
    // 20:30 in Dhaka is 14:30 UTC the same day.
    expect(item.starts_at).toBe(dhakaLocalToUtc(when.date, '20:30')!.toISOString());
    expect(item.starts_at.slice(11, 16)).toBe('14:30');
    expect(Date.parse(item.ends_at) - Date.parse(item.starts_at)).toBe(90 * 60_000);
    expect(list.learners).toBe(2);
    // At the end of the curriculum, after the recorded module.
    expect(item.position).toBe(2);
    expect(list.modules_count).toBe(2);

    const told = await notificationsOf([...learners.map((l) => l.id), stranger.user.id]);
    expect(told.map((row) => row.userId).sort()).toEqual(learners.map((l) => l.id).sort());
    expect(told[0]).toMatchObject({
      kind: 'live_class_scheduled',
      link: '/newDashboard/schedule',
      params: { course_title: course.title, class_title: CLASS.title, starts_at: item.starts_at },
    });

    // The learner's course outline has it, with its start.
    const outline = await ctx.app.inject({
      method: 'GET',
      url: `/api/course/modules/?course=${course.id}`,
      headers: await authHeader(learners[0]!.id),
    });
    expect(outline.statusCode, outline.body).toBe(200);
    const live = (
      outline.json() as { modules: { id: number; kind: string; starts_at: string }[] }
    ).modules.find((m) => m.kind === 'live');
    expect(live).toMatchObject({ id: item.id, starts_at: item.starts_at });
  });

  it('places a class where the instructor asks in the curriculum', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher, 'draft');
    const list = await schedule(teacher.headers, course.id, { position: 1 });
    expect(list.upcoming[0]!.position).toBe(1);
    const modules = await ctx.db
      .select({ kind: schema.courseModules.kind, position: schema.courseModules.position })
      .from(schema.courseModules)
      .where(eq(schema.courseModules.courseId, course.id));
    expect(modules.sort((a, b) => a.position - b.position).map((m) => m.kind)).toEqual(['live', 'recorded']);
    // The draft's revision moved on, so an open editor reloads before saving over the new curriculum.
    const [row] = await ctx.db
      .select({ revision: schema.courses.revision })
      .from(schema.courses)
      .where(eq(schema.courses.id, course.id));
    expect(row!.revision).toBe(course.revision + 1);
  });

  it('refuses a start in the past, a non-https link, a missing date and an impossible date, in both languages', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const post = (body: object, headers: Record<string, string> = teacher.headers) =>
      call('POST', `${course.id}/live-classes/`, headers, { ...CLASS, ...dhakaIn(2), ...body });

    const past = await post(dhakaIn(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ date: [LIVE_CLASS_MESSAGES.past] });
    const pastBn = await post(dhakaIn(-1), { ...teacher.headers, 'accept-language': 'bn' });
    expect(pastBn.json().date).toEqual([BN_MESSAGES[LIVE_CLASS_MESSAGES.past]]);

    for (const join_url of ['http://zoom.us/j/1', 'zoom.us/j/1', 'https://', 'javascript:alert(1)']) {
      const response = await post({ join_url });
      expect(response.statusCode, join_url).toBe(400);
      expect(response.json().join_url).toEqual([LIVE_CLASS_MESSAGES.url]);
    }
    const bn = await post(
      { join_url: 'http://zoom.us/j/1' },
      { ...teacher.headers, 'accept-language': 'bn' },
    );
    expect(bn.json().join_url).toEqual([BN_MESSAGES[LIVE_CLASS_MESSAGES.url]]);

    expect((await post({ date: '2031-02-30' })).json().date).toEqual([LIVE_CLASS_MESSAGES.noSuchDate]);
    expect((await post({ time: '8 pm' })).json().time).toEqual([LIVE_CLASS_MESSAGES.time]);
    expect((await post({ duration_minutes: 5 })).json().duration_minutes).toEqual([
      LIVE_CLASS_MESSAGES.duration,
    ]);
    expect((await post({ position: 9 })).json().position).toEqual([LIVE_CLASS_MESSAGES.position]);
    expect((await post({ title: '  ' })).json().title).toEqual([LIVE_CLASS_MESSAGES.title]);

    // Any provider over https.
    for (const join_url of [
      'https://us02web.zoom.us/j/8123?pwd=abc',
      'https://teams.microsoft.com/l/meetup-join/19%3a',
    ]) {
      expect((await post({ join_url })).statusCode, join_url).toBe(201);
    }
    const rows = await ctx.db
      .select()
      .from(schema.courseModules)
      .where(and(eq(schema.courseModules.courseId, course.id), eq(schema.courseModules.kind, 'live')));
    expect(rows).toHaveLength(2);
  });

  it('answers 409 on an archived course, which still lists its classes', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher, 'archived');
    await pastClass(course.id);
    const response = await call('POST', `${course.id}/live-classes/`, teacher.headers, {
      ...CLASS,
      ...dhakaIn(2),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(LIVE_CLASS_MESSAGES.archived);
    const list = TeachingLiveClasses.parse(
      (await call('GET', `${course.id}/live-classes/`, teacher.headers)).json(),
    );
    expect(list).toMatchObject({ can_schedule: false });
    expect(list.past).toHaveLength(1);
  });
});

describe('who may touch a course’s live classes', () => {
  it('answers another instructor 404 on every route, the same as no course, and changes nothing', async () => {
    const owner = await instructor('Owner');
    const other = await instructor('Other');
    const course = await courseOf(owner);
    const list = await schedule(owner.headers, course.id);
    const moduleId = list.upcoming[0]!.id;
    const past = await pastClass(course.id);
    const routes: [Method, string, object?][] = [
      ['GET', `${course.id}/live-classes/`],
      ['POST', `${course.id}/live-classes/`, { ...CLASS, ...dhakaIn(2) }],
      ['PATCH', `${course.id}/live-classes/${moduleId}/`, { title: 'Taken over' }],
      ['DELETE', `${course.id}/live-classes/${moduleId}/`],
      ['PUT', `${course.id}/live-classes/${past.id}/recording/`, { recording_url: 'https://youtu.be/x' }],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(method, url, other.headers, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().detail).toBe(TEACHING_COURSE_NOT_FOUND_MESSAGE);
      const none = await call(method, url.replace(String(course.id), '999999'), owner.headers, body);
      expect(none.statusCode).toBe(404);
    }
    // A module of another course, under the owner's own course: 404 too.
    const elsewhere = await courseOf(other);
    const theirs = await schedule(other.headers, elsewhere.id);
    const cross = await call('DELETE', `${course.id}/live-classes/${theirs.upcoming[0]!.id}/`, owner.headers);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().detail).toBe(LIVE_CLASS_MESSAGES.notFound);
    // A recorded module is not a live class.
    const [recorded] = await ctx.db
      .select({ id: schema.courseModules.id })
      .from(schema.courseModules)
      .where(and(eq(schema.courseModules.courseId, course.id), eq(schema.courseModules.kind, 'recorded')));
    expect(
      (await call('DELETE', `${course.id}/live-classes/${recorded!.id}/`, owner.headers)).statusCode,
    ).toBe(404);

    const after = TeachingLiveClasses.parse(
      (await call('GET', `${course.id}/live-classes/`, owner.headers)).json(),
    );
    expect(after.upcoming.map((c) => c.title)).toEqual([CLASS.title]);
    expect(after.past[0]!.recording_url).toBeNull();
  });

  it('refuses learners (403) and signed-out callers (401)', async () => {
    const owner = await instructor();
    const course = await courseOf(owner);
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    expect((await call('GET', `${course.id}/live-classes/`, await authHeader(learner.id))).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${course.id}/live-classes/`, {})).statusCode).toBe(401);
  });
});

describe('rescheduling, cancelling and the recording', () => {
  it('reschedules: the new start is stored, the reminder re-armed, the learners told', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const id = (await schedule(teacher.headers, course.id)).upcoming[0]!.id;
    await ctx.db
      .update(schema.courseModules)
      .set({ liveRemindedAt: new Date() })
      .where(eq(schema.courseModules.id, id));

    const when = dhakaIn(6, '07:15');
    const response = await call('PATCH', `${course.id}/live-classes/${id}/`, teacher.headers, {
      ...when,
      duration_minutes: 45,
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = TeachingLiveClasses.parse(response.json()).upcoming[0]!;
    expect(item).toMatchObject({ date: when.date, time: '07:15', duration_minutes: 45, reminded: false });
    const changed = await notificationsOf([learner.id], 'live_class_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.params).toMatchObject({ change: 'rescheduled', starts_at: item.starts_at });

    // A date without its time, and a title-only edit (no one told).
    const half = await call('PATCH', `${course.id}/live-classes/${id}/`, teacher.headers, {
      date: when.date,
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().date).toEqual([LIVE_CLASS_MESSAGES.dateAndTime]);
    const renamed = await call('PATCH', `${course.id}/live-classes/${id}/`, teacher.headers, {
      title: 'Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await notificationsOf([learner.id], 'live_class_changed')).toHaveLength(1);
  });

  it('keeps an ended class’s time (409) and refuses a recording before the end (409)', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const ended = await pastClass(course.id);
    const moved = await call('PATCH', `${course.id}/live-classes/${ended.id}/`, teacher.headers, dhakaIn(2));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().detail).toBe(LIVE_CLASS_MESSAGES.ended);
    const upcoming = (await schedule(teacher.headers, course.id)).upcoming[0]!;
    const early = await call('PUT', `${course.id}/live-classes/${upcoming.id}/recording/`, teacher.headers, {
      recording_url: 'https://youtu.be/abc',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(LIVE_CLASS_MESSAGES.notEnded);
  });

  it('cancels: the module leaves the curriculum and the learners are told', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const item = (await schedule(teacher.headers, course.id, { position: 1 })).upcoming[0]!;
    const response = await call('DELETE', `${course.id}/live-classes/${item.id}/`, teacher.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(TeachingLiveClasses.parse(response.json()).upcoming).toEqual([]);
    const positions = await ctx.db
      .select({ position: schema.courseModules.position })
      .from(schema.courseModules)
      .where(eq(schema.courseModules.courseId, course.id));
    expect(positions.map((p) => p.position)).toEqual([1]);
    const told = await notificationsOf([learner.id], 'live_class_changed');
    expect(told.map((row) => row.params)).toEqual([
      {
        course_title: course.title,
        class_title: CLASS.title,
        change: 'cancelled',
        starts_at: item.starts_at,
      },
    ]);
  });

  it('attaches a recording once the class has ended; learners are told once and see the link', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const learner = await seedEnrolledLearner(ctx.db, course.id);
    const ended = await pastClass(course.id);
    const put = (recording_url: string | null) =>
      call('PUT', `${course.id}/live-classes/${ended.id}/recording/`, teacher.headers, { recording_url });

    expect((await put('http://youtu.be/abc')).statusCode).toBe(400);
    const first = await put('https://youtu.be/abc');
    expect(first.statusCode, first.body).toBe(200);
    expect(TeachingLiveClasses.parse(first.json()).past[0]!.recording_url).toBe('https://youtu.be/abc');
    expect((await put('https://youtu.be/def')).statusCode).toBe(200);
    const told = await notificationsOf([learner.id], 'live_class_recording');
    expect(told).toHaveLength(1);

    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/course/live-module/${ended.id}/`,
      headers: await authHeader(learner.id),
    });
    expect(seen.json()).toMatchObject({ status: 'ended', recording_url: 'https://youtu.be/def' });

    expect((await put(null)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ url: schema.courseModules.recordingUrl })
      .from(schema.courseModules)
      .where(eq(schema.courseModules.id, ended.id));
    expect(row!.url).toBeNull();
  });
});

describe('the reminder an hour before', () => {
  it('reminds each enrolled learner once, however many sweeps run, and again after a reschedule', async () => {
    const teacher = await instructor();
    const course = await courseOf(teacher);
    const learners = [
      await seedEnrolledLearner(ctx.db, course.id),
      await seedEnrolledLearner(ctx.db, course.id),
    ];
    const outsider = await seedMember(ctx.db);
    const item = (await schedule(teacher.headers, course.id, dhakaIn(2))).upcoming[0]!;
    const ids = [...learners.map((l) => l.id), outsider.user.id];
    const start = Date.parse(item.starts_at);

    // Two hours before: not yet.
    await sendLiveClassReminders({ db: ctx.db, now: new Date(start - 2 * 3600_000) });
    expect(await notificationsOf(ids, 'live_class_reminder')).toHaveLength(0);

    // 50 minutes before: two sweeps at once, then a third; one reminder each.
    const now = new Date(start - 50 * 60_000);
    await Promise.all([
      sendLiveClassReminders({ db: ctx.db, now }),
      sendLiveClassReminders({ db: ctx.db, now }),
    ]);
    await sendLiveClassReminders({ db: ctx.db, now: new Date(start - 10 * 60_000) });
    const reminders = await notificationsOf(ids, 'live_class_reminder');
    expect(reminders.map((row) => row.userId).sort()).toEqual(learners.map((l) => l.id).sort());
    expect(reminders[0]!.params).toMatchObject({ class_title: CLASS.title, starts_at: item.starts_at });

    const list = TeachingLiveClasses.parse(
      (await call('GET', `${course.id}/live-classes/`, teacher.headers)).json(),
    );
    expect(list.upcoming[0]!.reminded).toBe(true);

    // Moved a day later: reminded again before the new start.
    const later = await call('PATCH', `${course.id}/live-classes/${item.id}/`, teacher.headers, dhakaIn(3));
    const moved = TeachingLiveClasses.parse(later.json()).upcoming[0]!;
    await sendLiveClassReminders({ db: ctx.db, now: new Date(Date.parse(moved.starts_at) - 30 * 60_000) });
    expect(await notificationsOf(ids, 'live_class_reminder')).toHaveLength(4);
  });
});
