import type { NotificationPreferencesUpdate, PushSubscriptionInput } from '@dokkho/contract/notifications';
import {
  IN_APP_ONLY_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
  type NotificationParams,
  type NotificationPreferences,
  PUSH_ENDPOINT_MESSAGE,
  PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE,
  PUSH_UNAVAILABLE_MESSAGE,
  isLocalPushEndpoint,
  type PushDevice,
} from '@dokkho/contract/notifications';
import type { z } from 'zod';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { wantsPushFrom } from './push';
import * as repo from './repo';

type NotificationPreferencesUpdateInput = z.output<typeof NotificationPreferencesUpdate>;
type PushSubscriptionInputParsed = z.output<typeof PushSubscriptionInput>;

/*
 * The notification centre (issue 17 item 8). Other modules call `notify()` inside the transaction of the
 * event (a certificate issued, an order paid, a stage moved...), so the event and its notification are
 * committed together or not at all, and `wantsEmail()` before they send the e-mail they already send for it.
 */

/**
 * Tells a user about an event: one row, written with the caller's transaction (`tx`). `params` carries what
 * the sentence needs (the contract's NotificationParams for the kind); `link` is a path of the web app.
 */
type NotifyInput = { userId: number; params: NotificationParams; link: string; at?: Date | undefined };

function toRow(input: NotifyInput) {
  const { kind, ...params } = input.params;
  if (!input.link.startsWith('/') || input.link.startsWith('//')) {
    throw new Error(`A notification links to a path of the site, not ${input.link}`);
  }
  return { userId: input.userId, kind, params, link: input.link, createdAt: input.at };
}

export async function notify(tx: Database, input: NotifyInput): Promise<number> {
  return repo.insertNotification(tx, toRow(input));
}

/** `notify` for each of many people at once (a bulk action), in one statement of the caller's transaction. */
export async function notifyEach(tx: Database, inputs: readonly NotifyInput[]): Promise<void> {
  await repo.insertNotifications(tx, inputs.map(toRow));
}

/**
 * The page a notification leads to was opened some other way (the recruiter opened the applicant from the
 * list): what it told is known now, so it no longer counts as unread.
 */
export async function markReadByLink(
  db: Database,
  input: { userId: number; link: string; at: Date },
): Promise<void> {
  await repo.markReadByLink(db, input.userId, input.link, input.at);
}

/**
 * Whether this user wants this kind by e-mail too: yes unless they switched it off; never for a kind told
 * in the bell only.
 */
export async function wantsEmail(db: Database, userId: number, kind: NotificationKind): Promise<boolean> {
  if (IN_APP_ONLY_KINDS.includes(kind)) return false;
  return (await repo.findPreference(db, userId, kind)) ?? true;
}

