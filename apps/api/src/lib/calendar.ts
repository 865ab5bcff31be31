import { SITE } from '@dokkho/contract/site';

/*
 * Something with a time in people's calendars: an iCalendar file (RFC 5545) to attach to an e-mail or
 * serve, and Google Calendar's "add event" link. Used by the events (issue 18 item 4) and the advisor
 * sessions (item 6). The UID is what a calendar app matches on: stable for the thing it describes, so an
 * entry imported from the first invitation is updated by a later one (SEQUENCE grows) and removed by a
 * cancellation.
 */

export interface CalendarEntry {
  /** Stable per thing described: `event-12@dokkho.com.bd`. */
  uid: string;
  title: string;
  /** Plain text; line breaks allowed. */
  description: string;
  startsAt: Date;
  durationMinutes: number;
  /** Grows with every change (a later invitation replaces an earlier one). */
  sequence: number;
  cancelled: boolean;
  /** Where it happens: a page or a meeting link. */
  location: string;
  /** The page about it, if any. */
  url?: string | undefined;
}

/** `20261205T140000Z`: a UTC date-time as RFC 5545 (and Google's `dates=`) write it. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** A SEQUENCE from a row's last change: whole seconds, kept within RFC 5545's integer. */
export const sequenceOf = (updatedAt: Date) => Math.floor(updatedAt.getTime() / 1000) % 2_000_000_000;

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

const endOf = (entry: CalendarEntry) => new Date(entry.startsAt.getTime() + entry.durationMinutes * 60_000);

/** The whole VCALENDAR, with CRLF line ends; `now` is DTSTAMP. */
export function calendarFile(entry: CalendarEntry, options: { now: Date; product: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE.name}//${options.product}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${icsDateTime(options.now)}`,
    `DTSTART:${icsDateTime(entry.startsAt)}`,
    `DTEND:${icsDateTime(endOf(entry))}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    `LOCATION:${escapeText(entry.location)}`,
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${icsDateTime(entry.startsAt)}/${icsDateTime(endOf(entry))}`,
    details: entry.description,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
