import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuthUser, LoginResponse, RegisterRequest, Role } from '@dokkho/contract/auth';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { deliverQueuedEmail, queueActivationEmail, type MailSettings } from './email-verification';
import { accountLockedError, accountLockSeconds, recordFailedLogin } from './login-throttle';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import { rolesOf, toAuthUser } from './auth-user';
import * as repo from './repo';
import { createRefreshToken, hashRefreshToken, signAccessToken, type TokenSettings } from './tokens';

/** One message for unknown user, wrong password and password-less account: no account enumeration. */
// Other modules take the user's shape through this service (docs/decisions/022).
export { rolesOf, toAuthUser };

export const LOGIN_FAILED_MESSAGE = 'Incorrect username/e-mail or password.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists';
export const DUPLICATE_USERNAME_MESSAGE = 'This username is taken. Choose another one';
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

const DAY_MS = 86_400_000;

/** A fresh refresh token; its cookie lives exactly as long as the sign-in it belongs to. */
export interface SessionResult<T> {
  body: T;
  refreshExpiresAt: Date;
}

/** Starts a sign-in (a new family) or continues one (rotation keeps its family and absolute expiry). */
async function issueRefreshToken(
  db: Database,
  input: { userId: number; userAgent: string | null; familyId?: string; expiresAt: Date },
) {
  const refresh = createRefreshToken();
  const id = await repo.insertRefreshToken(db, {
    userId: input.userId,
    familyId: input.familyId ?? randomUUID(),
    tokenHash: hashRefreshToken(refresh),
    expiresAt: input.expiresAt,
    userAgent: input.userAgent,
  });
  return { id, refresh };
}

async function startSession(options: {
  db: Database;
  tokens: TokenSettings;
  userId: number;
  userAgent: string | null;
}) {
  const expiresAt = new Date(Date.now() + options.tokens.refreshTtlDays * DAY_MS);
  const { refresh } = await issueRefreshToken(options.db, { ...options, expiresAt });
  const access = await signAccessToken(options.tokens, options.userId);
  return { access, refresh, expiresAt };
}

/** The login answer with a new sign-in (refresh family); shared by every way of signing in. */
export async function loginResponse(options: {
  db: Database;
  tokens: TokenSettings;
  user: repo.AuthUserRow;
  userAgent: string | null;
  newUser: boolean;
}): Promise<SessionResult<LoginResponse>> {
  const session = await startSession({ ...options, userId: options.user.id });
  return {
    body: {
      user: toAuthUser(options.user),
      access: session.access,
      refresh: session.refresh,
      new_user: options.newUser,
    },
    refreshExpiresAt: session.expiresAt,
  };
}

function duplicateFields(taken: { email: boolean; username: boolean }): Record<string, string[]> {
  return {
    ...(taken.email ? { email: [DUPLICATE_EMAIL_MESSAGE] } : {}),
    ...(taken.username ? { username: [DUPLICATE_USERNAME_MESSAGE] } : {}),
  };
}

/**
 * Sign-up (issue 3 item 1): creates the account with an unconfirmed e-mail, mails the activation link
 * (item 5) and signs it in at once. The pre-check gives both field messages in one answer; the unique
 * indexes catch the race of two sign-ups with the same e-mail or username.
 */
export async function registerUser(options: {
  db: Database;
  tokens: TokenSettings;
  mail: MailSettings;
  log: FastifyBaseLogger;
  /** Where the activation link points: PUBLIC_URL (config.ts), never the request's Host. */
  origin: string;
  /**
   * The sign-up's language: the activation e-mail is written in it, and it becomes the account's
   * language (the user has chosen none yet), so what is mailed later outside a request (a receipt, a
   * digest) speaks it too. The user can change it on the profile.
   */
  requestLocale?: Locale | undefined;
  input: z.output<typeof RegisterRequest>;
  userAgent: string | null;
}): Promise<SessionResult<LoginResponse>> {
  const { db, input } = options;
  refuseCommonPassword(input.password);
  const taken = await repo.findTakenIdentifiers(db, input);
  if (taken.email || taken.username) throw AppError.badRequest('Duplicate account', duplicateFields(taken));

  const passwordHash = await hashPassword(input.password);
  // The account, its activation token and the e-mail's outbox row in one transaction: a 201 always has
  // its e-mail written, and an outbox that cannot take the row fails the sign-up (issue 14 item 9).
  const { user, queued } = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    let userId: number;
    try {
      userId = await repo.insertUser(txDb, {
        email: input.email,
        username: input.username,
        firstName: input.first_name,
        lastName: input.last_name,
        // Unconfirmed until a code sent to it is entered (SPEC.md §4 gates on phone_number): pending.
        pendingPhoneNumber: input.phone_number ?? null,
        passwordHash,
        emailConfirmed: false,
        language: options.requestLocale ?? null,
      });
    } catch (error) {
      const violation = uniqueViolation(error);
      if (!violation) throw error;
      const onUsername = violation.constraint.includes('username');
      throw AppError.badRequest(
        'Duplicate account',
        duplicateFields({ email: !onUsername, username: onUsername }),
      );
    }
    const created = await repo.findAuthUser(txDb, userId);
    if (!created) throw new Error(`user ${userId} vanished right after sign-up`);
    const activation = await queueActivationEmail(txDb, {
      origin: options.origin,
      user: created,
      requestLocale: options.requestLocale,
      now: new Date(),
    });
    return { user: created, queued: activation };
  });
  // After the commit, so the link works when the e-mail arrives; a relay problem never fails the sign-up
  // (the row stays for the retry worker, and the user can ask for a new link).
  await deliverQueuedEmail(options, queued);
  return loginResponse({ ...options, user, newUser: true });
}

