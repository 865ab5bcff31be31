import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { EVENT_MESSAGES, EventDetail, EventList, EventRegistrationDetail } from '@dokkho/contract/events';
import {
  outboxTo,
  seedCourse,
  seedEvent,
  seedGenre,
  seedInstructor,
  seedMember,
  uniqueTag,
} from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

let phoneCounter = 0;
/** A registrant's form: a unique e-mail and Bangladeshi number. */
function person(name = 'Sadia Islam') {
  phoneCounter += 1;
  const tail = String(Date.now() % 1_000_000).padStart(6, '0');
  return {
    name,
    email: `${uniqueTag('reg')}@Example.com`,
    phone: `017${tail.slice(0, 4)}${String(phoneCounter).padStart(4, '0')}`,
  };
}

async function registerMasterclass(eventId: number, body = person(), headers?: { authorization: string }) {
  return ctx.send('POST', '/api/course/masterclass-registration/', headers, {
    masterclass_id: eventId,
    ...body,
  });
}

async function registrationsOf(eventId: number) {
  return ctx.db
    .select()
    .from(schema.eventRegistrations)
    .where(eq(schema.eventRegistrations.eventId, eventId));
}

describe('the public lists and pages', () => {
  it('lists upcoming and past masterclasses, the teaser, and a details page (404 for a free class id)', async () => {
    const upcoming = await seedEvent(ctx.db, { startsAt: minutesFromNow(60 * 24 * 400), seatCap: 30 });
    const past = await seedEvent(ctx.db, {
      startsAt: minutesFromNow(-60 * 24 * 400),
      recordingUrl: 'https://www.youtube.com/watch?v=dokkho',
    });
    const freeClass = await seedEvent(ctx.db, {
      kind: 'free_class',
      startsAt: minutesFromNow(60 * 24 * 400),
    });

    const list = EventList.parse(
      (await ctx.send('GET', '/api/course/master-class/?when=upcoming&page_size=48')).json(),
    );
    expect(list.results.map((card) => card.id)).toContain(upcoming.id);
    expect(list.results.map((card) => card.id)).not.toContain(freeClass.id);
    const card = list.results.find((item) => item.id === upcoming.id)!;
    expect(card).toMatchObject({
      seats_left: 30,
      is_full: false,
      registration_open: true,
      state: 'upcoming',
    });
    expect(JSON.stringify(list)).not.toContain('meet.jit.si');

    const pastList = EventList.parse(
      (await ctx.send('GET', '/api/course/master-class/?when=past&page_size=48')).json(),
    );
    expect(pastList.results.find((item) => item.id === past.id)).toMatchObject({
      has_recording: true,
      state: 'ended',
    });

    // The teaser offers one that has not started: registration closes at the start, so a live
    // masterclass (the earliest start of all here) is not the one it invites to register for.
    const live = await seedEvent(ctx.db, { startsAt: minutesFromNow(-470), durationMinutes: 480 });
    const teaser = (await ctx.send('GET', '/api/marketing/upcoming-masterclass/')).json();
    expect(teaser.masterclass).not.toBeNull();
    expect(teaser.masterclass.id).not.toBe(live.id);
    expect(new Date(teaser.masterclass.starts_at).getTime()).toBeGreaterThan(Date.now());

    const bangla = await ctx.app.inject({
      method: 'GET',
      url: `/api/course/masterclass-details/${upcoming.id}/`,
      headers: { 'accept-language': 'bn' },
    });
    expect(bangla.statusCode).toBe(200);
    const detail = EventDetail.parse(bangla.json());
    expect(detail.title).toBe(upcoming.titleBn);
    expect(detail).toMatchObject({ registered_count: 0, my_registration: null });

    expect((await ctx.send('GET', `/api/course/masterclass-details/${freeClass.id}/`)).statusCode).toBe(404);
    expect((await ctx.send('GET', `/api/course/free-classes/${upcoming.id}/`)).statusCode).toBe(404);
    expect((await ctx.send('GET', `/api/course/free-classes/${freeClass.id}/`)).statusCode).toBe(200);
  });

  it('filters free classes by topic and lists the topics', async () => {
    const genre = await seedGenre(ctx.db);
    const other = await seedGenre(ctx.db);
    const inTopic = await seedEvent(ctx.db, { kind: 'free_class', genreId: genre.id });
    const outOfTopic = await seedEvent(ctx.db, { kind: 'free_class', genreId: other.id });
    const response = await ctx.send('GET', `/api/course/free-classes/?topic=${genre.slug}&page_size=48`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.results.map((card: { id: number }) => card.id);
    expect(ids).toContain(inTopic.id);
    expect(ids).not.toContain(outOfTopic.id);
    expect(body.topics.map((topic: { slug: string }) => topic.slug)).toEqual(
      expect.arrayContaining([genre.slug, other.slug]),
    );
  });
});

describe('registration', () => {
  it('registers, sends the confirmation by e-mail (with the .ics) and SMS, and refuses a second time', async () => {
    const event = await seedEvent(ctx.db, { seatCap: 10 });
    const form = person();
    const first = await registerMasterclass(event.id, { ...form, profession: 'Accountant' } as never);
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created.registration).toMatchObject({
      event_id: event.id,
      status: 'confirmed',
      waitlist_position: null,
    });
    expect(created.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [row] = await registrationsOf(event.id);
    expect(row).toMatchObject({ email: form.email.toLowerCase(), phone: `+880${form.phone.slice(1)}` });
    expect(row!.ticketHash).not.toContain(created.ticket);

    const emails = await outboxTo(ctx.db, form.email.toLowerCase());
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain(event.title);
    expect(emails[0]!.attachments?.[0]).toMatchObject({ filename: 'event.ics' });
    expect(emails[0]!.attachments?.[0]!.content).toContain('BEGIN:VEVENT');
    const sms = await outboxTo(ctx.db, `+880${form.phone.slice(1)}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.bodyText).toContain('/api/e/');

    // The same e-mail, or the same phone: 409 naming the field, never a ticket; nothing re-sent.
    const again = await registerMasterclass(event.id, { ...form, phone: person().phone });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ email: [EVENT_MESSAGES.alreadyRegistered] });
    const samePhone = await registerMasterclass(event.id, { ...person(), phone: form.phone });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toHaveProperty('phone');
    expect(await outboxTo(ctx.db, form.email.toLowerCase())).toHaveLength(1);

    // "Send my details again": to the e-mail on file, the same answer for an unknown one.
    const resend = await ctx.send('POST', '/api/course/event-registrations/resend/', undefined, {
      event_id: event.id,
      phone: form.phone,
    });
    expect(resend.statusCode).toBe(202);
    expect(await outboxTo(ctx.db, form.email.toLowerCase())).toHaveLength(2);
    const unknown = await ctx.send('POST', '/api/course/event-registrations/resend/', undefined, {
      event_id: event.id,
      email: 'nobody@example.com',
    });
    expect(unknown.json()).toEqual(resend.json());
  });

  it('puts registrations past the cap on the waiting list', async () => {
    const event = await seedEvent(ctx.db, { seatCap: 1, kind: 'free_class' });
    const register = (body = person()) =>
      ctx.send('POST', '/api/course/free-class/register/', undefined, { free_class_id: event.id, ...body });
    expect((await register()).json().registration.status).toBe('confirmed');
    const second = (await register()).json();
    expect(second.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const third = (await register()).json();
    expect(third.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
    const detail = (await ctx.send('GET', `/api/course/free-classes/${event.id}/`)).json();
    expect(detail).toMatchObject({ is_full: true, seats_left: 0, registered_count: 1, waitlist_count: 2 });
  });

  it('never overbooks under concurrent registrations', async () => {
    const event = await seedEvent(ctx.db, { seatCap: 2 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => registerMasterclass(event.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const rows = await registrationsOf(event.id);
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(6);
  });

  it('refuses a closed, a cancelled and a started event, and an unknown one', async () => {
    const closed = await seedEvent(ctx.db, { registrationOpen: false });
    const cancelled = await seedEvent(ctx.db, { status: 'cancelled', cancelledAt: new Date() });
    const started = await seedEvent(ctx.db, { startsAt: minutesFromNow(-5) });
    const closedAnswer = await registerMasterclass(closed.id);
    expect(closedAnswer.statusCode).toBe(409);
    expect(closedAnswer.json().detail).toBe(EVENT_MESSAGES.registrationClosed);
    expect((await registerMasterclass(cancelled.id)).json().detail).toBe(EVENT_MESSAGES.cancelled);
    expect((await registerMasterclass(started.id)).json().detail).toBe(EVENT_MESSAGES.started);
    expect((await registerMasterclass(2_000_000_000)).statusCode).toBe(404);
    const badPhone = await registerMasterclass(closed.id, { ...person(), phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
  });
});

describe('the registrant', () => {
  it('opens a registration with the ticket or as its owner; anyone else gets a 404', async () => {
    const event = await seedEvent(ctx.db);
    const owner = await seedMember(ctx.db);
    const stranger = await seedMember(ctx.db);
    const created = (await registerMasterclass(event.id, person(), owner.headers)).json();
    const id = created.registration.id;

    const asOwner = await ctx.send('GET', `/api/course/event-registrations/${id}/`, owner.headers);
    expect(asOwner.statusCode).toBe(200);
    const detail = EventRegistrationDetail.parse(asOwner.json());
    expect(detail.calendar.google_url).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    expect(detail.calendar.google_url).toMatch(/dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/);
    expect(detail.can_join).toBe(false);

    const byTicket = await ctx.app.inject({
      method: 'GET',
      url: `/api/course/event-registrations/${id}/`,
      headers: { 'x-event-ticket': created.ticket },
    });
    expect(byTicket.statusCode).toBe(200);
    expect(
      (await ctx.send('GET', `/api/course/event-registrations/${id}/?ticket=${created.ticket}`)).statusCode,
    ).toBe(200);

    expect(
      (await ctx.send('GET', `/api/course/event-registrations/${id}/`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await ctx.send('GET', `/api/course/event-registrations/${id}/`)).statusCode).toBe(404);
    const forged = `${created.ticket.slice(0, -1)}${created.ticket.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await ctx.send('GET', `/api/course/event-registrations/${id}/?ticket=${forged}`)).statusCode,
    ).toBe(404);
    expect(
      (await ctx.send('DELETE', `/api/course/event-registrations/${id}/`, stranger.headers)).statusCode,
    ).toBe(404);

    // The account holder is told in the bell too.
    const bell = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, owner.user.id));
    expect(bell.map((row) => [row.kind, row.params])).toEqual([
      [
        'event_update',
        expect.objectContaining({ message: 'confirmation', waitlisted: false, event_kind: 'masterclass' }),
      ],
    ]);
    expect(bell[0]!.link).toBe(`/masterclass-details/${event.id}`);

    const mine = (await ctx.send('GET', '/api/course/my-events/', owner.headers)).json();
    expect(mine.upcoming.map((item: { event: { id: number } }) => item.event.id)).toContain(event.id);
    const card = (
      await ctx.send('GET', `/api/course/masterclass-details/${event.id}/`, owner.headers)
    ).json();
    expect(card.my_registration).toMatchObject({ id, status: 'confirmed', attended: false });
  });

  it('joins only inside the window, records attendance, and refuses others', async () => {
    const soon = await seedEvent(ctx.db, { startsAt: minutesFromNow(10), seatCap: 1 });
    const later = await seedEvent(ctx.db, { startsAt: minutesFromNow(120) });
    const seat = (await registerMasterclass(soon.id)).json();
    const waiting = (await registerMasterclass(soon.id)).json();
    const early = (await registerMasterclass(later.id)).json();

    const joined = await ctx.send('POST', `/api/course/events/${soon.id}/join/?ticket=${seat.ticket}`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ join_url: soon.joinUrl });
    await ctx.send('POST', `/api/course/events/${soon.id}/join/?ticket=${seat.ticket}`);
    const [row] = await ctx.db
      .select()
      .from(schema.eventRegistrations)
      .where(eq(schema.eventRegistrations.id, seat.registration.id));
    expect(row!.attendedAt).not.toBeNull();
    expect(row!.joinClicks).toBe(2);

    const tooEarly = await ctx.send('POST', `/api/course/events/${later.id}/join/?ticket=${early.ticket}`);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().detail).toMatch(/^The join link opens at .+ \(Dhaka time\)/);
    expect(
      (await ctx.send('POST', `/api/course/events/${soon.id}/join/?ticket=${waiting.ticket}`)).statusCode,
    ).toBe(403);
    expect((await ctx.send('POST', `/api/course/events/${soon.id}/join/`)).statusCode).toBe(403);
    // Another event's ticket opens nothing here.
    expect(
      (await ctx.send('POST', `/api/course/events/${soon.id}/join/?ticket=${early.ticket}`)).statusCode,
    ).toBe(403);
  });

  it('shows the recording to registrants, and to everyone once public', async () => {
    const event = await seedEvent(ctx.db, { startsAt: minutesFromNow(60) });
    const created = (await registerMasterclass(event.id)).json();
    await ctx.db
      .update(schema.events)
      .set({ startsAt: minutesFromNow(-200), recordingUrl: 'https://www.youtube.com/watch?v=abc' })
      .where(eq(schema.events.id, event.id));
    const url = `/api/course/events/${event.id}/recording/`;
    expect((await ctx.send('GET', `${url}?ticket=${created.ticket}`)).json().recording_url).toBe(
      'https://www.youtube.com/watch?v=abc',
    );
    expect((await ctx.send('GET', url)).statusCode).toBe(403);
    await ctx.db.update(schema.events).set({ recordingPublic: true }).where(eq(schema.events.id, event.id));
    expect((await ctx.send('GET', url)).statusCode).toBe(200);
    const noRecording = await seedEvent(ctx.db, { startsAt: minutesFromNow(-200), recordingPublic: true });
    expect((await ctx.send('GET', `/api/course/events/${noRecording.id}/recording/`)).statusCode).toBe(404);
  });

  it('cancels a seat and promotes the oldest waiting registration, who is told', async () => {
    const event = await seedEvent(ctx.db, { seatCap: 1 });
    const first = (await registerMasterclass(event.id)).json();
    const secondForm = person('Rafiq Hasan');
    const second = (await registerMasterclass(event.id, secondForm)).json();
    const third = (await registerMasterclass(event.id)).json();
    expect(second.registration.status).toBe('waitlisted');

    const cancelled = await ctx.send(
      'DELETE',
      `/api/course/event-registrations/${first.registration.id}/?ticket=${first.ticket}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().registration.status).toBe('cancelled');
    const rows = await registrationsOf(event.id);
    expect(rows.find((row) => row.id === second.registration.id)!.status).toBe('confirmed');
    expect(rows.find((row) => row.id === third.registration.id)!.status).toBe('waitlisted');
    const told = await ctx.db
      .select()
      .from(schema.eventMessages)
      .where(
        and(
          eq(schema.eventMessages.registrationId, second.registration.id),
          eq(schema.eventMessages.kind, 'promoted'),
        ),
      );
    expect(told).toHaveLength(1);
    expect((await outboxTo(ctx.db, secondForm.email.toLowerCase())).map((row) => row.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Your seat is confirmed')]),
    );
    const again = await ctx.send(
      'DELETE',
      `/api/course/event-registrations/${first.registration.id}/?ticket=${first.ticket}`,
    );
    expect(again.statusCode).toBe(409);
    // A cancelled registration frees the e-mail: the person may register again.
    expect((await registerMasterclass(event.id)).statusCode).toBe(201);
  });

  it('serves the calendar file and the short link', async () => {
    const event = await seedEvent(ctx.db);
    const ics = await ctx.send('GET', `/api/course/events/${event.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:event-${event.id}@dokkho.test`);
    const created = (await registerMasterclass(event.id)).json();
    const short = await ctx.send('GET', `/api/e/${created.ticket}`);
    expect(short.statusCode).toBe(303);
    expect(short.headers.location).toBe(
      `http://dokkho.test/register-form/${event.id}/success#registration=${created.registration.id}&ticket=${created.ticket}`,
    );
  });
});

describe('consultation requests', () => {
  it('takes a request into the queue, from a masterclass page or without one', async () => {
    const teacher = await seedInstructor(ctx.db);
    const genre = await seedGenre(ctx.db);
    const course = await seedCourse(
      ctx.db,
      { genreId: genre.id, instructorId: teacher.profile.id },
      { status: 'published' },
    );
    const event = await seedEvent(ctx.db, { relatedCourseId: course.id });
    const answer = await ctx.send('POST', '/api/course/masterclass-consultation/', undefined, {
      masterclass_id: event.id,
      name: 'Tanvir Ahmed',
      phone: '+8801812345678',
      message: 'Is the Power BI course right for an accountant?',
      preferred_time: 'after 7 pm',
    });
    expect(answer.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(schema.consultationRequests)
      .where(eq(schema.consultationRequests.id, answer.json().id));
    expect(row).toMatchObject({ eventId: event.id, status: 'new', phone: '+8801812345678' });
    const empty = await ctx.send('POST', '/api/course/masterclass-consultation/', undefined, {
      name: 'Tanvir Ahmed',
      phone: '01812345678',
      message: '',
    });
    expect(empty.statusCode).toBe(400);
  });
});
