import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  PhoneSource,
  PhoneVerifyConfirmResponse,
  PhoneVerifySendResponse,
  SavedPhoneNumberResponse,
} from '@dokkho/contract/phone-verification';
import { PHONE_CODE_LENGTH } from '@dokkho/contract/phone-verification';
import type { Locale } from '@dokkho/contract/locale';
import { SITE } from '@dokkho/contract/site';
import { localiseDigits } from '@dokkho/domain/digits';
import type { Database } from '@dokkho/db';
import type { SmsSender } from '../../integrations/sms/sender';
import { AppError } from '../../lib/app-error';
import { recipientLocale } from '../../lib/recipient-locale';
import { sendSms } from '../outbox/service';
import * as phoneRepo from './phone-repo';
import * as repo from './repo';
import { rolesOf, toAuthUser } from './service';

/** OWASP ASVS 6.5/6.6 (PROVIDERS.md): single-use, 6 digits, at most 10 minutes, few wrong guesses. */
export const CODE_TTL_MINUTES = 10;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_WRONG_ATTEMPTS = 5;
/** One number must not be used to flood someone's phone; one account must not burn our SMS budget. */
export const DAILY_CODES_PER_NUMBER = 5;
export const DAILY_CODES_PER_USER = 10;
const DAY_MS = 86_400_000;
const MAX_USER_ID = 2_147_483_647;

export const SMS_FAILED_MESSAGE = 'We could not send the SMS. Please try again in a minute.';
export const NUMBER_TAKEN_MESSAGE = 'This number belongs to another account';
export const ALREADY_YOURS_MESSAGE = 'This is already your verified number';
export const NO_CODE_MESSAGE = 'There is no code waiting to be checked. Ask for a new code.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Ask for a new code.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong codes. Ask for a new code.';
export const PHONE_VERIFIED_MESSAGE = 'Thank you! Your mobile number is verified.';
export const NUMBER_TAKEN_AT_CONFIRM_MESSAGE =
  'This number was just verified by another account. Use a different number.';

/** How the phone verification module is wired: the SMS adapter and the key of the code HMAC. */
export interface PhoneSettings {
  sender: SmsSender;
  /** AUTH_SECRET: six digits are too few for a bare hash to hide them, a keyed one does. */
  codeKey: string;
}

/** A fresh code from the CSPRNG, zero-padded: every one of the 10^6 codes is equally likely. */
export function generatePhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * What the database keeps of a code: HMAC-SHA256 keyed with the server secret, over the code bound to
 * its user and number, so a row copied onto another user or number matches nothing.
 */
