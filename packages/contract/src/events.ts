import { z } from 'zod';
import { BdPhone, Email } from './auth';
import { Id, idFromText } from './common';
import { LIVE_CLASS_MESSAGES } from './live-classes';
import { PageQuery, paginated } from './pagination';

/*
 * Masterclasses and free classes (issue 18 items 1-5, 8-10; docs/decisions/042): one entity, an event,
 * whose `kind` is `masterclass` or `free_class`. Visitors register with a name, a phone and an e-mail (an
 * account is optional): a registration past the seat cap waits on a list that moves up when someone
 * cancels. A registrant opens their registration, joins and watches the recording as the signed-in owner
 * or with the registration's ticket (`?ticket=` or the `X-Event-Ticket` header). Times are ISO UTC in
 * answers; the management forms take a date and a time on a Dhaka clock, like live classes (ADR 036).
 */

export const EVENT_KINDS = ['masterclass', 'free_class'] as const;
export const EventKind = z.enum(EVENT_KINDS, { error: 'Choose masterclass or free class' });
export type EventKind = z.infer<typeof EventKind>;

/** Stored: "ended" is not a status, it follows from the start and the duration. */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a card says of an event's time: derived from the status, the start and the duration. */
export const EVENT_STATES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export const EventRegistrationStatus = z.enum(EVENT_REGISTRATION_STATUSES);
export type EventRegistrationStatus = z.infer<typeof EventRegistrationStatus>;

/** The messages a registrant can be sent; each at most once per registration and start time. */
export const EVENT_DELIVERY_KINDS = [
  'confirmation',
  /** Moved up from the waiting list. */
  'promoted',
  'day_before',
  'hour_before',
  'recording',
  /** After a masterclass with a related course: a time-limited code, to attendees. */
  'offer',
  'cancelled',
  'rescheduled',
] as const;
export type EventDeliveryKind = (typeof EVENT_DELIVERY_KINDS)[number];

export const CONSULTATION_STATUSES = [
  'new',
  'call_back',
  'contacted',
  'no_answer',
  'enrolled',
  'closed',
] as const;
export const ConsultationStatus = z.enum(CONSULTATION_STATUSES, {
  error: `The status must be one of: ${CONSULTATION_STATUSES.join(', ')}`,
});
export type ConsultationStatus = z.infer<typeof ConsultationStatus>;

export const EVENT_MIN_MINUTES = 15;
export const EVENT_MAX_MINUTES = 480;
export const EVENT_MAX_SEATS = 100_000;
/** Registrants can join from this long before the start until the end. */
export const EVENT_JOIN_OPENS_MINUTES = 15;
/** The reminders: a day and an hour before the start. */
export const EVENT_DAY_BEFORE_MINUTES = 24 * 60;
export const EVENT_HOUR_BEFORE_MINUTES = 60;
/** The post-masterclass offer: this much off the related course, for this long after it is sent. */
export const EVENT_OFFER_PERCENT = 20;
export const EVENT_OFFER_HOURS = 72;
/** Where a visitor without an account sends their ticket (or `?ticket=`). */
export const EVENT_TICKET_HEADER = 'x-event-ticket';

