import type {
  EventCard,
  EventDetail,
  EventKind,
  EventRecording,
  EventRegistrationDetail,
  EventState,
  FreeClassList,
  MyEventRegistration,
  MyEvents,
} from '@dokkho/contract/events';
import { EVENT_JOIN_OPENS_MINUTES, EVENT_MESSAGES } from '@dokkho/contract/events';
import type { Locale } from '@dokkho/contract/locale';
import type { PageQuery, Paginated } from '@dokkho/contract/pagination';
import { formatDhakaDayMonthTime } from '@dokkho/domain/dates';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { listIn, textIn } from '../../lib/content-language';
import { pageWindow, toPage } from '../../lib/pagination';
import { eventIcs, googleCalendarUrl } from './calendar';
import { calendarEvent, writeEventMessage, type DispatchContext, type Queued } from './dispatch';
import * as repo from './repo';
import { registrationTicket, ticketHash } from './ticket';

/*
 * Masterclasses and free classes (issue 18, docs/decisions/042): the public lists and pages, registration
 * with a seat cap that never overbooks (the event row is locked while a seat is decided), the waiting list
 * and its promotion, the registrant's page, join and recording (the signed-in owner or the ticket), and
 * consultation requests. Messages are written in the transactions that cause them (dispatch.ts).
 */

export { deliverEventMessages, dispatchDueEventMessages, startEventDispatch, type Queued } from './dispatch';

const endOf = (event: repo.EventRow) => new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
const joinOpensAt = (event: repo.EventRow) =>
  new Date(event.startsAt.getTime() - EVENT_JOIN_OPENS_MINUTES * 60_000);

export function eventState(event: repo.EventRow, now: Date): EventState {
  if (event.status === 'cancelled') return 'cancelled';
  if (now >= endOf(event)) return 'ended';
  if (now >= event.startsAt) return 'live';
  return 'upcoming';
}

async function myRegistration(
  db: Database,
  registration: repo.RegistrationRow | undefined,
): Promise<MyEventRegistration | null> {
  if (!registration || registration.status === 'cancelled') return null;
  return {
    id: registration.id,
    status: registration.status,
    waitlist_position:
      registration.status === 'waitlisted' ? await repo.waitlistPosition(db, registration) : null,
    attended: registration.attendedAt !== null,
  };
}

function toCard(row: repo.CardRow, locale: Locale, now: Date, mine: MyEventRegistration | null): EventCard {
  const { event } = row;
  const seatsLeft = event.seatCap === null ? null : Math.max(0, event.seatCap - row.confirmed);
  return {
    id: event.id,
    kind: event.kind,
    title: textIn(locale, event.title, event.titleBn),
    summary: textIn(locale, event.summary, event.summaryBn),
    starts_at: event.startsAt.toISOString(),
    ends_at: endOf(event).toISOString(),
    duration_minutes: event.durationMinutes,
    speaker: {
      name: event.speakerName,
      title: textIn(locale, event.speakerTitle, event.speakerTitleBn),
      photo: event.speakerPhoto,
      instructor_id: event.speakerInstructorId,
    },
    cover_image: event.coverImage,
    topic: row.genre,
    seat_cap: event.seatCap,
    seats_left: seatsLeft,
    is_full: seatsLeft === 0,
    has_recording: event.recordingUrl !== null,
    registration_open: event.registrationOpen && event.status === 'scheduled' && now < event.startsAt,
    status: event.status,
    state: eventState(event, now),
    related_course: row.course
      ? {
          id: row.course.id,
          slug: row.course.slug,
          title: textIn(locale, row.course.title, row.course.titleBn),
        }
      : null,
    my_registration: mine,
  };
}

/** Cards for rows, with the signed-in caller's own registrations. */
async function cards(
  db: Database,
  rows: repo.CardRow[],
  input: { locale: Locale; now: Date; userId: number | null },
): Promise<EventCard[]> {
  const mine = input.userId
    ? await repo.userRegistrations(
        db,
        input.userId,
        rows.map((row) => row.event.id),
      )
    : [];
  const result: EventCard[] = [];
  for (const row of rows) {
    const own = mine.find((registration) => registration.eventId === row.event.id);
    result.push(toCard(row, input.locale, input.now, await myRegistration(db, own)));
  }
  return result;
}

