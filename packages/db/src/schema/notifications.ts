import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationParams } from '@dokkho/contract/notifications';
import { users } from './users';

const KIND_LIST = sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * The notification centre (issue 17 item 8): one row per thing a person is told, for every role. The row
 * keeps the kind and its parameters (`params`, the contract's NotificationParams without the kind), not a
 * sentence, so the web words it in either language; `link` is a path of the web app. Written by
 * `notify()` inside the transaction of the event it tells about.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Omit<NotificationParams, 'kind'>>().notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Waiting to be pushed to the recipient's devices (docs/decisions/037): set by `notify()` only when the
     * recipient has a push subscription, cleared by the push delivery when it claims the row after commit.
     */
    pushPending: boolean('push_pending').notNull().default(false),
  },
  (t) => [
    check('notifications_kind_known', sql`${t.kind} in (${KIND_LIST})`),
    // The push delivery's queue: only the few rows still waiting are in it.
    index('notifications_push_pending_idx')
      .on(t.id)
      .where(sql`${t.pushPending}`),
    // The history page: a user's rows, newest first, by id (the cursor).
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The bell's count, asked every minute by every open tab: only the unread rows are in it.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Per user and kind: whether the kind is also e-mailed, and pushed to the user's devices. No row means the
 * default (e-mail on; push on except for the bell-only kinds), so only a switch someone touched is stored;
 * `push` null means the kind's default (docs/decisions/037).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_known', sql`${t.kind} in (${KIND_LIST})`),
  ],
);

/**
 * A browser (a device) that asked for Web Push (docs/decisions/037): the push service's endpoint and the
 * keys the payload is encrypted to (RFC 8291). One endpoint belongs to one user: subscribing again from a
 * shared browser moves it to whoever is signed in. A 404/410 from the push service deletes the row; other
 * failures count up and push `retry_after` out, so a broken endpoint is asked less and less often.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text('p256dh').notNull(),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: text('auth').notNull(),
    /** "Chrome on Android": to tell the user's devices apart, never used to decide anything. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Failures in a row since the last success (a 404/410 deletes instead). */
    failureCount: integer('failure_count').notNull().default(0),
    /** Not pushed to before this time (the back-off after failures). */
    retryAfter: timestamp('retry_after', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
