import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  EVENT_DAY_BEFORE_MINUTES,
  EVENT_HOUR_BEFORE_MINUTES,
  EVENT_OFFER_HOURS,
  EVENT_OFFER_PERCENT,
  type EventDeliveryKind,
} from '@dokkho/contract/events';
import { schema, type Database } from '@dokkho/db';
import { notificationText } from '@dokkho/contract/notifications';
import { notify } from '../notifications/service';
import { deliverQueuedEmails, deliverQueuedSms, queueEmail, queueSms } from '../outbox/service';
import type { EmailSender } from '../../integrations/email/sender';
import type { SmsSender } from '../../integrations/sms/sender';
import { textIn } from '../../lib/content-language';
import { eventIcs, googleCalendarUrl, type CalendarEvent } from './calendar';
import { eventMessage } from './messages';
import * as repo from './repo';
import { registrationTicket, ticketLink } from './ticket';

/*
 * Every message a registrant gets (issue 18 item 4, docs/decisions/042), found from state (registrations x
 * events x the delivery ledger) and claimed once: the ledger row (registration, kind, start time) is
 * inserted ON CONFLICT DO NOTHING in the transaction that writes the outbox rows, so two sweeps, two
 * processes or a retry after a crash never send a message twice, and a sweep that fails sends nothing.
 * The event row is locked while its messages are written: a reschedule or a cancellation waits, and the
 * reminders are decided on the start time as it is then. A reminder is keyed by the start it is about, so
 * a rescheduled event's earlier reminders are stale (never sent) and the new start re-arms them.
 */

/** A message written in a transaction, to be handed to the senders once it commits. */
export interface Queued {
  emails: number[];
  sms: number[];
}

export interface DispatchContext {
  /** AUTH_SECRET: the tickets are derived from it. */
  secret: string;
  /** PUBLIC_URL. */
  origin: string;
}

/** Past these, an ended or cancelled event's recording, offer and cancellation notices are no longer sent. */
const RECORDING_HORIZON_DAYS = 14;
const OFFER_HORIZON_DAYS = 7;
const CANCELLED_HORIZON_DAYS = 7;
/** A day-before reminder later than this (a missed sweep, a late reschedule) is left out. */
const DAY_BEFORE_LATEST_MINUTES = 12 * 60;

export const eventPageUrl = (origin: string, event: { id: number; kind: string }) =>
  event.kind === 'masterclass'
    ? `${origin}/masterclass-details/${event.id}`
    : `${origin}/free-class/${event.id}`;

export function calendarEvent(
  event: repo.EventRow,
  origin: string,
  locale: 'en' | 'bn' = 'en',
): CalendarEvent {
  return {
    id: event.id,
    title: textIn(locale, event.title, event.titleBn),
    summary: textIn(locale, event.summary, event.summaryBn),
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    updatedAt: event.updatedAt,
    cancelled: event.status === 'cancelled',
    pageUrl: eventPageUrl(origin, event),
  };
}

/**
 * The (registration, kind) pairs due now, of one event or all: each kind's rule is one branch, and every
 * branch leaves out what the ledger already has.
 */
