/** The activation e-mail (issue 3 item 5): plain text for every client, and a simple HTML version. */

export const ACTIVATION_SUBJECT = 'Confirm your e-mail for Dokkho';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function activationEmail(input: { firstName: string; link: string; validHours: number }) {
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Welcome to Dokkho! Please confirm your e-mail address by opening this link:',
    '',
    input.link,
    '',
    `The link works once and is valid for ${input.validHours} hours.`,
    '',
    'If you did not sign up for Dokkho, ignore this e-mail: the address stays unconfirmed.',
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
<p>Welcome to Dokkho! Please confirm your e-mail address:</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">Confirm my e-mail</a></p>
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>The link works once and is valid for ${input.validHours} hours.</p>
<p style="color: #6b7280;">If you did not sign up for Dokkho, ignore this e-mail: the address stays unconfirmed.</p>
<p>The Dokkho team</p>
</body>
</html>`;

  return { subject: ACTIVATION_SUBJECT, text, html };
}
