import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import {
  IN_APP_ONLY_KINDS,
  pushByDefault,
  type NotificationKind,
  type NotificationParams,
  type PushPayload,
} from '@dokkho/contract/notifications';
import type { Database } from '@dokkho/db';
import { recipientLocale } from '../../lib/recipient-locale';
import { findUserLanguage } from '../auth/service';
import { pushText } from './push-text';
import * as repo from './repo';

/*
 * Web Push delivery (docs/decisions/037). `notify()` marks a notification `push_pending` when its
 * recipient has a subscribed device; after the request that wrote it has answered (so after its commit),
 * `kick()` takes the waiting rows and pushes each to its recipient's devices, a few at a time. A push is a
 * courtesy beside the bell: it is tried once, its failure is logged and counted against the device, and
 * nothing of it ever reaches the request that created the notification.
 */

/** How long a push service keeps a message for a device that is offline: a day, then the bell has it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Pushes in flight at once (each is one HTTPS request to a push service). */
export const PUSH_CONCURRENCY = 8;
/** One push service request's limit: a slow service only delays the pushes behind it this long. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Failures in a row after which a device is forgotten (with back-off capped at a day: over a week). */
export const PUSH_MAX_FAILURES = 15;
/** Notifications taken per round. */
const BATCH = 100;

export interface PushDelivery {
  /** The public key browsers subscribe with; null when push is off (no VAPID keys). */
  publicKey: string | null;
  /** Something may be waiting: deliver it soon (never throws, never waits). */
  kick(): void;
  /** Delivers everything waiting now, and resolves when it is done (tests, shutdown). */
  flush(): Promise<void>;
}

export type PushSender = (request: {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}) => Promise<{ status: number }>;

/** The HTTP call to the push service: fetch, which speaks http too (a test's local push service). */
const fetchSender: PushSender = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: new Uint8Array(request.body) } : {}),
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};

/** Whether a user wants this kind pushed: their switch, else the kind's default. */
export function wantsPushFrom(stored: boolean | null | undefined, kind: NotificationKind): boolean {
  return stored ?? pushByDefault(kind);
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachWithLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export function createPushDelivery(options: {
  db: Database;
  log: FastifyBaseLogger;
  vapid: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  send?: PushSender;
}): PushDelivery {
  const { db, log, vapid } = options;
  const send = options.send ?? fetchSender;
  let running: Promise<void> | null = null;
  let again = false;

  async function pushOne(
    subscription: repo.PushSubscriptionRow,
    payload: PushPayload,
    kind: NotificationKind,
  ): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: vapid!.publicKey,
          privateKey: vapid!.privateKey,
        },
        TTL: PUSH_TTL_SECONDS,
        // A class about to start is worth waking the phone for; bell-only news may wait for its next wake-up.
        urgency:
          kind === 'live_class_reminder' ? 'high' : IN_APP_ONLY_KINDS.includes(kind) ? 'low' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const now = () => new Date();
    try {
      const { status } = await send({
        endpoint: details.endpoint,
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body,
      });
      if (status >= 200 && status < 300) {
        await repo.markPushDelivered(db, subscription.id, now());
        return;
      }
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await repo.deletePushSubscriptionById(db, subscription.id);
        log.info({ subscription: subscription.id, status }, 'push subscription gone; deleted');
        return;
      }
      throw new Error(`the push service answered ${status}`);
    } catch (error) {
      const failures = await repo.markPushFailed(db, subscription.id, now());
      log.warn({ err: error, subscription: subscription.id, failures }, 'push failed');
      if (failures >= PUSH_MAX_FAILURES) await repo.deletePushSubscriptionById(db, subscription.id);
    }
  }

  async function deliverBatch(): Promise<number> {
    const claimed = await repo.claimPendingPushes(db, BATCH);
    // Without keys (they were removed) nothing can be pushed: what waited is dropped, the bell has it.
    if (claimed.length === 0 || !vapid) return claimed.length;
    const userIds = [...new Set(claimed.map((row) => row.userId))];
    const [targets, preferences, languages] = await Promise.all([
      repo.findPushTargets(db, userIds, new Date()),
      repo.findPreferencesOf(db, userIds),
      Promise.all(userIds.map(async (id) => [id, await findUserLanguage(db, id)] as const)),
    ]);
    const stored = new Map(preferences.map((row) => [`${row.userId}:${row.kind}`, row.push]));
    const language = new Map(languages);
    const jobs = claimed.flatMap((row) => {
      if (!wantsPushFrom(stored.get(`${row.userId}:${row.kind}`), row.kind)) return [];
      const params = { ...row.params, kind: row.kind } as NotificationParams;
      const words = pushText(params, recipientLocale(language.get(row.userId)));
      const payload: PushPayload = { id: row.id, ...words, link: row.link };
      return targets
        .filter((target) => target.userId === row.userId)
        .map((target) => ({ target, payload, kind: row.kind }));
    });
    await eachWithLimit(jobs, PUSH_CONCURRENCY, (job) => pushOne(job.target, job.payload, job.kind));
    return claimed.length;
  }

  async function deliverAll(): Promise<void> {
    while ((await deliverBatch()) === BATCH) {
      // A full batch: there may be more.
    }
  }

  function run(): Promise<void> {
    if (running) {
      // A row committed while this round was reading: one more round after it.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverAll().catch((error: unknown) => log.error({ err: error }, 'push delivery failed'));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    publicKey: vapid?.publicKey ?? null,
    kick() {
      void run();
    },
    async flush() {
      await run();
      // A kick that came while the round ran is part of it (`again`), so this is everything.
      while (running) await running;
    },
  };
}
