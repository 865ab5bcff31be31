import { linkEmail } from './link-email';

/** The password reset e-mail (issue 3 item 8). */
export const PASSWORD_RESET_SUBJECT = 'Reset your Dokkho password';

export function passwordResetEmail(input: { firstName: string; link: string; validHours: number }) {
  return linkEmail({
    ...input,
    subject: PASSWORD_RESET_SUBJECT,
    intro:
      'Someone asked to reset the password of your Dokkho account. To choose a new password, use the link.',
    buttonLabel: 'Reset my password',
    ignoreLine: 'If you did not ask, ignore this e-mail; your password stays the same.',
  });
}