export interface ReadOptions {
  db: Database;
  locale: Locale;
  now: Date;
  userId: number | null;
}

/** `GET course/master-class/` and the free-class list: upcoming soonest first, past latest first. */
export async function listEvents(
  options: ReadOptions & {
    kind: EventKind;
    query: PageQuery & { when: 'upcoming' | 'past'; topic?: string | undefined };
    requestUrl: URL;
  },
): Promise<Paginated<EventCard>> {
  const { db, query } = options;
  let genreId: number | undefined;
  if (query.topic) {
    const genre = await repo.genreBySlug(db, query.topic);
    // An unknown topic filters to nothing rather than to everything.
    genreId = genre?.id ?? -1;
  }
  const { limit, offset } = pageWindow(query);
  const { total, rows } = await repo.listCards(db, {
    kind: options.kind,
    when: query.when,
    genreId,
    now: options.now,
    limit,
    offset,
  });
  return toPage({ query, requestUrl: options.requestUrl, total, results: await cards(db, rows, options) });
}

export async function listFreeClasses(options: Parameters<typeof listEvents>[0]): Promise<FreeClassList> {
  const page = await listEvents({ ...options, kind: 'free_class' });
  const topics = await repo.freeClassTopics(options.db);
  return { ...page, topics: topics.map(({ id, slug, name }) => ({ id, slug, name })) };
}

/** `GET marketing/upcoming-masterclass/` (and the chatbot's "next free class"). */
export async function nextEvent(options: ReadOptions & { kind: EventKind }): Promise<EventCard | null> {
  const row = await repo.nextCard(options.db, options.kind, options.now);
  if (!row) return null;
  const [card] = await cards(options.db, [row], options);
  return card ?? null;
}

/** `GET course/masterclass-details/{id}/`, `GET course/free-classes/{id}/`: 404 for the other kind. */
export async function getEvent(
  options: ReadOptions & { kind: EventKind; eventId: number; ticket?: string | undefined },
): Promise<EventDetail> {
  const { db, locale } = options;
  const row = await repo.findCard(db, options.eventId);
  if (!row || row.event.kind !== options.kind) throw AppError.notFound(EVENT_MESSAGES.notFound);
  const [card] = await cards(db, [row], options);
  const { event } = row;
  const registrant = await findRegistrant(db, {
    eventId: event.id,
    userId: options.userId,
    ticket: options.ticket,
  });
  return {
    ...card!,
    description: textIn(locale, event.description, event.descriptionBn),
    agenda: listIn(locale, event.agenda, event.agendaBn),
    registered_count: row.confirmed,
    waitlist_count: row.waitlisted,
    recording_available:
      event.recordingUrl !== null &&
      event.status === 'scheduled' &&
      (event.recordingPublic || Boolean(registrant)),
    recording_public: event.recordingPublic,
    join_opens_at: joinOpensAt(event).toISOString(),
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Registration                                                                                     */
/* ------------------------------------------------------------------------------------------------ */

export interface RegisterInput {
  kind: EventKind;
  eventId: number;
  name: string;
  phone: string;
  email: string;
  profession?: string | undefined;
}

export interface WriteOptions {
  db: Database;
  context: DispatchContext;
  now: Date;
  locale: Locale;
  userId: number | null;
  /** Hands committed outbox rows to the senders. */
  deliver(queued: Queued): void;
}

/**
 * Registers for an event: the event row is locked, so concurrent registrations decide their seats one
 * after another and the cap is never passed; past it the registration waits on the list. The confirmation
 * is claimed and written in the same transaction.
 */
export async function register(options: WriteOptions & { input: RegisterInput }) {
  const { db, now, input } = options;
  const queued: Queued = { emails: [], sms: [] };
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const event = await repo.lockEvent(tx, input.eventId);
    if (!event || event.kind !== input.kind) throw AppError.notFound(EVENT_MESSAGES.notFound);
    if (event.status === 'cancelled') throw AppError.conflict(EVENT_MESSAGES.cancelled);
    if (now >= event.startsAt) throw AppError.conflict(EVENT_MESSAGES.started);
    if (!event.registrationOpen) throw AppError.conflict(EVENT_MESSAGES.registrationClosed);
    const duplicate = await repo.findLiveDuplicate(tx, {
      eventId: event.id,
      email: input.email,
      phone: input.phone,
    });
    if (duplicate) {
      // Never the first registration's ticket: the 409 names the field, and "send again" goes to the
      // e-mail on file (resendRegistration).
      const field = duplicate.email === input.email ? 'email' : 'phone';
      throw AppError.conflict(EVENT_MESSAGES.alreadyRegistered, {
        [field]: [EVENT_MESSAGES.alreadyRegistered],
      });
    }
    const confirmed = await repo.countByStatus(tx, event.id, 'confirmed');
    const status: 'confirmed' | 'waitlisted' =
      event.seatCap === null || confirmed < event.seatCap ? 'confirmed' : 'waitlisted';
    const registration = await repo.insertRegistration(tx, {
      eventId: event.id,
      userId: options.userId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      profession: input.profession ?? null,
      locale: options.locale,
      status,
      // Replaced below, once the id (which the ticket is derived from) is known.
      ticketHash: `pending-${event.id}-${input.email}`,
      createdAt: now,
      confirmedAt: status === 'confirmed' ? now : null,
    });
    const ticket = registrationTicket(options.context.secret, registration.id);
    await repo.setTicketHash(tx, registration.id, ticketHash(ticket));
    await writeEventMessage(tx, options.context, { event, registration, kind: 'confirmation', now, queued });
    return {
      registration: {
        id: registration.id,
        event_id: event.id,
        status,
        waitlist_position: status === 'waitlisted' ? await repo.waitlistPosition(tx, registration) : null,
      },
      ticket,
    };
  });
  options.deliver(queued);
  return result;
}