async function dueMessages(db: Database, now: Date, eventId?: number) {
  const at = now.toISOString();
  const only = eventId === undefined ? sql`` : sql`AND e.id = ${eventId}`;
  const sent = (kind: EventDeliveryKind, sameStart = false) =>
    sql.raw(
      `NOT EXISTS (SELECT 1 FROM event_messages m WHERE m.registration_id = r.id AND m.kind = '${kind}'${
        sameStart ? ' AND m.event_starts_at = e.starts_at' : ''
      })`,
    );
  const ends = sql`(e.starts_at + e.duration_minutes * interval '1 minute')`;
  const query = sql`
    SELECT r.id AS registration_id, r.event_id, k.kind FROM event_registrations r
    JOIN events e ON e.id = r.event_id
    LEFT JOIN courses c ON c.id = e.related_course_id AND c.status = 'published'
    CROSS JOIN LATERAL (
      SELECT 'confirmation' AS kind, 1 AS ord
        WHERE r.status <> 'cancelled' AND e.status = 'scheduled' AND e.starts_at > ${at}::timestamptz
          AND ${sent('confirmation')}
      UNION ALL SELECT 'promoted', 2
        WHERE r.status = 'confirmed' AND r.confirmed_at > r.created_at AND e.status = 'scheduled'
          AND e.starts_at > ${at}::timestamptz AND ${sent('promoted')}
      UNION ALL SELECT 'rescheduled', 3
        WHERE r.status <> 'cancelled' AND e.status = 'scheduled' AND e.starts_at > ${at}::timestamptz
          AND EXISTS (SELECT 1 FROM event_messages m WHERE m.registration_id = r.id
            AND m.kind IN ('confirmation', 'promoted', 'day_before', 'hour_before', 'rescheduled')
            AND m.event_starts_at <> e.starts_at)
          AND ${sent('rescheduled', true)} AND ${sent('confirmation', true)}
      UNION ALL SELECT 'day_before', 4
        WHERE r.status = 'confirmed' AND e.status = 'scheduled'
          AND ${at}::timestamptz >= e.starts_at - ${EVENT_DAY_BEFORE_MINUTES} * interval '1 minute'
          AND ${at}::timestamptz < e.starts_at - ${DAY_BEFORE_LATEST_MINUTES} * interval '1 minute'
          AND r.confirmed_at <= e.starts_at - ${EVENT_DAY_BEFORE_MINUTES} * interval '1 minute'
          AND ${sent('day_before', true)}
      UNION ALL SELECT 'hour_before', 5
        WHERE r.status = 'confirmed' AND e.status = 'scheduled'
          AND ${at}::timestamptz >= e.starts_at - ${EVENT_HOUR_BEFORE_MINUTES} * interval '1 minute'
          AND ${at}::timestamptz < e.starts_at
          AND r.confirmed_at <= e.starts_at - ${EVENT_HOUR_BEFORE_MINUTES} * interval '1 minute'
          AND ${sent('hour_before', true)}
      UNION ALL SELECT 'recording', 6
        WHERE r.status <> 'cancelled' AND e.status = 'scheduled' AND e.recording_url IS NOT NULL
          AND ${ends} <= ${at}::timestamptz
          AND ${ends} > ${at}::timestamptz - ${RECORDING_HORIZON_DAYS} * interval '1 day'
          AND ${sent('recording')}
      UNION ALL SELECT 'offer', 7
        WHERE e.kind = 'masterclass' AND c.id IS NOT NULL AND r.attended_at IS NOT NULL
          AND r.status <> 'cancelled' AND e.status = 'scheduled' AND ${ends} <= ${at}::timestamptz
          AND ${ends} > ${at}::timestamptz - ${OFFER_HORIZON_DAYS} * interval '1 day'
          AND ${sent('offer')}
      UNION ALL SELECT 'cancelled', 8
        WHERE e.status = 'cancelled' AND r.status <> 'cancelled' AND e.cancelled_at IS NOT NULL
          AND e.cancelled_at < ${ends}
          AND e.cancelled_at > ${at}::timestamptz - ${CANCELLED_HORIZON_DAYS} * interval '1 day'
          AND ${sent('cancelled')}
    ) k
    WHERE (${ends} > ${at}::timestamptz - ${RECORDING_HORIZON_DAYS} * interval '1 day'
      OR e.cancelled_at > ${at}::timestamptz - ${CANCELLED_HORIZON_DAYS} * interval '1 day') ${only}
    ORDER BY r.event_id, r.id, k.ord`;
  const result = (await db.execute(query)) as unknown as {
    rows: { registration_id: number; event_id: number; kind: EventDeliveryKind }[];
  };
  return result.rows.map((row) => ({
    registrationId: Number(row.registration_id),
    eventId: Number(row.event_id),
    kind: row.kind,
  }));
}

