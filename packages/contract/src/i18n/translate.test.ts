import { describe, expect, it } from 'vitest';
import { hasBangla, translateMessage } from './index';

describe('translateMessage', () => {
  it('gives the Bangla of a sentence, and the English unchanged in en', () => {
    expect(translateMessage('Enter a valid e-mail address', 'bn')).toBe('একটি সঠিক ই-মেইল ঠিকানা লিখুন');
    expect(translateMessage('Enter a valid e-mail address', 'en')).toBe('Enter a valid e-mail address');
  });

  it('fills a template with its values, digits in Bengali in bn', () => {
    const template = 'Use at most {max} characters';
    expect(translateMessage(template, 'en', { max: 250 })).toBe('Use at most 250 characters');
    expect(translateMessage(template, 'bn', { max: 250 })).toBe('সর্বোচ্চ ২৫০ অক্ষর লিখুন');
  });

  it('reads the values back out of a sentence the code filled in', () => {
    expect(translateMessage('Use at most 1200 characters for the job title', 'bn')).toBe(
      'জবের পদবি সর্বোচ্চ ১২০০ অক্ষরের মধ্যে লিখুন',
    );
    expect(
      translateMessage(
        'Too many failed sign-ins to this account. Try again in 1 minute, or reset your password.',
        'bn',
      ),
    ).toBe(
      'এই অ্যাকাউন্টে বারবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করে নিন।',
    );
  });

  it('says a wait in Bangla', () => {
    expect(translateMessage('Please wait 42 seconds before asking for a new code.', 'bn')).toBe(
      'নতুন কোড চাওয়ার আগে ৪২ সেকেন্ড অপেক্ষা করুন।',
    );
    expect(
      translateMessage('Too many requests. Please wait {wait} and try again.', 'bn', { wait: '2 minutes' }),
    ).toBe('খুব বেশিবার চেষ্টা করা হয়েছে। ২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
  });

  it('keeps a sentence without Bangla in English rather than saying nothing', () => {
    expect(hasBangla('A sentence nobody wrote Bangla for.')).toBe(false);
    expect(translateMessage('A sentence nobody wrote Bangla for.', 'bn')).toBe(
      'A sentence nobody wrote Bangla for.',
    );
  });
});
