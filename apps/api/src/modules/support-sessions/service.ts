import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { dhakaLocalToUtc } from '@dokkho/domain/dates';
import type { NotificationKind } from '@dokkho/contract/notifications';
import { notificationText } from '@dokkho/contract/notifications';
import {
  ADVISOR_TOPICS,
  SUPPORT_SESSION_HORIZON_DAYS,
  SUPPORT_SESSION_MAX_UPCOMING,
  SUPPORT_SESSION_MESSAGES as M,
  SUPPORT_SESSION_REMINDER_MINUTES,
  type AdvisorSlotInput,
  type AdvisorTopic,
  type StaffAdvisorSlot,
  type StaffAdvisorSlotList,
  type SupportBooking,
  type SupportBookingInput,
  type SupportBookingList,
  type SupportSlot,
  type SupportSlotList,
} from '@dokkho/contract/support-sessions';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/job-queue';
import { uniqueViolation } from '../../lib/pg-errors';
import { recipientLocale } from '../../lib/recipient-locale';
import { recordStaffAction } from '../audit/service';
import { notify, wantsEmail } from '../notifications/service';
import { deliverQueuedEmails, queueEmail } from '../outbox/service';
import * as repo from './repo';
import { SUPPORT_SESSION_PATH, sessionEmail, type SessionEmailKind } from './session-email';

/*
 * Support sessions (issue 18 item 6, docs/decisions/043). A booking locks the learner's row (their cap of
 * upcoming sessions) and then the slot's (one booking at a time per slot), and the partial unique index on
 * live bookings backs the lock up: of concurrent bookings of one slot exactly one is written, the others
 * answer 409. The learner is told in the bell and by e-mail in the booking's transaction (outbox rows);
 * the e-mails go out after the commit.
 */

/** Where the e-mails go: the origin of their links, and the sender of committed outbox rows. */
export interface SessionMailer {
  origin: string;
  deliver(outboxIds: number[]): void;
}

type Tx = Database;
const asTx = (transaction: unknown) => transaction as Tx;

function toSlot(slot: repo.SlotRow): SupportSlot {
  return {
    id: slot.id,
    advisor_name: slot.advisorName,
    advisor_title: slot.advisorTitle,
    starts_at: slot.startsAt.toISOString(),
    duration_minutes: slot.durationMinutes,
    topics: slot.topics.filter((topic): topic is AdvisorTopic =>
      (ADVISOR_TOPICS as readonly string[]).includes(topic),
    ),
  };
}

function toBooking(booking: repo.BookingRow, slot: repo.SlotRow): SupportBooking {
  return {
    id: booking.id,
    slot: toSlot(slot),
    note: booking.note,
    meeting_url: slot.meetingUrl,
    created_at: booking.createdAt.toISOString(),
  };
}

const EMAIL_KIND: Record<SessionEmailKind, NotificationKind> = {
  booked: 'advisor_session_booked',
  rescheduled: 'advisor_session_booked',
  reminder: 'advisor_session_reminder',
  cancelled: 'advisor_session_cancelled',
};

/**
 * Tells the learner in the bell and, unless they switched that kind's e-mails off, by e-mail: both in the
 * caller's transaction. Answers the outbox id of the e-mail, if one was queued.
 */
async function tellLearner(
  tx: Tx,
  input: {
    kind: SessionEmailKind;
    userId: number;
    bookingId: number;
    slot: repo.SlotRow;
    note: string;
    origin: string;
    at: Date;
  },
): Promise<number | null> {
  const { slot, kind } = input;
  const startsAt = slot.startsAt.toISOString();
  const advisorName = notificationText(slot.advisorName);
  await notify(tx, {
    userId: input.userId,
    params:
      kind === 'reminder'
        ? { kind: 'advisor_session_reminder', advisor_name: advisorName, starts_at: startsAt }
        : kind === 'cancelled'
          ? { kind: 'advisor_session_cancelled', advisor_name: advisorName, starts_at: startsAt }
          : {
              kind: 'advisor_session_booked',
              advisor_name: advisorName,
              starts_at: startsAt,
              rescheduled: kind === 'rescheduled',
            },
    link: SUPPORT_SESSION_PATH,
    at: input.at,
  });
  if (!(await wantsEmail(tx, input.userId, EMAIL_KIND[kind]))) return null;
  const learner = await repo.findUserContact(tx, input.userId);
  if (!learner) return null;
  return queueEmail(
    tx,
    sessionEmail({
      kind,
      to: learner.email,
      firstName: learner.firstName || learner.username,
      advisorName: slot.advisorName,
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      meetingUrl: slot.meetingUrl,
      note: input.note,
      origin: input.origin,
      locale: recipientLocale(learner.language),
      bookingId: input.bookingId,
      at: input.at,
    }),
  );
}

