import { z } from 'zod';
import { Id, idFromText } from './common';

/*
 * Support sessions (issue 18 item 6, docs/decisions/043): staff publish one-to-one calls with a career
 * advisor, entered on a Dhaka clock (Asia/Dhaka, UTC+6 all year) and stored in UTC; a signed-in learner
 * books a free one with a short note, cancels it or moves it to another free slot.
 */

export const SUPPORT_SESSION_MESSAGES = {
  slotNotFound: 'That session is not available.',
  slotTaken: 'Someone has just booked this session. Choose another time.',
  slotPast: 'This session has already started. Choose a later time.',
  tooMany: 'You already have an upcoming session. Cancel or reschedule it to book another.',
  bookingNotFound: 'That booking is not yours or does not exist.',
  bookingOver: 'This session has already started: it can no longer be changed.',
  sameSlot: 'Your session is already at this time.',
  note: 'Tell the advisor in a few words what you want help with',
  topics: 'Choose at least one topic',
  advisorName: "Write the advisor's name",
  date: 'Enter the date as YYYY-MM-DD',
  time: 'Enter the time as HH:MM (24-hour, Dhaka time)',
  noSuchDate: 'This date or time does not exist',
  past: 'Choose a start time in the future (Dhaka time).',
  url: 'Enter a full link starting with https://',
  duration: 'A session lasts from 15 minutes to 2 hours',
  slotCancelled: 'This session is already cancelled.',
} as const;

/** A learner may hold this many upcoming sessions at once. */
export const SUPPORT_SESSION_MAX_UPCOMING = 1;
/** The booked learner is reminded this long before the call. */
export const SUPPORT_SESSION_REMINDER_MINUTES = 60;
/** How far ahead the public list of free slots looks. */
export const SUPPORT_SESSION_HORIZON_DAYS = 30;

export const ADVISOR_TOPICS = [
  'cv_review',
  'career_change',
  'interview_practice',
  'course_choice',
  'freelancing',
] as const;
export const AdvisorTopic = z.enum(ADVISOR_TOPICS, { error: SUPPORT_SESSION_MESSAGES.topics });
export type AdvisorTopic = z.infer<typeof AdvisorTopic>;

const atMost = (max: number) => ({ error: `Use at most ${max} characters` });
/** Any provider (Zoom, Meet, Jitsi, Teams...), over https. */
export const HttpsLink = z
  .string({ error: SUPPORT_SESSION_MESSAGES.url })
  .trim()
  .max(2000, atMost(2000))
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i, {
    error: SUPPORT_SESSION_MESSAGES.url,
  });

/** `POST support-sessions/bookings/`. */
export const SupportBookingInput = z.object({
  slot_id: Id,
  note: z
    .string({ error: SUPPORT_SESSION_MESSAGES.note })
    .trim()
    .min(10, { error: SUPPORT_SESSION_MESSAGES.note })
    .max(500, atMost(500)),
});
export type SupportBookingInput = z.input<typeof SupportBookingInput>;

/** `PUT support-sessions/bookings/{id}/slot/`: move the booking to another free slot. */
export const SupportRescheduleInput = z.object({ slot_id: Id });
export type SupportRescheduleInput = z.input<typeof SupportRescheduleInput>;

export const SupportBookingParam = z.object({ id: idFromText() });

/** A free slot as everyone sees it: no link, nobody's name but the advisor's. */
export const SupportSlot = z.object({
  id: z.number().int(),
  advisor_name: z.string(),
  advisor_title: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.number().int(),
  topics: z.array(AdvisorTopic),
});
export type SupportSlot = z.infer<typeof SupportSlot>;

export const SupportSlotList = z.object({ results: z.array(SupportSlot) });
export type SupportSlotList = z.infer<typeof SupportSlotList>;

/** The learner's own booking: the slot, their note, and the meeting link (theirs only). */
export const SupportBooking = z.object({
  id: z.number().int(),
  slot: SupportSlot,
  note: z.string(),
  meeting_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type SupportBooking = z.infer<typeof SupportBooking>;

export const SupportBookingList = z.object({ results: z.array(SupportBooking) });
export type SupportBookingList = z.infer<typeof SupportBookingList>;

const dhakaDate = z.string({ error: SUPPORT_SESSION_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: SUPPORT_SESSION_MESSAGES.date,
});
const dhakaTime = z.string({ error: SUPPORT_SESSION_MESSAGES.time }).regex(/^\d{2}:\d{2}$/, {
  error: SUPPORT_SESSION_MESSAGES.time,
});

/** `POST admin/advisor-slots/`: staff publish a slot, its start on a Dhaka clock. */
export const AdvisorSlotInput = z.object({
  advisor_name: z
    .string({ error: SUPPORT_SESSION_MESSAGES.advisorName })
    .trim()
    .min(2, { error: SUPPORT_SESSION_MESSAGES.advisorName })
    .max(120, atMost(120)),
  advisor_title: z.string().trim().max(160, atMost(160)).default(''),
  date: dhakaDate,
  time: dhakaTime,
  duration_minutes: z
    .number({ error: SUPPORT_SESSION_MESSAGES.duration })
    .int({ error: SUPPORT_SESSION_MESSAGES.duration })
    .min(15, { error: SUPPORT_SESSION_MESSAGES.duration })
    .max(120, { error: SUPPORT_SESSION_MESSAGES.duration }),
  topics: z
    .array(AdvisorTopic, { error: SUPPORT_SESSION_MESSAGES.topics })
    .min(1, { error: SUPPORT_SESSION_MESSAGES.topics })
    .max(ADVISOR_TOPICS.length, { error: SUPPORT_SESSION_MESSAGES.topics }),
  meeting_url: HttpsLink,
});
export type AdvisorSlotInput = z.input<typeof AdvisorSlotInput>;

export const AdvisorSlotParam = z.object({ id: idFromText() });

export const ADVISOR_SLOT_STATES = ['free', 'booked', 'cancelled'] as const;

/** A slot as staff see it: its state, the link, and the booking with the learner's contact and note. */
export const StaffAdvisorSlot = SupportSlot.extend({
  meeting_url: z.string(),
  state: z.enum(ADVISOR_SLOT_STATES),
  booking: z
    .object({
      id: z.number().int(),
      learner_name: z.string(),
      learner_email: z.string(),
      note: z.string(),
      booked_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  /** Earlier bookings of this slot that the learners cancelled (they freed it). */
  cancelled_bookings: z.number().int(),
});
export type StaffAdvisorSlot = z.infer<typeof StaffAdvisorSlot>;

export const StaffAdvisorSlotList = z.object({ results: z.array(StaffAdvisorSlot) });
export type StaffAdvisorSlotList = z.infer<typeof StaffAdvisorSlotList>;
