import { useLocation } from 'react-router';

/**
 * The events pages live twice with the same screens: under /ir-dashboard for the instructor's own events
 * and under /staff for every event (issue 18 item 8). The area follows from the address.
 */
export type EventsArea = 'instructor' | 'staff';

const BASE: Record<EventsArea, string> = { instructor: '/ir-dashboard/events', staff: '/staff/events' };

export const eventsPath = (area: EventsArea) => BASE[area];
export const eventsListPath = (area: EventsArea, when: 'upcoming' | 'past', page = 1) => {
  const params = new URLSearchParams();
  if (when !== 'upcoming') params.set('when', when);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return `${BASE[area]}${text ? `?${text}` : ''}`;
};
export const newEventPath = (area: EventsArea) => `${BASE[area]}/new`;
export const eventPath = (area: EventsArea, id: number) => `${BASE[area]}/${id}`;
export const editEventPath = (area: EventsArea, id: number) => `${BASE[area]}/${id}/edit`;

export const STAFF_CONSULTATIONS_PATH = '/staff/consultations';
export const STAFF_FUNNEL_PATH = '/staff/event-funnel';

export function useEventsArea(): EventsArea {
  return useLocation().pathname.startsWith('/staff') ? 'staff' : 'instructor';
}

/** A page number from the address, 1 when missing or not one. */
export function pageFrom(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}
