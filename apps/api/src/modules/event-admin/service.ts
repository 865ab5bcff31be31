import {
  EVENT_MESSAGES,
  CONSULTATION_STATUSES,
  type ConsultationItem,
  type ConsultationQueue,
  type ConsultationStatus,
  type EventFormOptions,
  type EventFunnel,
  type EventFunnelList,
  type EventKind,
  type EventRegistrationList,
  type EventRegistrationStatus,
  type EventState,
  type ManagedEvent,
  type ManagedEventList,
} from '@dokkho/contract/events';
import { LIVE_CLASS_MESSAGES } from '@dokkho/contract/live-classes';
import type { z } from 'zod';
import type {
  EventCreate as EventCreateSchema,
  EventUpdate as EventUpdateSchema,
} from '@dokkho/contract/events';
import type { Database } from '@dokkho/db';
import { dhakaLocalToUtc, utcToDhakaLocal } from '@dokkho/domain/dates';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { listUserRoles } from '../auth/service';
import * as events from '../events/service';
import { requireInstructorProfileId } from '../users/roles';
import * as repo from './repo';

/*
 * Events management (issue 18 items 1, 5 and 8; docs/decisions/042): an instructor schedules, edits,
 * cancels and records the events they host; staff do the same for every event, follow up consultation
 * requests and read the funnel. Registrants hear of a cancellation, a new time and a recording from the
 * events dispatcher, which derives those messages from the event row (its status, start and recording):
 * a write here only changes the row, in a transaction that holds the event's lock, as registration does.
 */

/** This module's own refusals (the events contract has the rest); Bangla in contract/i18n/bn-api.ts. */
export const EVENT_ADMIN_MESSAGES = {
  started: 'This event has started: its time and length can no longer change.',
  seatsBelowConfirmed: 'More people are already confirmed than this many seats.',
  endedNoCancel: 'This event has ended: it can no longer be cancelled.',
  recordingNotEnded: 'A recording can be attached once the event has ended.',
  endNotLive: 'Only a live event can be ended now: this one has not started, has ended or is cancelled.',
} as const;

type CreateBody = z.output<typeof EventCreateSchema>;
type UpdateBody = z.output<typeof EventUpdateSchema>;

/**
 * How registrants are told: the events module's dispatch context (tickets, links), and where the
 * committed outbox rows go (the senders, after the answer).
 */
export interface Notify {
  context: Parameters<typeof events.promoteWaitlist>[1];
  deliver: (queued: events.Queued) => void;
}

/** Who is asking: staff manage every event and may link any published course; an instructor their own. */
export interface Manager {
  userId: number;
  staff: boolean;
  /** The caller's instructor profile (null for staff without one). */
  instructorId: number | null;
}

export async function managerOf(db: Database, userId: number): Promise<Manager> {
  const roles = await listUserRoles({ db, userId });
  if (roles.includes('staff')) {
    const instructorId = await requireInstructorProfileId({ db, userId }).catch(() => null);
    return { userId, staff: true, instructorId };
  }
  return { userId, staff: false, instructorId: await requireInstructorProfileId({ db, userId }) };
}

const endOf = (event: { startsAt: Date; durationMinutes: number }) =>
  new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);

export function stateOf(
  event: { status: repo.EventRecord['status']; startsAt: Date; durationMinutes: number },
  now: Date,
): EventState {
  if (event.status === 'cancelled') return 'cancelled';
  if (now < event.startsAt) return 'upcoming';
  return now < endOf(event) ? 'live' : 'ended';
}

const ZERO_FUNNEL: EventFunnel = {
  registered: 0,
  confirmed: 0,
  waitlisted: 0,
  cancelled: 0,
  attended: 0,
  purchases: 0,
  revenue: 0,
};

async function funnelsOf(db: Database, eventIds: number[]): Promise<Map<number, EventFunnel>> {
  const [counts, purchases] = await Promise.all([
    repo.registrationCounts(db, eventIds),
    repo.purchasesAfter(db, eventIds),
  ]);
  return new Map(
    eventIds.map((id) => [
      id,
      {
        ...repo.countsOf(counts, id),
        purchases: purchases.get(id)?.purchases ?? 0,
        revenue: purchases.get(id)?.revenue ?? 0,
      },
    ]),
  );
}