export const EVENT_MESSAGES = {
  notFound: 'This event does not exist.',
  registrationNotFound: 'This registration does not exist.',
  cancelled: 'This event has been cancelled.',
  registrationClosed: 'Registration for this event is closed.',
  started: 'This event has already started, so registration is closed.',
  alreadyRegistered:
    'You are already registered for this event with this e-mail or phone number. We can send your joining details again to the e-mail on file.',
  resent:
    'If a registration uses these details, we have sent its joining details again to the e-mail on file.',
  resendDetails: 'Enter the e-mail or the mobile number you registered with',
  notRegistered: 'Only people registered for this event can do this.',
  waitlistedJoin: 'You are on the waiting list: the join link is for confirmed seats.',
  joinNotYet: 'The join link opens at {time} (Dhaka time), 15 minutes before the start.',
  ended: 'This event has ended.',
  noJoinUrl: 'The host has not added the join link yet. Please try again in a few minutes.',
  noRecording: 'The recording of this event is not available yet.',
  ticket: 'This ticket link is not valid',
  alreadyCancelledRegistration: 'This registration is already cancelled.',
  cancelledRegistration: 'Your registration is cancelled.',
  cancelAfterStart: 'This event has started: the registration can no longer be cancelled.',
  consultationThanks: 'Thank you! Our advisors will call you soon.',
  consultationMessage: 'Tell us what you would like to talk about',
  consultationNotFound: 'This consultation request does not exist.',
  callBackAt: 'Choose when to call back',
  // Management (instructors and staff)
  alreadyCancelled: 'This event is already cancelled.',
  endedNoChange: 'This event has ended: its time can no longer be changed.',
  cancelledNoChange: 'This event is cancelled: it can no longer be changed.',
  ownCourse: 'Choose one of your own published courses.',
  publishedCourse: 'Choose a published course.',
  genre: 'Choose a topic from the list.',
  speakerInstructor: 'Choose an instructor from the list.',
  seats: 'Seats must be a whole number from 1 to 100000, or empty for no limit.',
  speakerName: "Write the speaker's name",
  agenda: 'List at most 20 agenda items',
} as const;

const atMost = (max: number) => ({ error: `Use at most ${max} characters` });
const text = (max: number) => z.string().trim().max(max, atMost(max));
/** Bangla versions (ADR 026): blank means "not written", and null is stored. */
const optionalText = (max: number) => text(max).nullable();
/** Any provider (Zoom, Meet, Jitsi, Teams, YouTube...), but only over https. */
const httpsUrl = z
  .string({ error: LIVE_CLASS_MESSAGES.url })
  .trim()
  .max(2000, atMost(2000))
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i, {
    error: LIVE_CLASS_MESSAGES.url,
  });
/** A picture: an https link or a path of our own (`/media/...`), or '' for none. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, atMost(2000))
  .regex(/^(https:\/\/\S+|\/\S*)?$/, { error: LIVE_CLASS_MESSAGES.url });
const title = z
  .string({ error: LIVE_CLASS_MESSAGES.title })
  .trim()
  .min(1, { error: LIVE_CLASS_MESSAGES.title })
  .max(120, atMost(120));
const dhakaDate = z.string({ error: LIVE_CLASS_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: LIVE_CLASS_MESSAGES.date,
});
const dhakaTime = z.string({ error: LIVE_CLASS_MESSAGES.time }).regex(/^\d{2}:\d{2}$/, {
  error: LIVE_CLASS_MESSAGES.time,
});
const duration = z
  .number({ error: LIVE_CLASS_MESSAGES.duration })
  .int({ error: LIVE_CLASS_MESSAGES.duration })
  .min(EVENT_MIN_MINUTES, { error: LIVE_CLASS_MESSAGES.duration })
  .max(EVENT_MAX_MINUTES, { error: LIVE_CLASS_MESSAGES.duration });
const seatCap = z
  .number({ error: EVENT_MESSAGES.seats })
  .int({ error: EVENT_MESSAGES.seats })
  .min(1, { error: EVENT_MESSAGES.seats })
  .max(EVENT_MAX_SEATS, { error: EVENT_MESSAGES.seats })
  .nullable();
const agenda = z.array(text(200).min(1, { error: 'Write the agenda item' })).max(20, {
  error: EVENT_MESSAGES.agenda,
});

/** A registration's bearer ticket (URL-safe base64). */
export const EventTicket = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, { error: EVENT_MESSAGES.ticket });

/** The registrant calls: the signed-in owner needs nothing, a visitor sends the ticket here or in the header. */
export const EventTicketQuery = z.object({ ticket: EventTicket.optional() });
export type EventTicketQuery = z.infer<typeof EventTicketQuery>;

export const EventWhen = z.enum(['upcoming', 'past'], { error: 'Choose upcoming or past' });
export type EventWhen = z.infer<typeof EventWhen>;

