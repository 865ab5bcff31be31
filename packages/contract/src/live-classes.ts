import { z } from 'zod';
import { idFromText } from './common';

/*
 * Live classes (issue 17 item 9): an instructor schedules a live module on a course they teach (draft or
 * published, never archived), reschedules or cancels it, and attaches its recording afterwards. Dates and
 * times are entered as a Dhaka clock reads them (Asia/Dhaka, UTC+6 all year) and stored in UTC.
 */

export const LIVE_CLASS_MESSAGES = {
  notFound: 'That live class is not in this course.',
  archived: 'This course is archived: its live classes can no longer be scheduled or changed.',
  past: 'Choose a start time in the future (Dhaka time).',
  ended: 'This class has ended: it can no longer be rescheduled. Attach its recording instead.',
  notEnded: 'A recording can be attached once the class has ended.',
  date: 'Enter the date as YYYY-MM-DD',
  time: 'Enter the time as HH:MM (24-hour, Dhaka time)',
  noSuchDate: 'This date or time does not exist',
  url: 'Enter a full link starting with https://',
  title: 'Write a title',
  duration: 'A class lasts from 15 minutes to 8 hours',
  position: 'Choose a place in the curriculum, from 1 to one after the last module',
  dateAndTime: 'Send the date and the time together',
} as const;

export const LIVE_CLASS_MIN_MINUTES = 15;
export const LIVE_CLASS_MAX_MINUTES = 480;
/** Enrolled learners are reminded this long before a class starts. */
export const LIVE_CLASS_REMINDER_MINUTES = 60;

const atMost = (max: number) => ({ error: `Use at most ${max} characters` });
/** Any provider (Zoom, Meet, Jitsi, Teams...), but only over https: the link is opened from our pages. */
const httpsUrl = z
  .string({ error: LIVE_CLASS_MESSAGES.url })
  .trim()
  .max(2000, atMost(2000))
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i, {
    error: LIVE_CLASS_MESSAGES.url,
  });
const title = z
  .string({ error: LIVE_CLASS_MESSAGES.title })
  .trim()
  .min(1, { error: LIVE_CLASS_MESSAGES.title })
  .max(120, atMost(120));
const description = z.string().trim().max(2000, atMost(2000));
const dhakaDate = z.string({ error: LIVE_CLASS_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: LIVE_CLASS_MESSAGES.date,
});
const dhakaTime = z.string({ error: LIVE_CLASS_MESSAGES.time }).regex(/^\d{2}:\d{2}$/, {
  error: LIVE_CLASS_MESSAGES.time,
});
const duration = z
  .number({ error: LIVE_CLASS_MESSAGES.duration })
  .int({ error: LIVE_CLASS_MESSAGES.duration })
  .min(LIVE_CLASS_MIN_MINUTES, { error: LIVE_CLASS_MESSAGES.duration })
  .max(LIVE_CLASS_MAX_MINUTES, { error: LIVE_CLASS_MESSAGES.duration });
const position = z
  .number({ error: LIVE_CLASS_MESSAGES.position })
  .int({ error: LIVE_CLASS_MESSAGES.position })
  .min(1, { error: LIVE_CLASS_MESSAGES.position })
  .max(1000, { error: LIVE_CLASS_MESSAGES.position });

/** `POST instructor/courses/{id}/live-classes/`: `date` and `time` on a Dhaka clock. */
export const LiveClassCreate = z.object({
  title,
  description: description.default(''),
  date: dhakaDate,
  time: dhakaTime,
  duration_minutes: duration,
  join_url: httpsUrl,
  /** Where in the curriculum (1 = first); the end when left out. */
  position: position.optional(),
});
export type LiveClassCreate = z.input<typeof LiveClassCreate>;

/** `PATCH .../live-classes/{module_id}/`: what changes; a new start needs its date and time together. */
export const LiveClassUpdate = z
  .object({
    title: title.optional(),
    description: description.optional(),
    date: dhakaDate.optional(),
    time: dhakaTime.optional(),
    duration_minutes: duration.optional(),
    join_url: httpsUrl.optional(),
    position: position.optional(),
  })
  .refine((value) => (value.date === undefined) === (value.time === undefined), {
    error: LIVE_CLASS_MESSAGES.dateAndTime,
    path: ['date'],
  });
export type LiveClassUpdate = z.input<typeof LiveClassUpdate>;

/** `PUT .../live-classes/{module_id}/recording/`: a link to the recording, or null to take it down. */
export const LiveClassRecording = z.object({ recording_url: httpsUrl.nullable() });
export type LiveClassRecording = z.input<typeof LiveClassRecording>;

export const LiveClassParams = z.object({ id: idFromText(), module_id: idFromText() });
export type LiveClassParams = z.infer<typeof LiveClassParams>;

export const LIVE_CLASS_STATUSES = ['upcoming', 'live', 'ended'] as const;

/** One live class as its instructor sees it: the link always, and the Dhaka date and time as entered. */
export const TeachingLiveClass = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Its place among the course's modules (1 = first). */
  position: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The start on a Dhaka clock, as the form's inputs take it. */
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number().int(),
  join_url: z.string(),
  recording_url: z.string().nullable(),
  status: z.enum(LIVE_CLASS_STATUSES),
  /** Enrolled learners have had their reminder (an hour before the start). */
  reminded: z.boolean(),
});
export type TeachingLiveClass = z.infer<typeof TeachingLiveClass>;

/** `GET instructor/courses/{id}/live-classes/`: upcoming first (soonest first), then ended (latest first). */
export const TeachingLiveClasses = z.object({
  time_zone: z.literal('Asia/Dhaka'),
  /** False on an archived course: the list is read-only. */
  can_schedule: z.boolean(),
  /** The course's modules, live or not: a new class goes at most one after the last. */
  modules_count: z.number().int(),
  /** Learners who are told of each change. */
  learners: z.number().int(),
  upcoming: z.array(TeachingLiveClass),
  past: z.array(TeachingLiveClass),
});
export type TeachingLiveClasses = z.infer<typeof TeachingLiveClasses>;
