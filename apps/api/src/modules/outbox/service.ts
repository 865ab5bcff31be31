import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import type { EmailAttachment, EmailSender } from '../../integrations/email/sender';
import type { SmsSender } from '../../integrations/sms/sender';
import * as repo from './repo';

/** Provider errors can be long (a whole SMTP transcript); the row keeps the gist. */
const MAX_ERROR_LENGTH = 1000;
/** How many queued e-mails `deliverQueuedEmails` hands to the sender at once. */
const DELIVERY_CONCURRENCY = 8;

export interface SendEmailResult {
  outboxId: number;
  status: 'sent' | 'logged' | 'failed';
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers, kept on the row so a retry sends them too. */
  headers?: Record<string, string> | undefined;
  /** Files sent along (an event's .ics), kept on the row so a retry sends them too. */
  attachments?: readonly EmailAttachment[] | undefined;
}

const toRow = (message: EmailMessage) => ({
  channel: 'email' as const,
  recipient: message.to,
  subject: message.subject,
  bodyText: message.text,
  bodyHtml: message.html ?? null,
  headers: message.headers ?? null,
  attachments: message.attachments?.length ? [...message.attachments] : null,
});

/**
 * Writes the message as a `pending` outbox row and nothing else. Called inside the caller's transaction
 * (a sign-up, a reset request), so the action and its e-mail are committed together or not at all: an
 * answer that promises an e-mail never stands on a row that was not written (issue 14 item 9).
 */
export async function queueEmail(db: Database, message: EmailMessage): Promise<number> {
  return repo.insertOutboxMessage(db, toRow(message));
}

/**
 * `queueEmail` for many messages at once (an announcement to every learner of a course), in a few
 * statements of the caller's transaction rather than one per message. Returns the rows' ids, in order.
 */
export async function queueEmails(db: Database, messages: readonly EmailMessage[]): Promise<number[]> {
  return repo.insertOutboxMessages(db, messages.map(toRow));
}

/**
 * Sends queued rows (written by `queueEmails`, committed) one after another, from a background task. Each
 * row is claimed first, as the retry worker claims it, so a long batch that the worker meets as "orphaned"
 * (still pending after some minutes) is never sent twice. Never throws for a provider failure: the row
 * stays `failed` and the retry worker tries again.
 */
export async function deliverQueuedEmails(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  ids: readonly number[];
}): Promise<{ sent: number; failed: number }> {
  const { db, sender, log } = options;
  const result = { sent: 0, failed: 0 };
  const sendOne = async (id: number) => {
    if (!(await repo.claimForRetry(db, { id, status: 'pending', attempts: 0 }))) return;
    const row = await repo.findEmail(db, id);
    if (!row) return;
    try {
      const status = await sender.send({
        to: row.recipient,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml ?? undefined,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
      });
      await repo.recordRetryOutcome(db, { id, status, error: null, at: new Date() });
      result.sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await repo.recordRetryOutcome(db, { id, status: 'failed', error: reason, at: new Date() });
      log.error({ outboxId: id, to: row.recipient, err: error }, 'e-mail could not be sent');
      result.failed += 1;
    }
  };
  // A few at a time: one SMTP round trip after another would take minutes for a course of thousands.
  for (let start = 0; start < options.ids.length; start += DELIVERY_CONCURRENCY) {
    await Promise.all(options.ids.slice(start, start + DELIVERY_CONCURRENCY).map(sendOne));
  }
  return result;
}

/**
 * Hands a queued row to the sender and records the outcome. Never throws for a provider failure: the
 * caller's action has already happened and must not be undone by a mail relay; the row stays `failed`
 * with the reason, and the retry worker (retry.ts) tries it again for an hour
 * (docs/decisions/007-outbox-and-email.md).
 */
export async function deliverEmail(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  outboxId: number;
  message: EmailMessage;
}): Promise<SendEmailResult> {
  const { db, sender, log, outboxId, message } = options;
  try {
    const status = await sender.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments,
    });
    await repo.recordOutboxAttempt(db, { id: outboxId, status, error: null, at: new Date() });
    // Recipient and subject only: the body may hold a one-time link.
    if (status === 'sent') log.info({ outboxId, to: message.to, subject: message.subject }, 'e-mail sent');
    return { outboxId, status };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await repo.recordOutboxAttempt(db, { id: outboxId, status: 'failed', error: reason, at: new Date() });
    log.error({ outboxId, to: message.to, subject: message.subject, err: error }, 'e-mail could not be sent');
    return { outboxId, status: 'failed' };
  }
}

