import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@dokkho/contract/notifications';
import { schema, type Database } from '@dokkho/db';

const { notifications, notificationPreferences, pushSubscriptions } = schema;

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

type NewNotification = {
  userId: number;
  kind: NotificationKind;
  params: Omit<NotificationParams, 'kind'>;
  link: string;
  createdAt?: Date | undefined;
};

/**
 * The row, waiting to be pushed when its recipient has a device that opted in (asked in the same
 * statement, so a user without push costs nothing more and is never queued).
 */
const withPushPending = (row: NewNotification) => ({
  ...row,
  pushPending: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${row.userId})`,
});

export async function insertNotification(db: Database, row: NewNotification): Promise<number> {
  const [inserted] = await db
    .insert(notifications)
    .values(withPushPending(row))
    .returning({ id: notifications.id });
  return inserted!.id;
}

/**
 * Many at once (a bulk action tells each person it touched; an announcement every learner of a course):
 * one statement per 1,000 rows, not one per row (PostgreSQL binds at most 65,535 values per statement).
 */
export async function insertNotifications(db: Database, rows: NewNotification[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(notifications).values(rows.slice(start, start + 1000).map(withPushPending));
  }
}

/** A user's notifications, newest first, older than `before` when given; one more than asked (is there a next page?). */
export async function findNotifications(
  db: Database,
  options: { userId: number; before: number | undefined; limit: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, options.userId),
        options.before === undefined ? undefined : lt(notifications.id, options.before),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit + 1);
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read (the first time only); undefined when it is not theirs. */
export async function markRead(
  db: Database,
  options: { userId: number; id: number; at: Date },
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${options.at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning();
  return row;
}

/** The user's unread notifications that lead to this path become read. */
export async function markReadByLink(db: Database, userId: number, link: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link), isNull(notifications.readAt)));
}

export async function markAllRead(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export type PreferenceRow = { kind: NotificationKind; email: boolean; push: boolean | null };

export async function findPreferences(db: Database, userId: number): Promise<PreferenceRow[]> {
  return db
    .select({
      kind: notificationPreferences.kind,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** Of these users, the ones who switched this kind's e-mails off. */
export async function findEmailOptOuts(
  db: Database,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<number[]> {
  const found: number[] = [];
  // Chunks: each id is a bound value, and a statement binds at most 65,535.
  for (let start = 0; start < userIds.length; start += 10_000) {
    const rows = await db
      .select({ userId: notificationPreferences.userId })
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.userId, userIds.slice(start, start + 10_000)),
          eq(notificationPreferences.kind, kind),
          eq(notificationPreferences.email, false),
        ),
      );
    found.push(...rows.map((row) => row.userId));
  }
  return found;
}

export async function findPreference(
  db: Database,
  userId: number,
  kind: NotificationKind,
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.email;
}

/** The stored switches of several users (the push delivery's batch), for the kinds given. */
export async function findPreferencesOf(
  db: Database,
  userIds: readonly number[],
): Promise<(PreferenceRow & { userId: number })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: notificationPreferences.userId,
      kind: notificationPreferences.kind,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
}

/**
 * Sets the switches of one channel; a kind without a row gets one with the other channel's default (no row
 * meant the default, so nothing else changes).
 */
export async function upsertPreferences(
  db: Database,
  userId: number,
  channel: 'email' | 'push',
  rows: { kind: NotificationKind; on: boolean }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(
      rows.map((row) => ({
        userId,
        kind: row.kind,
        ...(channel === 'email' ? { email: row.on } : { push: row.on }),
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        [channel]: sql.raw(`excluded.${channel}`),
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

// Web Push (docs/decisions/037).

/**
 * Subscribes a browser: a new endpoint is added; a known one is renewed (new keys) and moves to this user
 * (a shared browser someone else signed in on), its failures forgotten.
 */
export async function upsertPushSubscription(
  db: Database,
  input: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string; at: Date },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...input, createdAt: input.at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent,
        failureCount: 0,
        retryAfter: null,
      },
    })
    .returning();
  return row!;
}

/** Deletes the user's own subscription of this endpoint; false when there is none of theirs. */
export async function deletePushSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/**
 * Takes up to `limit` notifications waiting to be pushed and marks them taken, in one statement: two API
 * processes never take the same row (SKIP LOCKED), and a row is pushed at most once.
 */
export async function claimPendingPushes(db: Database, limit: number): Promise<NotificationRow[]> {
  const waiting = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.pushPending, true))
    .orderBy(notifications.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ pushPending: false })
    .where(inArray(notifications.id, waiting))
    .returning();
}

/** The subscriptions of these users that are not backing off. */
export async function findPushTargets(
  db: Database,
  userIds: readonly number[],
  now: Date,
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.userId, [...userIds]),
        or(isNull(pushSubscriptions.retryAfter), lte(pushSubscriptions.retryAfter, now)),
      ),
    );
}

export async function markPushDelivered(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at, failureCount: 0, retryAfter: null })
    .where(eq(pushSubscriptions.id, id));
}

/**
 * One more failure in a row: the next push to it waits 2^failures minutes, a day at most. Answers the
 * failures in a row now.
 */
export async function markPushFailed(db: Database, id: number, at: Date): Promise<number> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({
      failureCount: sql`${pushSubscriptions.failureCount} + 1`,
      retryAfter: sql`${at.toISOString()}::timestamptz + least(power(2, ${pushSubscriptions.failureCount} + 1), 1440) * interval '1 minute'`,
    })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.failureCount });
  return row?.failures ?? 0;
}

/** The push service says the subscription is gone (404/410): so is our row. */
export async function deletePushSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
