import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { EVENT_OFFER_PERCENT } from '@dokkho/contract/events';
import { seedEvent, seedMember, seedPaidCourse, uniqueTag } from '../../test/factories';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import { dispatchDueEventMessages } from './dispatch';
import { smsFits } from './messages';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const ORIGIN = 'http://dokkho.test';
const HOUR = 3_600_000;
let counter = 0;

async function register(eventId: number, locale: 'en' | 'bn' = 'en') {
  counter += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/course/masterclass-registration/',
    headers: { 'accept-language': locale },
    payload: {
      masterclass_id: eventId,
      name: locale === 'bn' ? 'সাদিয়া ইসলাম' : 'Sadia Islam',
      email: `${uniqueTag('d')}@example.com`,
      phone: `0171${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { registration: { id: number }; ticket: string };
}

const dispatch = (eventId: number, now: Date) =>
  dispatchDueEventMessages({ db: ctx.db, secret: TEST_AUTH_SECRET, origin: ORIGIN, now, eventId });

async function ledger(registrationIds: number[]) {
  return ctx.db
    .select()
    .from(schema.eventMessages)
    .where(inArray(schema.eventMessages.registrationId, registrationIds));
}

async function outboxOf(ids: number[]) {
  return ctx.db.select().from(schema.outbox).where(inArray(schema.outbox.id, ids));
}

/** RFC 5545 read back: unfolded lines as name -> value (the last one wins). */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const fields = new Map<string, string>();
  for (const line of lines.filter(Boolean)) {
    const colon = line.indexOf(':');
    fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  for (const raw of text.split('\r\n')) expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(75);
  return fields;
}

describe('dispatchDueEventMessages', () => {
  it('sends the day-before and hour-before reminders once across two concurrent runs', async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const event = await seedEvent(ctx.db, { startsAt });
    const [a, b] = [await register(event.id), await register(event.id, 'bn')];
    const ids = [a.registration.id, b.registration.id];

    const dayBefore = new Date(startsAt.getTime() - 23 * HOUR);
    const runs = await Promise.all([dispatch(event.id, dayBefore), dispatch(event.id, dayBefore)]);
    expect(runs.map((run) => run.byKind.day_before ?? 0).sort()).toEqual([0, 2]);
    expect((await dispatch(event.id, dayBefore)).sent).toBe(0);

    const hourBefore = new Date(startsAt.getTime() - 40 * 60_000);
    const hourRuns = await Promise.all([dispatch(event.id, hourBefore), dispatch(event.id, hourBefore)]);
    expect(hourRuns.reduce((sum, run) => sum + (run.byKind.hour_before ?? 0), 0)).toBe(2);
    const rows = await ledger(ids);
    expect(rows.filter((row) => row.kind === 'day_before')).toHaveLength(2);
    expect(rows.filter((row) => row.kind === 'hour_before')).toHaveLength(2);

    // Each reminder is one e-mail (with the .ics) and one SMS, in the registrant's language.
    const sent = await outboxOf([...hourRuns.flatMap((run) => [...run.queued.emails, ...run.queued.sms])]);
    expect(sent).toHaveLength(4);
    const emails = sent.filter((row) => row.channel === 'email');
    expect(emails.map((row) => row.subject).sort()).toEqual(
      [`Starting in an hour: ${event.title}`, `এক ঘণ্টা পরে শুরু: ${event.titleBn}`].sort(),
    );
    const ics = parseIcs(emails[0]!.attachments![0]!.content);
    expect(ics.get('METHOD')).toBe('PUBLISH');
    expect(ics.get('UID')).toBe(`event-${event.id}@dokkho.test`);
    expect(ics.get('DTSTART')).toBe(
      startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z'),
    );
    expect(ics.get('DTEND')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(ics.get('SUMMARY')).toBeTruthy();
    for (const sms of sent.filter((row) => row.channel === 'sms')) {
      expect(smsFits(sms.bodyText)).toBe(true);
      expect(sms.bodyText).toContain(`${ORIGIN}/api/e/`);
    }
  });

  it('sends no stale reminder after a reschedule: a notice, then reminders for the new time', async () => {
    const first = new Date(Date.now() + 2 * 24 * HOUR);
    const event = await seedEvent(ctx.db, { startsAt: first });
    const { registration } = await register(event.id);
    const moved = new Date(first.getTime() + 24 * HOUR);
    await ctx.db
      .update(schema.events)
      .set({ startsAt: moved, updatedAt: new Date() })
      .where(eq(schema.events.id, event.id));

    // The old start's hour-before moment: nothing for the old time; the rescheduled notice goes.
    const oldHour = new Date(first.getTime() - 30 * 60_000);
    const run = await dispatch(event.id, oldHour);
    expect(run.byKind).toEqual({ rescheduled: 1 });
    expect((await dispatch(event.id, oldHour)).sent).toBe(0);

    const newHour = new Date(moved.getTime() - 30 * 60_000);
    expect((await dispatch(event.id, newHour)).byKind).toEqual({ hour_before: 1 });
    const rows = await ledger([registration.id]);
    expect(
      rows.filter((row) => row.kind === 'hour_before').map((row) => row.eventStartsAt.getTime()),
    ).toEqual([moved.getTime()]);
  });

  it('sends a cancelled event no reminder, and its notice once', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * HOUR);
    const event = await seedEvent(ctx.db, { startsAt });
    const { registration } = await register(event.id);
    await ctx.db
      .update(schema.events)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(schema.events.id, event.id));
    const now = new Date(startsAt.getTime() - 30 * 60_000);
    const runs = await Promise.all([dispatch(event.id, now), dispatch(event.id, now)]);
    expect(runs.reduce((sum, run) => sum + (run.byKind.cancelled ?? 0), 0)).toBe(1);
    expect(runs.every((run) => !run.byKind.hour_before && !run.byKind.day_before)).toBe(true);
    const emails = (await outboxOf(runs.flatMap((run) => run.queued.emails)))!;
    expect(parseIcs(emails[0]!.attachments![0]!.content).get('METHOD')).toBe('CANCEL');
    expect((await ledger([registration.id])).map((row) => row.kind).sort()).toEqual([
      'cancelled',
      'confirmation',
    ]);
  });

  it('sends the recording to registrants and the offer, with a working code, to attendees only', async () => {
    const course = await seedPaidCourse(ctx.db, { status: 'published' });
    const startsAt = new Date(Date.now() + 2 * HOUR);
    const event = await seedEvent(ctx.db, { startsAt, relatedCourseId: course.id });
    const attendee = await register(event.id);
    const absent = await register(event.id);
    // The masterclass took place: it started three hours ago, one registrant joined, the recording is up.
    const after = new Date();
    const started = new Date(after.getTime() - 3 * HOUR);
    await ctx.db
      .update(schema.eventRegistrations)
      .set({ attendedAt: started, joinClicks: 1 })
      .where(eq(schema.eventRegistrations.id, attendee.registration.id));
    await ctx.db
      .update(schema.events)
      .set({ startsAt: started, recordingUrl: 'https://www.youtube.com/watch?v=rec' })
      .where(eq(schema.events.id, event.id));

    const runs = await Promise.all([dispatch(event.id, after), dispatch(event.id, after)]);
    const total = (kind: 'recording' | 'offer') =>
      runs.reduce((sum, run) => sum + (run.byKind[kind] ?? 0), 0);
    expect(total('recording')).toBe(2);
    expect(total('offer')).toBe(1);
    const offers = (await ledger([attendee.registration.id, absent.registration.id])).filter(
      (row) => row.kind === 'offer',
    );
    expect(offers.map((row) => row.registrationId)).toEqual([attendee.registration.id]);

    const [withPromo] = await ctx.db.select().from(schema.events).where(eq(schema.events.id, event.id));
    const [promo] = await ctx.db
      .select()
      .from(schema.promoCodes)
      .where(eq(schema.promoCodes.id, withPromo!.offerPromoId!));
    expect(promo).toMatchObject({
      courseId: course.id,
      kind: 'percent',
      amount: EVENT_OFFER_PERCENT,
      source: 'event',
    });
    expect(promo!.endsAt!.getTime()).toBe(after.getTime() + 72 * HOUR);
    const emails = await outboxOf(runs.flatMap((run) => run.queued.emails));
    expect(emails.some((row) => row.bodyText.includes(promo!.code))).toBe(true);

    // A quote for the related course takes the code (the existing pricing chain).
    const learner = await seedMember(ctx.db);
    const quote = await ctx.send(
      'GET',
      `/api/payment/apply-promo/${course.id}/?code=${promo!.code}`,
      learner.headers,
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.json().promo_code).toBe(promo!.code);
    expect(quote.json().total).toBeLessThan(quote.json().base_price);
  });

  it('keeps SMS within one GSM-7 message in English and three UCS-2 parts in Bangla', () => {
    expect(smsFits('a'.repeat(160))).toBe(true);
    expect(smsFits('a'.repeat(161))).toBe(false);
    expect(smsFits('আ'.repeat(201))).toBe(true);
    expect(smsFits('আ'.repeat(202))).toBe(false);
  });

  it('leaves a confirmed registration without a ledger row out of nothing: it gets its confirmation once', async () => {
    const event = await seedEvent(ctx.db);
    const [row] = await ctx.db
      .insert(schema.eventRegistrations)
      .values({
        eventId: event.id,
        name: 'Imported',
        phone: '+8801911000111',
        email: `${uniqueTag('imp')}@example.com`,
        status: 'confirmed',
        ticketHash: uniqueTag('hash'),
        confirmedAt: new Date(),
      })
      .returning();
    const now = new Date();
    const runs = await Promise.all([dispatch(event.id, now), dispatch(event.id, now)]);
    expect(runs.reduce((sum, run) => sum + (run.byKind.confirmation ?? 0), 0)).toBe(1);
    const rows = await ledger([row!.id]);
    expect(rows.filter((item) => item.kind === 'confirmation')).toHaveLength(1);
  });
});