/** The attendees' code for the related course (created once per event, under the event's lock). */
async function offerPromo(tx: Database, event: repo.EventRow, now: Date) {
  if (event.offerPromoId !== null) {
    const [promo] = await tx
      .select()
      .from(schema.promoCodes)
      .where(sql`${schema.promoCodes.id} = ${event.offerPromoId}`);
    if (promo) return promo;
  }
  const code = `MC${event.id}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [promo] = await tx
    .insert(schema.promoCodes)
    .values({
      code,
      kind: 'percent',
      amount: EVENT_OFFER_PERCENT,
      courseId: event.relatedCourseId,
      startsAt: now,
      endsAt: new Date(now.getTime() + EVENT_OFFER_HOURS * 3_600_000),
      maxUses: null,
      maxUsesPerUser: 1,
      source: 'event',
    })
    .returning();
  await repo.setOfferPromo(tx, event.id, promo!.id);
  return promo!;
}

/**
 * Writes one message (claim, e-mail, SMS) in `tx`, the event already locked; nothing when the ledger
 * already has it.
 */
export async function writeEventMessage(
  tx: Database,
  context: DispatchContext,
  input: {
    event: repo.EventRow;
    registration: repo.RegistrationRow;
    kind: EventDeliveryKind;
    now: Date;
    queued: Queued;
    /** The joining details asked for again: written without a ledger claim (the first one has it). */
    resend?: boolean;
  },
): Promise<boolean> {
  const { event, registration, kind, now, queued } = input;
  const claimed =
    input.resend ||
    (await repo.claimMessage(tx, {
      registrationId: registration.id,
      kind,
      eventStartsAt: event.startsAt,
      now,
    }));
  if (!claimed) return false;
  const locale = registration.locale;
  const calendar = calendarEvent(event, context.origin, locale);
  let offer = null;
  if (kind === 'offer' && event.relatedCourseId !== null) {
    const promo = await offerPromo(tx, event, now);
    const [course] = await tx
      .select({ id: schema.courses.id, title: schema.courses.title, titleBn: schema.courses.titleBn })
      .from(schema.courses)
      .where(sql`${schema.courses.id} = ${event.relatedCourseId}`);
    offer = {
      code: promo.code,
      percent: promo.amount,
      expiresAt: promo.endsAt ?? now,
      courseTitle: course ? textIn(locale, course.title, course.titleBn) : '',
      courseUrl: `${context.origin}/courseDetails/${event.relatedCourseId}?promo=${encodeURIComponent(promo.code)}`,
    };
  }
  const waitlistPosition =
    kind === 'confirmation' && registration.status === 'waitlisted'
      ? await repo.waitlistPosition(tx, registration)
      : null;
  const ticketUrl = ticketLink(context.origin, registrationTicket(context.secret, registration.id));
  const message = eventMessage(
    {
      kind,
      locale,
      name: registration.name,
      email: registration.email,
      event: {
        id: event.id,
        kind: event.kind,
        title: calendar.title,
        startsAt: event.startsAt,
        durationMinutes: event.durationMinutes,
      },
      waitlistPosition,
      ticketUrl,
      googleUrl: googleCalendarUrl(calendar),
      ics: eventIcs(calendar, { origin: context.origin, now }),
      recordingUrl: event.recordingUrl,
      offer,
    },
    context.origin,
  );
  queued.emails.push(await queueEmail(tx, message.email));
  // Registrants with an account see it in the bell too (pushed to their devices when subscribed).
  if (registration.userId !== null) {
    await notify(tx, {
      userId: registration.userId,
      params: {
        kind: 'event_update',
        event_title: notificationText(calendar.title),
        event_kind: event.kind,
        message: kind,
        waitlisted: registration.status === 'waitlisted',
        starts_at: event.startsAt.toISOString(),
      },
      link:
        kind === 'recording' && event.kind === 'masterclass'
          ? `/masterclass-recorded/${event.id}`
          : eventPageUrl('', event),
      at: now,
    });
  }
  queued.sms.push(...(await queueSms(tx, [{ to: registration.phone, text: message.sms }])));
  return true;
}

/**
 * Sends every message due now, one transaction per event (its row locked). Answers how many were written
 * and the outbox rows to hand to the senders (the caller delivers them after this returns: committed).
 */
export async function dispatchDueEventMessages(
  options: DispatchContext & { db: Database; now: Date; eventId?: number },
): Promise<{ sent: number; byKind: Partial<Record<EventDeliveryKind, number>>; queued: Queued }> {
  const { db, now } = options;
  const queued: Queued = { emails: [], sms: [] };
  const byKind: Partial<Record<EventDeliveryKind, number>> = {};
  let sent = 0;
  const due = await dueMessages(db, now, options.eventId);
  const eventIds = [...new Set(due.map((item) => item.eventId))];
  for (const eventId of eventIds) {
    const local: Queued = { emails: [], sms: [] };
    const counts: Partial<Record<EventDeliveryKind, number>> = {};
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const event = await repo.lockEvent(tx, eventId);
      if (!event) return;
      // Decided again under the lock: the event may have moved or been cancelled since the first look.
      for (const item of await dueMessages(tx, now, eventId)) {
        const registration = await repo.findRegistration(tx, item.registrationId);
        if (!registration) continue;
        const written = await writeEventMessage(tx, options, {
          event,
          registration,
          kind: item.kind,
          now,
          queued: local,
        });
        if (written) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
      }
    });
    queued.emails.push(...local.emails);
    queued.sms.push(...local.sms);
    for (const [kind, count] of Object.entries(counts) as [EventDeliveryKind, number][]) {
      byKind[kind] = (byKind[kind] ?? 0) + count;
      sent += count;
    }
  }
  return { sent, byKind, queued };
}

/** Hands committed outbox rows (e-mail, then SMS) to the senders; a provider failure stays on its row. */
export async function deliverEventMessages(
  options: { db: Database; emailSender: EmailSender; smsSender: SmsSender; log: FastifyBaseLogger },
  queued: Queued,
): Promise<void> {
  const { db, log } = options;
  if (queued.emails.length > 0) {
    await deliverQueuedEmails({ db, sender: options.emailSender, log, ids: queued.emails });
  }
  if (queued.sms.length > 0) await deliverQueuedSms({ db, sender: options.smsSender, log, ids: queued.sms });
}

/** How often the sweep runs. */
export const EVENT_DISPATCH_SWEEP_MS = 60_000;

/**
 * Runs the dispatch every minute in this process (like the live-class reminders; the job queue takes it
 * over at merge); `deliver` hands the committed outbox rows to the senders. Returns the stop function.
 */
export function startEventDispatch(
  options: DispatchContext & {
    db: Database;
    log: FastifyBaseLogger;
    emailSender: EmailSender;
    smsSender: SmsSender;
  },
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = dispatchDueEventMessages({ ...options, now: new Date() })
      .then(async (result) => {
        if (result.sent > 0) options.log.info({ messages: result.byKind }, 'event messages sent');
        await deliverEventMessages(options, result.queued);
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'event message sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, EVENT_DISPATCH_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
