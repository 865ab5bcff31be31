import type { EventDetail } from '../api/types';
import type { EventTicket } from './ticket';

/** What a visitor can do about an event right now, in the order the page decides it. */
export type EventState =
  | { kind: 'registered' | 'waitlisted'; position: number | null }
  | { kind: 'ticket' }
  | { kind: 'cancelled' }
  | { kind: 'ended' }
  | { kind: 'live' }
  | { kind: 'closed' }
  | { kind: 'open' };

export function eventState(event: EventDetail, ticket: EventTicket | null, now: Date): EventState {
  const ended = now.getTime() >= new Date(event.ends_at).getTime();
  if (event.status === 'cancelled') return { kind: 'cancelled' };
  const mine = event.my_registration;
  if (!ended && mine && mine.status !== 'cancelled') {
    return {
      kind: mine.status === 'waitlisted' ? 'waitlisted' : 'registered',
      position: mine.waitlist_position,
    };
  }
  // A visitor's ticket from this tab (no account): the registration page knows the rest.
  if (!ended && ticket) return { kind: 'ticket' };
  if (ended) return { kind: 'ended' };
  if (now.getTime() >= new Date(event.starts_at).getTime()) return { kind: 'live' };
  if (!event.registration_open) return { kind: 'closed' };
  return { kind: 'open' };
}
