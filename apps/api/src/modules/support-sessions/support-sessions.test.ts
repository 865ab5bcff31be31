import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationList } from '@dokkho/contract/notifications';
import {
  StaffAdvisorSlot,
  StaffAdvisorSlotList,
  SupportBooking,
  SupportBookingList,
  SupportSlotList,
} from '@dokkho/contract/support-sessions';
import { schema } from '@dokkho/db';
import { outboxTo, seedStaff, seedUser } from '../../test/factories';
import { authHeader, createTestApp, type TestContext, type TestMethod } from '../../test/test-app';
import { sendSupportSessionReminders } from './service';

/** Issue 18 item 6: one-to-one calls with a career advisor, booked in slots staff publish. */

let ctx: TestContext;
let staffId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  staffId = (await seedStaff(ctx.db)).user.id;
});

afterAll(async () => {
  await ctx?.close();
});

async function call(method: TestMethod, url: string, userId: number | null, payload?: object, lang = 'en') {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(userId === null ? {} : await authHeader(userId)), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

const HOUR = 3_600_000;
const NOTE = 'I want to move from banking into data analysis.';

/** A slot straight in the table, `hoursAhead` from now. */
async function slotIn(hoursAhead: number, advisorName = 'Farhana Rahman') {
  const [slot] = await ctx.db
    .insert(schema.advisorSlots)
    .values({
      advisorName,
      advisorTitle: 'Career coach',
      startsAt: new Date(Date.now() + hoursAhead * HOUR),
      durationMinutes: 30,
      topics: ['career_change', 'cv_review'],
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      createdBy: staffId,
    })
    .returning();
  return slot!;
}

async function book(userId: number, slotId: number, note = NOTE) {
  return call('POST', '/api/support-sessions/bookings/', userId, { slot_id: slotId, note });
}

async function notificationsOf(userId: number) {
  return NotificationList.parse((await call('GET', '/api/notifications/', userId)).json()).results;
}

async function freeSlotIds() {
  const response = await call('GET', '/api/support-sessions/slots/', null);
  expect(response.statusCode).toBe(200);
  return SupportSlotList.parse(response.json()).results.map((slot) => slot.id);
}

describe('booking a session', () => {
  it('lists free slots to everyone without the link, and books one with a bell note and an e-mail', async () => {
    const slot = await slotIn(48);
    const listed = SupportSlotList.parse((await call('GET', '/api/support-sessions/slots/', null)).json());
    const mine = listed.results.find((item) => item.id === slot.id)!;
    expect(mine).toEqual({
      id: slot.id,
      advisor_name: 'Farhana Rahman',
      advisor_title: 'Career coach',
      starts_at: slot.startsAt.toISOString(),
      duration_minutes: 30,
      topics: ['career_change', 'cv_review'],
    });
    expect(JSON.stringify(listed)).not.toContain('meet.google.com');

    const learner = await seedUser(ctx.db, { firstName: 'Rahim' });
    const response = await book(learner.id, slot.id);
    expect(response.statusCode, response.body).toBe(201);
    const booking = SupportBooking.parse(response.json());
    expect(booking).toMatchObject({ note: NOTE, meeting_url: 'https://meet.google.com/abc-defg-hij' });
    expect(await freeSlotIds()).not.toContain(slot.id);

    const mineNow = SupportBookingList.parse(
      (await call('GET', '/api/support-sessions/bookings/', learner.id)).json(),
    );
    expect(mineNow.results.map((item) => item.id)).toEqual([booking.id]);

    expect((await notificationsOf(learner.id)).map((item) => [item.params, item.link])).toEqual([
      [
        {
          kind: 'advisor_session_booked',
          advisor_name: 'Farhana Rahman',
          starts_at: slot.startsAt.toISOString(),
          rescheduled: false,
        },
        '/support-session',
      ],
    ]);
    const [mail] = await outboxTo(ctx.db, learner.email);
    expect(mail!.subject).toBe('Your career session with Farhana Rahman is booked');
    expect(mail!.bodyText).toContain('(Dhaka time)');
    expect(mail!.bodyText).toContain('https://meet.google.com/abc-defg-hij');
    expect(mail!.bodyText).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(mail!.bodyText).toContain('http://dokkho.test/support-session');
    // The call as an invitation any calendar imports: one UID per booking, the start in UTC.
    const [invitation] = mail!.attachments!;
    expect(invitation!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = invitation!.content.replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:advisor-booking-${booking.id}@dokkho.test`);
    expect(ics).toContain(
      `DTSTART:${slot.startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z')}`,
    );
    expect(ics).toContain('LOCATION:https://meet.google.com/abc-defg-hij');
  });

  it('writes the e-mail in Bangla to a learner who reads Bangla, and none when they switched it off', async () => {
    const nusrat = await seedUser(ctx.db, { firstName: 'Nusrat', language: 'bn' });
    expect((await book(nusrat.id, (await slotIn(50)).id)).statusCode).toBe(201);
    const [bangla] = await outboxTo(ctx.db, nusrat.email);
    expect(bangla!.subject).toBe('Farhana Rahman-এর সঙ্গে আপনার ক্যারিয়ার সেশন বুক হয়েছে');
    expect(bangla!.bodyText).toContain('ঢাকার সময়');

    const quiet = await seedUser(ctx.db);
    await ctx.db
      .insert(schema.notificationPreferences)
      .values({ userId: quiet.id, kind: 'advisor_session_booked', email: false });
    expect((await book(quiet.id, (await slotIn(51)).id)).statusCode).toBe(201);
    expect(await outboxTo(ctx.db, quiet.email)).toEqual([]);
    expect(await notificationsOf(quiet.id)).toHaveLength(1);
  });

  it('refuses a signed-out visitor (401), bad input (400), a missing or past slot and a second session', async () => {
    const slot = await slotIn(52);
    expect(
      (await call('POST', '/api/support-sessions/bookings/', null, { slot_id: slot.id, note: NOTE }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/support-sessions/bookings/', null)).statusCode).toBe(401);
    const learner = await seedUser(ctx.db);
    const short = await book(learner.id, slot.id, 'help');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ note: ['Tell the advisor in a few words what you want help with'] });
    expect(
      (await call('POST', '/api/support-sessions/bookings/', learner.id, { note: NOTE })).statusCode,
    ).toBe(400);
    expect((await book(learner.id, 999_999)).json()).toEqual({ detail: 'That session is not available.' });

    const past = await slotIn(-1);
    const late = await book(learner.id, past.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'This session has already started. Choose a later time.' });

    expect((await book(learner.id, slot.id)).statusCode).toBe(201);
    const second = await book(learner.id, (await slotIn(53)).id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: 'You already have an upcoming session. Cancel or reschedule it to book another.',
    });
    // In Bangla too.
    const bangla = await call(
      'POST',
      '/api/support-sessions/bookings/',
      learner.id,
      { slot_id: slot.id, note: NOTE },
      'bn',
    );
    expect(bangla.json().detail).toContain('আপনার একটি সেশন সামনে আছে');
  });

  it('lets exactly one of many concurrent bookings of one slot win; the others get a clear 409', async () => {
    const slot = await slotIn(60);
    const learners = await Promise.all(Array.from({ length: 6 }, () => seedUser(ctx.db)));
    const answers = await Promise.all(learners.map((learner) => book(learner.id, slot.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json()).toEqual({ detail: 'Someone has just booked this session. Choose another time.' });
    }
    const rows = await ctx.db
      .select()
      .from(schema.advisorBookings)
      .where(eq(schema.advisorBookings.slotId, slot.id));
    expect(rows).toHaveLength(1);
  });

  it('lets one learner’s concurrent bookings of two slots hold only one', async () => {
    const [a, b] = [await slotIn(61), await slotIn(62)];
    const learner = await seedUser(ctx.db);
    const answers = await Promise.all([book(learner.id, a.id), book(learner.id, b.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('cancelling and rescheduling', () => {
  it('cancels: the slot is free again, and the learner may book another', async () => {
    const slot = await slotIn(70);
    const learner = await seedUser(ctx.db);
    const outsider = await seedUser(ctx.db);
    const booking = SupportBooking.parse((await book(learner.id, slot.id)).json());
    expect(
      (await call('DELETE', `/api/support-sessions/bookings/${booking.id}/`, outsider.id)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/support-sessions/bookings/${booking.id}/`, learner.id)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/support-sessions/bookings/${booking.id}/`, learner.id)).statusCode,
    ).toBe(404);
    expect(await freeSlotIds()).toContain(slot.id);
    expect((await book(outsider.id, slot.id)).statusCode).toBe(201);
    expect((await book(learner.id, (await slotIn(71)).id)).statusCode).toBe(201);
  });

  it('moves a booking to another free slot at once, tells the learner, and refuses a taken one', async () => {
    const [from, to, taken] = [await slotIn(72), await slotIn(73, 'Tanvir Hasan'), await slotIn(74)];
    const learner = await seedUser(ctx.db);
    const other = await seedUser(ctx.db);
    const booking = SupportBooking.parse((await book(learner.id, from.id)).json());
    expect((await book(other.id, taken.id)).statusCode).toBe(201);

    const refused = await call('PUT', `/api/support-sessions/bookings/${booking.id}/slot/`, learner.id, {
      slot_id: taken.id,
    });
    expect(refused.statusCode).toBe(409);
    const same = await call('PUT', `/api/support-sessions/bookings/${booking.id}/slot/`, learner.id, {
      slot_id: from.id,
    });
    expect(same.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/support-sessions/bookings/${booking.id}/slot/`, other.id, { slot_id: to.id }))
        .statusCode,
    ).toBe(404);

    const moved = await call('PUT', `/api/support-sessions/bookings/${booking.id}/slot/`, learner.id, {
      slot_id: to.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(SupportBooking.parse(moved.json())).toMatchObject({
      id: booking.id,
      slot: { id: to.id, advisor_name: 'Tanvir Hasan' },
    });
    const ids = await freeSlotIds();
    expect(ids).toContain(from.id);
    expect(ids).not.toContain(to.id);
    expect((await notificationsOf(learner.id))[0]!.params).toEqual({
      kind: 'advisor_session_booked',
      advisor_name: 'Tanvir Hasan',
      starts_at: to.startsAt.toISOString(),
      rescheduled: true,
    });
    const mails = await outboxTo(ctx.db, learner.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      'Your career session with Tanvir Hasan has a new time',
    );
  });
});

describe('the reminder an hour before', () => {
  it('is sent once, even to concurrent sweeps, and again after a reschedule', async () => {
    const soon = await slotIn(0.5, 'Reminder Advisor');
    const later = await slotIn(30, 'Reminder Advisor');
    const learner = await seedUser(ctx.db);
    const booking = SupportBooking.parse((await book(learner.id, soon.id)).json());
    const now = new Date();
    const sweeps = await Promise.all([
      sendSupportSessionReminders({ db: ctx.db, origin: 'http://dokkho.test', now }),
      sendSupportSessionReminders({ db: ctx.db, origin: 'http://dokkho.test', now }),
    ]);
    expect(sweeps.map((sweep) => sweep.reminded).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await sendSupportSessionReminders({ db: ctx.db, origin: 'http://dokkho.test', now });
    const reminders = (await notificationsOf(learner.id)).filter(
      (item) => item.params.kind === 'advisor_session_reminder',
    );
    expect(reminders).toHaveLength(1);
    const reminderMails = (await outboxTo(ctx.db, learner.email)).filter((mail) =>
      mail.subject.startsWith('Starting in an hour'),
    );
    expect(reminderMails).toHaveLength(1);

    // Moved to a later slot: reminded again, once, when that one is an hour away.
    expect(
      (
        await call('PUT', `/api/support-sessions/bookings/${booking.id}/slot/`, learner.id, {
          slot_id: later.id,
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(schema.advisorBookings)
      .where(eq(schema.advisorBookings.id, booking.id));
    expect(row!.remindedAt).toBeNull();
    const atLater = new Date(later.startsAt.getTime() - 30 * 60_000);
    await sendSupportSessionReminders({ db: ctx.db, origin: 'http://dokkho.test', now: atLater });
    await sendSupportSessionReminders({ db: ctx.db, origin: 'http://dokkho.test', now: atLater });
    expect(
      (await notificationsOf(learner.id)).filter((item) => item.params.kind === 'advisor_session_reminder'),
    ).toHaveLength(2);
  });

  it('skips cancelled bookings and slots more than an hour away', async () => {
    const soon = await slotIn(0.5);
    const far = await slotIn(3);
    const [a, b] = [await seedUser(ctx.db), await seedUser(ctx.db)];
    const cancelled = SupportBooking.parse((await book(a.id, soon.id)).json());
    await call('DELETE', `/api/support-sessions/bookings/${cancelled.id}/`, a.id);
    expect((await book(b.id, far.id)).statusCode).toBe(201);
    await sendSupportSessionReminders({ db: ctx.db, origin: 'http://dokkho.test', now: new Date() });
    for (const user of [a, b]) {
      expect(
        (await notificationsOf(user.id)).some((item) => item.params.kind === 'advisor_session_reminder'),
      ).toBe(false);
    }
  });
});

describe('staff', () => {
  it('publish a slot on a Dhaka clock, see its booking, and cancel it (the learner is told)', async () => {
    const learner = await seedUser(ctx.db);
    expect((await call('GET', '/api/admin/advisor-slots/', learner.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/advisor-slots/', null)).statusCode).toBe(401);

    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const input = {
      advisor_name: 'Sadia Islam',
      advisor_title: 'HR lead',
      date: tomorrow,
      time: '19:30',
      duration_minutes: 45,
      topics: ['interview_practice'],
      meeting_url: 'https://zoom.us/j/1234567890',
    };
    expect((await call('POST', '/api/admin/advisor-slots/', learner.id, input)).statusCode).toBe(403);
    const created = await call('POST', '/api/admin/advisor-slots/', staffId, input);
    expect(created.statusCode, created.body).toBe(201);
    const slot = StaffAdvisorSlot.parse(created.json());
    // 19:30 in Dhaka (UTC+6) is 13:30 UTC.
    expect(slot.starts_at).toBe(`${tomorrow}T13:30:00.000Z`);
    expect(slot).toMatchObject({ state: 'free', booking: null, meeting_url: 'https://zoom.us/j/1234567890' });

    expect(
      (await call('POST', '/api/admin/advisor-slots/', staffId, { ...input, date: '2020-01-01' })).json(),
    ).toEqual({
      date: ['Choose a start time in the future (Dhaka time).'],
    });
    expect(
      (await call('POST', '/api/admin/advisor-slots/', staffId, { ...input, date: '2030-02-30' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/admin/advisor-slots/', staffId, {
          ...input,
          meeting_url: 'http://zoom.us/j/1',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/advisor-slots/', staffId, { ...input, topics: [] })).statusCode,
    ).toBe(400);

    expect((await book(learner.id, slot.id)).statusCode).toBe(201);
    const list = StaffAdvisorSlotList.parse((await call('GET', '/api/admin/advisor-slots/', staffId)).json());
    const seen = list.results.find((item) => item.id === slot.id)!;
    expect(seen.state).toBe('booked');
    expect(seen.booking).toMatchObject({ learner_email: learner.email, note: NOTE });

    expect((await call('DELETE', `/api/admin/advisor-slots/${slot.id}/`, learner.id)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/advisor-slots/${slot.id}/`, staffId)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/advisor-slots/${slot.id}/`, staffId)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/admin/advisor-slots/999999/', staffId)).statusCode).toBe(404);
    expect((await notificationsOf(learner.id))[0]!.params).toEqual({
      kind: 'advisor_session_cancelled',
      advisor_name: 'Sadia Islam',
      starts_at: slot.starts_at,
    });
    const cancelMail = (await outboxTo(ctx.db, learner.email)).find(
      (mail) => mail.subject === 'Your career session with Sadia Islam is cancelled',
    );
    // A cancelling invitation: calendars that imported the booking drop it.
    expect(cancelMail!.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(cancelMail!.attachments![0]!.content).toContain('STATUS:CANCELLED');
    expect(await freeSlotIds()).not.toContain(slot.id);
    expect(
      SupportBookingList.parse((await call('GET', '/api/support-sessions/bookings/', learner.id)).json())
        .results,
    ).toEqual([]);
    // Both staff actions are in the staff audit log.
    const trail = await ctx.db
      .select()
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.objectId, String(slot.id)));
    expect(
      trail.filter((row) => row.objectType === 'advisor_slot').map((row) => [row.action, row.actorId]),
    ).toEqual([
      ['advisor_slot.publish', staffId],
      ['advisor_slot.cancel', staffId],
    ]);
    // The learner may book again.
    expect((await book(learner.id, (await slotIn(80)).id)).statusCode).toBe(201);
  });
});