function toManagedEvent(row: repo.EventWithNames, funnel: EventFunnel, now: Date): ManagedEvent {
  const { event } = row;
  const { date, time } = utcToDhakaLocal(event.startsAt);
  return {
    id: event.id,
    kind: event.kind,
    status: event.status,
    state: stateOf(event, now),
    title: event.title,
    title_bn: event.titleBn,
    summary: event.summary,
    summary_bn: event.summaryBn,
    description: event.description,
    description_bn: event.descriptionBn,
    agenda: event.agenda,
    agenda_bn: event.agendaBn,
    genre_id: event.genreId,
    speaker_name: event.speakerName,
    speaker_title: event.speakerTitle,
    speaker_title_bn: event.speakerTitleBn,
    speaker_photo: event.speakerPhoto,
    speaker_instructor_id: event.speakerInstructorId,
    host: { id: event.hostUserId, name: row.hostName },
    related_course: row.course,
    starts_at: event.startsAt.toISOString(),
    ends_at: endOf(event).toISOString(),
    date,
    time,
    duration_minutes: event.durationMinutes,
    seat_cap: event.seatCap,
    registration_open: event.registrationOpen,
    join_url: event.joinUrl,
    recording_url: event.recordingUrl,
    recording_public: event.recordingPublic,
    cover_image: event.coverImage,
    offer_code: row.offerCode,
    funnel,
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
    cancelled_at: event.cancelledAt?.toISOString() ?? null,
  };
}

/** The event if the caller may manage it: staff any, an instructor the ones they host (else 404). */
async function managedEvent(db: Database, manager: Manager, id: number): Promise<repo.EventWithNames> {
  const row = await repo.findEvent(db, id);
  if (!row || (!manager.staff && row.event.hostUserId !== manager.userId)) {
    throw AppError.notFound(EVENT_MESSAGES.notFound);
  }
  return row;
}

async function answer(db: Database, manager: Manager, id: number, now: Date): Promise<ManagedEvent> {
  const row = await managedEvent(db, manager, id);
  const funnels = await funnelsOf(db, [id]);
  return toManagedEvent(row, funnels.get(id) ?? ZERO_FUNNEL, now);
}

/** `GET instructor/events/`: upcoming soonest first; past (ended or cancelled) and all latest first. */
export async function listEvents(options: {
  db: Database;
  manager: Manager;
  query: { when: 'upcoming' | 'past' | 'all'; kind?: EventKind | undefined; page: number; page_size: number };
  requestUrl: URL;
  now: Date;
}): Promise<ManagedEventList> {
  const { db, manager, query, now } = options;
  const { rows, total } = await repo.pageOfEvents(db, {
    hostUserId: manager.staff ? null : manager.userId,
    when: query.when,
    kind: query.kind,
    now,
    ...pageWindow(query),
  });
  const funnels = await funnelsOf(
    db,
    rows.map((row) => row.event.id),
  );
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total,
    results: rows.map((row) => toManagedEvent(row, funnels.get(row.event.id) ?? ZERO_FUNNEL, now)),
  });
}

/** `GET instructor/events/options/`: topics, the courses the caller may link, the speakers. */
export async function formOptions(options: { db: Database; manager: Manager }): Promise<EventFormOptions> {
  const { db, manager } = options;
  const own = manager.staff ? null : manager.instructorId;
  const [topics, courses, instructors] = await Promise.all([
    repo.allGenres(db),
    repo.publishedCourses(db, own),
    repo.instructorChoices(db, own),
  ]);
  return { time_zone: 'Asia/Dhaka', topics, courses, instructors };
}

