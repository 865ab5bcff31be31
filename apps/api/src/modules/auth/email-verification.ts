import type { FastifyBaseLogger } from 'fastify';
import type { EmailVerifyConfirmResponse, EmailVerifyResendResponse } from '@dokkho/contract/auth';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import { AppError } from '../../lib/app-error';
import { recipientLocale } from '../../lib/recipient-locale';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { deliverEmail, queueEmail, type EmailMessage } from '../outbox/service';
import { activationEmail } from './activation-email';
import * as repo from './repo';
import { toAuthUser } from './auth-user';
import { issueEmailToken } from './email-tokens';
import { hashOpaqueToken } from './tokens';

export const EMAIL_TOKEN_TTL_HOURS = 24;
export const RESEND_COOLDOWN_SECONDS = 60;
export const ACTIVATION_SENT_MESSAGE = 'We have sent a new activation link to your e-mail.';
export const ALREADY_CONFIRMED_MESSAGE = 'Your e-mail is already confirmed.';
export const EMAIL_CONFIRMED_MESSAGE = 'Thank you! Your e-mail is confirmed.';
/** One message for a tampered, foreign, expired, used or superseded link: no enumeration. */
export const INVALID_ACTIVATION_LINK_MESSAGE =
  'This activation link is invalid or has expired. Request a new one.';

const MAX_USER_ID = 2_147_483_647;

/** How e-mail leaves the server, handed to the auth routes by app.ts. */
export interface MailSettings {
  sender: EmailSender;
  /** Where a request hands off a send its answer must not wait for (the password reset's). */
  background: BackgroundTasks;
}

/** The link's uidb64: the decimal user id in URL-safe base64 without padding (Django's convention). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id in a uidb64, or null for anything that is not exactly one encoded positive id. */
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  const decimal = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(decimal)) return null;
  const id = Number(decimal);
  // Re-encoding must give the same text: rejects padding tricks and non-canonical encodings.
  return id <= MAX_USER_ID && encodeUid(id) === uidb64 ? id : null;
}

/** SPEC.md §2: the web app's activation page, which PUTs the two parts back to the API. */
export function activationLink(input: { origin: string; userId: number; token: string }): string {
  return `${input.origin}/log_reg/activate/${encodeUid(input.userId)}/${input.token}`;
}

/** An activation e-mail written to the outbox, to deliver once its transaction has committed. */
export interface QueuedEmail {
  outboxId: number;
  message: EmailMessage;
}

/**
 * Issues a new activation token and writes its e-mail to the outbox, both on `db`: the caller's
 * transaction, so the account (or the resend) and its e-mail commit together or not at all. The e-mail
 * is in the user's language, or the request's while they have not chosen one.
 */
export async function queueActivationEmail(
  db: Database,
  options: {
    origin: string;
    user: { id: number; email: string; firstName: string; language: Locale | null };
    requestLocale?: Locale | undefined;
    now: Date;
  },
): Promise<QueuedEmail> {
  const token = await issueEmailToken(db, {
    userId: options.user.id,
    purpose: 'verify_email',
    ttlHours: EMAIL_TOKEN_TTL_HOURS,
    now: options.now,
  });
  const link = activationLink({ origin: options.origin, userId: options.user.id, token });
  const message = {
    to: options.user.email,
    ...activationEmail({
      firstName: options.user.firstName,
      link,
      validHours: EMAIL_TOKEN_TTL_HOURS,
      locale: recipientLocale(options.user.language, options.requestLocale),
    }),
  };
  return { outboxId: await queueEmail(db, message), message };
}

/**
 * Sends a committed activation e-mail. The row is already written, so nothing here may fail the
 * request: a provider failure leaves a `failed` row for the retry worker, and anything else is logged
 * (the row stays `pending`; the user can also ask for a resend).
 */
export async function deliverQueuedEmail(
  options: { db: Database; mail: MailSettings; log: FastifyBaseLogger },
  queued: QueuedEmail,
): Promise<void> {
  try {
    await deliverEmail({ db: options.db, sender: options.mail.sender, log: options.log, ...queued });
  } catch (error) {
    options.log.error({ err: error, outboxId: queued.outboxId }, 'queued e-mail could not be delivered');
  }
}

