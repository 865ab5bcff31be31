import { SITE } from '@dokkho/contract/site';

/*
 * An event in people's calendars (issue 18 item 4): an iCalendar file (RFC 5545) attached to the e-mails
 * and served at `course/events/{id}/calendar.ics`, and a Google Calendar "add event" link. Neither holds
 * personal data: the file is the same for every registrant, the page link in it is the public one. The
 * UID is stable per event, so a calendar that imported the first invitation updates the entry when a
 * rescheduled one arrives (SEQUENCE grows with every change) and removes it when a cancelled one does.
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

/** `20261205T140000Z`: a UTC date-time as RFC 5545 (and Google's `dates=`) write it. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: a CRLF and a space, never inside a UTF-8 character (Bangla
 * titles are three octets a letter).
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export const eventUid = (eventId: number, host: string) => `event-${eventId}@${host}`;

/** The whole VCALENDAR, with CRLF line ends. `now` is DTSTAMP. */
export function eventIcs(event: CalendarEvent, options: { origin: string; now: Date }): string {
  const host = new URL(options.origin).host || 'dokkho';
  const endsAt = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const description = [event.summary, event.pageUrl].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE.name}//Events//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${eventUid(event.id, host)}`,
    `SEQUENCE:${Math.floor(event.updatedAt.getTime() / 1000) % 2_000_000_000}`,
    `DTSTAMP:${icsDateTime(options.now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.pageUrl}`,
    `LOCATION:${escapeText(event.pageUrl)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const endsAt = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsDateTime(event.startsAt)}/${icsDateTime(endsAt)}`,
    details: [event.summary, event.pageUrl].filter(Boolean).join('\n\n'),
    location: event.pageUrl,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
