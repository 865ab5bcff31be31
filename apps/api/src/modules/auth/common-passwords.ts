import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error';

/**
 * Common passwords are refused wherever a password is set: sign-up, reset and change (issue 14 item 8).
 * The contract's rule (length, letters and digits) runs in the browser too; this check needs zxcvbn's
 * dictionaries (about a megabyte), so it runs on the server only and the forms show its field message.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess, for example a few unrelated words with a number.';

/**
 * zxcvbn with its common-password list (passwords-common, tens of thousands of leaked passwords ranked by
 * frequency), the common-word list and the keyboard layouts. Its estimate counts the guesses an attacker
 * needs who tries that list first, with the usual variations: capitals, l33t, a reversed word, a year or
 * `123` added, a keyboard walk, a repeat. Under 10^6 guesses (zxcvbn's scores 0 and 1) is a password on
 * that list or a small variation of one: `password123`, `iloveyou1`, `Passw0rd!`, `qwertyuiop`, `12345678`.
 * We refuse those and no more: no demand for a high score, which would refuse sound passwords people can
 * remember, such as `dhaka2026` (a bare 8 random characters alone is already about 10^8).
 */
const MIN_GUESSES = 1e6;

let zxcvbn: ZxcvbnFactory | undefined;

export function isCommonPassword(password: string): boolean {
  // Built on first use: the dictionaries take a moment to load and only password changes need them.
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return zxcvbn.check(password).guesses < MIN_GUESSES;
}

/** A 400 with the message under `field` (the request's name for the new password) when it is common. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw AppError.badRequest(COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] });
  }
}
