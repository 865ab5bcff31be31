import type { AuthUser } from '@dokkho/contract/auth';

export const EMAIL_VERIFICATION_PATH = '/email-verification';
export const PHONE_VERIFICATION_PATH = '/phone-verification';

/** Which verification a signed-in user still owes (SPEC.md §4 "Verification gating"), in order. */
export type VerificationStep = 'email' | 'phone' | 'done';

export function verificationStep(user: Pick<AuthUser, 'email_confirmed' | 'phone_number'>): VerificationStep {
  if (!user.email_confirmed) return 'email';
  if (!user.phone_number?.trim()) return 'phone';
  return 'done';
}

/** The page of a step; `done` has none (SPEC.md §4: with both, either page redirects to /). */
export function verificationPath(step: Exclude<VerificationStep, 'done'>): string {
  return step === 'email' ? EMAIL_VERIFICATION_PATH : PHONE_VERIFICATION_PATH;
}