/** `GET course/master-class/`: upcoming soonest first, past latest first. */
export const EventListQuery = PageQuery.extend({ when: EventWhen.default('upcoming') });
export type EventListQuery = z.input<typeof EventListQuery>;

/** `GET course/free-classes/`: `topic` is a genre's slug. */
export const FreeClassListQuery = EventListQuery.extend({
  topic: z
    .string()
    .trim()
    .max(100, atMost(100))
    .optional()
    .transform((value) => value || undefined),
});
export type FreeClassListQuery = z.input<typeof FreeClassListQuery>;

export const EventSpeaker = z.object({
  name: z.string(),
  /** In the reader's language (English when there is no Bangla). */
  title: z.string(),
  /** A URL, or '' for none. */
  photo: z.string(),
  /** The speaker's public instructor profile, when they have one. */
  instructor_id: z.number().int().nullable(),
});
export type EventSpeaker = z.infer<typeof EventSpeaker>;

export const EventTopic = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type EventTopic = z.infer<typeof EventTopic>;

/** The course the event leads to: only a published one is shown. */
export const EventRelatedCourse = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type EventRelatedCourse = z.infer<typeof EventRelatedCourse>;

/** The caller's own registration (signed in), or the ticket's. */
export const MyEventRegistration = z.object({
  id: z.number().int(),
  status: EventRegistrationStatus,
  /** 1 = next to get a seat; null unless waitlisted. */
  waitlist_position: z.number().int().nullable(),
  /** They clicked join at least once. */
  attended: z.boolean(),
});
export type MyEventRegistration = z.infer<typeof MyEventRegistration>;

/** One event as the lists, the teaser and the chatbot show it; texts in the reader's language. */
export const EventCard = z.object({
  id: z.number().int(),
  kind: EventKind,
  title: z.string(),
  summary: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  speaker: EventSpeaker,
  cover_image: z.string(),
  topic: EventTopic.nullable(),
  /** Null: no cap. */
  seat_cap: z.number().int().nullable(),
  /** Null: no cap. */
  seats_left: z.number().int().nullable(),
  /** Every seat is taken: a new registration goes on the waiting list. */
  is_full: z.boolean(),
  has_recording: z.boolean(),
  /** Effective: open, scheduled and not started. */
  registration_open: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  state: z.enum(EVENT_STATES),
  related_course: EventRelatedCourse.nullable(),
  my_registration: MyEventRegistration.nullable(),
});
export type EventCard = z.infer<typeof EventCard>;

/** `GET course/masterclass-details/{id}/` and `GET course/free-classes/{id}/`. */
export const EventDetail = EventCard.extend({
  /** Markdown. */
  description: z.string(),
  agenda: z.array(z.string()),
  /** Confirmed seats taken. */
  registered_count: z.number().int(),
  waitlist_count: z.number().int(),
  /** The caller may watch the recording now (a registrant, or everyone once it is public). */
  recording_available: z.boolean(),
  recording_public: z.boolean(),
  /** When registrants may join (from 15 minutes before the start until the end). */
  join_opens_at: z.string(),
});
export type EventDetail = z.infer<typeof EventDetail>;

export const EventList = paginated(EventCard);
export type EventList = z.infer<typeof EventList>;

/** `GET course/free-classes/`: the page, and every topic that has a free class (for the filter chips). */
export const FreeClassList = EventList.extend({ topics: z.array(EventTopic) });
export type FreeClassList = z.infer<typeof FreeClassList>;

/** `GET marketing/upcoming-masterclass/`: the next scheduled masterclass that has not ended. */
export const UpcomingMasterclass = z.object({ masterclass: EventCard.nullable() });
export type UpcomingMasterclass = z.infer<typeof UpcomingMasterclass>;

const registrantName = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(2, 'Enter your name')
  .max(80, 'Your name can be at most 80 characters');
const registrantPhone = z.string({ error: 'Enter your mobile number' }).pipe(BdPhone);
const registrantEmail = Email.transform((value) => value.toLowerCase());

