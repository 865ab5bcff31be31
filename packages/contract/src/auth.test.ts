import { describe, expect, it } from 'vitest';
import { Password, RegisterRequest } from './auth';
import { ChangePasswordRequest } from './hiring';

const messages = (value: string) => Password.safeParse(value).error?.issues.map((issue) => issue.message);

describe('Password: the rule the forms and the server share', () => {
  it.each(['demo-pass-123', 'dhaka2026', 'ঢাকা২০২৬abcd', 'ঢাকা-শহর-২০২৬', 'সিলেট২০২৬চা'])(
    'accepts %s',
    (value) => {
      expect(Password.safeParse(value).success).toBe(true);
    },
  );

  it('counts Bangla digits (০-৯) as digits, like ASCII ones', () => {
    for (const digit of '০১২৩৪৫৬৭৮৯') expect(messages(`ঢাকাশহর${digit}`)).toBeUndefined();
  });

  it.each([
    ['ঢাকাশহরচাবাগান', 'Use both letters and numbers'],
    ['abcdefghij', 'Use both letters and numbers'],
    ['১২৩৪৫৬৭৮৯', 'Use both letters and numbers'],
    ['ab১২', 'Use at least 8 characters'],
  ])('refuses %s: %s', (value, message) => {
    expect(messages(value)).toContain(message);
  });

  it('applies to sign-up and to a new password alike', () => {
    const register = {
      first_name: 'Rahim',
      last_name: 'Uddin',
      email: 'rahim@example.com',
      username: 'rahim',
      password: 'ঢাকা২০২৬abcd',
    };
    expect(RegisterRequest.safeParse(register).success).toBe(true);
    expect(
      ChangePasswordRequest.safeParse({ current_password: 'demo-pass-123', new_password: 'ঢাকা২০২৬abcd' })
        .success,
    ).toBe(true);
  });
});
