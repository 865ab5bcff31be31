import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { recipientLocale } from '../../lib/recipient-locale';
import { queueEmail } from '../outbox/service';
import {
  decodeUid,
  deliverQueuedEmail,
  encodeUid,
  type MailSettings,
  type QueuedEmail,
} from './email-verification';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { passwordResetEmail } from './password-reset-email';
import * as repo from './repo';
import { issueEmailToken } from './email-tokens';
import { createOpaqueToken, hashOpaqueToken } from './tokens';

export const RESET_TOKEN_TTL_HOURS = 1;
/** One answer whether or not the e-mail has an account: no account enumeration (issue 3 item 8). */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail, we have sent a link to reset the password. Check your inbox.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Log in with your new password.';
/** One message for a tampered, foreign, expired, used, superseded or other-purpose link. */
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired. Ask for a new one.';

/** The web app's reset page, which PUTs the two parts back with the new password. */
export function passwordResetLink(input: { origin: string; userId: number; token: string }): string {
  return `${input.origin}/reset-password/?uid=${encodeUid(input.userId)}&token=${input.token}`;
}

/** The reset e-mail of an account, with its link, in the user's language (else the request's). */
function resetMessage(
  origin: string,
  user: { id: number; email: string; firstName: string; language: Locale | null },
  token: string,
  requested: Locale | undefined,
) {
  const link = passwordResetLink({ origin, userId: user.id, token });
  return {
    to: user.email,
    ...passwordResetEmail({
      firstName: user.firstName,
      link,
      validHours: RESET_TOKEN_TTL_HOURS,
      locale: recipientLocale(user.language, requested),
    }),
  };
}

/**
 * Request (POST user/auth/reset-password/, no sign-in). The same 200 whatever the e-mail, after the same
 * work (issue 14 item 8: the answer's timing must not tell whether the address has an account):
 * - a known address: with the user's row locked (parallel requests leave exactly one working link), the
 *   token is issued and the e-mail written to the outbox in one transaction, so the answer never stands
 *   on an e-mail that was not written (item 9);
 * - an unknown one: a token is made and an e-mail rendered all the same, and the same writes (the token
 *   clean-up, the outbox row) run in a savepoint that is rolled back, so nothing is kept.
 * Either way the send itself is handed to a background task and the answer does not wait for it: a
 * provider failure leaves a `failed` outbox row for the retry worker.
 */
export async function requestPasswordReset(options: {
  db: Database;
  mail: MailSettings;
  log: FastifyBaseLogger;
  origin: string;
  email: string;
  requestLocale?: Locale | undefined;
}): Promise<{ detail: string }> {
  const now = new Date();
  const queued = await options.db.transaction(async (tx): Promise<QueuedEmail | undefined> => {
    const db = tx as unknown as Database;
    const user = await repo.lockUserByEmail(db, options.email);
    if (user) {
      const token = await issueEmailToken(db, {
        userId: user.id,
        purpose: 'reset_password',
        ttlHours: RESET_TOKEN_TTL_HOURS,
        now,
      });
      const message = resetMessage(options.origin, user, token, options.requestLocale);
      return { outboxId: await queueEmail(db, message), message };
    }
    await rolledBack(tx, async (savepoint) => {
      // No user has id 0: the clean-up matches nothing, and the row goes with the savepoint.
      const decoy = { id: 0, email: options.email, firstName: '', language: null };
      await repo.deleteUnusedEmailTokens(savepoint, { userId: decoy.id, purpose: 'reset_password' });
      await queueEmail(
        savepoint,
        resetMessage(options.origin, decoy, createOpaqueToken(), options.requestLocale),
      );
    });
    return undefined;
  });

  if (queued) {
    const { db, mail, log } = options;
    mail.background.run('password reset e-mail', () => deliverQueuedEmail({ db, mail, log }, queued));
  }
  return { detail: RESET_REQUESTED_MESSAGE };
}

/** Runs `work` in a savepoint of `tx` and always rolls it back: the statements run, nothing is kept. */
async function rolledBack(
  tx: { transaction: Database['transaction'] },
  work: (savepoint: Database) => Promise<void>,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await work(savepoint as unknown as Database);
      savepoint.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

/**
 * Confirm (PUT user/auth/reset-password/, no sign-in). The token must be the user's own reset token,
 * unused and unexpired (an activation token never qualifies). In one transaction with the token row
 * locked: the new argon2id hash, the token used, every refresh token of the user revoked (all sessions
 * end) and the e-mail confirmed (the link was read from that mailbox). The hash is computed before the
 * transaction so the database connection is not held during argon2.
 */
export async function confirmPasswordReset(options: {
  db: Database;
  uidb64: string;
  token: string;
  password: string;
}): Promise<{ detail: string }> {
  const userId = decodeUid(options.uidb64);
  if (userId === null) throw AppError.badRequest(INVALID_RESET_LINK_MESSAGE);
  // Before the token is used: the link still works for a better password.
  refuseCommonPassword(options.password);
  const passwordHash = await hashPassword(options.password);
  const now = new Date();

  const changed = await options.db.transaction(async (tx): Promise<boolean> => {
    const db = tx as unknown as Database;
    const row = await repo.findEmailTokenForUpdate(db, {
      tokenHash: hashOpaqueToken(options.token),
      purpose: 'reset_password',
    });
    if (!row || row.userId !== userId || row.usedAt || row.expiresAt <= now) return false;
    const user = await repo.lockUserForEmailToken(db, userId);
    if (!user) return false;
    await repo.markEmailTokenUsed(db, { id: row.id, at: now });
    await repo.setPasswordAfterReset(db, { userId, passwordHash, at: now });
    await repo.revokeAllRefreshTokensOfUser(db, { userId, at: now });
    return true;
  });

  if (!changed) throw AppError.badRequest(INVALID_RESET_LINK_MESSAGE);
  return { detail: PASSWORD_CHANGED_MESSAGE };
}
