import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONSULTATION_STATUSES,
  EVENT_KINDS,
  EVENT_DELIVERY_KINDS,
  EVENT_REGISTRATION_STATUSES,
  EVENT_STATUSES,
} from '@dokkho/contract/events';
import { courses, genres } from './catalog';
import { promoCodes } from './commerce';
import { instructorProfiles, users } from './users';

/*
 * Masterclasses and free classes (issue 18, docs/decisions/042): one entity, `events`, told apart by
 * `kind`. A visitor registers with a name, a phone and an e-mail (an account is optional); seats, the
 * waiting list, reminders and the post-masterclass offer all hang off these four tables.
 */

export const eventKind = pgEnum('event_kind', EVENT_KINDS);
/** "Ended" is not a status: it follows from `starts_at + duration_minutes`. */
export const eventStatus = pgEnum('event_status', EVENT_STATUSES);
export const registrationStatus = pgEnum('registration_status', EVENT_REGISTRATION_STATUSES);
export const eventMessageKind = pgEnum('event_message_kind', EVENT_DELIVERY_KINDS);
export const consultationStatus = pgEnum('consultation_status', CONSULTATION_STATUSES);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    kind: eventKind('kind').notNull(),
    status: eventStatus('status').notNull().default('scheduled'),
    /** The Bangla fields are null (or blank) when not written: the API then answers in English (ADR 026). */
    title: text('title').notNull(),
    titleBn: text('title_bn'),
    summary: text('summary').notNull().default(''),
    summaryBn: text('summary_bn'),
    /** Markdown. */
    description: text('description').notNull().default(''),
    descriptionBn: text('description_bn'),
    agenda: text('agenda')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    agendaBn: text('agenda_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The topic /free-classes filters by. */
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'set null' }),
    speakerName: text('speaker_name').notNull().default(''),
    speakerTitle: text('speaker_title').notNull().default(''),
    speakerTitleBn: text('speaker_title_bn'),
    /** A URL or ''. */
    speakerPhoto: text('speaker_photo').notNull().default(''),
    speakerInstructorId: integer('speaker_instructor_id').references(() => instructorProfiles.id, {
      onDelete: 'set null',
    }),
    /** Who created it (an instructor or staff): an instructor manages the events they host. */
    hostUserId: integer('host_user_id')
      .notNull()
      .references(() => users.id),
    /** Shown only while the course is published; the post-masterclass offer discounts it. */
    relatedCourseId: integer('related_course_id').references(() => courses.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Confirmed registrations allowed; null: no cap. */
    seatCap: integer('seat_cap'),
    /** The host can close registration before the start. */
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** Any meeting provider's https link; only registrants get it, through the join call. */
    joinUrl: text('join_url'),
    recordingUrl: text('recording_url'),
    /** Everyone may watch the recording (otherwise registrants only). */
    recordingPublic: boolean('recording_public').notNull().default(false),
    coverImage: text('cover_image').notNull().default(''),
    /** The time-limited code sent to attendees after a masterclass (set when the sweep creates it). */
    offerPromoId: integer('offer_promo_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // 1, not the form's 15: a host may end a live event early ("End now", ADR 045).
    check('events_duration_range', sql`${t.durationMinutes} BETWEEN 1 AND 480`),
    check('events_seat_cap_positive', sql`${t.seatCap} IS NULL OR ${t.seatCap} > 0`),
    // The lists: one kind, by start.
    index('events_kind_starts_idx').on(t.kind, t.startsAt),
    // The teaser, the reminder sweep and the chatbot ask for scheduled events by start.
    index('events_scheduled_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('events_host_idx').on(t.hostUserId, t.startsAt),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Set when the registrant was signed in (or matched later by a verified e-mail). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** +8801XXXXXXXXX (normaliseBdPhone). */
    phone: text('phone').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** What they do (the masterclass form asks). */
    profession: text('profession'),
    /** The language their e-mails and SMS go out in. */
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    status: registrationStatus('status').notNull(),
    /**
     * sha-256 (hex) of the bearer ticket: the raw ticket is in the creation answer and the confirmation's
     * links only, and lets a visitor without an account open the registration, join and watch.
     */
    ticketHash: text('ticket_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The first join click: attendance. */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    joinClicks: integer('join_clicks').notNull().default(0),
  },
  (t) => [
    check('event_registrations_locale_known', sql`${t.locale} in ('en', 'bn')`),
    // One live registration per e-mail and per phone and event; a cancelled one may register again.
    uniqueIndex('event_registrations_email_uq')
      .on(t.eventId, t.email)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('event_registrations_phone_uq')
      .on(t.eventId, t.phone)
      .where(sql`${t.status} <> 'cancelled'`),
    // Seat counts and the waiting list (oldest first).
    index('event_registrations_event_status_idx').on(t.eventId, t.status, t.createdAt),
    index('event_registrations_user_idx').on(t.userId),
  ],
);

/**
 * The delivery ledger: one row per message sent to a registration. A message is claimed by inserting its
 * row (ON CONFLICT DO NOTHING RETURNING) in the transaction that writes its outbox rows, so no sweep,
 * retry or second process can send it twice. `event_starts_at` is the start the message was about: a
 * reschedule makes earlier reminders stale and re-arms them for the new time.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    kind: eventMessageKind('kind').notNull(),
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.kind, t.eventStartsAt] })],
);

/** "Call me back" from a masterclass page (or anywhere): staff's follow-up queue. */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message').notNull().default(''),
    preferredTime: text('preferred_time'),
    status: consultationStatus('status').notNull().default('new'),
    callBackAt: timestamp('call_back_at', { withTimezone: true }),
    staffNote: text('staff_note').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consultation_requests_message_length', sql`char_length(${t.message}) <= 1000`),
    // The queue: by state, oldest first.
    index('consultation_requests_status_idx').on(t.status, t.createdAt),
  ],
);
