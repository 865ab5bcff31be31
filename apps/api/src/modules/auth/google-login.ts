import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Username, type LoginResponse } from '@dokkho/contract/auth';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import {
  GoogleTokenError,
  GoogleUnavailableError,
  type GoogleIdentity,
  type GoogleVerifier,
} from '../../integrations/google/verifier';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import * as googleRepo from './google-repo';
import * as repo from './repo';
import { loginResponse, type SessionResult } from './service';
import type { TokenSettings } from './tokens';

export const GOOGLE_DISABLED_MESSAGE =
  'Google sign-in is not enabled on this site. Please log in with your password.';
export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in is not available right now. Please try again in a few minutes, or log in with your password.';
export const GOOGLE_TOKEN_INVALID_MESSAGE =
  'Your Google sign-in could not be confirmed: it may have expired. Please try again.';
export const GOOGLE_WRONG_AUDIENCE_MESSAGE =
  'This Google sign-in was not made for Dokkho. Please start again with the Google button on this site.';
export const GOOGLE_NO_EMAIL_MESSAGE =
  'Google did not share your e-mail address with Dokkho. Please try again and allow access to your e-mail.';
export const GOOGLE_EMAIL_UNVERIFIED_MESSAGE =
  "Your Google account's e-mail address is not verified. Verify it with Google first, or sign up with your e-mail and a password.";
export const GOOGLE_ACCOUNT_CONFLICT_MESSAGE =
  'This e-mail belongs to a Dokkho account that is linked to a different Google account. Please log in with your password.';

/** Google sign-in as app.ts hands it to the routes: undefined when GOOGLE_CLIENT_IDS is empty. */
export interface GoogleSettings {
  verifier: GoogleVerifier;
}

const USERNAME_MAX = 30;
const NAME_MAX = 50;
/** Random-suffixed usernames tried in the same lookup when the plain one is taken. */
const SUFFIXED_CANDIDATES = 6;
/** Two first sign-ins of one person at once (a double tap) collide on a unique index; the loser retries. */
const MAX_ATTEMPTS = 3;

/**
 * The e-mail's local part made into a valid `Username` (contract: 3-30 letters, digits, dots and
 * underscores): accents dropped (José -> jose), a `+tag` dropped, other characters removed, no dots or
 * underscores at the ends. Possibly shorter than 3 (or empty, for a non-Latin local part).
 */
export function usernameStem(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  return local
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+|[._]+$/g, '')
    .toLowerCase()
    .slice(0, USERNAME_MAX)
    .replace(/[._]+$/, '');
}

/** The plain stem first (when long enough), then the stem with random digits. */
export function usernameCandidates(
  email: string,
  digits: () => string = () => String(randomInt(1000, 100_000)),
) {
  const stem = usernameStem(email);
  const candidates = stem.length >= 3 ? [stem] : [];
  const base = (stem || 'learner').slice(0, USERNAME_MAX - 5);
  for (let i = 0; i < SUFFIXED_CANDIDATES; i++) candidates.push(`${base}${digits()}`);
  return [...new Set(candidates)].filter((candidate) => Username.safeParse(candidate).success);
}

async function pickUsername(db: Database, email: string): Promise<string> {
  const candidates = usernameCandidates(email);
  const taken = await googleRepo.findTakenUsernames(db, candidates);
  const free = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
  // All taken (a popular stem and unlucky digits): a long random one; the unique index has the last word.
  return free ?? `${(usernameStem(email) || 'learner').slice(0, 20)}${randomInt(10 ** 8, 10 ** 9)}`;
}

/** Names from Google; without them, the display name split in two; without that, the e-mail's local part. */
export function namesFrom(identity: Pick<GoogleIdentity, 'givenName' | 'familyName' | 'name' | 'email'>) {
  const clip = (value: string | null | undefined) => (value ?? '').trim().slice(0, NAME_MAX).trim();
  let firstName = clip(identity.givenName);
  let lastName = clip(identity.familyName);
  if (!firstName && identity.name) {
    const [first = '', ...rest] = identity.name.trim().split(/\s+/);
    firstName = clip(first);
    if (!lastName) lastName = clip(rest.join(' '));
  }
  if (!firstName) firstName = clip((identity.email.split('@')[0] ?? '').split('+')[0]) || 'Learner';
  return { firstName, lastName };
}

type Outcome = { kind: 'signed_in'; userId: number; created: boolean } | { kind: 'linked_elsewhere' };