/**
 * After a 409 "already registered": the confirmation again, to the e-mail (and phone) on file of the live
 * registration matching the e-mail or the phone. The same answer whether or not one matched, so it
 * tells nobody who registered; the route rate-limits it.
 */
export async function resendRegistration(
  options: Omit<WriteOptions, 'userId' | 'locale'> & {
    eventId: number;
    email?: string | undefined;
    phone?: string | undefined;
  },
) {
  const { db, now } = options;
  const queued: Queued = { emails: [], sms: [] };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const event = await repo.lockEvent(tx, options.eventId);
    if (!event || event.status !== 'scheduled' || now >= endOf(event)) return;
    const registration = await repo.findLiveDuplicate(tx, {
      eventId: event.id,
      email: options.email,
      phone: options.phone,
    });
    if (!registration) return;
    // A resend is not a ledger message (the confirmation already is one): written without a claim.
    await writeEventMessage(tx, options.context, {
      event,
      registration,
      kind: 'confirmation',
      now,
      queued,
      resend: true,
    });
  });
  options.deliver(queued);
  return { detail: EVENT_MESSAGES.resent };
}

/** The registration the caller holds for an event: their own (signed in) or the ticket's. */
async function findRegistrant(
  db: Database,
  input: { eventId: number; userId: number | null; ticket?: string | undefined },
): Promise<repo.RegistrationRow | undefined> {
  if (input.ticket) {
    const byTicket = await repo.findRegistrationByTicket(db, ticketHash(input.ticket));
    if (byTicket && byTicket.eventId === input.eventId && byTicket.status !== 'cancelled') return byTicket;
  }
  if (input.userId !== null) return repo.findUserRegistration(db, input.eventId, input.userId);
  return undefined;
}

/** A registration by id, for its owner or the holder of its ticket; anyone else gets the 404 of none. */
async function ownedRegistration(
  db: Database,
  input: { registrationId: number; userId: number | null; ticket?: string | undefined },
): Promise<repo.RegistrationRow> {
  const registration = await repo.findRegistration(db, input.registrationId);
  const byTicket = Boolean(input.ticket) && registration?.ticketHash === ticketHash(input.ticket ?? '');
  const byOwner = input.userId !== null && registration?.userId === input.userId;
  if (!registration || !(byTicket || byOwner)) throw AppError.notFound(EVENT_MESSAGES.registrationNotFound);
  return registration;
}

