import { formatDhakaDateTime } from '@dokkho/domain/dates';
import type { Locale } from '@dokkho/contract/locale';
import { EMAIL_SIGN_OFF, emailButton, emailDetailsTable, emailPage } from '../../integrations/email/layout';
import { calendarFile, googleCalendarUrl, sequenceOf, type CalendarEntry } from '../../lib/calendar';
import { escapeHtml } from '../../lib/html';
import type { EmailMessage } from '../outbox/service';

/*
 * The support-session e-mails (issue 18 item 6), in the learner's language: the booking (or its new time),
 * the reminder an hour before, and staff's cancellation. Each names the time in Dhaka time and carries the
 * call as an .ics invitation (a cancelling one when staff cancel, so calendars drop it; one UID per
 * booking, so a move updates the entry) and, while the call is ahead, a Google Calendar link.
 */

/** The learner's page: their booking and the free slots. */
export const SUPPORT_SESSION_PATH = '/support-session';

export type SessionEmailKind = 'booked' | 'rescheduled' | 'reminder' | 'cancelled';

export function sessionEmail(input: {
  kind: SessionEmailKind;
  /** The booking: its calendar entry's UID (a move keeps the booking, so calendars move the entry). */
  bookingId: number;
  /** When this message is written: DTSTAMP and SEQUENCE of the invitation. */
  at: Date;
  to: string;
  firstName: string;
  advisorName: string;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl: string;
  note: string;
  origin: string;
  locale: Locale;
}): EmailMessage {
  const { advisorName, locale } = input;
  const when = formatDhakaDateTime(input.startsAt, locale);
  const page = `${input.origin}${SUPPORT_SESSION_PATH}`;
  const words = {
    en: {
      hello: `Hello ${input.firstName},`,
      subject: {
        booked: `Your career session with ${advisorName} is booked`,
        rescheduled: `Your career session with ${advisorName} has a new time`,
        reminder: `Starting in an hour: your career session with ${advisorName}`,
        cancelled: `Your career session with ${advisorName} is cancelled`,
      }[input.kind],
      lead: {
        booked: `Your one-to-one call with ${advisorName} is booked for ${when} (Dhaka time).`,
        rescheduled: `Your one-to-one call with ${advisorName} now takes place on ${when} (Dhaka time).`,
        reminder: `Your one-to-one call with ${advisorName} starts at ${when} (Dhaka time), in about an hour.`,
        cancelled: `We are sorry: the advisor cannot take your call on ${when} (Dhaka time), so it is cancelled. Book another time on Dokkho whenever you like.`,
      }[input.kind],
      when: 'When',
      length: 'Length',
      minutes: `${input.durationMinutes} minutes`,
      link: 'Join link',
      note: 'Your note',
      button: input.kind === 'cancelled' ? 'Choose another time' : 'See your session',
      calendar: 'Add to Google Calendar',
      icsNote: 'Open the attached .ics file to add it to any calendar.',
      calendarTitle: `Career session with ${advisorName} (Dokkho)`,
    },
    bn: {
      hello: `প্রিয় ${input.firstName},`,
      subject: {
        booked: `${advisorName}-এর সঙ্গে আপনার ক্যারিয়ার সেশন বুক হয়েছে`,
        rescheduled: `${advisorName}-এর সঙ্গে আপনার ক্যারিয়ার সেশনের সময় বদলেছে`,
        reminder: `এক ঘণ্টা পরে শুরু: ${advisorName}-এর সঙ্গে আপনার ক্যারিয়ার সেশন`,
        cancelled: `${advisorName}-এর সঙ্গে আপনার ক্যারিয়ার সেশন বাতিল হয়েছে`,
      }[input.kind],
      lead: {
        booked: `${advisorName}-এর সঙ্গে আপনার একান্ত কল ${when} (ঢাকার সময়)-এ বুক করা হয়েছে।`,
        rescheduled: `${advisorName}-এর সঙ্গে আপনার একান্ত কল এখন ${when} (ঢাকার সময়)-এ হবে।`,
        reminder: `${advisorName}-এর সঙ্গে আপনার একান্ত কল ${when} (ঢাকার সময়)-এ, প্রায় এক ঘণ্টা পরে শুরু হবে।`,
        cancelled: `দুঃখিত: পরামর্শদাতা ${when} (ঢাকার সময়)-এ আপনার কলটি নিতে পারছেন না, তাই এটি বাতিল করা হয়েছে। যখন খুশি Dokkho-তে অন্য একটি সময় বুক করুন।`,
      }[input.kind],
      when: 'সময়',
      length: 'দৈর্ঘ্য',
      minutes: `${input.durationMinutes} মিনিট`,
      link: 'যোগ দেওয়ার লিংক',
      note: 'আপনার নোট',
      button: input.kind === 'cancelled' ? 'অন্য সময় বেছে নিন' : 'আপনার সেশন দেখুন',
      calendar: 'Google ক্যালেন্ডারে যোগ করুন',
      icsNote: 'সংযুক্ত .ics ফাইলটি খুলে যেকোনো ক্যালেন্ডারে যোগ করতে পারেন।',
      calendarTitle: `${advisorName}-এর সঙ্গে ক্যারিয়ার সেশন (Dokkho)`,
    },
  }[locale];
  const live = input.kind !== 'cancelled';
  const entry: CalendarEntry = {
    uid: `advisor-booking-${input.bookingId}@${new URL(input.origin).host || 'dokkho'}`,
    title: words.calendarTitle,
    description: `${input.note}\n\n${input.meetingUrl}`,
    startsAt: input.startsAt,
    durationMinutes: input.durationMinutes,
    sequence: sequenceOf(input.at),
    cancelled: !live,
    location: input.meetingUrl,
    url: page,
  };
  const calendar = live ? googleCalendarUrl(entry) : null;
  const details: [string, string][] = [
    [words.when, when],
    [words.length, words.minutes],
    ...(live ? ([[words.link, input.meetingUrl]] as [string, string][]) : []),
    [words.note, input.note],
  ];
  const text = [
    words.hello,
    '',
    words.lead,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(calendar ? [`${words.calendar}: ${calendar}`, words.icsNote, ''] : []),
    `${words.button}: ${page}`,
    '',
    EMAIL_SIGN_OFF[locale],
  ].join('\n');
  const html = emailPage(
    `<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(words.lead)}</p>
${emailDetailsTable(details)}
${emailButton(words.button, page)}
${calendar ? `<p><a href="${escapeHtml(calendar)}" style="color: #0f766e;">${escapeHtml(words.calendar)}</a><br><span style="font-size: 13px; color: #6b7280;">${escapeHtml(words.icsNote)}</span></p>` : ''}`,
    locale,
  );
  const method = live ? 'PUBLISH' : 'CANCEL';
  return {
    to: input.to,
    subject: words.subject,
    text,
    html,
    attachments: [
      {
        filename: 'career-session.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: calendarFile(entry, { now: input.at, product: 'Career sessions' }),
      },
    ],
  };
}
