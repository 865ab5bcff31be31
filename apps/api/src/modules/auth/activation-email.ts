import { linkEmail } from './link-email';

/** The activation e-mail (issue 3 item 5). */
export const ACTIVATION_SUBJECT = 'Confirm your e-mail for Dokkho';

export function activationEmail(input: { firstName: string; link: string; validHours: number }) {
  return linkEmail({
    ...input,
    subject: ACTIVATION_SUBJECT,
    intro: 'Welcome to Dokkho! Please confirm your e-mail address.',
    buttonLabel: 'Confirm my e-mail',
    ignoreLine: 'If you did not sign up for Dokkho, ignore this e-mail: the address stays unconfirmed.',
  });
}
