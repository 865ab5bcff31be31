import {
  calendarFile,
  googleCalendarUrl as googleLink,
  sequenceOf,
  type CalendarEntry,
} from '../../lib/calendar';

/*
 * An event in people's calendars (issue 18 item 4): the .ics attached to the e-mails and served at
 * `course/events/{id}/calendar.ics`, and the Google Calendar link (lib/calendar.ts). Neither holds personal
 * data: the file is the same for every registrant, and the page link in it is the public one.
 */

export interface CalendarEvent {
  id: number;
  title: string;
  summary: string;
  startsAt: Date;
  durationMinutes: number;
  /** Bumps SEQUENCE: the event row's `updated_at`. */
  updatedAt: Date;
  cancelled: boolean;
  /** The public page of the event. */
  pageUrl: string;
}

export const eventUid = (eventId: number, host: string) => `event-${eventId}@${host}`;

function entryOf(event: CalendarEvent, host: string): CalendarEntry {
  return {
    uid: eventUid(event.id, host),
    title: event.title,
    description: [event.summary, event.pageUrl].filter(Boolean).join('\n\n'),
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    sequence: sequenceOf(event.updatedAt),
    cancelled: event.cancelled,
    location: event.pageUrl,
    url: event.pageUrl,
  };
}

/** The whole VCALENDAR, with CRLF line ends. `now` is DTSTAMP. */
export function eventIcs(event: CalendarEvent, options: { origin: string; now: Date }): string {
  const host = new URL(options.origin).host || 'dokkho';
  return calendarFile(entryOf(event, host), { now: options.now, product: 'Events' });
}

/** Google Calendar's "add event" page, filled in (the UID plays no part in it). */
export function googleCalendarUrl(event: CalendarEvent): string {
  return googleLink(entryOf(event, ''));
}
