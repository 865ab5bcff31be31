/**
 * A visitor's event ticket (docs/decisions/042): the bearer token the registration answered once, which
 * opens the registration, the join link and the recording without an account. It travels in the URL
 * fragment (never sent to any server, so never in an access log) and is kept in sessionStorage for the
 * tab; the API receives it only in the `X-Event-Ticket` header.
 */
export interface EventTicket {
  registrationId: number;
  ticket: string;
}

const KEY_PREFIX = 'dokkho.event-ticket.';
const TICKET_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

export const TICKET_HEADER = 'X-Event-Ticket';

/** `#registration=12&ticket=...` -> the ticket, or null when the fragment holds none (or a broken one). */
export function parseTicketFragment(hash: string): EventTicket | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('registration');
  const ticket = params.get('ticket');
  if (!id || !/^\d{1,9}$/.test(id) || Number(id) <= 0 || !ticket || !TICKET_SHAPE.test(ticket)) return null;
  return { registrationId: Number(id), ticket };
}

/** The fragment that carries a ticket to another page (`#registration=..&ticket=..`). */
export function ticketFragment(ticket: EventTicket): string {
  return `#${new URLSearchParams({ registration: String(ticket.registrationId), ticket: ticket.ticket }).toString()}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (a privacy mode): the fragment still carries the ticket.
    return null;
  }
}

export function saveTicket(eventId: number, ticket: EventTicket): void {
  try {
    storage()?.setItem(`${KEY_PREFIX}${eventId}`, JSON.stringify(ticket));
  } catch {
    // Quota or privacy mode: nothing to keep; the fragment is enough for this page.
  }
}

export function forgetTicket(eventId: number): void {
  storage()?.removeItem(`${KEY_PREFIX}${eventId}`);
}

export function readStoredTicket(eventId: number): EventTicket | null {
  const raw = storage()?.getItem(`${KEY_PREFIX}${eventId}`);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<EventTicket>;
    return typeof value.registrationId === 'number' && typeof value.ticket === 'string'
      ? parseTicketFragment(ticketFragment(value as EventTicket))
      : null;
  } catch {
    return null;
  }
}

/** The ticket for an event: the URL fragment's first (kept for the tab), else the one kept before. */
export function ticketFor(eventId: number, hash: string): EventTicket | null {
  const fromUrl = parseTicketFragment(hash);
  if (fromUrl) {
    saveTicket(eventId, fromUrl);
    return fromUrl;
  }
  return readStoredTicket(eventId);
}

/** The header that proves the ticket, or none. */
export function ticketHeaders(ticket: EventTicket | null): Record<string, string> | undefined {
  return ticket ? { [TICKET_HEADER]: ticket.ticket } : undefined;
}