export function hashPhoneCode(key: string, input: { userId: number; phoneNumber: string; code: string }) {
  return createHmac('sha256', key)
    .update(`phone-code:${input.userId}:${input.phoneNumber}:${input.code}`)
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Short (one SMS part: 160 characters in English, 70 in Bangla, which goes as UCS-2), with the product's
 * name, the code, its lifetime and the warning, in the user's language. The code itself stays in ASCII
 * digits in both: people type it, and every keyboard has those.
 */
export function phoneCodeText(code: string, locale: Locale = 'en'): string {
  if (locale === 'bn') {
    return `${code} আপনার ${SITE.name} কোড, ${localiseDigits(String(CODE_TTL_MINUTES), 'bn')} মিনিট বৈধ। কাউকে কোডটি দেবেন না।`;
  }
  return `${code} is your ${SITE.name} verification code. It is valid for ${CODE_TTL_MINUTES} minutes. Never share this code with anyone.`;
}

/** "42 seconds", "5 minutes", "3 hours": how a wait reads in a message. */
export function describeWait(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds <= 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

const secondsUntil = (target: number, now: number) => Math.max(1, Math.ceil((target - now) / 1000));

type SendOutcome =
  | { kind: 'issued'; codeId: number; code: string; locale: Locale }
  | { kind: 'gone' }
  | { kind: 'refused'; fields: Record<string, string[]> }
  | { kind: 'limited'; message: string; retryAfterSeconds: number };

/**
 * POST user/auth/phone-verify/: a new code by SMS. The checks and the new row happen in one short
 * transaction with the user's row locked, so parallel requests cannot both pass the cooldown or the
 * caps; the SMS goes out after the commit (a slow gateway must not hold a lock, PGlite has one
 * connection). A code whose SMS failed is deleted again; older codes are retired only once the new one
 * is on its way, so a failed resend leaves the previous code working.
 */
export async function sendPhoneCode(options: {
  db: Database;
  phone: PhoneSettings;
  log: FastifyBaseLogger;
  userId: number;
  phoneNumber: string;
  /** The request's language, for a user who has not chosen one: the SMS is written in it. */
  requestLocale?: Locale | undefined;
}): Promise<PhoneVerifySendResponse> {
  const { db, phoneNumber } = options;
  const now = new Date();
  const nowMs = now.getTime();
  const since = new Date(nowMs - DAY_MS);

  const outcome = await db.transaction(async (tx): Promise<SendOutcome> => {
    const t = tx as unknown as Database;
    const user = await phoneRepo.lockUserForPhone(t, options.userId);
    if (!user) return { kind: 'gone' };
    if (user.phoneNumber === phoneNumber) {
      return { kind: 'refused', fields: { phone_number: [ALREADY_YOURS_MESSAGE] } };
    }
    if (await phoneRepo.findOtherOwnerOfPhone(t, { phoneNumber, userId: user.id })) {
      return { kind: 'refused', fields: { phone_number: [NUMBER_TAKEN_MESSAGE] } };
    }

    const last = await phoneRepo.findLatestPhoneCodeCreatedAt(t, user.id);
    const cooldownEnds = last ? last.getTime() + RESEND_COOLDOWN_SECONDS * 1000 : 0;
    if (cooldownEnds > nowMs) {
      const wait = secondsUntil(cooldownEnds, nowMs);
      return {
        kind: 'limited',
        message: `Please wait ${describeWait(wait)} before asking for a new code.`,
        retryAfterSeconds: wait,
      };
    }

    const byUser = await phoneRepo.countPhoneCodesSince(t, { userId: user.id, since });
    if (byUser.count >= DAILY_CODES_PER_USER && byUser.oldest) {
      const wait = secondsUntil(byUser.oldest.getTime() + DAY_MS, nowMs);
      return {
        kind: 'limited',
        message: `You have asked for too many codes today. Please try again in ${describeWait(wait)}.`,
        retryAfterSeconds: wait,
      };
    }
    const byNumber = await phoneRepo.countPhoneCodesSince(t, { phoneNumber, since });
    if (byNumber.count >= DAILY_CODES_PER_NUMBER && byNumber.oldest) {
      const wait = secondsUntil(byNumber.oldest.getTime() + DAY_MS, nowMs);
      return {
        kind: 'limited',
        message: `This number has had too many codes today. Please try again in ${describeWait(wait)}.`,
        retryAfterSeconds: wait,
      };
    }

    const code = generatePhoneCode();
    const codeId = await phoneRepo.insertPhoneCode(t, {
      userId: user.id,
      phoneNumber,
      codeHash: hashPhoneCode(options.phone.codeKey, { userId: user.id, phoneNumber, code }),
      expiresAt: new Date(nowMs + CODE_TTL_MINUTES * 60_000),
      // The app's clock, not the database's: the cooldown compares it with the app's clock.
      createdAt: now,
    });
    return { kind: 'issued', codeId, code, locale: recipientLocale(user.language, options.requestLocale) };
  });

  switch (outcome.kind) {
    case 'gone':
      throw AppError.unauthorized();
    case 'refused':
      throw AppError.badRequest('Phone number refused', outcome.fields);
    case 'limited':
      throw AppError.tooManyRequests(outcome.message, outcome.retryAfterSeconds);
    case 'issued':
      break;
  }

  const sent = await sendSms({
    db,
    sender: options.phone.sender,
    log: options.log,
    to: phoneNumber,
    text: phoneCodeText(outcome.code, outcome.locale),
    secret: outcome.code,
  });
  if (sent.status === 'failed') {
    await phoneRepo.deletePhoneCode(db, outcome.codeId);
    throw new AppError(502, SMS_FAILED_MESSAGE);
  }

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await phoneRepo.retireOtherPhoneCodes(t, { userId: options.userId, keepId: outcome.codeId, at: now });
    await phoneRepo.setPendingPhone(t, { userId: options.userId, phoneNumber, at: new Date() });
  });
  return {
    detail: `We sent a ${PHONE_CODE_LENGTH}-digit code to ${phoneNumber}.`,
    phone_number: phoneNumber,
    retry_after_seconds: RESEND_COOLDOWN_SECONDS,
    expires_in_seconds: CODE_TTL_MINUTES * 60,
  };
}

type ConfirmOutcome =
  | { kind: 'verified' }
  | { kind: 'gone' }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'exhausted' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'taken' };

