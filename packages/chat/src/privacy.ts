import { createHmac } from 'node:crypto';

/**
 * The review log is privacy-aware (issue 8 item 5): the visitor's address only as a keyed hash, and
 * nothing that looks like a secret.
 */

/** HMAC-SHA256 of the address with the app secret: the same visitor gives the same hash, nobody can reverse it. */
export function hashIp(ip: string | null | undefined, secret: string): string | null {
  if (!ip) return null;
  return createHmac('sha256', secret).update(ip.trim().toLowerCase()).digest('hex');
}

/** Words that tell a message carries a secret: then every long run of digits in it is masked. */
const SECRET_HINT =
  /pass(word|code|wd)?|pin\b|otp|one[- ]time|verification code|\bcode\b|cvv|cvc|card|credit|debit|visa|master ?card|bkash|nagad|rocket|পাসওয়ার্ড|পিন|ওটিপি|কোড|কার্ড/iu;

/** A password given in so many words ("my password is hunter2"): the word after it is masked too. */
const PASSWORD_VALUE = /((?:password|passcode|pwd|পাসওয়ার্ড)\s*(?:is|=|:|হলো|হল)?\s*)(\S+)/giu;

/** Runs of 6 or more digits (spaces and dashes inside allowed, as card numbers are written). */
const LONG_DIGITS = /\d(?:[\s-]?\d){5,}/gu;

/**
 * What the log keeps of a question: digit runs of 6 or more (OTPs, PINs, card and account numbers) are
 * masked when the message hints at a secret, and a password written out is masked whatever it is. Bengali
 * digits count: they are normalised for the check.
 */
export function maskSecrets(text: string): string {
  const latinDigits = text.replace(/[০-৯]/gu, (d) => String(d.charCodeAt(0) - 0x09e6));
  let masked = latinDigits.replace(
    PASSWORD_VALUE,
    (_m, lead: string, value: string) => `${lead}${'*'.repeat(value.length)}`,
  );
  // A 12–19 digit run is a card number whatever the words around it; shorter ones only with a hint.
  masked = masked.replace(LONG_DIGITS, (run) => {
    const digits = run.replace(/\D/g, '').length;
    return digits >= 12 || SECRET_HINT.test(text) ? run.replace(/\d/g, '*') : run;
  });
  return masked === latinDigits ? text : masked;
}
