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
  // Learners (issue 17 item 9): the live classes of the courses they are enrolled in.
  'live_class_scheduled',
  'live_class_changed',
  'live_class_recording',
  'live_class_reminder',
  // Registrants with an account (issue 18): their masterclasses and free classes.
  'event_update',
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
  live_class_scheduled: 'learner',
  live_class_changed: 'learner',
  live_class_recording: 'learner',
  live_class_reminder: 'learner',
  event_update: 'learner',
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
  // Live classes are told in the bell (and the schedule) until events bring e-mail and SMS reminders.
  'live_class_scheduled',
  'live_class_changed',
  'live_class_recording',
  'live_class_reminder',
  // The events send their own e-mails and SMS to every registrant (ADR 042): the bell only repeats them.
  'event_update',
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
  /** `starts_at`: the class's start (ISO), worded in Dhaka time by the web. */
  z.object({
    kind: z.literal('live_class_scheduled'),
    course_title: Text,
    class_title: Text,
    starts_at: z.string(),
  }),
  /** `starts_at`: the new start when rescheduled, the cancelled one's when cancelled. */
  z.object({
    kind: z.literal('live_class_changed'),
    course_title: Text,
    class_title: Text,
    change: z.enum(['rescheduled', 'cancelled']),
    starts_at: z.string(),
  }),
  z.object({ kind: z.literal('live_class_recording'), course_title: Text, class_title: Text }),
  z.object({
    kind: z.literal('live_class_reminder'),
    course_title: Text,
    class_title: Text,
    starts_at: z.string(),
  }),
  /**
   * A masterclass or free class the reader registered for: `message` is what happened (the events'
   * delivery kinds), `starts_at` the start it is about (ISO), worded in Dhaka time by the web.
   */
  z.object({
    kind: z.literal('event_update'),
    event_title: Text,
    event_kind: z.enum(['masterclass', 'free_class']),
    message: z.enum([
      'confirmation',
      'promoted',
      'day_before',
      'hour_before',
      'recording',
      'offer',
      'cancelled',
      'rescheduled',
    ]),
    waitlisted: z.boolean(),
    starts_at: z.string(),
  }),
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
 * `GET|PUT notifications/preferences/`: per kind, whether it is also e-mailed (on until switched off; the
 * in-app-only kinds read off and cannot be switched on) and pushed to the reader's devices that opted in
 * (on until switched off, except the in-app-only kinds, off until switched on: docs/decisions/037).
 */
export const NotificationPreferences = z.object({
  email: z.record(NotificationKind, z.boolean()),
  push: z.record(NotificationKind, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** `PUT notifications/preferences/`: the kinds to change, per channel; the others stay as they are. */
export const NotificationPreferencesUpdate = z.object({
  email: z.partialRecord(NotificationKind, z.boolean({ error: 'Say on or off' })).optional(),
  push: z.partialRecord(NotificationKind, z.boolean({ error: 'Say on or off' })).optional(),
});
export type NotificationPreferencesUpdate = z.input<typeof NotificationPreferencesUpdate>;

/**
 * Bell-only kinds that are still pushed unless switched off: a class about to start, moved or cancelled is
 * news for the phone's lock screen, and until events bring e-mail and SMS reminders (issue 18) a push is the
 * only way it reaches someone who is not looking at Dokkho.
 */
export const TIME_CRITICAL_KINDS: readonly NotificationKind[] = [
  'live_class_scheduled',
  'live_class_changed',
  'live_class_recording',
  'live_class_reminder',
];

/** Whether a kind is pushed when the reader never touched its switch: not the frequent bell-only news. */
export function pushByDefault(kind: NotificationKind): boolean {
  return !IN_APP_ONLY_KINDS.includes(kind) || TIME_CRITICAL_KINDS.includes(kind);
}

/*
 * Web Push (docs/decisions/037): a browser that opted in gives us its push service's endpoint and the keys
 * the payload is encrypted to (the JSON of the browser's PushSubscription), and we push a short message to
 * it whenever a notification is written for its user.
 */

/** `GET notifications/push/key/`: the VAPID public key the browser subscribes with; null when push is off. */
export const PushPublicKey = z.object({ public_key: z.string().nullable() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

export const PUSH_ENDPOINT_MESSAGE = 'The push endpoint must be an https address';
/** The endpoint's longest: push services' are about 200-500 characters. */
const PUSH_ENDPOINT_MAX = 2000;

/**
 * A push service's address: https, or plain http on this machine (a test's local push service; the API
 * refuses that too in production).
 */
export const PushEndpoint = z
  .string({ error: PUSH_ENDPOINT_MESSAGE })
  .max(PUSH_ENDPOINT_MAX, PUSH_ENDPOINT_MESSAGE)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.username || url.password) return false;
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    );
  }, PUSH_ENDPOINT_MESSAGE);

/** Whether an endpoint is a plain-http one on this machine (accepted only outside production). */
export function isLocalPushEndpoint(endpoint: string): boolean {
  return endpoint.startsWith('http:');
}

export const PUSH_KEY_MESSAGE = 'The browser gave a push key that is not valid';
export const PUSH_AUTH_MESSAGE = 'The browser gave a push secret that is not valid';

export const PushSubscriptionInput = z.object({
  endpoint: PushEndpoint,
  /** The browser's own expiry of the subscription (usually null); not kept. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key: 65 bytes (0x04, x, y) in base64url, which starts with "B". */
      p256dh: z.string({ error: PUSH_KEY_MESSAGE }).regex(/^B[A-Za-z0-9_-]{86}=?$/, PUSH_KEY_MESSAGE),
      /** The browser's auth secret: 16 bytes in base64url. */
      auth: z.string({ error: PUSH_AUTH_MESSAGE }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, PUSH_AUTH_MESSAGE),
    },
    { error: PUSH_KEY_MESSAGE },
  ),
  /** A label for the device ("Chrome on Android"), shown to its owner only. */
  user_agent: z.string().max(200).optional(),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInput>;

export const PushUnsubscribeInput = z.object({ endpoint: PushEndpoint });
export type PushUnsubscribeInput = z.input<typeof PushUnsubscribeInput>;

/** A device of the signed-in user that receives pushes. */
export const PushDevice = z.object({
  id: z.number().int(),
  user_agent: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE = 'This device does not receive your notifications.';
export const PUSH_UNAVAILABLE_MESSAGE = 'Notifications on devices are not set up on this server.';

/**
 * What the service worker receives (the payload, encrypted): the sentence already in the reader's
 * language, where it leads, and the notification's id (the tag that folds repeats of one notification).
 */
export const PushPayload = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A path of the web app. */
  link: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