/** `GET support-sessions/slots/`: the free slots of the next 30 days, soonest first. */
export async function listFreeSlots(options: { db: Database; now: Date }): Promise<SupportSlotList> {
  const { db, now } = options;
  const until = new Date(now.getTime() + SUPPORT_SESSION_HORIZON_DAYS * 86_400_000);
  const slots = await repo.findFreeSlots(db, now, until);
  return { results: slots.map(toSlot) };
}

/** `GET support-sessions/bookings/`: the learner's sessions that have not ended, with their links. */
export async function listMyBookings(options: {
  db: Database;
  userId: number;
  now: Date;
}): Promise<SupportBookingList> {
  const rows = await repo.findMyBookings(options.db, options.userId, options.now);
  return { results: rows.map((row) => toBooking(row.booking, row.slot)) };
}

/** The slot, locked, when it can take a booking now: 404 for none or a cancelled one, 409 when not. */
async function lockBookableSlot(tx: Tx, slotId: number, now: Date): Promise<repo.SlotRow> {
  const slot = await repo.lockSlot(tx, slotId);
  if (!slot || slot.cancelledAt) throw AppError.notFound(M.slotNotFound);
  if (slot.startsAt <= now) throw AppError.conflict(M.slotPast);
  if (await repo.findLiveBookingOfSlot(tx, slot.id)) throw AppError.conflict(M.slotTaken);
  return slot;
}

/** A write that may lose a race for a slot: the unique index's refusal is the same 409 as the lock's. */
async function slotWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.conflict(M.slotTaken);
    throw error;
  }
}

/** `POST support-sessions/bookings/`: books a free slot for the signed-in learner. */
export async function book(options: {
  db: Database;
  mailer: SessionMailer;
  userId: number;
  input: z.output<typeof SupportBookingInput>;
  now: Date;
}): Promise<SupportBooking> {
  const { db, mailer, userId, input, now } = options;
  const { booking, slot, outboxId } = await slotWrite(() =>
    db.transaction(async (transaction) => {
      const tx = asTx(transaction);
      const user = await repo.lockUser(tx, userId);
      if (!user) throw AppError.unauthorized();
      if ((await repo.countUpcomingBookings(tx, userId, now)) >= SUPPORT_SESSION_MAX_UPCOMING) {
        throw AppError.conflict(M.tooMany);
      }
      const slot = await lockBookableSlot(tx, input.slot_id, now);
      const booking = await repo.insertBooking(tx, {
        slotId: slot.id,
        userId,
        note: input.note,
        createdAt: now,
      });
      const outboxId = await tellLearner(tx, {
        kind: 'booked',
        userId,
        slot,
        bookingId: booking.id,
        note: booking.note,
        origin: mailer.origin,
        at: now,
      });
      return { booking, slot, outboxId };
    }),
  );
  if (outboxId !== null) mailer.deliver([outboxId]);
  return toBooking(booking, slot);
}

