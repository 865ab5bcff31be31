import type { Locale } from '@dokkho/contract/locale';
import { linkEmail, type LinkEmailWords } from './link-email';

/** The password reset e-mail (issue 3 item 8), in English and Bangla (issue 16 item 5). */
export const PASSWORD_RESET_WORDS: Record<Locale, LinkEmailWords> = {
  en: {
    subject: 'Reset your Dokkho password',
    intro:
      'Someone asked to reset the password of your Dokkho account. To choose a new password, use the link.',
    buttonLabel: 'Reset my password',
    ignoreLine: 'If you did not ask, ignore this e-mail; your password stays the same.',
  },
  bn: {
    subject: 'আপনার Dokkho পাসওয়ার্ড রিসেট করুন',
    intro:
      'কেউ আপনার Dokkho অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে লিংকটি ব্যবহার করুন।',
    buttonLabel: 'পাসওয়ার্ড রিসেট করুন',
    ignoreLine: 'আপনি না চেয়ে থাকলে এই ই-মেইলটি এড়িয়ে যান; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
};
export const PASSWORD_RESET_SUBJECT = PASSWORD_RESET_WORDS.en.subject;

export function passwordResetEmail(input: {
  firstName: string;
  link: string;
  validHours: number;
  locale: Locale;
}) {
  return linkEmail({ ...input, ...PASSWORD_RESET_WORDS[input.locale] });
}