/** A Dhaka date and time as an instant in the future, or a 400 on the date field that says why. */
function futureStart(date: string, time: string, now: Date): Date {
  const startsAt = dhakaLocalToUtc(date, time);
  if (!startsAt) {
    throw AppError.badRequest(LIVE_CLASS_MESSAGES.noSuchDate, { date: [LIVE_CLASS_MESSAGES.noSuchDate] });
  }
  if (startsAt <= now)
    throw AppError.badRequest(LIVE_CLASS_MESSAGES.past, { date: [LIVE_CLASS_MESSAGES.past] });
  return startsAt;
}

/** The references a form may set: a published course (an instructor's own), a topic, a speaker profile. */
async function checkReferences(
  db: Database,
  manager: Manager,
  body: {
    related_course_id?: number | null;
    genre_id?: number | null;
    speaker_instructor_id?: number | null;
  },
) {
  if (body.related_course_id !== undefined && body.related_course_id !== null) {
    const course = await repo.findPublishedCourse(db, body.related_course_id);
    const message = manager.staff ? EVENT_MESSAGES.publishedCourse : EVENT_MESSAGES.ownCourse;
    if (!course || (!manager.staff && course.instructorId !== manager.instructorId)) {
      throw AppError.badRequest(message, { related_course_id: [message] });
    }
  }
  if (body.genre_id !== undefined && body.genre_id !== null && !(await repo.genreExists(db, body.genre_id))) {
    throw AppError.badRequest(EVENT_MESSAGES.genre, { genre_id: [EVENT_MESSAGES.genre] });
  }
  const speaker = body.speaker_instructor_id;
  if (speaker !== undefined && speaker !== null) {
    const allowed = manager.staff
      ? await repo.instructorExists(db, speaker)
      : speaker === manager.instructorId;
    if (!allowed) {
      throw AppError.badRequest(EVENT_MESSAGES.speakerInstructor, {
        speaker_instructor_id: [EVENT_MESSAGES.speakerInstructor],
      });
    }
  }
}

/** Bangla texts: blank is "not written" (null), so the reader falls back to English (ADR 026). */
const bangla = (value: string | null) => (value === null || value.trim() === '' ? null : value);
const banglaIfSent = (value: string | null | undefined) => (value === undefined ? undefined : bangla(value));

/** `POST instructor/events/`: the caller hosts it. */
export async function createEvent(options: {
  db: Database;
  manager: Manager;
  body: CreateBody;
  now: Date;
}): Promise<ManagedEvent> {
  const { db, manager, body, now } = options;
  const startsAt = futureStart(body.date, body.time, now);
  await checkReferences(db, manager, body);
  const id = await repo.insertEvent(db, {
    kind: body.kind,
    title: body.title,
    titleBn: bangla(body.title_bn),
    summary: body.summary,
    summaryBn: bangla(body.summary_bn),
    description: body.description,
    descriptionBn: bangla(body.description_bn),
    agenda: body.agenda,
    agendaBn: body.agenda_bn,
    genreId: body.genre_id,
    speakerName: body.speaker_name,
    speakerTitle: body.speaker_title,
    speakerTitleBn: bangla(body.speaker_title_bn),
    speakerPhoto: body.speaker_photo,
    speakerInstructorId: body.speaker_instructor_id,
    hostUserId: manager.userId,
    relatedCourseId: body.related_course_id,
    startsAt,
    durationMinutes: body.duration_minutes,
    seatCap: body.seat_cap,
    registrationOpen: body.registration_open,
    joinUrl: body.join_url,
    coverImage: body.cover_image,
    createdAt: now,
    updatedAt: now,
  });
  return answer(db, manager, id, now);
}

/** `GET instructor/events/{id}/`. */
export async function getEvent(options: { db: Database; manager: Manager; id: number; now: Date }) {
  return answer(options.db, options.manager, options.id, options.now);
}

/**
 * One write under the event's lock: registrations lock the same row, so a seat-cap change and a booking
 * never interleave. Another instructor's event is the same 404 as none; a cancelled one is read-only.
 */