/** `PUT support-sessions/bookings/{id}/slot/`: moves the learner's booking to another free slot at once. */
export async function reschedule(options: {
  db: Database;
  mailer: SessionMailer;
  userId: number;
  bookingId: number;
  slotId: number;
  now: Date;
}): Promise<SupportBooking> {
  const { db, mailer, userId, now } = options;
  const { booking, slot, outboxId } = await slotWrite(() =>
    db.transaction(async (transaction) => {
      const tx = asTx(transaction);
      const current = await repo.lockOwnBooking(tx, userId, options.bookingId);
      if (!current) throw AppError.notFound(M.bookingNotFound);
      const from = await repo.findSlot(tx, current.slotId);
      if (!from || from.startsAt <= now) throw AppError.conflict(M.bookingOver);
      if (options.slotId === current.slotId) throw AppError.badRequest(M.sameSlot);
      const slot = await lockBookableSlot(tx, options.slotId, now);
      // The reminder of the old time is cleared: the new time gets its own, once.
      const booking = await repo.moveBooking(tx, current.id, slot.id);
      const outboxId = await tellLearner(tx, {
        kind: 'rescheduled',
        userId,
        slot,
        bookingId: booking.id,
        note: booking.note,
        origin: mailer.origin,
        at: now,
      });
      return { booking, slot, outboxId };
    }),
  );
  if (outboxId !== null) mailer.deliver([outboxId]);
  return toBooking(booking, slot);
}

/** `DELETE support-sessions/bookings/{id}/`: the learner cancels; the slot is free again at once. */
export async function cancel(options: { db: Database; userId: number; bookingId: number; now: Date }) {
  const { db, userId, now } = options;
  await db.transaction(async (transaction) => {
    const tx = asTx(transaction);
    const current = await repo.lockOwnBooking(tx, userId, options.bookingId);
    if (!current) throw AppError.notFound(M.bookingNotFound);
    const slot = await repo.findSlot(tx, current.slotId);
    if (!slot || slot.startsAt <= now) throw AppError.conflict(M.bookingOver);
    await repo.cancelBooking(tx, current.id, 'learner', now);
  });
}

function staffSlot(
  slot: repo.SlotRow,
  booking: Awaited<ReturnType<typeof repo.findBookingsOfSlots>>[number] | undefined,
  cancelledBookings: number,
): StaffAdvisorSlot {
  return {
    ...toSlot(slot),
    meeting_url: slot.meetingUrl,
    state: slot.cancelledAt ? 'cancelled' : booking ? 'booked' : 'free',
    booking: booking
      ? {
          id: booking.booking.id,
          learner_name: [booking.firstName, booking.lastName].filter(Boolean).join(' ') || booking.username,
          learner_email: booking.email,
          note: booking.booking.note,
          booked_at: booking.booking.createdAt.toISOString(),
        }
      : null,
    cancelled_bookings: cancelledBookings,
  };
}

/** `GET admin/advisor-slots/`: slots from a week ago on, with their bookings. */
export async function listStaffSlots(options: { db: Database; now: Date }): Promise<StaffAdvisorSlotList> {
  const { db, now } = options;
  const slots = await repo.findStaffSlots(db, new Date(now.getTime() - 7 * 86_400_000));
  const ids = slots.map((slot) => slot.id);
  const [bookings, cancelled] = await Promise.all([
    repo.findBookingsOfSlots(db, ids),
    repo.countCancelledBookings(db, ids),
  ]);
  const bySlot = new Map(bookings.map((row) => [row.booking.slotId, row]));
  return { results: slots.map((slot) => staffSlot(slot, bySlot.get(slot.id), cancelled.get(slot.id) ?? 0)) };
}

/** `POST admin/advisor-slots/`: publishes a slot; its start is read on a Dhaka clock and must be ahead. */
export async function createSlot(options: {
  db: Database;
  staffId: number;
  input: z.output<typeof AdvisorSlotInput>;
  now: Date;
}): Promise<StaffAdvisorSlot> {
  const { db, input, now } = options;
  const startsAt = dhakaLocalToUtc(input.date, input.time);
  if (!startsAt) throw AppError.badRequest(M.noSuchDate, { date: [M.noSuchDate] });
  if (startsAt <= now) throw AppError.badRequest(M.past, { date: [M.past] });
  const slot = await db.transaction(async (transaction) => {
    const tx = asTx(transaction);
    const created = await repo.insertSlot(tx, {
      advisorName: input.advisor_name,
      advisorTitle: input.advisor_title,
      startsAt,
      durationMinutes: input.duration_minutes,
      topics: [...new Set(input.topics)],
      meetingUrl: input.meeting_url,
      createdBy: options.staffId,
      createdAt: now,
    });
    await recordStaffAction(tx, {
      actorId: options.staffId,
      action: 'advisor_slot.publish',
      object: { type: 'advisor_slot', id: created.id },
      before: null,
      after: { advisor_name: created.advisorName, starts_at: created.startsAt.toISOString() },
      at: now,
    });
    return created;
  });
  return staffSlot(slot, undefined, 0);
}