/** `POST course/masterclass-registration/`. */
export const MasterclassRegistrationRequest = z.object({
  masterclass_id: Id,
  name: registrantName,
  phone: registrantPhone,
  email: registrantEmail,
  profession: z
    .string()
    .trim()
    .max(120, atMost(120))
    .optional()
    .transform((value) => value || undefined),
});
export type MasterclassRegistrationRequest = z.input<typeof MasterclassRegistrationRequest>;

/** `POST course/free-class/register/`. */
export const FreeClassRegistrationRequest = z.object({
  free_class_id: Id,
  name: registrantName,
  phone: registrantPhone,
  email: registrantEmail,
});
export type FreeClassRegistrationRequest = z.input<typeof FreeClassRegistrationRequest>;

export const EventRegistrationSummary = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  status: EventRegistrationStatus,
  waitlist_position: z.number().int().nullable(),
});
export type EventRegistrationSummary = z.infer<typeof EventRegistrationSummary>;

/**
 * 201 of both registrations. `ticket` opens the registration without an account (the success page keeps
 * it); it is shown here once and sent in the confirmation. A second registration with the same e-mail or
 * phone is a 409 whose field errors name `email` or `phone` (never the first one's ticket).
 */
export const EventRegistrationCreated = z.object({
  detail: z.string(),
  registration: EventRegistrationSummary,
  ticket: z.string(),
});
export type EventRegistrationCreated = z.infer<typeof EventRegistrationCreated>;

/**
 * `POST course/event-registrations/resend/`: after the 409, the joining details go again to the e-mail on
 * file of the registration with this e-mail or phone (rate-limited; the answer is the same either way).
 */
export const EventResendRequest = z
  .object({
    event_id: Id,
    email: z
      .string()
      .trim()
      .max(254, 'This e-mail is too long')
      .optional()
      .transform((value) => value?.toLowerCase() || undefined)
      .pipe(z.email('Enter a valid e-mail address').optional()),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(BdPhone.optional()),
  })
  .refine((body) => body.email || body.phone, { error: EVENT_MESSAGES.resendDetails, path: ['email'] });
export type EventResendRequest = z.input<typeof EventResendRequest>;

export const EventDetailMessage = z.object({ detail: z.string() });
export type EventDetailMessage = z.infer<typeof EventDetailMessage>;

export const EventCalendarLinks = z.object({
  /** The event's .ics (public, no personal data): an absolute URL of the API. */
  ics_url: z.string(),
  /** https://calendar.google.com/calendar/render?action=TEMPLATE&... */
  google_url: z.string(),
});
export type EventCalendarLinks = z.infer<typeof EventCalendarLinks>;

export const EventJoinWindow = z.object({ opens_at: z.string(), closes_at: z.string() });
export type EventJoinWindow = z.infer<typeof EventJoinWindow>;

/** `GET course/event-registrations/{id}/` (the owner or the ticket). */
export const EventRegistrationDetail = z.object({
  registration: EventRegistrationSummary.extend({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    profession: z.string().nullable(),
    created_at: z.string(),
    attended: z.boolean(),
  }),
  event: EventCard,
  calendar: EventCalendarLinks,
  join_window: EventJoinWindow,
  /** The join call would answer the link now (confirmed, inside the window, a link set). */
  can_join: z.boolean(),
  recording_available: z.boolean(),
});
export type EventRegistrationDetail = z.infer<typeof EventRegistrationDetail>;

/** `DELETE course/event-registrations/{id}/`: the registration, now cancelled. */
export const EventRegistrationCancelled = z.object({
  detail: z.string(),
  registration: EventRegistrationSummary,
});
export type EventRegistrationCancelled = z.infer<typeof EventRegistrationCancelled>;

export const MyEventItem = z.object({
  registration: MyEventRegistration,
  event: EventCard,
  join_window: EventJoinWindow,
});
export type MyEventItem = z.infer<typeof MyEventItem>;

