/**
 * The e-mails that carry a one-time link (activation, password reset): plain text for every client and a
 * simple HTML version with a button, in one layout so that every such e-mail reads the same way.
 */

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

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
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>Hello ${name},</p>
<p>${escapeHtml(input.intro)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(input.buttonLabel)}</a></p>
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>The link works once and is valid for ${validity}.</p>
<p style="color: #6b7280;">${escapeHtml(input.ignoreLine)}</p>
<p>The Dokkho team</p>
</body>
</html>`;

  return { subject: input.subject, text, html };
}