/** `DELETE admin/advisor-slots/{id}/`: cancels the slot and its booking; the booked learner is told. */
export async function cancelSlot(options: {
  db: Database;
  mailer: SessionMailer;
  staffId: number;
  slotId: number;
  now: Date;
}) {
  const { db, mailer, now } = options;
  const outboxId = await db.transaction(async (transaction) => {
    const tx = asTx(transaction);
    const slot = await repo.lockSlot(tx, options.slotId);
    if (!slot) throw AppError.notFound(M.slotNotFound);
    if (slot.cancelledAt) throw AppError.conflict(M.slotCancelled);
    await repo.markSlotCancelled(tx, slot.id, now);
    const booking = await repo.findLiveBookingOfSlot(tx, slot.id);
    await recordStaffAction(tx, {
      actorId: options.staffId,
      action: 'advisor_slot.cancel',
      object: { type: 'advisor_slot', id: slot.id },
      before: { cancelled_at: null, booking_id: booking?.id ?? null },
      after: { cancelled_at: now.toISOString() },
      at: now,
    });
    if (!booking) return null;
    await repo.cancelBooking(tx, booking.id, 'staff', now);
    if (slot.startsAt <= now) return null;
    return tellLearner(tx, {
      kind: 'cancelled',
      userId: booking.userId,
      slot,
      bookingId: booking.id,
      note: booking.note,
      origin: mailer.origin,
      at: now,
    });
  });
  if (outboxId !== null) mailer.deliver([outboxId]);
}

/**
 * Reminds every booked learner whose call starts within the hour, once per booking: the claim (UPDATE ...
 * RETURNING on `reminded_at`) and the reminders are one transaction, so concurrent sweeps split the
 * bookings between them and a failed sweep leaves its claims to the next. Answers the queued e-mails.
 */
export async function sendSupportSessionReminders(options: {
  db: Database;
  origin: string;
  now: Date;
}): Promise<{ reminded: number; outboxIds: number[] }> {
  const { db, now } = options;
  return db.transaction(async (transaction) => {
    const tx = asTx(transaction);
    const due = await repo.claimDueReminders(tx, now, SUPPORT_SESSION_REMINDER_MINUTES);
    const outboxIds: number[] = [];
    for (const booking of due) {
      const slot = await repo.findSlot(tx, booking.slotId);
      if (!slot) continue;
      const id = await tellLearner(tx, {
        kind: 'reminder',
        userId: booking.userId,
        slot,
        bookingId: booking.id,
        note: booking.note,
        origin: options.origin,
        at: now,
      });
      if (id !== null) outboxIds.push(id);
    }
    return { reminded: due.length, outboxIds };
  });
}

/**
 * The reminder sweep, every minute on the job queue (ADR 041): one process runs each minute's pass, and
 * the claim in `sendSupportSessionReminders` keeps a retried or doubled pass from reminding twice.
 */
export function scheduleSupportSessionReminders(options: {
  jobs: JobQueue;
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  origin: string;
}): void {
  const { db, sender, log } = options;
  options.jobs.every('support-sessions.reminders', { minutes: 1 }, async () => {
    const { reminded, outboxIds } = await sendSupportSessionReminders({
      db,
      origin: options.origin,
      now: new Date(),
    });
    if (reminded > 0) log.info({ bookings: reminded }, 'support session reminders sent');
    // The claim and the outbox rows committed together; a send that fails here is retried by the outbox.
    if (outboxIds.length > 0) await deliverQueuedEmails({ db, sender, log, ids: outboxIds });
  });
}
