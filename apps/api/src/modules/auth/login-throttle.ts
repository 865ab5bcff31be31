import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import * as repo from './repo';

/**
 * Per-account sign-in throttling (OWASP ASVS 2.2.1 allows at most 100 failed attempts an hour per
 * account; we allow far fewer). The per-address limit on the login route stops one machine; this stops
 * a botnet guessing one account's password from many addresses.
 *
 * A window opens at the first failed password and lasts ACCOUNT_LOCK_WINDOW_MINUTES; after
 * ACCOUNT_FAILED_LOGIN_LIMIT failures in it, password sign-in for the account pauses until the window
 * ends. Google sign-in and password reset keep working, so a locked-out owner is never stuck, and a
 * successful sign-in clears the count.
 *
 * Trade-off, accepted: an address that fails ten times against an unknown login never sees the pause
 * message, so the pause tells a persistent guesser that the account exists. The per-address limit makes
 * that slow, and sign-up already tells whether an e-mail is taken.
 */
export const ACCOUNT_FAILED_LOGIN_LIMIT = 10;
export const ACCOUNT_LOCK_WINDOW_MINUTES = 15;
const WINDOW_MS = ACCOUNT_LOCK_WINDOW_MINUTES * 60_000;

export interface LoginThrottleState {
  failedLoginCount: number;
  failedLoginWindowStart: Date | null;
}

/** Seconds until password sign-in works again; 0 when it is not paused. */
export function accountLockSeconds(state: LoginThrottleState, now: Date): number {
  if (state.failedLoginCount < ACCOUNT_FAILED_LOGIN_LIMIT || !state.failedLoginWindowStart) return 0;
  const endsAt = state.failedLoginWindowStart.getTime() + WINDOW_MS;
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000));
}

export function accountLockedError(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return AppError.tooManyRequests(
    `Too many failed sign-ins to this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    seconds,
  );
}

/** Counts one failed password against the account's window (a new window when none is open). */
export async function recordFailedLogin(db: Database, userId: number, now: Date): Promise<void> {
  await repo.countFailedLogin(db, { userId, at: now, windowOpenSince: new Date(now.getTime() - WINDOW_MS) });
}