type ResendOutcome =
  | { kind: 'issued'; queued: QueuedEmail }
  | { kind: 'gone' }
  | { kind: 'confirmed' }
  | { kind: 'cooldown'; retryAfterSeconds: number };

/**
 * Resend (POST user/auth/email-verify/): a new link, at most one a minute per user. The cooldown reads
 * the newest token's created_at, with the user's row locked, so parallel resends cannot both pass.
 */
export async function resendActivationEmail(options: {
  db: Database;
  mail: MailSettings;
  log: FastifyBaseLogger;
  origin: string;
  userId: number;
  requestLocale?: Locale | undefined;
}): Promise<EmailVerifyResendResponse> {
  const now = new Date();
  const outcome = await options.db.transaction(async (tx): Promise<ResendOutcome> => {
    const db = tx as unknown as Database;
    const user = await repo.lockUserForEmailToken(db, options.userId);
    if (!user) return { kind: 'gone' };
    if (user.emailConfirmed) return { kind: 'confirmed' };
    const last = await repo.findLatestEmailTokenCreatedAt(db, {
      userId: user.id,
      purpose: 'verify_email',
    });
    const elapsedMs = last ? now.getTime() - last.getTime() : Number.POSITIVE_INFINITY;
    if (elapsedMs < RESEND_COOLDOWN_SECONDS * 1000) {
      return {
        kind: 'cooldown',
        retryAfterSeconds: Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsedMs / 1000)),
      };
    }
    // The token and its e-mail in this transaction: a resend that answers 200 has its row written.
    return {
      kind: 'issued',
      queued: await queueActivationEmail(db, {
        origin: options.origin,
        user,
        requestLocale: options.requestLocale,
        now,
      }),
    };
  });

  switch (outcome.kind) {
    case 'gone':
      throw AppError.unauthorized();
    case 'confirmed':
      throw AppError.badRequest(ALREADY_CONFIRMED_MESSAGE);
    case 'cooldown':
      throw AppError.tooManyRequests(
        `Please wait ${outcome.retryAfterSeconds} seconds before asking for another activation e-mail.`,
        outcome.retryAfterSeconds,
      );
    case 'issued':
      // After the commit: the link in the e-mail must already work when it arrives.
      await deliverQueuedEmail(options, outcome.queued);
      return { detail: ACTIVATION_SENT_MESSAGE, retry_after_seconds: RESEND_COOLDOWN_SECONDS };
  }
}

/**
 * Confirm (PUT user/auth/email-verify/, no sign-in needed: the link may be opened on another device).
 * The token must be the user's, unused and unexpired; using it and confirming the e-mail happen in one
 * transaction with the token row locked. A user who is already confirmed and presents one of their own
 * links (the double click, or an old e-mail opened later) gets a 200 saying so: it changes nothing and
 * tells only the link's holder what they already know.
 */
export async function confirmEmail(options: {
  db: Database;
  uidb64: string;
  token: string;
}): Promise<EmailVerifyConfirmResponse> {
  const userId = decodeUid(options.uidb64);
  if (userId === null) throw AppError.badRequest(INVALID_ACTIVATION_LINK_MESSAGE);
  const now = new Date();

  const outcome = await options.db.transaction(async (tx): Promise<'confirmed' | 'already' | 'invalid'> => {
    const db = tx as unknown as Database;
    const row = await repo.findEmailTokenForUpdate(db, {
      tokenHash: hashOpaqueToken(options.token),
      purpose: 'verify_email',
    });
    if (!row || row.userId !== userId) return 'invalid';
    const user = await repo.lockUserForEmailToken(db, userId);
    if (!user) return 'invalid';
    if (user.emailConfirmed) return 'already';
    if (row.usedAt || row.expiresAt <= now) return 'invalid';
    await repo.markEmailTokenUsed(db, { id: row.id, at: now });
    await repo.markEmailConfirmed(db, { userId, at: now });
    return 'confirmed';
  });

  if (outcome === 'invalid') throw AppError.badRequest(INVALID_ACTIVATION_LINK_MESSAGE);
  const user = await repo.findAuthUser(options.db, userId);
  if (!user) throw AppError.badRequest(INVALID_ACTIVATION_LINK_MESSAGE);
  return {
    detail: outcome === 'confirmed' ? EMAIL_CONFIRMED_MESSAGE : ALREADY_CONFIRMED_MESSAGE,
    user: toAuthUser(user),
  };
}