/** `GET course/my-events/`: upcoming (soonest first) and past (latest first); cancelled ones left out. */
export const MyEvents = z.object({ upcoming: z.array(MyEventItem), past: z.array(MyEventItem) });
export type MyEvents = z.infer<typeof MyEvents>;

/** `POST course/events/{id}/join/`: the meeting link, only inside the join window. */
export const EventJoin = z.object({ join_url: z.string() });
export type EventJoin = z.infer<typeof EventJoin>;

/** `GET course/events/{id}/recording/`. */
export const EventRecording = z.object({
  event_id: z.number().int(),
  kind: EventKind,
  title: z.string(),
  summary: z.string(),
  starts_at: z.string(),
  speaker: EventSpeaker,
  recording_url: z.string(),
  related_course: EventRelatedCourse.nullable(),
});
export type EventRecording = z.infer<typeof EventRecording>;

/** `GET course/events/{id}/calendar.ics`: text/calendar. */
export const IcsFile = z
  .string()
  .meta({ format: 'binary', description: 'An iCalendar file (text/calendar)' });

/** `POST course/masterclass-consultation/`: ask an advisor to call back (staff's follow-up queue). */
export const MasterclassConsultationRequest = z.object({
  masterclass_id: Id.optional(),
  name: registrantName,
  phone: registrantPhone,
  email: z
    .string()
    .trim()
    .max(254, 'This e-mail is too long')
    .optional()
    .transform((value) => value?.toLowerCase() || undefined)
    .pipe(z.email('Enter a valid e-mail address').optional()),
  message: z
    .string({ error: EVENT_MESSAGES.consultationMessage })
    .trim()
    .min(1, { error: EVENT_MESSAGES.consultationMessage })
    .max(1000, 'Keep your message under 1000 characters'),
  preferred_time: z
    .string()
    .trim()
    .max(80, 'Keep it short, like "after 7 pm"')
    .optional()
    .transform((value) => value || undefined),
});
export type MasterclassConsultationRequest = z.input<typeof MasterclassConsultationRequest>;

export const ConsultationCreated = z.object({ id: z.number().int(), detail: z.string() });
export type ConsultationCreated = z.infer<typeof ConsultationCreated>;

export const EventParams = z.object({ id: idFromText() });
export type EventParams = z.infer<typeof EventParams>;

/* ------------------------------------------------------------------------------------------------------
 * Management: instructors for the events they host, staff for all (staff pass every role check).
 * ---------------------------------------------------------------------------------------------------- */

/** `GET instructor/events/`: staff see every host's, instructors their own. */
export const ManagedEventsQuery = PageQuery.extend({
  when: z.enum(['upcoming', 'past', 'all'], { error: 'Choose upcoming, past or all' }).default('upcoming'),
  kind: EventKind.optional(),
});
export type ManagedEventsQuery = z.input<typeof ManagedEventsQuery>;

/** Registrations -> confirmed -> attended -> purchases of the related course after the event. */
export const EventFunnel = z.object({
  /** Every registration ever made (cancelled ones included). */
  registered: z.number().int(),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  cancelled: z.number().int(),
  attended: z.number().int(),
  /** Paid orders of the related course by registrants (account or e-mail), after the start. */
  purchases: z.number().int(),
  /** Poisha. */
  revenue: z.number().int(),
});
export type EventFunnel = z.infer<typeof EventFunnel>;

