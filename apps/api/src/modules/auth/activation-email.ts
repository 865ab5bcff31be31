import type { Locale } from '@dokkho/contract/locale';
import { linkEmail, type LinkEmailWords } from './link-email';

/** The activation e-mail (issue 3 item 5), in English and Bangla (issue 16 item 5). */
export const ACTIVATION_WORDS: Record<Locale, LinkEmailWords> = {
  en: {
    subject: 'Confirm your e-mail for Dokkho',
    intro: 'Welcome to Dokkho! Please confirm your e-mail address.',
    buttonLabel: 'Confirm my e-mail',
    ignoreLine: 'If you did not sign up for Dokkho, ignore this e-mail: the address stays unconfirmed.',
  },
  bn: {
    subject: 'দক্ষ-তে আপনার ই-মেইল নিশ্চিত করুন',
    intro: 'দক্ষ-তে আপনাকে স্বাগতম! অনুগ্রহ করে আপনার ই-মেইল ঠিকানাটি নিশ্চিত করুন।',
    buttonLabel: 'ই-মেইল নিশ্চিত করুন',
    ignoreLine: 'আপনি যদি দক্ষ-তে সাইন আপ না করে থাকেন, তাহলে এই ই-মেইলটি উপেক্ষা করুন: ঠিকানাটি নিশ্চিত হবে না।',
  },
};
export const ACTIVATION_SUBJECT = ACTIVATION_WORDS.en.subject;

export function activationEmail(input: {
  firstName: string;
  link: string;
  validHours: number;
  locale: Locale;
}) {
  return linkEmail({ ...input, ...ACTIVATION_WORDS[input.locale] });
}
