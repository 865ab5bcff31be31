import { describe, expect, it } from 'vitest';
import { verificationPath, verificationStep } from './verification-step';

describe('verificationStep (SPEC.md §4 "Verification gating")', () => {
  it.each([
    [false, null, 'email'],
    [false, '+8801712345678', 'email'],
    [true, null, 'phone'],
    [true, '', 'phone'],
    [true, '+8801712345678', 'done'],
  ] as const)('email_confirmed %s, phone %s: %s', (email_confirmed, phone_number, step) => {
    expect(verificationStep({ email_confirmed, phone_number })).toBe(step);
  });

  it('maps each owed step to its page', () => {
    expect(verificationPath('email')).toBe('/email-verification');
    expect(verificationPath('phone')).toBe('/phone-verification');
  });
});
