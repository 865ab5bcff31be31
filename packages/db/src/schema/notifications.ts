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
  },
  (t) => [
    check('notifications_kind_known', sql`${t.kind} in (${KIND_LIST})`),
    // The history page: a user's rows, newest first, by id (the cursor).
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The bell's count, asked every minute by every open tab: only the unread rows are in it.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Per user and kind: whether the kind is also e-mailed. No row means yes (the default), so only a switch
 * someone turned off (or back on) is stored.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_known', sql`${t.kind} in (${KIND_LIST})`),
  ],
);
