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

/** Where a registration is shown: the masterclass success page, or the free class's own page. */
export function registrationPath(
  event: { id: number; kind: 'masterclass' | 'free_class' },
  ticket?: EventTicket | null,
): string {
  const base =
    event.kind === 'masterclass' ? `${registerFormPath(event.id)}/success` : freeClassPath(event.id);
  return ticket ? `${base}${ticketFragment(ticket)}` : base;
}

/** The route param as an id, or null when it cannot be one. */
export function parseEventId(param: string | null | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
