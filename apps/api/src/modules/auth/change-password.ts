import { HIRING_MESSAGES } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { accountLockedError, accountLockSeconds, recordFailedLogin } from './login-throttle';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import * as repo from './repo';
import { hashRefreshToken } from './tokens';

export const PASSWORD_UPDATED_MESSAGE = 'Your password has been changed. Other devices have been signed out.';
export const NO_PASSWORD_MESSAGE =
  'Your account has no password yet (you sign in with Google). Use "Forgot password" on the sign-in page to set one.';

/**
 * `POST user/auth/change-password/` (signed in). The current password is checked like a sign-in: wrong
 * guesses count towards the same per-account pause, so a stolen access token cannot be used to guess the
 * password without limit. On success the new argon2id hash is stored and every other sign-in ends: all
 * refresh tokens of the user are revoked except the family of the one this browser holds (its cookie), so
 * this session keeps working.
 */
export async function changePassword(options: {
  db: Database;
  userId: number;
  currentPassword: string;
  newPassword: string;
  /** The refresh token this browser holds, when its cookie came with the request. */
  currentRefresh: string | undefined;
}): Promise<{ detail: string }> {
  const { db, userId } = options;
  const now = new Date();
  const user = await repo.findPasswordState(db, userId);
  if (!user) throw AppError.unauthorized();
  if (!user.passwordHash) throw AppError.badRequest(NO_PASSWORD_MESSAGE);
  const lockSeconds = accountLockSeconds(user, now);
  if (lockSeconds > 0) throw accountLockedError(lockSeconds);
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    await recordFailedLogin(db, userId, now);
    throw AppError.badRequest(HIRING_MESSAGES.wrongPassword, {
      current_password: [HIRING_MESSAGES.wrongPassword],
    });
  }
  if (user.failedLoginCount > 0) await repo.clearFailedLogins(db, userId);
  refuseCommonPassword(options.newPassword, 'new_password');
  const passwordHash = await hashPassword(options.newPassword);

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const keepFamily = options.currentRefresh
      ? await repo.findLiveRefreshFamilyOfUser(t, {
          userId,
          tokenHash: hashRefreshToken(options.currentRefresh),
        })
      : undefined;
    await repo.setPassword(t, { userId, passwordHash, at: now });
    await repo.revokeOtherRefreshTokensOfUser(t, { userId, keepFamily, at: now });
  });
  return { detail: PASSWORD_UPDATED_MESSAGE };
}