async function write(
  options: WriteOptions,
  change: (tx: Database, event: repo.EventRecord, queued: events.Queued) => Promise<void>,
): Promise<ManagedEvent> {
  const { db, manager, id, now, notify } = options;
  const queued: events.Queued = { emails: [], sms: [] };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const event = await repo.lockEvent(tx, id);
    if (!event || (!manager.staff && event.hostUserId !== manager.userId)) {
      throw AppError.notFound(EVENT_MESSAGES.notFound);
    }
    await change(tx, event, queued);
  });
  // What the change made due (a cancellation, a new time, a recording) goes out now rather than at the
  // next sweep; the ledger keeps each message to one, whichever sends it.
  const due = await events.dispatchDueEventMessages({ ...notify.context, db, now, eventId: id });
  notify.deliver({
    emails: [...queued.emails, ...due.queued.emails],
    sms: [...queued.sms, ...due.queued.sms],
  });
  return answer(db, manager, id, now);
}

interface WriteOptions {
  db: Database;
  manager: Manager;
  id: number;
  now: Date;
  notify: Notify;
}

/**
 * `PATCH instructor/events/{id}/`: a cancelled event is read-only (409); an event that has started keeps
 * its time and length (409), and one that has ended its link too. A new start must be in the future; the
 * dispatcher tells registrants of it and re-arms their reminders. Raising the seat cap confirms the oldest
 * waitlisted registrations (as many as the new seats, each told `promoted`); lowering it below the
 * confirmed ones is refused.
 */
export async function updateEvent(options: WriteOptions & { body: UpdateBody }): Promise<ManagedEvent> {
  const { body, now, manager, notify } = options;
  return write(options, async (tx, event, queued) => {
    if (event.status === 'cancelled') throw AppError.conflict(EVENT_MESSAGES.cancelledNoChange);
    const started = now >= event.startsAt;
    const ended = now >= endOf(event);
    const startsAt = body.date !== undefined ? dhakaLocalToUtc(body.date, body.time!) : undefined;
    const moves =
      (startsAt !== undefined && startsAt?.getTime() !== event.startsAt.getTime()) ||
      (body.duration_minutes !== undefined && body.duration_minutes !== event.durationMinutes);
    if (moves && started) throw AppError.conflict(EVENT_ADMIN_MESSAGES.started);
    if (body.join_url !== undefined && body.join_url !== event.joinUrl && ended) {
      throw AppError.conflict(EVENT_MESSAGES.endedNoChange);
    }
    const newStart = body.date !== undefined && moves ? futureStart(body.date, body.time!, now) : undefined;
    await checkReferences(tx, manager, body);
    if (body.seat_cap !== undefined && body.seat_cap !== null) {
      const counts = repo.countsOf(await repo.registrationCounts(tx, [event.id]), event.id);
      if (body.seat_cap < counts.confirmed) {
        const message = EVENT_ADMIN_MESSAGES.seatsBelowConfirmed;
        throw AppError.conflict(message, { seat_cap: [message] });
      }
    }
    await repo.updateEvent(tx, event.id, {
      title: body.title,
      titleBn: banglaIfSent(body.title_bn),
      summary: body.summary,
      summaryBn: banglaIfSent(body.summary_bn),
      description: body.description,
      descriptionBn: banglaIfSent(body.description_bn),
      agenda: body.agenda,
      agendaBn: body.agenda_bn,
      genreId: body.genre_id,
      speakerName: body.speaker_name,
      speakerTitle: body.speaker_title,
      speakerTitleBn: banglaIfSent(body.speaker_title_bn),
      speakerPhoto: body.speaker_photo,
      speakerInstructorId: body.speaker_instructor_id,
      relatedCourseId: body.related_course_id,
      startsAt: newStart,
      durationMinutes: body.duration_minutes,
      seatCap: body.seat_cap,
      registrationOpen: body.registration_open,
      joinUrl: body.join_url,
      coverImage: body.cover_image,
      updatedAt: now,
    });
    if (body.seat_cap !== undefined && body.seat_cap !== event.seatCap) {
      const changed = await repo.lockEvent(tx, event.id);
      if (changed) await events.promoteWaitlist(tx, notify.context, { event: changed, now, queued });
    }
  });
}

