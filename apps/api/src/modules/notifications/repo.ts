import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@dokkho/contract/notifications';
import { schema, type Database } from '@dokkho/db';

const { notifications, notificationPreferences } = schema;

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Database,
  row: {
    userId: number;
    kind: NotificationKind;
    params: Omit<NotificationParams, 'kind'>;
    link: string;
    createdAt?: Date | undefined;
  },
): Promise<number> {
  const [inserted] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  return inserted!.id;
}

/**
 * Many at once (a bulk action tells each person it touched; an announcement every learner of a course):
 * one statement per 1,000 rows, not one per row (PostgreSQL binds at most 65,535 values per statement).
 */
export async function insertNotifications(
  db: Database,
  rows: Parameters<typeof insertNotification>[1][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(notifications).values(rows.slice(start, start + 1000));
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

export async function findPreferences(
  db: Database,
  userId: number,
): Promise<{ kind: NotificationKind; email: boolean }[]> {
  return db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
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

export async function upsertPreferences(
  db: Database,
  userId: number,
  rows: { kind: NotificationKind; email: boolean }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ userId, kind: row.kind, email: row.email, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
    });
}
