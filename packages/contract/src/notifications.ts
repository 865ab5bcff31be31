import { z } from 'zod';
import { ApplicationStage } from './hiring';

/*
 * One notification centre for every role (issue 17 item 8). A notification is stored as its kind and the
 * structured parameters needed to word it, never as a sentence: the web says it in the reader's language
 * (English or Bangla) when it is shown, so switching language rewords the whole history.
 */

/** Every kind there is (a closed list: the database checks it, the web words each one). */
export const NOTIFICATION_KINDS = [
  // Learners.
  'certificate_issued',
  'order_paid',
  'question_answered',
  'question_followed_up',
  // Learners (issue 17 item 7): an instructor of their course wrote to every learner.
  'course_announcement',
  // Job seekers.
  'application_stage',
  'contact_request',
  // Recruiters.
  'application_received',
  // Affiliates.
  'affiliate_sale',
  'payout_decided',
  // Instructors (issue 17 item 4: staff's decision on a submitted course).
  'course_published',
  'course_sent_back',
  // Instructors (issue 17 item 8): what happens on the courses they teach.
  'question_asked',
  'review_received',
  'course_enrolled',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS, { error: 'Unknown notification kind' });
export type NotificationKind = z.infer<typeof NotificationKind>;

export type NotificationAudience = 'learner' | 'job_seeker' | 'recruiter' | 'affiliate' | 'instructor';

/** Which role's people receive each kind: the preferences page groups the switches by it. */
export const NOTIFICATION_KIND_AUDIENCE: Record<NotificationKind, NotificationAudience> = {
  certificate_issued: 'learner',
  order_paid: 'learner',
  question_answered: 'learner',
  question_followed_up: 'learner',
  course_announcement: 'learner',
  application_stage: 'job_seeker',
  contact_request: 'job_seeker',
  application_received: 'recruiter',
  affiliate_sale: 'affiliate',
  payout_decided: 'affiliate',
  course_published: 'instructor',
  course_sent_back: 'instructor',
  question_asked: 'instructor',
  review_received: 'instructor',
  course_enrolled: 'instructor',
};

/**
 * Kinds another role receives as well: instructors request payouts through the affiliates' machinery
 * (issue 17 item 5), so their decision belongs with their other teaching news too. The preferences page
 * shows such a kind once, in the first of its groups the reader has.
 */
export const NOTIFICATION_KIND_ALSO_FOR: Partial<Record<NotificationKind, readonly NotificationAudience[]>> =
  {
    payout_decided: ['instructor'],
  };

/**
 * Kinds told in the bell only, never by e-mail: frequent, cheap news (a classmate's follow-up, a new
 * enrolment, a review) that would flood an inbox. They have no e-mail switch; their preference reads off.
 */
export const IN_APP_ONLY_KINDS: readonly NotificationKind[] = [
  'question_followed_up',
  'review_received',
  'course_enrolled',
];

const Text = z.string().max(300);
/** A copied title or name, cut to what `Text` holds (titles are copied at the time of the event). */
export const notificationText = (value: string): string => value.slice(0, 300);
/** Poisha. */
const Money = z.number().int();

/** The parameters of each kind: what the sentence needs, copied at the time of the event. */
export const NotificationParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('certificate_issued'), course_title: Text, serial: Text }),
  z.object({ kind: z.literal('order_paid'), item_title: Text, total: Money }),
  z.object({
    kind: z.literal('application_stage'),
    job_title: Text,
    company_name: Text,
    stage: ApplicationStage,
  }),
  z.object({ kind: z.literal('contact_request'), company_name: Text, job_title: Text.nullable() }),
  z.object({ kind: z.literal('application_received'), job_title: Text, applicant_name: Text }),
  z.object({ kind: z.literal('affiliate_sale'), item_title: Text, amount: Money }),
  z.object({
    kind: z.literal('payout_decided'),
    amount: Money,
    status: z.enum(['paid', 'rejected']),
  }),
  z.object({ kind: z.literal('course_published'), course_title: Text }),
  /** `note`: staff's reasons, as the instructor reads them on the course page too. */
  z.object({ kind: z.literal('course_sent_back'), course_title: Text, note: z.string().max(2000) }),
  /** `answered_by`: the course's instructor, or Dokkho's staff stepping in. */
  z.object({
    kind: z.literal('question_answered'),
    course_title: Text,
    question_title: Text,
    answerer_name: Text,
    answered_by: z.enum(['instructor', 'staff']),
  }),
  z.object({
    kind: z.literal('question_followed_up'),
    course_title: Text,
    question_title: Text,
    author_name: Text,
  }),
  /** `title`: the announcement's; `author_name`: the instructor who wrote it. */
  z.object({
    kind: z.literal('course_announcement'),
    course_title: Text,
    title: Text,
    author_name: Text,
  }),
  z.object({ kind: z.literal('question_asked'), course_title: Text, question_title: Text, asker_name: Text }),
  z.object({
    kind: z.literal('review_received'),
    course_title: Text,
    learner_name: Text,
    rating: z.number().int().min(1).max(5),
  }),
  /** `paid`: the seat was bought (an order), not taken free. */
  z.object({ kind: z.literal('course_enrolled'), course_title: Text, learner_name: Text, paid: z.boolean() }),
]);
export type NotificationParams = z.infer<typeof NotificationParams>;

/** One notification as the reader sees it: the kind's parameters, where it leads, whether it was read. */
export const NotificationItem = z.object({
  id: z.number().int(),
  params: NotificationParams,
  /** A path of the web app (`/newDashboard/certificates`), never an outside address. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NOTIFICATION_PAGE_MAX = 50;

/**
 * `GET notifications/`: newest first, a page at a time by cursor (`before` is the last id of the previous
 * page): new notifications arriving while one reads never shift the pages.
 */
export const NotificationListQuery = z.object({
  before: z.coerce
    .number()
    .int('The cursor is a whole number')
    .min(1, 'The cursor is a whole number')
    .optional(),
  limit: z.coerce
    .number()
    .int('The page size is a whole number')
    .min(1, 'Ask for at least 1 notification')
    .max(NOTIFICATION_PAGE_MAX, 'Ask for at most 50 notifications')
    .default(20),
  unread: z
    .enum(['true', 'false'], { error: 'Say true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof NotificationListQuery>;

export const NotificationList = z.object({
  results: z.array(NotificationItem),
  /** The `before` of the next page; null on the last one. */
  next_cursor: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationUnreadCount = z.object({ unread: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof NotificationUnreadCount>;

export const NotificationParamsPath = z.object({
  id: z.coerce.number({ error: 'Not found.' }).int('Not found.').min(1, 'Not found.'),
});

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'This notification does not exist.';

/**
 * `GET|PUT notifications/preferences/`: whether each kind is also e-mailed (on until switched off; the
 * in-app-only kinds read off and cannot be switched on).
 */
export const NotificationPreferences = z.object({
  email: z.record(NotificationKind, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** `PUT notifications/preferences/`: the kinds to change; the others stay as they are. */
export const NotificationPreferencesUpdate = z.object({
  email: z.partialRecord(NotificationKind, z.boolean({ error: 'Say on or off' })),
});
export type NotificationPreferencesUpdate = z.input<typeof NotificationPreferencesUpdate>;