/**
 * `POST instructor/events/{id}/cancel/`: an event that has not ended. Its registrations stay as they are
 * (the funnel keeps them); the dispatcher sends each live one a `cancelled` notice and no more reminders.
 */
export async function cancelEvent(options: WriteOptions) {
  const { now } = options;
  return write(options, async (tx, event) => {
    if (event.status === 'cancelled') throw AppError.conflict(EVENT_MESSAGES.alreadyCancelled);
    if (now >= endOf(event)) throw AppError.conflict(EVENT_ADMIN_MESSAGES.endedNoCancel);
    await repo.updateEvent(tx, event.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
  });
}

/**
 * `POST instructor/events/{id}/end/`: a live event (started, not ended, not cancelled; else 409) ends now.
 * Its length becomes the whole minutes since the start (rounded down, so the end is not after now), at
 * least one: a length under the form's 15 is allowed here (the CHECK takes 1 to 480), and an event ended
 * in its first minute ends at start + 1 minute. The dispatcher then runs for the event like after any
 * write: what an ended event is due (the attendees' offer, a recording already attached) goes out at once
 * rather than at the planned end.
 */
export async function endEvent(options: WriteOptions) {
  const { now } = options;
  return write(options, async (tx, event) => {
    if (stateOf(event, now) !== 'live') throw AppError.conflict(EVENT_ADMIN_MESSAGES.endNotLive);
    const minutes = Math.max(1, Math.floor((now.getTime() - event.startsAt.getTime()) / 60_000));
    await repo.updateEvent(tx, event.id, { durationMinutes: minutes, updatedAt: now });
  });
}

/**
 * `PUT instructor/events/{id}/recording/`: once the event has ended (409 before), never on a cancelled
 * one. Null takes the recording down (and it can no longer be public). The dispatcher sends the first link
 * to the registrants.
 */
export async function setRecording(
  options: WriteOptions & { recordingUrl: string | null; recordingPublic: boolean },
) {
  const { now, recordingUrl, recordingPublic } = options;
  return write(options, async (tx, event) => {
    if (event.status === 'cancelled') throw AppError.conflict(EVENT_MESSAGES.cancelledNoChange);
    if (now < endOf(event)) throw AppError.conflict(EVENT_ADMIN_MESSAGES.recordingNotEnded);
    await repo.updateEvent(tx, event.id, {
      recordingUrl,
      recordingPublic: recordingUrl !== null && recordingPublic,
      updatedAt: now,
    });
  });
}

/** `GET instructor/events/{id}/registrations/`: oldest first, with attendance, purchases and the funnel. */
export async function listRegistrations(options: {
  db: Database;
  manager: Manager;
  id: number;
  query: { status?: EventRegistrationStatus | undefined; page: number; page_size: number };
  requestUrl: URL;
}): Promise<EventRegistrationList> {
  const { db, manager, id, query } = options;
  const { event } = await managedEvent(db, manager, id);
  const [{ rows, total }, positions, funnels] = await Promise.all([
    repo.pageOfRegistrations(db, { eventId: id, status: query.status, ...pageWindow(query) }),
    repo.waitlistPositions(db, id),
    funnelsOf(db, [id]),
  ]);
  const purchased = await repo.registrationsThatPurchased(
    db,
    event,
    rows.map((row) => row.id),
  );
  const page = toPage({
    query,
    requestUrl: options.requestUrl,
    total,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      profession: row.profession,
      status: row.status,
      waitlist_position: positions.get(row.id) ?? null,
      has_account: row.userId !== null,
      locale: row.locale,
      created_at: row.createdAt.toISOString(),
      attended_at: row.attendedAt?.toISOString() ?? null,
      join_clicks: row.joinClicks,
      purchased: purchased.has(row.id),
    })),
  });
  return { ...page, funnel: funnels.get(id) ?? ZERO_FUNNEL };
}

