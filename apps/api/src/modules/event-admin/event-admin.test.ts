import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { utcToDhakaLocal } from '@dokkho/domain/dates';
import {
  ConsultationItem,
  ConsultationQueue,
  EVENT_MESSAGES,
  EventFormOptions,
  EventFunnelList,
  EventRegistrationList,
  ManagedEvent,
  ManagedEventList,
} from '@dokkho/contract/events';
import { LIVE_CLASS_MESSAGES } from '@dokkho/contract/live-classes';
import { BN_MESSAGES } from '@dokkho/contract/i18n';
import {
  seedCourse,
  seedGenre,
  seedInstructor,
  seedMember,
  seedOrder,
  seedStaff,
  uniqueTag,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { EVENT_ADMIN_MESSAGES } from './service';

let ctx: TestContext;
let genreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  genreId = (await seedGenre(ctx.db)).id;
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

async function instructor(name = 'Nusrat') {
  const made = await seedInstructor(ctx.db, { firstName: name });
  return { ...made, headers: await authHeader(made.user.id) };
}

/** A Dhaka date and time `days` from now, as the form sends them. */
function dhakaIn(days: number, time = '20:00') {
  const { date } = utcToDhakaLocal(new Date(Date.now() + days * 86_400_000));
  return { date, time };
}

const EVENT = {
  kind: 'masterclass',
  title: 'Excel to Power BI in one evening',
  title_bn: 'এক সন্ধ্যায় এক্সেল থেকে পাওয়ার বিআই',
  summary: 'Build a sales dashboard live.',
  agenda: ['Clean the data', 'Model it', 'Publish the dashboard'],
  speaker_name: 'Nusrat Jahan',
  speaker_title: 'Senior Data Analyst',
  duration_minutes: 90,
  seat_cap: 100,
  join_url: 'https://meet.jit.si/dokkho-powerbi',
};

async function create(headers: Record<string, string>, body: object = {}) {
  const response = await call('POST', 'instructor/events/', headers, { ...EVENT, ...dhakaIn(5), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return ManagedEvent.parse(response.json());
}

/** An event that started `hoursAgo` (the API refuses to schedule one in the past), written directly. */
async function pastEvent(hostUserId: number, values: Partial<typeof schema.events.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(schema.events)
    .values({
      kind: 'masterclass',
      title: 'Past masterclass',
      speakerName: 'Tanvir Hasan',
      hostUserId,
      startsAt: new Date(Date.now() - 3 * 3_600_000),
      durationMinutes: 60,
      ...values,
    })
    .returning();
  return row!;
}

async function register(
  eventId: number,
  values: Partial<typeof schema.eventRegistrations.$inferInsert> = {},
) {
  const tag = uniqueTag('r');
  const [row] = await ctx.db
    .insert(schema.eventRegistrations)
    .values({
      eventId,
      name: 'Farhana Akter',
      phone: `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: `${tag}@example.com`,
      status: 'confirmed',
      ticketHash: uniqueTag('hash') + tag,
      confirmedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** The kinds of message the ledger holds for one registration (each sent once). */
async function messagesOf(registrationId: number) {
  const rows = await ctx.db
    .select({ kind: schema.eventMessages.kind })
    .from(schema.eventMessages)
    .where(eq(schema.eventMessages.registrationId, registrationId));
  return rows.map((row) => row.kind).sort();
}

describe('instructor events: create, list and ownership', () => {
  it('schedules an event on a Dhaka clock, linking only their own published course', async () => {
    const host = await instructor();
    const other = await instructor('Rafiq');
    const own = await seedCourse(ctx.db, { genreId, instructorId: host.profile.id });
    const draft = await seedCourse(ctx.db, { genreId, instructorId: host.profile.id }, { status: 'draft' });
    const theirs = await seedCourse(ctx.db, { genreId, instructorId: other.profile.id });

    const event = await create(host.headers, {
      ...dhakaIn(5, '19:30'),
      related_course_id: own.id,
      genre_id: genreId,
    });
    expect(event.related_course).toEqual({ id: own.id, slug: own.slug, title: own.title });
    expect(event.time).toBe('19:30');
    expect(event.date).toBe(dhakaIn(5).date);
    expect(event.state).toBe('upcoming');
    expect(event.host.id).toBe(host.user.id);
    expect(event.title_bn).toBe(EVENT.title_bn);
    expect(new Date(event.ends_at).getTime() - new Date(event.starts_at).getTime()).toBe(90 * 60_000);
    // 19:30 in Dhaka is 13:30 UTC.
    expect(event.starts_at.slice(11, 16)).toBe('13:30');

    for (const courseId of [draft.id, theirs.id]) {
      const refused = await call('POST', 'instructor/events/', host.headers, {
        ...EVENT,
        ...dhakaIn(5),
        related_course_id: courseId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().related_course_id).toEqual([EVENT_MESSAGES.ownCourse]);
    }

    const options = EventFormOptions.parse(
      (await call('GET', 'instructor/events/options/', host.headers)).json(),
    );
    expect(options.courses.map((course) => course.id)).toEqual([own.id]);
    expect(options.instructors).toEqual([{ id: host.profile.id, name: 'Nusrat Jahan' }]);
  });

  it('refuses a start in the past, a date that does not exist and bad input (never a 500)', async () => {
    const host = await instructor();
    const past = await call('POST', 'instructor/events/', host.headers, { ...EVENT, ...dhakaIn(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().date).toEqual([LIVE_CLASS_MESSAGES.past]);
    const nonsense = await call('POST', 'instructor/events/', host.headers, {
      ...EVENT,
      date: '2027-02-30',
      time: '10:00',
    });
    expect(nonsense.statusCode).toBe(400);
    const bad = await call('POST', 'instructor/events/', host.headers, {
      ...EVENT,
      ...dhakaIn(3),
      duration_minutes: 5,
      join_url: 'http://insecure.example.com',
      seat_cap: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(
      expect.arrayContaining(['duration_minutes', 'join_url', 'seat_cap']),
    );
  });

  it('shows an instructor only the events they host; another host’s is a 404; staff see and edit all', async () => {
    const host = await instructor();
    const other = await instructor('Rafiq');
    const staff = await seedStaff(ctx.db);
    const mine = await create(host.headers, { title: 'Mine' });
    const theirs = await create(other.headers, { title: 'Theirs' });

    const list = ManagedEventList.parse((await call('GET', 'instructor/events/', host.headers)).json());
    expect(list.results.map((event) => event.id)).toContain(mine.id);
    expect(list.results.map((event) => event.id)).not.toContain(theirs.id);

    for (const [method, path, body] of [
      ['GET', `instructor/events/${theirs.id}/`, undefined],
      ['PATCH', `instructor/events/${theirs.id}/`, { title: 'Taken over' }],
      ['POST', `instructor/events/${theirs.id}/cancel/`, undefined],
      ['PUT', `instructor/events/${theirs.id}/recording/`, { recording_url: null }],
      ['GET', `instructor/events/${theirs.id}/registrations/`, undefined],
    ] as const) {
      const response = await call(method, path, host.headers, body);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().detail).toBe(EVENT_MESSAGES.notFound);
    }

    const all = ManagedEventList.parse(
      (await call('GET', 'instructor/events/?page_size=48', staff.headers)).json(),
    );
    expect(all.results.map((event) => event.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const edited = await call('PATCH', `instructor/events/${theirs.id}/`, staff.headers, {
      title: 'Renamed by staff',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ManagedEvent.parse(edited.json()).title).toBe('Renamed by staff');

    // A learner is not an instructor.
    const learner = await seedMember(ctx.db);
    expect((await call('GET', 'instructor/events/', learner.headers)).statusCode).toBe(403);
    expect((await call('GET', 'staff/consultations/', host.headers)).statusCode).toBe(403);
  });

  it('lets staff link any published course, but not a draft', async () => {
    const staff = await seedStaff(ctx.db);
    const teacher = await instructor();
    const course = await seedCourse(ctx.db, { genreId, instructorId: teacher.profile.id });
    const draft = await seedCourse(
      ctx.db,
      { genreId, instructorId: teacher.profile.id },
      { status: 'draft' },
    );
    const event = await create(staff.headers, { related_course_id: course.id, kind: 'free_class' });
    expect(event.related_course?.id).toBe(course.id);
    expect(event.kind).toBe('free_class');
    const refused = await call('POST', 'instructor/events/', staff.headers, {
      ...EVENT,
      ...dhakaIn(2),
      related_course_id: draft.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().related_course_id).toEqual([EVENT_MESSAGES.publishedCourse]);
  });
});

describe('editing, cancelling and recordings', () => {
  it('moves an upcoming event; a started one keeps its time; a cancelled one is read-only', async () => {
    const host = await instructor();
    const event = await create(host.headers);
    const early = await register(event.id);
    // A write sends what is due: the early registrant's confirmation, for the first time.
    await call('PATCH', `instructor/events/${event.id}/`, host.headers, { summary: 'Now with a summary' });
    expect(await messagesOf(early.id)).toEqual(['confirmation']);
    const moved = await call('PATCH', `instructor/events/${event.id}/`, host.headers, dhakaIn(9, '10:15'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ManagedEvent.parse(moved.json())).toMatchObject({ date: dhakaIn(9).date, time: '10:15' });
    // Told of the new time at once.
    expect(await messagesOf(early.id)).toEqual(['confirmation', 'rescheduled']);

    const started = await pastEvent(host.user.id, { startsAt: new Date(Date.now() - 10 * 60_000) });
    const refused = await call('PATCH', `instructor/events/${started.id}/`, host.headers, dhakaIn(3));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(EVENT_ADMIN_MESSAGES.started);
    // Its title can still change.
    const renamed = await call('PATCH', `instructor/events/${started.id}/`, host.headers, {
      title: 'Renamed live',
    });
    expect(renamed.statusCode).toBe(200);

    const registrant = await register(event.id);
    const cancelled = await call('POST', `instructor/events/${event.id}/cancel/`, host.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const body = ManagedEvent.parse(cancelled.json());
    expect(body).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    expect(body.cancelled_at).not.toBeNull();
    // The registrant is told at once (the events dispatcher reads the cancelled row), and only once.
    expect(await messagesOf(registrant.id)).toContain('cancelled');
    const outbox = await ctx.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, registrant.email));
    expect(outbox.length).toBeGreaterThan(0);
    const again = await call('POST', `instructor/events/${event.id}/cancel/`, host.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(EVENT_MESSAGES.alreadyCancelled);
    const edit = await call('PATCH', `instructor/events/${event.id}/`, host.headers, { title: 'Back on' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe(EVENT_MESSAGES.cancelledNoChange);

    // A cancelled event is in the past list, not the upcoming one.
    const upcoming = ManagedEventList.parse((await call('GET', 'instructor/events/', host.headers)).json());
    expect(upcoming.results.map((item) => item.id)).not.toContain(event.id);
    const past = ManagedEventList.parse(
      (await call('GET', 'instructor/events/?when=past', host.headers)).json(),
    );
    expect(past.results.map((item) => item.id)).toContain(event.id);

    // An ended event cannot be cancelled.
    const ended = await pastEvent(host.user.id);
    const late = await call('POST', `instructor/events/${ended.id}/cancel/`, host.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(EVENT_ADMIN_MESSAGES.endedNoCancel);
  });

  it('raising the seat cap confirms the oldest waitlisted; lowering it below the confirmed is refused', async () => {
    const host = await instructor();
    const event = await create(host.headers, { seat_cap: 1 });
    const first = await register(event.id);
    const second = await register(event.id, {
      status: 'waitlisted',
      confirmedAt: null,
      createdAt: new Date(Date.now() - 5000),
    });
    const third = await register(event.id, { status: 'waitlisted', confirmedAt: null });
    const raised = await call('PATCH', `instructor/events/${event.id}/`, host.headers, { seat_cap: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    const statuses = await ctx.db
      .select({ id: schema.eventRegistrations.id, status: schema.eventRegistrations.status })
      .from(schema.eventRegistrations)
      .where(eq(schema.eventRegistrations.eventId, event.id));
    const byId = new Map(statuses.map((row) => [row.id, row.status]));
    expect([byId.get(first.id), byId.get(second.id), byId.get(third.id)]).toEqual([
      'confirmed',
      'confirmed',
      'waitlisted',
    ]);
    expect(await messagesOf(second.id)).toContain('promoted');
    expect(await messagesOf(third.id)).not.toContain('promoted');
    const lowered = await call('PATCH', `instructor/events/${event.id}/`, host.headers, { seat_cap: 1 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().seat_cap).toEqual([EVENT_ADMIN_MESSAGES.seatsBelowConfirmed]);
    expect(BN_MESSAGES[EVENT_ADMIN_MESSAGES.seatsBelowConfirmed]).toBeTruthy();
  });

  it('attaches a recording only after the end, replaces it, makes it public and takes it down', async () => {
    const host = await instructor();
    const upcoming = await create(host.headers);
    const early = await call('PUT', `instructor/events/${upcoming.id}/recording/`, host.headers, {
      recording_url: 'https://youtu.be/early',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(EVENT_ADMIN_MESSAGES.recordingNotEnded);

    const ended = await pastEvent(host.user.id);
    const registrant = await register(ended.id, { attendedAt: new Date() });
    const url = `instructor/events/${ended.id}/recording/`;
    const attached = ManagedEvent.parse(
      (await call('PUT', url, host.headers, { recording_url: 'https://youtu.be/first' })).json(),
    );
    expect(attached).toMatchObject({
      recording_url: 'https://youtu.be/first',
      recording_public: false,
      state: 'ended',
    });
    // Registrants are sent the link once.
    expect(await messagesOf(registrant.id)).toEqual(['recording']);
    const replaced = ManagedEvent.parse(
      (
        await call('PUT', url, host.headers, {
          recording_url: 'https://youtu.be/second',
          recording_public: true,
        })
      ).json(),
    );
    expect(replaced).toMatchObject({ recording_url: 'https://youtu.be/second', recording_public: true });
    const removed = ManagedEvent.parse(
      (await call('PUT', url, host.headers, { recording_url: null, recording_public: true })).json(),
    );
    expect(removed).toMatchObject({ recording_url: null, recording_public: false });
    const insecure = await call('PUT', url, host.headers, { recording_url: 'http://youtu.be/x' });
    expect(insecure.statusCode).toBe(400);
  });
});

describe('ending a live event now', () => {
  it('ends it for its host or staff, sends the attendees the offer once, and only while live', async () => {
    const host = await instructor();
    const other = await instructor('Rafiq');
    const staff = await seedStaff(ctx.db);
    const course = await seedCourse(ctx.db, { genreId, instructorId: host.profile.id });
    const startsAt = new Date(Date.now() - 10.5 * 60_000);
    const live = await pastEvent(host.user.id, { startsAt, durationMinutes: 90, relatedCourseId: course.id });
    const attendee = await register(live.id, { attendedAt: new Date(startsAt.getTime() + 60_000) });
    const absent = await register(live.id);
    const url = `instructor/events/${live.id}/end/`;

    // Another instructor's event is the same 404 as none.
    const theirs = await call('POST', url, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe(EVENT_MESSAGES.notFound);

    const ended = await call('POST', url, host.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    const body = ManagedEvent.parse(ended.json());
    // Whole minutes since the start, rounded down: it has ended, not after now.
    expect(body).toMatchObject({ state: 'ended', status: 'scheduled', duration_minutes: 10 });
    expect(new Date(body.ends_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(body.offer_code).toMatch(/\S/);
    // The attendee gets the offer at once, the one who did not come does not.
    expect(await messagesOf(attendee.id)).toEqual(['offer']);
    expect(await messagesOf(absent.id)).toEqual([]);
    const mail = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, attendee.email));
    expect(mail.some((row) => JSON.stringify(row).includes(body.offer_code!))).toBe(true);

    // Ended: a second end is a 409 (and sends nothing again); the recording can now be attached.
    const again = await call('POST', url, staff.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(EVENT_ADMIN_MESSAGES.endNotLive);
    expect(BN_MESSAGES[EVENT_ADMIN_MESSAGES.endNotLive]).toBeTruthy();
    const recorded = await call('PUT', `instructor/events/${live.id}/recording/`, host.headers, {
      recording_url: 'https://youtu.be/ended-early',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await messagesOf(attendee.id)).toEqual(['offer', 'recording']);
    expect(await messagesOf(absent.id)).toEqual(['recording']);
  });

  it('lets staff end any host’s event; one ended in its first minute lasts one minute', async () => {
    const host = await instructor();
    const staff = await seedStaff(ctx.db);
    const justStarted = await pastEvent(host.user.id, {
      startsAt: new Date(Date.now() - 20_000),
      durationMinutes: 60,
    });
    const ended = await call('POST', `instructor/events/${justStarted.id}/end/`, staff.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    const body = ManagedEvent.parse(ended.json());
    // Under the form's 15 minutes: the CHECK allows it.
    expect(body.duration_minutes).toBe(1);
    expect(new Date(body.ends_at).getTime()).toBe(justStarted.startsAt.getTime() + 60_000);
  });

  it('refuses an event that has not started, has ended or is cancelled (409)', async () => {
    const host = await instructor();
    const upcoming = await create(host.headers);
    const over = await pastEvent(host.user.id);
    const cancelled = await pastEvent(host.user.id, {
      startsAt: new Date(Date.now() - 5 * 60_000),
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    for (const event of [upcoming, over, cancelled]) {
      const refused = await call('POST', `instructor/events/${event.id}/end/`, host.headers);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().detail).toBe(EVENT_ADMIN_MESSAGES.endNotLive);
    }
    const [row] = await ctx.db.select().from(schema.events).where(eq(schema.events.id, upcoming.id));
    expect(row!.durationMinutes).toBe(EVENT.duration_minutes);
  });
});

describe('registrations and the funnel', () => {
  it('counts registrations, attendance and paid purchases of the related course after the start', async () => {
    const host = await instructor();
    const staff = await seedStaff(ctx.db);
    const course = await seedCourse(ctx.db, { genreId, instructorId: host.profile.id });
    const event = await pastEvent(host.user.id, {
      relatedCourseId: course.id,
      title: `Funnel ${uniqueTag()}`,
    });

    const buyer = await seedMember(ctx.db);
    const byEmail = await seedMember(ctx.db);
    const earlyBuyer = await seedMember(ctx.db);
    const refunder = await seedMember(ctx.db);
    const stranger = await seedMember(ctx.db);
    await register(event.id, { userId: buyer.user.id, attendedAt: new Date(), joinClicks: 2 });
    await register(event.id, { email: byEmail.user.email, attendedAt: new Date(), joinClicks: 1 });
    await register(event.id, { userId: earlyBuyer.user.id });
    await register(event.id, { userId: refunder.user.id, attendedAt: new Date(), joinClicks: 1 });
    await register(event.id, { status: 'waitlisted', confirmedAt: null });
    await register(event.id, { status: 'cancelled', cancelledAt: new Date() });

    await seedOrder(ctx.db, { userId: buyer.user.id, courseId: course.id, total: 280_000 });
    await seedOrder(ctx.db, { userId: byEmail.user.id, courseId: course.id, total: 350_000 });
    // Before the event: not the event's doing.
    await seedOrder(ctx.db, {
      userId: earlyBuyer.user.id,
      courseId: course.id,
      total: 350_000,
      paidAt: new Date(Date.now() - 24 * 3_600_000),
    });
    await seedOrder(ctx.db, {
      userId: refunder.user.id,
      courseId: course.id,
      total: 280_000,
      status: 'refunded',
    });
    // Not a registrant.
    await seedOrder(ctx.db, { userId: stranger.user.id, courseId: course.id, total: 350_000 });
    // A registrant's pending order.
    await seedOrder(ctx.db, {
      userId: earlyBuyer.user.id,
      courseId: course.id,
      total: 350_000,
      status: 'pending',
    });

    const expected = {
      registered: 6,
      confirmed: 4,
      waitlisted: 1,
      cancelled: 1,
      attended: 3,
      purchases: 2,
      revenue: 630_000,
    };
    const list = EventRegistrationList.parse(
      (await call('GET', `instructor/events/${event.id}/registrations/`, host.headers)).json(),
    );
    expect(list.funnel).toEqual(expected);
    expect(list.count).toBe(6);
    expect(list.results.filter((row) => row.purchased)).toHaveLength(2);
    expect(list.results.filter((row) => row.attended_at !== null)).toHaveLength(3);
    expect(list.results.find((row) => row.status === 'waitlisted')?.waitlist_position).toBe(1);

    const waitlisted = EventRegistrationList.parse(
      (
        await call('GET', `instructor/events/${event.id}/registrations/?status=waitlisted`, host.headers)
      ).json(),
    );
    expect(waitlisted.count).toBe(1);

    const detail = ManagedEvent.parse(
      (await call('GET', `instructor/events/${event.id}/`, host.headers)).json(),
    );
    expect(detail.funnel).toEqual(expected);

    const funnel = EventFunnelList.parse(
      (await call('GET', 'staff/events/funnel/?page_size=48', staff.headers)).json(),
    );
    const row = funnel.results.find((item) => item.event.id === event.id);
    expect(row?.funnel).toEqual(expected);
    expect(row?.event.related_course?.id).toBe(course.id);
    expect(funnel.totals.revenue).toBeGreaterThanOrEqual(630_000);
    // Ended events first.
    const states = funnel.results.map((item) => item.event.state);
    expect(
      states.indexOf('upcoming') === -1 || states.lastIndexOf('ended') < states.indexOf('upcoming'),
    ).toBe(true);

    expect((await call('GET', 'staff/events/funnel/', host.headers)).statusCode).toBe(403);
  });
});

describe('staff: the consultation follow-up queue', () => {
  async function consultation(values: Partial<typeof schema.consultationRequests.$inferInsert> = {}) {
    const [row] = await ctx.db
      .insert(schema.consultationRequests)
      .values({
        name: 'Sabbir Ahmed',
        phone: '+8801711223344',
        message: 'Is the data analytics course right for a banker?',
        preferredTime: 'After 7 pm',
        ...values,
      })
      .returning();
    return row!;
  }

  it('moves a request through call back, no answer, contacted and enrolled, recording who handled it', async () => {
    const staff = await seedStaff(ctx.db);
    const host = await instructor();
    const event = await pastEvent(host.user.id, { title: 'Consultation source' });
    const request = await consultation({ eventId: event.id });

    const queue = ConsultationQueue.parse(
      (await call('GET', 'staff/consultations/?status=new', staff.headers)).json(),
    );
    const listed = queue.results.find((item) => item.id === request.id);
    expect(listed).toMatchObject({ status: 'new', event: { id: event.id, title: 'Consultation source' } });
    expect(queue.counts.new).toBeGreaterThanOrEqual(1);

    const url = `staff/consultations/${request.id}/`;
    const noTime = await call('PATCH', url, staff.headers, { status: 'call_back' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().call_back_at).toBeDefined();
    const pastTime = await call('PATCH', url, staff.headers, {
      status: 'call_back',
      call_back_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(pastTime.statusCode).toBe(400);

    const callBackAt = new Date(Date.now() + 2 * 3_600_000);
    const later = ConsultationItem.parse(
      (
        await call('PATCH', url, staff.headers, {
          status: 'call_back',
          call_back_at: callBackAt.toISOString(),
          staff_note: 'Asked to call after office hours',
        })
      ).json(),
    );
    expect(later).toMatchObject({
      status: 'call_back',
      call_back_at: callBackAt.toISOString(),
      staff_note: 'Asked to call after office hours',
      handled_by: { id: staff.user.id, name: 'Test User' },
    });

    // Due call-backs: soonest first.
    const sooner = await consultation({ status: 'call_back', callBackAt: new Date(Date.now() + 3_600_000) });
    const callBacks = ConsultationQueue.parse(
      (await call('GET', 'staff/consultations/?status=call_back&page_size=48', staff.headers)).json(),
    );
    const ids = callBacks.results.map((item) => item.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(request.id));

    const noAnswer = ConsultationItem.parse(
      (await call('PATCH', url, staff.headers, { status: 'no_answer' })).json(),
    );
    expect(noAnswer).toMatchObject({
      status: 'no_answer',
      call_back_at: null,
      staff_note: 'Asked to call after office hours',
    });
    const enrolled = ConsultationItem.parse(
      (
        await call('PATCH', url, staff.headers, { status: 'enrolled', staff_note: 'Bought the course' })
      ).json(),
    );
    expect(enrolled).toMatchObject({ status: 'enrolled', staff_note: 'Bought the course' });
    const [row] = await ctx.db
      .select()
      .from(schema.consultationRequests)
      .where(eq(schema.consultationRequests.id, request.id));
    expect(row).toMatchObject({ status: 'enrolled', handledBy: staff.user.id, callBackAt: null });

    expect(
      (await call('PATCH', 'staff/consultations/999999/', staff.headers, { status: 'closed' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', url, staff.headers, { status: 'maybe' })).statusCode).toBe(400);
  });
});
