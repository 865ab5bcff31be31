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
  // Job seekers.
  'application_stage',
  'contact_request',
  // Recruiters.
  'application_received',
  // Affiliates.
  'affiliate_sale',
  'payout_decided',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS, { error: 'Unknown notification kind' });
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Which role's people receive each kind: the preferences page groups the switches by it. */
export const NOTIFICATION_KIND_AUDIENCE: Record<
  NotificationKind,
  'learner' | 'job_seeker' | 'recruiter' | 'affiliate'
> = {
  certificate_issued: 'learner',
  order_paid: 'learner',
  application_stage: 'job_seeker',
  contact_request: 'job_seeker',
  application_received: 'recruiter',
  affiliate_sale: 'affiliate',
  payout_decided: 'affiliate',
};

const Text = z.string().max(300);
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

/** `GET|PUT notifications/preferences/`: whether each kind is also e-mailed (all on until switched off). */
export const NotificationPreferences = z.object({
  email: z.record(NotificationKind, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** `PUT notifications/preferences/`: the kinds to change; the others stay as they are. */
export const NotificationPreferencesUpdate = z.object({
  email: z.partialRecord(NotificationKind, z.boolean({ error: 'Say on or off' })),
});
export type NotificationPreferencesUpdate = z.input<typeof NotificationPreferencesUpdate>;
