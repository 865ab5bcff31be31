import type { FastifyBaseLogger } from 'fastify';
import { SITE } from '@dokkho/contract/site';
import type { Locale } from '@dokkho/contract/locale';
import { escapeHtml } from '../../lib/html';
import type { EmailSender } from './sender';

/*
 * The one look of Dokkho's HTML e-mails (activation and reset links, receipts, hiring news): a plain page,
 * one teal button and the team's sign-off, so that every e-mail reads the same way. The text version of
 * each message is written by its module, in the recipient's language (issue 16 item 5): each module keeps
 * its template's English and Bangla side by side.
 */

/** What a module needs to send e-mail that links back to the site: the app's sender, a log and the origin. */
export interface SiteMailer {
  sender: EmailSender;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: links are built from it, never from a Host header. */
  origin: string;
}

/** The sign-off under every e-mail, HTML and text alike. */
export const EMAIL_SIGN_OFF: Record<Locale, string> = {
  en: `The ${SITE.name} team`,
  bn: `${SITE.name} টিম`,
};

/** The page around a message's HTML; `content` is markup, already escaped by the caller. */
export function emailPage(content: string, locale: Locale = 'en'): string {
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, 'Hind Siliguri', 'Noto Sans Bengali', sans-serif; line-height: 1.5; color: #1f2937;">
${content}
<p>${escapeHtml(EMAIL_SIGN_OFF[locale])}</p>
</body>
</html>`;
}

/** The call to action, as a paragraph; label and link are escaped here. */
export function emailButton(label: string, href: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>`;
}

/** A two-column table of label and value (a receipt's lines, an order's facts); both are escaped here. */
export function emailDetailsTable(lines: readonly (readonly [string, string])[]): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding: 4px 16px 4px 0; color: #6b7280;">${escapeHtml(label)}</td><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table style="border-collapse: collapse;">\n${rows}\n</table>`;
}
