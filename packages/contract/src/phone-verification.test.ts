import { describe, expect, it } from 'vitest';
import { BD_PHONE_MESSAGE } from './phone';
import {
  CODE_FORMAT_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  PhoneVerifyConfirmRequest,
  PhoneVerifySendRequest,
  SavedPhoneNumberQuery,
  toLatinDigits,
} from './phone-verification';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('PhoneVerifySendRequest', () => {
  it('normalises the number to +8801XXXXXXXXX, Bengali digits included', () => {
    for (const input of ['01712345678', '+880 1712-345678', '০১৭১২৩৪৫৬৭৮', ' 8801712345678 ']) {
      expect(PhoneVerifySendRequest.parse({ phone_number: input })).toEqual({
        phone_number: '+8801712345678',
      });
    }
  });

  it('asks for a number, then for a Bangladeshi one', () => {
    expect(messages(PhoneVerifySendRequest.safeParse({}))).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(messages(PhoneVerifySendRequest.safeParse({ phone_number: ' ' }))).toEqual([
      PHONE_REQUIRED_MESSAGE,
    ]);
    expect(messages(PhoneVerifySendRequest.safeParse({ phone_number: '01212345678' }))).toEqual([
      BD_PHONE_MESSAGE,
    ]);
  });
});

describe('PhoneVerifyConfirmRequest', () => {
  it('takes six digits, forgiving spaces, dashes and Bengali digits', () => {
    for (const input of ['123456', ' 123 456 ', '123-456', '১২৩৪৫৬']) {
      expect(PhoneVerifyConfirmRequest.parse({ code: input })).toEqual({ code: '123456' });
    }
  });

  it('says one clear thing when the code is missing or malformed', () => {
    expect(messages(PhoneVerifyConfirmRequest.safeParse({}))).toEqual([CODE_REQUIRED_MESSAGE]);
    expect(messages(PhoneVerifyConfirmRequest.safeParse({ code: '  ' }))).toEqual([CODE_REQUIRED_MESSAGE]);
    for (const input of ['12345', '1234567', 'abcdef', '12.456']) {
      expect(messages(PhoneVerifyConfirmRequest.safeParse({ code: input }))).toEqual([CODE_FORMAT_MESSAGE]);
    }
  });
});

describe('SavedPhoneNumberQuery', () => {
  it('knows the sources the phone page is opened from', () => {
    expect(SavedPhoneNumberQuery.parse({ source: 'google' })).toEqual({ source: 'google' });
    expect(SavedPhoneNumberQuery.parse({})).toEqual({});
    expect(SavedPhoneNumberQuery.safeParse({ source: 'facebook' }).success).toBe(false);
  });
});

describe('toLatinDigits', () => {
  it('maps ০-৯ to 0-9 and leaves everything else', () => {
    expect(toLatinDigits('০১২৩৪৫৬৭৮৯ ab 12')).toBe('0123456789 ab 12');
  });
});
