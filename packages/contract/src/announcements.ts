import { z } from 'zod';
import { idFromText } from './common';

/*
 * Course announcements (issue 17 item 7): the instructor of a published course writes to all its learners;
 * each learner is told in the bell and by e-mail (unless they switched the kind off or unsubscribed from
 * this course's announcements with the e-mail's signed link, which works without signing in).
 */

export const ANNOUNCEMENT_TITLE_MAX = 160;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
export const ANNOUNCEMENT_PAGE_MAX = 50;

export const ANNOUNCEMENT_NOT_FOUND_MESSAGE = 'This announcement does not exist.';
export const ANNOUNCEMENT_COURSE_NOT_FOUND_MESSAGE = 'This course is not among the courses you teach.';
export const ANNOUNCEMENT_NOT_PUBLISHED_MESSAGE =
  'Announcements go to the learners of a published course: publish this course first.';
export const ANNOUNCEMENT_NOT_ENROLLED_MESSAGE = 'Enrol in this course to read its announcements.';
export const UNSUBSCRIBE_TOKEN_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Open the link from the e-mail again, or switch e-mails off in your notification settings.';

/** Written by the instructor: a title and a Markdown body (rendered sanitised, as articles are). */
export const AnnouncementInput = z.object({
  title: z
    .string({ error: 'Write a title' })
    .trim()
    .min(3, 'Write a title of at least 3 characters')
    .max(ANNOUNCEMENT_TITLE_MAX, `Keep the title under ${ANNOUNCEMENT_TITLE_MAX} characters`),
  body: z
    .string({ error: 'Write the announcement' })
    .trim()
    .min(10, 'Write the announcement in at least 10 characters')
    .max(ANNOUNCEMENT_BODY_MAX, `Keep the announcement under ${ANNOUNCEMENT_BODY_MAX} characters`),
});
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

/** An opaque position in a list (base64url of the last row's id). */
const Cursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'This page link is not valid')
  .optional();
const Limit = z.coerce
  .number()
  .int('Page size must be a whole number')
  .min(1, 'Page size must be at least 1')
  .max(ANNOUNCEMENT_PAGE_MAX, 'Page size can be at most 50')
  .default(10);

/** `GET course/announcements/`: the learner's announcements, newest first, of one course or all of theirs. */
export const AnnouncementPageQuery = z.object({
  course: idFromText('Course').optional(),
  cursor: Cursor,
  limit: Limit,
});
export type AnnouncementPageQuery = z.input<typeof AnnouncementPageQuery>;

export const TeachingAnnouncementsQuery = z.object({ cursor: Cursor, limit: Limit });
export type TeachingAnnouncementsQuery = z.input<typeof TeachingAnnouncementsQuery>;

export const AnnouncementItem = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  title: z.string(),
  /** Markdown, as written. */
  body: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Null until the instructor edits it (an edit is not sent again). */
  edited_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AnnouncementItem = z.infer<typeof AnnouncementItem>;

/** The learner's page: the announcements and the courses they can filter by (theirs with announcements). */
export const AnnouncementPage = z.object({
  results: z.array(AnnouncementItem),
  next_cursor: z.string().nullable(),
  courses: z.array(z.object({ id: z.number().int(), title: z.string(), count: z.number().int() })),
});
export type AnnouncementPage = z.infer<typeof AnnouncementPage>;

/** What the instructor sees of each: how many it reached when it was sent. */
export const TeachingAnnouncement = AnnouncementItem.extend({
  /** Learners told in the bell. */
  recipients: z.number().int(),
  /** Of those, the ones e-mailed (the others switched announcement e-mails off or unsubscribed). */
  emailed: z.number().int(),
});
export type TeachingAnnouncement = z.infer<typeof TeachingAnnouncement>;

export const TeachingAnnouncementPage = z.object({
  results: z.array(TeachingAnnouncement),
  next_cursor: z.string().nullable(),
  /** How many learners a new announcement would reach now (the course's learners). */
  audience: z.number().int(),
});
export type TeachingAnnouncementPage = z.infer<typeof TeachingAnnouncementPage>;

export const AnnouncementIdParam = z.object({ id: idFromText('Announcement') });
export const AnnouncementCourseParam = z.object({ id: idFromText('Course') });

/** The signed token of an e-mail's unsubscribe link (`v1.<user>.<course>.<signature>`). */
export const UnsubscribeToken = z
  .string({ error: UNSUBSCRIBE_TOKEN_INVALID_MESSAGE })
  .regex(/^v1\.\d{1,10}\.\d{1,10}\.[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_TOKEN_INVALID_MESSAGE);

export const UnsubscribeQuery = z.object({ token: UnsubscribeToken });
/**
 * `POST announcements/unsubscribe/?token=`: the page's button, and mail clients' one-click unsubscribe
 * (RFC 8058), which POSTs `List-Unsubscribe=One-Click` as a form to the same address.
 */
export const UnsubscribeAction = z.object({
  token: UnsubscribeToken,
  /** `false` undoes an unsubscribe (the page's "Undo"). */
  subscribed: z
    .enum(['true', 'false'], { error: 'Say true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** Whose e-mails the link is about, and whether they still come. No address or name: the link may travel. */
export const UnsubscribeStatus = z.object({
  course_title: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatus>;
