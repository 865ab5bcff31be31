import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { sendEmail } from '../outbox/service';
import { decodeUid, encodeUid, type MailSettings } from './email-verification';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { passwordResetEmail } from './password-reset-email';
import * as repo from './repo';
import { issueEmailToken } from './email-tokens';
import { hashOpaqueToken } from './tokens';

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

/**
 * Request (POST user/auth/reset-password/, no sign-in). The same 200 whatever the e-mail: an unknown
 * address does no token work and sends nothing, but its answer is identical. The user's row is locked
 * while the token is issued, so parallel requests leave exactly one working link. The mail goes out
 * after the commit (the link must work when it arrives); a provider failure leaves a `failed` outbox row
 * and the same answer, so the user simply asks again.
 */
export async function requestPasswordReset(options: {
  db: Database;
  mail: MailSettings;
  log: FastifyBaseLogger;
  origin: string;
  email: string;
}): Promise<{ detail: string }> {
  const now = new Date();
  const issued = await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const user = await repo.lockUserByEmail(db, options.email);
    if (!user) return undefined;
    const token = await issueEmailToken(db, {
      userId: user.id,
      purpose: 'reset_password',
      ttlHours: RESET_TOKEN_TTL_HOURS,
      now,
    });
    return { user, token };
  });

  if (issued) {
    const link = passwordResetLink({ origin: options.origin, userId: issued.user.id, token: issued.token });
    const message = passwordResetEmail({
      firstName: issued.user.firstName,
      link,
      validHours: RESET_TOKEN_TTL_HOURS,
    });
    await sendEmail({
      db: options.db,
      sender: options.mail.sender,
      log: options.log,
      to: issued.user.email,
      ...message,
    });
  }
  return { detail: RESET_REQUESTED_MESSAGE };
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
