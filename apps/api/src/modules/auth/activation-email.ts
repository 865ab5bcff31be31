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
    subject: 'Dokkho-তে আপনার ই-মেইল যাচাই করুন',
    intro: 'Dokkho-তে আপনাকে স্বাগতম! নিচের বাটনে চেপে আপনার ই-মেইল ঠিকানাটি যাচাই করুন।',
    buttonLabel: 'ই-মেইল যাচাই করুন',
    ignoreLine: 'আপনি Dokkho-তে অ্যাকাউন্ট না খুলে থাকলে এই ই-মেইলটি এড়িয়ে যান: ঠিকানাটি যাচাই হবে না।',
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