export async function getRegistration(
  options: ReadOptions & { registrationId: number; ticket?: string | undefined; origin: string },
): Promise<EventRegistrationDetail> {
  const { db, locale, now } = options;
  const registration = await ownedRegistration(db, options);
  const row = await repo.findCard(db, registration.eventId);
  if (!row) throw AppError.notFound(EVENT_MESSAGES.registrationNotFound);
  const { event } = row;
  const mine = await myRegistration(db, registration);
  const calendar = calendarEvent(event, options.origin, locale);
  const inWindow = now >= joinOpensAt(event) && now < endOf(event);
  return {
    registration: {
      id: registration.id,
      event_id: event.id,
      status: registration.status,
      waitlist_position: mine?.waitlist_position ?? null,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      profession: registration.profession,
      created_at: registration.createdAt.toISOString(),
      attended: registration.attendedAt !== null,
    },
    event: toCard(row, locale, now, mine),
    calendar: {
      ics_url: `${options.origin}/api/course/events/${event.id}/calendar.ics`,
      google_url: googleCalendarUrl(calendar),
    },
    join_window: { opens_at: joinOpensAt(event).toISOString(), closes_at: endOf(event).toISOString() },
    can_join:
      registration.status === 'confirmed' &&
      event.status === 'scheduled' &&
      inWindow &&
      Boolean(event.joinUrl),
    recording_available:
      event.recordingUrl !== null && event.status === 'scheduled' && registration.status !== 'cancelled',
  };
}

/**
 * Cancels a registration (before the start). A freed seat goes to the oldest on the waiting list, in the
 * same transaction, and they are told (`promoted`).
 */
export async function cancelRegistration(
  options: Omit<WriteOptions, 'locale'> & { registrationId: number; ticket?: string | undefined },
) {
  const { db, now } = options;
  const queued: Queued = { emails: [], sms: [] };
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await ownedRegistration(tx, options);
    const event = await repo.lockEvent(tx, found.eventId);
    const registration = await repo.findRegistration(tx, found.id);
    if (!event || !registration) throw AppError.notFound(EVENT_MESSAGES.registrationNotFound);
    if (registration.status === 'cancelled')
      throw AppError.conflict(EVENT_MESSAGES.alreadyCancelledRegistration);
    if (now >= event.startsAt) throw AppError.conflict(EVENT_MESSAGES.cancelAfterStart);
    await repo.cancelRegistration(tx, registration.id, now);
    if (registration.status === 'confirmed' && event.status === 'scheduled') {
      await promoteWaitlist(tx, options.context, { event, now, queued });
    }
    return {
      detail: EVENT_MESSAGES.cancelledRegistration,
      registration: {
        id: registration.id,
        event_id: event.id,
        status: 'cancelled' as const,
        waitlist_position: null,
      },
    };
  });
  options.deliver(queued);
  return result;
}

/**
 * Fills free seats from the waiting list, oldest first, and tells each (`promoted`). Runs inside the
 * transaction that freed the seats, the event row locked (a cancellation here; a raised cap in
 * event-admin).
 */
export async function promoteWaitlist(
  tx: Database,
  context: DispatchContext,
  input: { event: repo.EventRow; now: Date; queued: Queued },
) {
  const { event, now } = input;
  if (event.status !== 'scheduled' || now >= event.startsAt) return 0;
  const confirmed = await repo.countByStatus(tx, event.id, 'confirmed');
  const free = event.seatCap === null ? Number.MAX_SAFE_INTEGER : event.seatCap - confirmed;
  const promoted = await repo.promoteWaitlisted(tx, event.id, Math.min(free, 10_000), now);
  for (const { id } of promoted) {
    const registration = await repo.findRegistration(tx, id);
    if (registration) {
      await writeEventMessage(tx, context, {
        event,
        registration,
        kind: 'promoted',
        now,
        queued: input.queued,
      });
    }
  }
  return promoted.length;
}

/** `GET course/my-events/`: the signed-in learner's live registrations, upcoming and past. */
export async function myEvents(options: ReadOptions & { userId: number }): Promise<MyEvents> {
  const { db, locale, now } = options;
  const registrations = await repo.allUserRegistrations(db, options.userId);
  const rows = await repo.findCards(
    db,
    registrations.map((registration) => registration.eventId),
  );
  const upcoming: MyEvents['upcoming'] = [];
  const past: MyEvents['past'] = [];
  for (const row of rows) {
    const registration = registrations.find((item) => item.eventId === row.event.id)!;
    const mine = (await myRegistration(db, registration))!;
    const item = {
      registration: mine,
      event: toCard(row, locale, now, mine),
      join_window: {
        opens_at: joinOpensAt(row.event).toISOString(),
        closes_at: endOf(row.event).toISOString(),
      },
    };
    (now < endOf(row.event) && row.event.status === 'scheduled' ? upcoming : past).push(item);
  }
  upcoming.sort((a, b) => a.event.starts_at.localeCompare(b.event.starts_at));
  past.sort((a, b) => b.event.starts_at.localeCompare(a.event.starts_at));
  return { upcoming, past };
}

