import type { Locale } from '@dokkho/contract/locale';
import { localiseDigits } from '@dokkho/domain/digits';
import { EMAIL_SIGN_OFF, emailButton, emailPage } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';

/**
 * The e-mails that carry a one-time link (activation, password reset): plain text for every client and a
 * simple HTML version with a button, in one layout so that every such e-mail reads the same way, in the
 * recipient's language (issue 16 item 5).
 */

/** What each e-mail says in its own words, per language. */
export interface LinkEmailWords {
  subject: string;
  /** What happened and what the link does; the text version adds "open this link:". */
  intro: string;
  buttonLabel: string;
  /** For the person who did not ask for this e-mail. */
  ignoreLine: string;
}

export interface LinkEmailInput extends LinkEmailWords {
  firstName: string;
  link: string;
  validHours: number;
  locale?: Locale | undefined;
}

/** The frame every link e-mail shares, in both languages. */
const FRAME = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    openLink: 'Open this link:',
    copyLink: 'Or copy this link into your browser:',
    validity: (hours: number) =>
      `The link works once and is valid for ${hours} hour${hours === 1 ? '' : 's'}.`,
  },
  bn: {
    hello: (name: string) => `প্রিয় ${name},`,
    openLink: 'এই লিংকটি খুলুন:',
    copyLink: 'অথবা লিংকটি কপি করে আপনার ব্রাউজারে পেস্ট করুন:',
    validity: (hours: number) =>
      `লিংকটি একবারই কাজ করবে এবং ${localiseDigits(String(hours), 'bn')} ঘণ্টা পর্যন্ত বৈধ থাকবে।`,
  },
} satisfies Record<Locale, unknown>;

export function linkEmail(input: LinkEmailInput) {
  const locale = input.locale ?? 'en';
  const frame = FRAME[locale];
  const validity = frame.validity(input.validHours);
  const text = [
    frame.hello(input.firstName),
    '',
    `${input.intro} ${frame.openLink}`,
    '',
    input.link,
    '',
    validity,
    '',
    input.ignoreLine,
    '',
    EMAIL_SIGN_OFF[locale],
  ].join('\n');

  // The first name is the user's own input: escaped, like the link, before it goes into markup.
  const link = escapeHtml(input.link);
  const html = emailPage(
    `<p>${escapeHtml(frame.hello(input.firstName))}</p>
<p>${escapeHtml(input.intro)}</p>
${emailButton(input.buttonLabel, input.link)}
<p>${escapeHtml(frame.copyLink)}<br><a href="${link}">${link}</a></p>
<p>${escapeHtml(validity)}</p>
<p style="color: #6b7280;">${escapeHtml(input.ignoreLine)}</p>`,
    locale,
  );

  return { subject: input.subject, text, html };
}
