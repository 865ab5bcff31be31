import type { EventTicket } from './ticket';
import { ticketFragment } from './ticket';

export const FREE_CLASSES_PATH = '/free-classes';
export const JOIN_GROUP_PATH = '/join-group';
export const MY_EVENTS_PATH = '/newDashboard';

export const masterclassPath = (id: number) => `/masterclass-details/${id}`;
export const masterclassRecordingPath = (id: number) => `/masterclass-recorded/${id}`;
export const registerFormPath = (id: number) => `/register-form/${id}`;
export const freeClassPath = (id: number) => `/free-class/${id}`;
export const freeClassBookingPath = (id?: number) =>
  id === undefined ? '/free-class-booking' : `/free-class-booking?id=${id}`;

/**
 * Where a registration is shown, a free class's too: the success page of /register-form/{id}, where the
 * links in the confirmation e-mail and SMS land (the API's short link redirects there).
 */
export function registrationPath(event: { id: number }, ticket?: EventTicket | null): string {
  const base = `${registerFormPath(event.id)}/success`;
  return ticket ? `${base}${ticketFragment(ticket)}` : base;
}

/** The route param as an id, or null when it cannot be one. */
export function parseEventId(param: string | null | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