/**
 * Finds the account of a verified Google identity, or links or creates it, in one transaction:
 * 1. the account already linked to this Google account (`google_sub`);
 * 2. else the account with this e-mail, which gets linked. If its e-mail was never confirmed, whoever set
 *    its password never proved they own the mailbox: it may be an attacker who registered the victim's
 *    address first (account pre-hijacking). Google has just proved ownership, so the password is dropped
 *    and its sessions are ended; the owner can set a password through the reset link;
 * 3. else a new account: no password, e-mail confirmed (Google verified it), a username derived from the
 *    e-mail, no picture (Google's picture URL would be a hot link our CSP and privacy rules do not allow).
 */
async function findOrCreateUser(
  db: Database,
  identity: GoogleIdentity,
  requestLocale: Locale | undefined,
): Promise<Outcome> {
  const now = new Date();
  return db.transaction(async (tx): Promise<Outcome> => {
    const t = tx as unknown as Database;
    const linked = await googleRepo.lockUserByGoogleSub(t, identity.sub);
    if (linked) return { kind: 'signed_in', userId: linked.id, created: false };

    const byEmail = await googleRepo.lockUserByEmailForGoogle(t, identity.email);
    if (byEmail) {
      if (byEmail.googleSub && byEmail.googleSub !== identity.sub) return { kind: 'linked_elsewhere' };
      const dropPassword = !byEmail.emailConfirmed;
      await googleRepo.linkGoogleAccount(t, { userId: byEmail.id, sub: identity.sub, dropPassword, at: now });
      if (dropPassword) await repo.revokeAllRefreshTokensOfUser(t, { userId: byEmail.id, at: now });
      return { kind: 'signed_in', userId: byEmail.id, created: false };
    }

    const userId = await repo.insertUser(t, {
      email: identity.email,
      username: await pickUsername(t, identity.email),
      ...namesFrom(identity),
      passwordHash: null,
      googleSub: identity.sub,
      emailConfirmed: true,
      profilePicture: null,
      // As a sign-up with a password: the page's language becomes the account's (auth/service.ts).
      language: requestLocale ?? null,
    });
    return { kind: 'signed_in', userId, created: true };
  });
}

async function verify(google: GoogleSettings, accessToken: string, log: FastifyBaseLogger) {
  try {
    return await google.verifier.verifyGoogleAccessToken(accessToken);
  } catch (error) {
    if (error instanceof GoogleUnavailableError) {
      log.warn({ err: error }, 'Google sign-in: Google could not be asked');
      throw new AppError(503, GOOGLE_UNAVAILABLE_MESSAGE);
    }
    if (error instanceof GoogleTokenError) {
      log.info({ reason: error.reason }, 'Google sign-in refused');
      switch (error.reason) {
        case 'audience':
          throw AppError.unauthorized(GOOGLE_WRONG_AUDIENCE_MESSAGE);
        case 'no_email':
          throw AppError.unauthorized(GOOGLE_NO_EMAIL_MESSAGE);
        case 'invalid':
        case 'expired':
          throw AppError.unauthorized(GOOGLE_TOKEN_INVALID_MESSAGE);
      }
    }
    throw error;
  }
}

/**
 * POST user/auth/google-login/ (SPEC.md §7): signs in with a Google access token. Answers like login;
 * `new_user` is true only when this sign-in created the account (SPEC.md §4 then sends the user to
 * /phone-verification). SPEC.md §5: only a Google account with a verified e-mail gets this far.
 */
export async function signInWithGoogle(options: {
  db: Database;
  tokens: TokenSettings;
  google: GoogleSettings | undefined;
  accessToken: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
  /** The language of the page signed in from: a new account's language (an existing one keeps its own). */
  requestLocale?: Locale | undefined;
}): Promise<SessionResult<LoginResponse>> {
  if (!options.google) throw AppError.notFound(GOOGLE_DISABLED_MESSAGE);
  const identity = await verify(options.google, options.accessToken, options.log);
  if (!identity.emailVerified) throw AppError.forbidden(GOOGLE_EMAIL_UNVERIFIED_MESSAGE);

  let outcome: Outcome | undefined;
  for (let attempt = 1; !outcome; attempt++) {
    try {
      outcome = await findOrCreateUser(options.db, identity, options.requestLocale);
    } catch (error) {
      // A concurrent first sign-in of the same person (or a new user taking the same username) won the
      // race to the unique index: this attempt rolled back, and the next one finds what it committed.
      if (attempt >= MAX_ATTEMPTS || !uniqueViolation(error)) throw error;
    }
  }
  if (outcome.kind === 'linked_elsewhere') throw AppError.conflict(GOOGLE_ACCOUNT_CONFLICT_MESSAGE);

  const user = await repo.findAuthUser(options.db, outcome.userId);
  if (!user) throw new Error(`user ${outcome.userId} vanished right after Google sign-in`);
  return loginResponse({ ...options, user, newUser: outcome.created });
}