/** Writes the message to the outbox first, then hands it to the sender (queueEmail, then deliverEmail). */
export async function sendEmail(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  to: string;
  subject: string;
  text: string;
  html?: string;
}): Promise<SendEmailResult> {
  const { db, sender, log, ...message } = options;
  const outboxId = await queueEmail(db, message);
  return deliverEmail({ db, sender, log, outboxId, message });
}

export interface SendSmsResult {
  outboxId: number;
  status: 'sent' | 'logged' | 'failed';
}

/** The client message id the SMS provider gets: unique because the outbox id is. */
export function smsReference(outboxId: number): string {
  return `dokkho-${outboxId}`;
}

/**
 * The SMS twin of sendEmail: the outbox row first, then the sender, then the outcome on the row. Never
 * throws for a provider failure; the caller reads `status` (a one-time code that did not go out must not
 * be kept, so the caller decides what a failure means).
 *
 * `secret` is a one-time code inside the text. The row keeps it only when no provider is configured (the
 * log sender): then the row and the log are the only places a person can read it. With a real provider
 * the row says `******` instead, so the table never holds a usable code (the code itself is kept only as
 * an HMAC).
 */
export async function sendSms(options: {
  db: Database;
  sender: SmsSender;
  log: FastifyBaseLogger;
  to: string;
  text: string;
  secret?: string;
}): Promise<SendSmsResult> {
  const { db, sender, log, secret } = options;
  const stored =
    secret && sender.kind !== 'log'
      ? options.text.replaceAll(secret, '*'.repeat(secret.length))
      : options.text;
  const outboxId = await repo.insertOutboxMessage(db, {
    channel: 'sms',
    recipient: options.to,
    bodyText: stored,
  });
  try {
    const status = await sender.send({
      to: options.to,
      text: options.text,
      reference: smsReference(outboxId),
    });
    await repo.recordOutboxAttempt(db, { id: outboxId, status, error: null, at: new Date() });
    // The recipient only: the text holds a one-time code.
    if (status === 'sent') log.info({ outboxId, to: options.to }, 'SMS sent');
    return { outboxId, status };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await repo.recordOutboxAttempt(db, { id: outboxId, status: 'failed', error: message, at: new Date() });
    log.error({ outboxId, to: options.to, err: error }, 'SMS could not be sent');
    return { outboxId, status: 'failed' };
  }
}

/**
 * Writes SMS rows as `pending` and nothing else, in the caller's transaction (an event's reminder and its
 * delivery-ledger claim commit together); `deliverQueuedSms` sends them after the commit. No secret may be
 * in these texts: the row keeps them as written.
 */
export async function queueSms(
  db: Database,
  messages: readonly { to: string; text: string }[],
): Promise<number[]> {
  return repo.insertOutboxMessages(
    db,
    messages.map((message) => ({ channel: 'sms' as const, recipient: message.to, bodyText: message.text })),
  );
}

/**
 * Sends queued SMS rows (committed) from a background task, each claimed first like a queued e-mail, so a
 * row is handed to the provider once however many deliveries meet it. Never throws for a provider
 * failure: the row stays `failed` with the reason.
 */
export async function deliverQueuedSms(options: {
  db: Database;
  sender: SmsSender;
  log: FastifyBaseLogger;
  ids: readonly number[];
}): Promise<{ sent: number; failed: number }> {
  const { db, sender, log } = options;
  const result = { sent: 0, failed: 0 };
  for (const id of options.ids) {
    if (!(await repo.claimForRetry(db, { id, status: 'pending', attempts: 0 }))) continue;
    const row = await repo.findSms(db, id);
    if (!row) continue;
    try {
      const status = await sender.send({
        to: row.recipient,
        text: row.bodyText,
        reference: smsReference(id),
      });
      await repo.recordRetryOutcome(db, { id, status, error: null, at: new Date() });
      result.sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await repo.recordRetryOutcome(db, { id, status: 'failed', error: reason, at: new Date() });
      log.error({ outboxId: id, to: row.recipient, err: error }, 'SMS could not be sent');
      result.failed += 1;
    }
  }
  return result;
}
