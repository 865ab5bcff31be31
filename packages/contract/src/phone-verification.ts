import { z } from 'zod';
import { AuthUser, BdPhone } from './auth';
import { BD_PHONE_MESSAGE } from './phone';

/**
 * Phone verification (SPEC.md §7: POST user/auth/phone-verify/ {phone_number} sends a code by SMS, PUT
 * {code} confirms it; ARCHITECTURE.md: a short numeric code with attempt limits). The confirmed number
 * becomes the user's `phone_number`, which SPEC.md §4's verification gate reads.
 */

export const PHONE_CODE_LENGTH = 6;
export const PHONE_REQUIRED_MESSAGE = 'Enter your mobile number';
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from the SMS';
export const CODE_FORMAT_MESSAGE = 'The code is 6 digits, like 123456';

/** Bengali digits (০-৯), as a Bangla keyboard types them, read as the Latin digits they are. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

export const PhoneVerifySendRequest = z.object({
  phone_number: z
    .string({ error: PHONE_REQUIRED_MESSAGE })
    .trim()
    .min(1, PHONE_REQUIRED_MESSAGE)
    .max(32, BD_PHONE_MESSAGE)
    .transform(toLatinDigits)
    .pipe(BdPhone),
});
export type PhoneVerifySendRequest = z.input<typeof PhoneVerifySendRequest>;

/** The send answer: where the code went (normalised), how long it lives and when another may be sent. */
export const PhoneVerifySendResponse = z.object({
  detail: z.string(),
  /** The number the code was sent to, as +8801XXXXXXXXX. */
  phone_number: z.string(),
  /** Seconds until "Resend code" is allowed. */
  retry_after_seconds: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expires_in_seconds: z.number().int().positive(),
});
export type PhoneVerifySendResponse = z.infer<typeof PhoneVerifySendResponse>;

/** Six digits; spaces, dashes and Bengali digits are forgiven (people copy "123 456" from the SMS). */
export const PhoneVerifyConfirmRequest = z.object({
  code: z
    .string({ error: CODE_REQUIRED_MESSAGE })
    .max(32, CODE_FORMAT_MESSAGE)
    .transform((value) => toLatinDigits(value).replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: CODE_REQUIRED_MESSAGE, abort: true })
        .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), CODE_FORMAT_MESSAGE),
    ),
});
export type PhoneVerifyConfirmRequest = z.input<typeof PhoneVerifyConfirmRequest>;

export const PhoneVerifyConfirmResponse = z.object({ detail: z.string(), user: AuthUser });
export type PhoneVerifyConfirmResponse = z.infer<typeof PhoneVerifyConfirmResponse>;

/**
 * Where the phone page was opened from (SPEC.md §7 `?source=`): sign-up, a first Google sign-in, or the
 * profile. Only these tokens are accepted; the server logs it.
 */
export const PHONE_SOURCES = ['register', 'google', 'profile'] as const;
export const PhoneSource = z.enum(PHONE_SOURCES, {
  error: `Use one of: ${PHONE_SOURCES.join(', ')}`,
});
export type PhoneSource = z.infer<typeof PhoneSource>;

export const SavedPhoneNumberQuery = z.object({ source: PhoneSource.optional() });

/**
 * `GET log_reg/save-phone-number/{id}/`: the numbers the account already has, so the phone page can offer
 * the one given at sign-up (`pending_phone_number`, not yet confirmed) instead of asking again.
 */
export const SavedPhoneNumberResponse = z.object({
  id: z.number().int(),
  /** The verified number, or null. */
  phone_number: z.string().nullable(),
  /** A number given earlier but not confirmed by a code yet, or null. */
  pending_phone_number: z.string().nullable(),
  source: PhoneSource.nullable(),
});
export type SavedPhoneNumberResponse = z.infer<typeof SavedPhoneNumberResponse>;