/** `GET staff/events/funnel/`: ended events first (latest first), then upcoming; with the totals. */
export async function funnel(options: {
  db: Database;
  query: { kind?: EventKind | undefined; page: number; page_size: number };
  requestUrl: URL;
  now: Date;
}): Promise<EventFunnelList> {
  const { db, query, now } = options;
  const [{ rows, total }, allIds] = await Promise.all([
    repo.pageOfFunnelEvents(db, { kind: query.kind, now, ...pageWindow(query) }),
    repo.allEventIds(db, query.kind),
  ]);
  const all = await funnelsOf(db, allIds);
  const totals = { ...ZERO_FUNNEL };
  for (const item of all.values()) {
    for (const key of Object.keys(totals) as (keyof EventFunnel)[]) totals[key] += item[key];
  }
  const page = toPage({
    query,
    requestUrl: options.requestUrl,
    total,
    results: rows.map((row) => ({
      event: {
        id: row.event.id,
        kind: row.event.kind,
        title: row.event.title,
        starts_at: row.event.startsAt.toISOString(),
        state: stateOf(row.event, now),
        related_course: row.course,
      },
      funnel: all.get(row.event.id) ?? ZERO_FUNNEL,
    })),
  });
  return { ...page, totals };
}

function toConsultation(row: repo.ConsultationRecord): ConsultationItem {
  const { request } = row;
  return {
    id: request.id,
    event:
      request.eventId !== null && row.eventTitle !== null && row.eventKind !== null
        ? { id: request.eventId, kind: row.eventKind, title: row.eventTitle }
        : null,
    name: request.name,
    phone: request.phone,
    email: request.email,
    message: request.message,
    preferred_time: request.preferredTime,
    status: request.status,
    call_back_at: request.callBackAt?.toISOString() ?? null,
    staff_note: request.staffNote,
    handled_by: request.handledBy !== null ? { id: request.handledBy, name: row.handlerName ?? '' } : null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

/** `GET staff/consultations/?status=`: one state's requests (or all), with every state's count. */
export async function consultationQueue(options: {
  db: Database;
  query: { status?: ConsultationStatus | undefined; page: number; page_size: number };
  requestUrl: URL;
}): Promise<ConsultationQueue> {
  const { db, query } = options;
  const [{ rows, total }, counts] = await Promise.all([
    repo.pageOfConsultations(db, { status: query.status, ...pageWindow(query) }),
    repo.consultationCounts(db),
  ]);
  const page = toPage({ query, requestUrl: options.requestUrl, total, results: rows.map(toConsultation) });
  return {
    ...page,
    counts: Object.fromEntries(
      CONSULTATION_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
    ) as Record<ConsultationStatus, number>,
  };
}

/**
 * `PATCH staff/consultations/{id}/`: the new state, by the caller (who is recorded as handling it). A
 * call-back needs a time in the future; any other state clears it. The note is kept unless sent.
 */
export async function updateConsultation(options: {
  db: Database;
  staffUserId: number;
  id: number;
  body: {
    status?: ConsultationStatus | undefined;
    call_back_at?: string | null | undefined;
    staff_note?: string | undefined;
  };
  now: Date;
}): Promise<ConsultationItem> {
  const { db, id, body, now } = options;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = (await repo.lockConsultation(tx, id)) ? await repo.findConsultation(tx, id) : undefined;
    if (!current) throw AppError.notFound(EVENT_MESSAGES.consultationNotFound);
    const status = body.status ?? current.request.status;
    let callBackAt: Date | null = null;
    if (status === 'call_back') {
      const sent = body.call_back_at ?? current.request.callBackAt?.toISOString() ?? null;
      callBackAt = sent === null ? null : new Date(sent);
      if (callBackAt === null || (body.call_back_at != null && callBackAt <= now)) {
        throw AppError.badRequest(EVENT_MESSAGES.callBackAt, { call_back_at: [EVENT_MESSAGES.callBackAt] });
      }
    }
    await repo.updateConsultation(tx, id, {
      status,
      callBackAt,
      staffNote: body.staff_note ?? current.request.staffNote,
      handledBy: options.staffUserId,
      now,
    });
    return toConsultation((await repo.findConsultation(tx, id))!);
  });
}