/**
 * `POST course/events/{id}/join/`: the meeting link, for a confirmed registrant, from 15 minutes before
 * the start until the end (409 outside, with when it opens); the first click is the attendance.
 */
export async function join(
  options: ReadOptions & { eventId: number; ticket?: string | undefined },
): Promise<{ join_url: string }> {
  const { db, now } = options;
  const event = await repo.findEvent(db, options.eventId);
  if (!event) throw AppError.notFound(EVENT_MESSAGES.notFound);
  const registration = await findRegistrant(db, options);
  if (!registration) throw AppError.forbidden(EVENT_MESSAGES.notRegistered);
  if (event.status === 'cancelled') throw AppError.conflict(EVENT_MESSAGES.cancelled);
  if (registration.status !== 'confirmed') throw AppError.forbidden(EVENT_MESSAGES.waitlistedJoin);
  if (now >= endOf(event)) throw AppError.conflict(EVENT_MESSAGES.ended);
  if (now < joinOpensAt(event)) {
    throw AppError.conflict(EVENT_MESSAGES.joinNotYet, undefined, {
      time: formatDhakaDayMonthTime(joinOpensAt(event), options.locale),
    });
  }
  if (!event.joinUrl) throw AppError.conflict(EVENT_MESSAGES.noJoinUrl);
  await repo.recordJoin(db, registration.id, now);
  return { join_url: event.joinUrl };
}

/** `GET course/events/{id}/recording/`: registrants (account or ticket), everyone once it is public. */
export async function recording(
  options: ReadOptions & { eventId: number; ticket?: string | undefined },
): Promise<EventRecording> {
  const { db, locale } = options;
  const row = await repo.findCard(db, options.eventId);
  if (!row || row.event.status === 'cancelled') throw AppError.notFound(EVENT_MESSAGES.notFound);
  const { event } = row;
  if (!event.recordingPublic) {
    const registrant = await findRegistrant(db, options);
    if (!registrant) throw AppError.forbidden(EVENT_MESSAGES.notRegistered);
  }
  if (!event.recordingUrl) throw AppError.notFound(EVENT_MESSAGES.noRecording);
  const card = toCard(row, locale, options.now, null);
  return {
    event_id: event.id,
    kind: event.kind,
    title: card.title,
    summary: card.summary,
    starts_at: card.starts_at,
    speaker: card.speaker,
    recording_url: event.recordingUrl,
    related_course: card.related_course,
  };
}

/** `GET course/events/{id}/calendar.ics`: the event's own (no personal data), in the reader's language. */
export async function calendarFile(options: {
  db: Database;
  eventId: number;
  locale: Locale;
  origin: string;
  now: Date;
}) {
  const event = await repo.findEvent(options.db, options.eventId);
  if (!event) throw AppError.notFound(EVENT_MESSAGES.notFound);
  return eventIcs(calendarEvent(event, options.origin, options.locale), {
    origin: options.origin,
    now: options.now,
  });
}

/** `POST course/masterclass-consultation/`: into staff's follow-up queue. */
export async function requestConsultation(options: {
  db: Database;
  userId: number | null;
  input: {
    masterclass_id?: number | undefined;
    name: string;
    phone: string;
    email?: string | undefined;
    message: string;
    preferred_time?: string | undefined;
  };
}) {
  const { db, input } = options;
  if (input.masterclass_id !== undefined) {
    const event = await repo.findEvent(db, input.masterclass_id);
    if (!event || event.kind !== 'masterclass') throw AppError.notFound(EVENT_MESSAGES.notFound);
  }
  const id = await repo.insertConsultation(db, {
    eventId: input.masterclass_id ?? null,
    userId: options.userId,
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    message: input.message,
    preferredTime: input.preferred_time ?? null,
  });
  return { id, detail: EVENT_MESSAGES.consultationThanks };
}
