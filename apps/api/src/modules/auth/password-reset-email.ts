/** The password reset e-mail (issue 3 item 8): plain text for every client, and a simple HTML version. */

export const PASSWORD_RESET_SUBJECT = 'Reset your Dokkho password';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function passwordResetEmail(input: { firstName: string; link: string; validHours: number }) {
  const validity = `${input.validHours} hour${input.validHours === 1 ? '' : 's'}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Someone asked to reset the password of your Dokkho account. To choose a new password, open this link:',
    '',
    input.link,
    '',
    `The link works once and is valid for ${validity}.`,
    '',
    'If you did not ask, ignore this e-mail; your password stays the same.',
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
<p>Someone asked to reset the password of your Dokkho account. To choose a new password:</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">Reset my password</a></p>
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>The link works once and is valid for ${validity}.</p>
<p style="color: #6b7280;">If you did not ask, ignore this e-mail; your password stays the same.</p>
<p>The Dokkho team</p>
</body>
</html>`;

  return { subject: PASSWORD_RESET_SUBJECT, text, html };
}