/** `wantsEmail` for many people at once (an announcement to a course): the ones who do not want it. */
export async function emailOptOuts(
  db: Database,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<Set<number>> {
  if (IN_APP_ONLY_KINDS.includes(kind)) return new Set(userIds);
  return new Set(await repo.findEmailOptOuts(db, userIds, kind));
}

function toItem(row: repo.NotificationRow): NotificationItem {
  return {
    id: row.id,
    params: { ...row.params, kind: row.kind } as NotificationParams,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET notifications/`: a page of the user's own, newest first. */
export async function listNotifications(options: {
  db: Database;
  userId: number;
  query: { before?: number | undefined; limit: number; unread: boolean };
}): Promise<NotificationList> {
  const { db, userId, query } = options;
  const [rows, unread] = await Promise.all([
    repo.findNotifications(db, {
      userId,
      before: query.before,
      limit: query.limit,
      unreadOnly: query.unread,
    }),
    repo.countUnread(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    results: page.map(toItem),
    next_cursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
    unread,
  };
}

export async function unreadCount(options: { db: Database; userId: number }): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(options.db, options.userId) };
}

/** `POST notifications/{id}/read/`: someone else's notification is as absent as one that never was. */
export async function markRead(options: {
  db: Database;
  userId: number;
  id: number;
  now: Date;
}): Promise<NotificationItem> {
  const row = await repo.markRead(options.db, { userId: options.userId, id: options.id, at: options.now });
  if (!row) throw AppError.notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
  return toItem(row);
}

export async function markAllRead(options: {
  db: Database;
  userId: number;
  now: Date;
}): Promise<{ unread: number }> {
  await repo.markAllRead(options.db, options.userId, options.now);
  return { unread: 0 };
}

export async function getPreferences(options: {
  db: Database;
  userId: number;
}): Promise<NotificationPreferences> {
  const stored = new Map(
    (await repo.findPreferences(options.db, options.userId)).map((row) => [row.kind, row]),
  );
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      IN_APP_ONLY_KINDS.includes(kind) ? false : (stored.get(kind)?.email ?? true),
    ]),
  );
  const push = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, wantsPushFrom(stored.get(kind)?.push, kind)]),
  );
  return {
    email: email as Record<NotificationKind, boolean>,
    push: push as Record<NotificationKind, boolean>,
  };
}

export async function updatePreferences(options: {
  db: Database;
  userId: number;
  input: NotificationPreferencesUpdateInput;
  now: Date;
}): Promise<NotificationPreferences> {
  const { db, userId, input, now } = options;
  // A kind told in the bell only has no e-mail switch: a request to change it changes nothing. Every kind
  // has a push switch (the bell-only ones start off).
  const email = NOTIFICATION_KINDS.flatMap((kind) => {
    const on = input.email?.[kind];
    return on === undefined || IN_APP_ONLY_KINDS.includes(kind) ? [] : [{ kind, on }];
  });
  const push = NOTIFICATION_KINDS.flatMap((kind) => {
    const on = input.push?.[kind];
    return on === undefined ? [] : [{ kind, on }];
  });
  await db.transaction(async (tx) => {
    await repo.upsertPreferences(tx, userId, 'email', email, now);
    await repo.upsertPreferences(tx, userId, 'push', push, now);
  });
  return getPreferences(options);
}

// Web Push (docs/decisions/037).

/** A short label of the browser ("Chrome on Android"), from what it says of itself, for its owner. */
function deviceLabel(userAgent: string | undefined): string {
  return (userAgent ?? '').slice(0, 200);
}

function toDevice(row: repo.PushSubscriptionRow): PushDevice {
  return { id: row.id, user_agent: row.userAgent, created_at: row.createdAt.toISOString() };
}

/**
 * `POST notifications/push/subscriptions/`: this browser opted in. Subscribing is the opt-in; an endpoint
 * already known (the same browser, perhaps another account before) is renewed and becomes this user's.
 */
export async function subscribePush(options: {
  db: Database;
  userId: number;
  input: PushSubscriptionInputParsed;
  pushEnabled: boolean;
  production: boolean;
  now: Date;
}): Promise<PushDevice> {
  const { input } = options;
  if (!options.pushEnabled) throw new AppError(503, PUSH_UNAVAILABLE_MESSAGE);
  // A local push service is a test's; a real browser's endpoint is always https.
  if (options.production && isLocalPushEndpoint(input.endpoint)) {
    throw AppError.badRequest(PUSH_ENDPOINT_MESSAGE, { endpoint: [PUSH_ENDPOINT_MESSAGE] });
  }
  const row = await options.db.transaction((tx) =>
    repo.upsertPushSubscription(tx, {
      userId: options.userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: deviceLabel(input.user_agent),
      at: options.now,
    }),
  );
  return toDevice(row);
}

/** `DELETE notifications/push/subscriptions/`: only one's own; someone else's is as absent as none. */
export async function unsubscribePush(options: {
  db: Database;
  userId: number;
  endpoint: string;
}): Promise<void> {
  const deleted = await options.db.transaction((tx) =>
    repo.deletePushSubscription(tx, options.userId, options.endpoint),
  );
  if (!deleted) throw AppError.notFound(PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE);
}
