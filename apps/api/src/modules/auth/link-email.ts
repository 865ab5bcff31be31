import { emailButton, emailPage } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';

/**
 * The e-mails that carry a one-time link (activation, password reset): plain text for every client and a
 * simple HTML version with a button, in one layout so that every such e-mail reads the same way.
 */

export interface LinkEmailInput {
  subject: string;
  firstName: string;
  link: string;
  validHours: number;
  /** What happened and what the link does; the text version adds "open this link:". */
  intro: string;
  buttonLabel: string;
  /** For the person who did not ask for this e-mail. */
  ignoreLine: string;
}

export function linkEmail(input: LinkEmailInput) {
  const validity = `${input.validHours} hour${input.validHours === 1 ? '' : 's'}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `${input.intro} Open this link:`,
    '',
    input.link,
    '',
    `The link works once and is valid for ${validity}.`,
    '',
    input.ignoreLine,
    '',
    'The Dokkho team',
  ].join('\n');

  // The first name is the user's own input: escaped, like the link, before it goes into markup.
  const name = escapeHtml(input.firstName);
  const link = escapeHtml(input.link);
  const html = emailPage(`<p>Hello ${name},</p>
<p>${escapeHtml(input.intro)}</p>
${emailButton(input.buttonLabel, input.link)}
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>The link works once and is valid for ${validity}.</p>
<p style="color: #6b7280;">${escapeHtml(input.ignoreLine)}</p>`);

  return { subject: input.subject, text, html };
}