/**
 * PUT user/auth/phone-verify/: checks the user's newest code. Wrong guesses are counted on the code (and
 * committed, so an error answer cannot roll them back); at the limit the code dies. On success, one
 * transaction makes the number the user's, clears the pending one and uses the code.
 */
export async function confirmPhoneCode(options: {
  db: Database;
  phone: PhoneSettings;
  log: FastifyBaseLogger;
  userId: number;
  code: string;
}): Promise<PhoneVerifyConfirmResponse> {
  const now = new Date();
  const outcome = await options.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const t = tx as unknown as Database;
    const user = await phoneRepo.lockUserForPhone(t, options.userId);
    if (!user) return { kind: 'gone' };
    const row = await phoneRepo.findLatestPhoneCodeForUpdate(t, user.id);
    if (!row || row.usedAt) return { kind: 'none' };
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return { kind: 'exhausted' };
    if (row.expiresAt <= now) return { kind: 'expired' };

    const presented = hashPhoneCode(options.phone.codeKey, {
      userId: user.id,
      phoneNumber: row.phoneNumber,
      code: options.code,
    });
    if (!sameHash(presented, row.codeHash)) {
      const attempts = await phoneRepo.incrementPhoneCodeAttempts(t, row.id);
      return attempts >= MAX_WRONG_ATTEMPTS
        ? { kind: 'exhausted' }
        : { kind: 'wrong', triesLeft: MAX_WRONG_ATTEMPTS - attempts };
    }

    // The number's claim lock: a concurrent confirmation of the same number by another account waits
    // here and then sees this one's committed number.
    await phoneRepo.lockPhoneNumberClaim(t, row.phoneNumber);
    await phoneRepo.markPhoneCodeUsed(t, { id: row.id, at: now });
    if (await phoneRepo.findOtherOwnerOfPhone(t, { phoneNumber: row.phoneNumber, userId: user.id })) {
      // The code is spent either way: it proves a number that can no longer be this account's.
      return { kind: 'taken' };
    }
    await phoneRepo.setVerifiedPhone(t, { userId: user.id, phoneNumber: row.phoneNumber, at: now });
    return { kind: 'verified' };
  });

  switch (outcome.kind) {
    case 'gone':
      throw AppError.unauthorized();
    case 'none':
      throw AppError.badRequest(NO_CODE_MESSAGE);
    case 'expired':
      throw AppError.badRequest(CODE_EXPIRED_MESSAGE);
    case 'exhausted':
      throw AppError.badRequest(TOO_MANY_ATTEMPTS_MESSAGE);
    case 'wrong':
      throw AppError.badRequest('Wrong code', {
        code: [
          `This code is not right. Check the SMS and try again (${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left).`,
        ],
      });
    case 'taken':
      options.log.warn({ userId: options.userId }, 'phone number claimed by another account first');
      throw AppError.conflict(NUMBER_TAKEN_AT_CONFIRM_MESSAGE);
    case 'verified':
      break;
  }
  const user = await repo.findAuthUser(options.db, options.userId);
  if (!user) throw AppError.unauthorized();
  return { detail: PHONE_VERIFIED_MESSAGE, user: toAuthUser(user) };
}

/**
 * GET log_reg/save-phone-number/{id}/?source=: the account's verified and pending numbers, for the phone
 * page. Only the user themself, or staff; `source` (where the page was opened from) is logged.
 */
export async function getSavedPhoneNumber(options: {
  db: Database;
  log: FastifyBaseLogger;
  viewerId: number;
  userId: number;
  source: PhoneSource | undefined;
}): Promise<SavedPhoneNumberResponse> {
  if (options.viewerId !== options.userId) {
    const viewer = await repo.findAuthUser(options.db, options.viewerId);
    if (!viewer) throw AppError.unauthorized();
    if (!rolesOf(viewer).includes('staff')) throw AppError.forbidden();
  }
  // An id past the integer column's range names nobody (and must not become a database error).
  const row =
    options.userId <= MAX_USER_ID ? await phoneRepo.findPhoneNumbers(options.db, options.userId) : undefined;
  if (!row) {
    if (options.viewerId === options.userId) throw AppError.unauthorized();
    throw AppError.notFound('No account has this id.');
  }
  options.log.info(
    { userId: row.id, viewerId: options.viewerId, source: options.source ?? null },
    'phone verification page opened',
  );
  return {
    id: row.id,
    phone_number: row.phoneNumber,
    pending_phone_number: row.pendingPhoneNumber,
    source: options.source ?? null,
  };
}