/** One event as its host or staff edit it: both languages, the link, the Dhaka date and time. */
export const ManagedEvent = z.object({
  id: z.number().int(),
  kind: EventKind,
  status: z.enum(EVENT_STATUSES),
  state: z.enum(EVENT_STATES),
  title: z.string(),
  title_bn: z.string().nullable(),
  summary: z.string(),
  summary_bn: z.string().nullable(),
  description: z.string(),
  description_bn: z.string().nullable(),
  agenda: z.array(z.string()),
  agenda_bn: z.array(z.string()),
  genre_id: z.number().int().nullable(),
  speaker_name: z.string(),
  speaker_title: z.string(),
  speaker_title_bn: z.string().nullable(),
  speaker_photo: z.string(),
  speaker_instructor_id: z.number().int().nullable(),
  host: z.object({ id: z.number().int(), name: z.string() }),
  related_course: EventRelatedCourse.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The start on a Dhaka clock, as the form's inputs take it. */
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number().int(),
  seat_cap: z.number().int().nullable(),
  registration_open: z.boolean(),
  join_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  recording_public: z.boolean(),
  cover_image: z.string(),
  /** The post-masterclass offer's code, once created. */
  offer_code: z.string().nullable(),
  funnel: EventFunnel,
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type ManagedEvent = z.infer<typeof ManagedEvent>;

export const ManagedEventList = paginated(ManagedEvent);
export type ManagedEventList = z.infer<typeof ManagedEventList>;

/** `POST instructor/events/`: `date` and `time` on a Dhaka clock. */
export const EventCreate = z.object({
  kind: EventKind,
  title,
  title_bn: optionalText(120).default(null),
  summary: text(300).default(''),
  summary_bn: optionalText(300).default(null),
  /** Markdown. */
  description: text(20_000).default(''),
  description_bn: optionalText(20_000).default(null),
  agenda: agenda.default([]),
  agenda_bn: agenda.default([]),
  genre_id: Id.nullable().default(null),
  speaker_name: z
    .string({ error: EVENT_MESSAGES.speakerName })
    .trim()
    .min(1, { error: EVENT_MESSAGES.speakerName })
    .max(120, atMost(120)),
  speaker_title: text(160).default(''),
  speaker_title_bn: optionalText(160).default(null),
  speaker_photo: imageUrl.default(''),
  speaker_instructor_id: Id.nullable().default(null),
  related_course_id: Id.nullable().default(null),
  date: dhakaDate,
  time: dhakaTime,
  duration_minutes: duration,
  seat_cap: seatCap.default(null),
  registration_open: z.boolean().default(true),
  join_url: httpsUrl.nullable().default(null),
  cover_image: imageUrl.default(''),
});
export type EventCreate = z.input<typeof EventCreate>;

/**
 * `PATCH instructor/events/{id}/`: what changes (the kind stays). A new start needs its date and time
 * together; registrants are told of it (`rescheduled`) and their reminders re-armed for it. Raising the
 * seat cap moves the waiting list up.
 */
export const EventUpdate = z
  .object({
    title: title.optional(),
    title_bn: optionalText(120).optional(),
    summary: text(300).optional(),
    summary_bn: optionalText(300).optional(),
    description: text(20_000).optional(),
    description_bn: optionalText(20_000).optional(),
    agenda: agenda.optional(),
    agenda_bn: agenda.optional(),
    genre_id: Id.nullable().optional(),
    speaker_name: z
      .string({ error: EVENT_MESSAGES.speakerName })
      .trim()
      .min(1, { error: EVENT_MESSAGES.speakerName })
      .max(120, atMost(120))
      .optional(),
    speaker_title: text(160).optional(),
    speaker_title_bn: optionalText(160).optional(),
    speaker_photo: imageUrl.optional(),
    speaker_instructor_id: Id.nullable().optional(),
    related_course_id: Id.nullable().optional(),
    date: dhakaDate.optional(),
    time: dhakaTime.optional(),
    duration_minutes: duration.optional(),
    seat_cap: seatCap.optional(),
    registration_open: z.boolean().optional(),
    join_url: httpsUrl.nullable().optional(),
    cover_image: imageUrl.optional(),
  })
  .refine((value) => (value.date === undefined) === (value.time === undefined), {
    error: LIVE_CLASS_MESSAGES.dateAndTime,
    path: ['date'],
  });
export type EventUpdate = z.input<typeof EventUpdate>;

/**
 * `PUT instructor/events/{id}/recording/`: a link (after the event has ended) or null to take it down,
 * and whether everyone may watch it. The first link attached is sent to the registrants.
 */
export const EventRecordingUpdate = z.object({
  recording_url: httpsUrl.nullable(),
  recording_public: z.boolean().default(false),
});
export type EventRecordingUpdate = z.input<typeof EventRecordingUpdate>;

/** What the create/edit form offers: topics, the related courses the caller may pick, speakers. */
export const EventFormOptions = z.object({
  time_zone: z.literal('Asia/Dhaka'),
  topics: z.array(EventTopic),
  /** Published courses: the caller's own for an instructor, any for staff. */
  courses: z.array(EventRelatedCourse),
  /** Instructor profiles a speaker can be linked to (the caller's own for an instructor, any for staff). */
  instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type EventFormOptions = z.infer<typeof EventFormOptions>;

export const EventRegistrationsQuery = PageQuery.extend({
  status: EventRegistrationStatus.optional(),
});
export type EventRegistrationsQuery = z.input<typeof EventRegistrationsQuery>;

export const EventRegistrationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  profession: z.string().nullable(),
  status: EventRegistrationStatus,
  waitlist_position: z.number().int().nullable(),
  /** Registered while signed in (or matched to an account). */
  has_account: z.boolean(),
  locale: z.enum(['en', 'bn']),
  created_at: z.string(),
  attended_at: z.string().nullable(),
  join_clicks: z.number().int(),
  /** Bought the related course after the event started. */
  purchased: z.boolean(),
});
export type EventRegistrationRow = z.infer<typeof EventRegistrationRow>;

/** `GET instructor/events/{id}/registrations/`: oldest first, with the event's funnel. */
export const EventRegistrationList = paginated(EventRegistrationRow).extend({ funnel: EventFunnel });
export type EventRegistrationList = z.infer<typeof EventRegistrationList>;

/** `GET staff/events/funnel/`: ended events first (latest first), then upcoming. */
export const EventFunnelQuery = PageQuery.extend({ kind: EventKind.optional() });
export type EventFunnelQuery = z.input<typeof EventFunnelQuery>;

export const EventFunnelRow = z.object({
  event: z.object({
    id: z.number().int(),
    kind: EventKind,
    title: z.string(),
    starts_at: z.string(),
    state: z.enum(EVENT_STATES),
    related_course: EventRelatedCourse.nullable(),
  }),
  funnel: EventFunnel,
});
export type EventFunnelRow = z.infer<typeof EventFunnelRow>;

export const EventFunnelList = paginated(EventFunnelRow).extend({ totals: EventFunnel });
export type EventFunnelList = z.infer<typeof EventFunnelList>;

/** `GET staff/consultations/`: the follow-up queue (due call-backs first, then the newest). */
export const ConsultationQueueQuery = PageQuery.extend({ status: ConsultationStatus.optional() });
export type ConsultationQueueQuery = z.input<typeof ConsultationQueueQuery>;

export const ConsultationItem = z.object({
  id: z.number().int(),
  event: z.object({ id: z.number().int(), kind: EventKind, title: z.string() }).nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  preferred_time: z.string().nullable(),
  status: ConsultationStatus,
  call_back_at: z.string().nullable(),
  staff_note: z.string(),
  handled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsultationItem = z.infer<typeof ConsultationItem>;

export const ConsultationQueue = paginated(ConsultationItem).extend({
  /** How many requests are in each state (the filter's counts). */
  counts: z.record(z.enum(CONSULTATION_STATUSES), z.number().int()),
});
export type ConsultationQueue = z.infer<typeof ConsultationQueue>;

/** `PATCH staff/consultations/{id}/`: `call_back` needs a time to call back. */
export const ConsultationUpdate = z
  .object({
    status: ConsultationStatus.optional(),
    call_back_at: z.iso.datetime({ offset: true, error: EVENT_MESSAGES.callBackAt }).nullable().optional(),
    staff_note: text(2000).optional(),
  })
  .refine((value) => value.status !== 'call_back' || Boolean(value.call_back_at), {
    error: EVENT_MESSAGES.callBackAt,
    path: ['call_back_at'],
  });
export type ConsultationUpdate = z.input<typeof ConsultationUpdate>;
