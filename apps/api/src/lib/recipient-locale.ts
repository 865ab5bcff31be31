import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';

/**
 * The language a message to a person is written in (issue 16 item 5): the one they chose
 * (`users.language`), else the language of the request that caused the message (a sign-up, a reset
 * asked for an unknown address), else English. E-mails, SMS and PDFs all decide this way.
 */
export function recipientLocale(chosen: Locale | null | undefined, requested?: Locale | null): Locale {
  return chosen ?? requested ?? DEFAULT_LOCALE;
}