/** Sign-in by username or e-mail (SPEC.md §3). Same answer, similar timing, for every failure. */
export async function loginUser(options: {
  db: Database;
  tokens: TokenSettings;
  login: string;
  password: string;
  userAgent: string | null;
}): Promise<SessionResult<LoginResponse>> {
  const now = new Date();
  const found = await repo.findUserForLogin(options.db, options.login);
  const lockSeconds = found ? accountLockSeconds(found, now) : 0;
  // Paused accounts are refused before the password is checked: no more guesses until the window ends.
  if (lockSeconds > 0) throw accountLockedError(lockSeconds);
  const valid = await verifyPassword(found?.passwordHash, options.password);
  if (!found || !valid) {
    if (found) await recordFailedLogin(options.db, found.id, now);
    throw AppError.unauthorized(LOGIN_FAILED_MESSAGE);
  }
  const { passwordHash: _hash, failedLoginCount, failedLoginWindowStart: _start, ...user } = found;
  if (failedLoginCount > 0) await repo.clearFailedLogins(options.db, user.id);
  return loginResponse({ ...options, user, newUser: false });
}

type RotationOutcome =
  | { kind: 'rotated'; userId: number; refresh: string; expiresAt: Date }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/**
 * Trades a refresh token for a new access and refresh token (rotation on every use). A token that was
 * already rotated or revoked is a replay: the whole family is revoked, so the thief and the victim are
 * both signed out (ASVS 10.4.5). One short transaction with the row locked: concurrent rotations of one
 * token serialise, and PGlite's single connection is held only for a few statements.
 */
export async function refreshSession(options: {
  db: Database;
  tokens: TokenSettings;
  refresh: string | undefined;
  userAgent: string | null;
}): Promise<SessionResult<{ access: string; refresh: string }>> {
  const presented = options.refresh;
  if (!presented) throw AppError.unauthorized(SESSION_ENDED_MESSAGE);
  const now = new Date();

  const outcome = await options.db.transaction(async (tx): Promise<RotationOutcome> => {
    const db = tx as unknown as Database;
    const current = await repo.findRefreshTokenForUpdate(db, hashRefreshToken(presented));
    if (!current) return { kind: 'invalid' };
    if (current.revokedAt) {
      // Committed before the 401 goes out: the revocation must stick.
      await repo.revokeRefreshTokenFamily(db, { familyId: current.familyId, at: now });
      return { kind: 'reused' };
    }
    if (current.expiresAt <= now) return { kind: 'invalid' };
    const next = await issueRefreshToken(db, {
      userId: current.userId,
      familyId: current.familyId,
      expiresAt: current.expiresAt,
      userAgent: options.userAgent,
    });
    await repo.markRefreshTokenRotated(db, { id: current.id, replacedById: next.id, at: now });
    return { kind: 'rotated', userId: current.userId, refresh: next.refresh, expiresAt: current.expiresAt };
  });

  if (outcome.kind !== 'rotated') throw AppError.unauthorized(SESSION_ENDED_MESSAGE);
  const access = await signAccessToken(options.tokens, outcome.userId);
  return { body: { access, refresh: outcome.refresh }, refreshExpiresAt: outcome.expiresAt };
}

/**
 * Ends the sign-in the refresh token belongs to, server-side. Always succeeds: a client signing out must
 * never be stuck, whatever it presents.
 */
export async function logoutSession(options: { db: Database; refresh: string | undefined }) {
  if (!options.refresh) return;
  const familyId = await repo.findRefreshTokenFamily(options.db, hashRefreshToken(options.refresh));
  if (familyId) await repo.revokeRefreshTokenFamily(options.db, { familyId, at: new Date() });
}

/** The signed-in user; a token whose account is gone is treated as no token. */
export async function getProfile(options: { db: Database; userId: number }): Promise<AuthUser> {
  const user = await repo.findAuthUser(options.db, options.userId);
  if (!user) throw AppError.unauthorized();
  return toAuthUser(user);
}

/** The language the user chose (null when they have not, or the account is gone): documents follow it. */
export async function findUserLanguage(db: Database, userId: number): Promise<Locale | null> {
  const user = await repo.findAuthUser(db, userId);
  return user?.language ?? null;
}

export async function listUserRoles(options: { db: Database; userId: number }): Promise<Role[]> {
  const user = await repo.findAuthUser(options.db, options.userId);
  return user ? rolesOf(user) : [];
}
