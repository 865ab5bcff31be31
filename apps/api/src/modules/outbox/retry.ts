import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import * as repo from './repo';

/**
 * Waits before each retry of a failed e-mail, counted from when it was first written: 1, 5, 15 and 30
 * minutes later (a relay that is down for a minute loses nothing; one that is down for an hour gives up).
 */
export const EMAIL_RETRY_SCHEDULE_MINUTES = [1, 5, 15, 30] as const;
/** Activation and reset links expire (a reset link after an hour): an older e-mail is not worth sending. */
export const EMAIL_RETRY_MAX_AGE_MINUTES = 60;
export const EMAIL_RETRY_INTERVAL_MS = 30_000;
/**
 * A `pending` row never tried this long after it was written lost its first send (handed to a background
 * task, then the process ended): it is sent now. Longer than any first send can take (SMTP timeouts are
 * 10 s to connect and 20 s per socket wait), so a send still under way is not doubled.
 */
export const EMAIL_ORPHAN_AFTER_MINUTES = 5;
const BATCH = 20;
const MAX_ERROR_LENGTH = 1000;

export interface RetryResult {
  sent: number;
  failed: number;
}

/**
 * One pass of the e-mail retry worker (ADR 007): failed e-mails under an hour old whose next retry time
 * has come are claimed one by one and sent again. SMS is never retried here: an SMS carries a one-time
 * code whose row is masked, and a code that did not go out was never kept (the learner asks again).
 */
export async function retryFailedEmails(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<RetryResult> {
  const { db, sender, log } = options;
  const now = options.now ?? new Date();
  const candidates = await repo.findRetryableEmails(db, {
    since: new Date(now.getTime() - EMAIL_RETRY_MAX_AGE_MINUTES * 60_000),
    maxAttempts: EMAIL_RETRY_SCHEDULE_MINUTES.length + 1,
    limit: BATCH,
  });
  const result: RetryResult = { sent: 0, failed: 0 };
  for (const row of candidates) {
    // attempts = 1 after the first try: the first retry is due SCHEDULE[0] minutes after creation.
    const dueAfterMinutes =
      row.status === 'pending' ? EMAIL_ORPHAN_AFTER_MINUTES : EMAIL_RETRY_SCHEDULE_MINUTES[row.attempts - 1];
    if (dueAfterMinutes === undefined || (row.status !== 'failed' && row.status !== 'pending')) continue;
    if (now.getTime() < row.createdAt.getTime() + dueAfterMinutes * 60_000) continue;
    const claim = { id: row.id, status: row.status, attempts: row.attempts };
    if (!(await repo.claimForRetry(db, claim))) continue;
    try {
      const status = await sender.send({
        to: row.recipient,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml ?? undefined,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
      });
      await repo.recordRetryOutcome(db, { id: row.id, status, error: null, at: new Date() });
      log.info({ outboxId: row.id, to: row.recipient, attempt: row.attempts + 1 }, 'e-mail sent on retry');
      result.sent += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await repo.recordRetryOutcome(db, { id: row.id, status: 'failed', error: message, at: new Date() });
      log.warn(
        { outboxId: row.id, to: row.recipient, attempt: row.attempts + 1, err: error },
        'e-mail retry failed',
      );
      result.failed += 1;
    }
  }
  return result;
}

/** Runs the worker every EMAIL_RETRY_INTERVAL_MS in this process; returns the stop function. */
export function startEmailRetries(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = retryFailedEmails(options)
      .catch((error: unknown) => options.log.error({ err: error }, 'e-mail retry pass failed'))
      .finally(() => {
        running = null;
      });
  }, EMAIL_RETRY_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
