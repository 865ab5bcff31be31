import { createHash, createHmac } from 'node:crypto';

/*
 * A registration's bearer ticket (docs/decisions/042): what lets a visitor without an account open their
 * registration, join and watch the recording. It is derived from the server's secret and the registration
 * id (HMAC), so every message (the confirmation, the reminders a day and an hour before) can carry the
 * same link without the raw ticket being stored; the table keeps only its SHA-256 to look it up by.
 * 32 URL-safe characters (192 bits), short enough for an SMS link.
 */

export function registrationTicket(secret: string, registrationId: number): string {
  return createHmac('sha256', secret)
    .update(`event-ticket:${registrationId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** The short link of SMS and e-mails: the API redirects it to the registration page. */
export const ticketLink = (origin: string, ticket: string) => `${origin}/api/e/${ticket}`;

/** Where the short link lands: the web's success page reads the ticket from the fragment (never sent). */
export const registrationPagePath = (eventId: number, registrationId: number, ticket: string) =>
  `/register-form/${eventId}/success#registration=${registrationId}&ticket=${ticket}`;
