import type { EventDeliveryKind, EventKind } from '@dokkho/contract/events';
import type { Locale } from '@dokkho/contract/locale';
import { SITE } from '@dokkho/contract/site';
import { formatDhakaDateTime, formatDhakaDayMonthTime, formatDhakaTime } from '@dokkho/domain/dates';
import { localiseDigits } from '@dokkho/domain/digits';
import { emailButton, emailDetailsTable, emailPage, EMAIL_SIGN_OFF } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import type { EmailMessage } from '../outbox/service';

/*
 * What a registrant is sent (issue 18 item 4), in their language (the one they registered in): an e-mail
 * (with the .ics invitation while the event is ahead) and a short SMS. The SMS fits one message: 160
 * GSM-7 characters in English, and in Bangla (UCS-2) at most three parts of 67; a long title is cut,
 * never the link.
 */

export interface MessageInput {
  kind: EventDeliveryKind;
  locale: Locale;
  name: string;
  email: string;
  event: {
    id: number;
    kind: EventKind;
    /** In the registrant's language. */
    title: string;
    startsAt: Date;
    durationMinutes: number;
  };
  /** The confirmation of a registration that went on the waiting list. */
  waitlistPosition?: number | null | undefined;
  /** The ticket's short link (the registration page: join, calendar, recording). */
  ticketUrl: string;
  googleUrl: string;
  ics: string | null;
  recordingUrl?: string | null | undefined;
  offer?:
    | { code: string; percent: number; expiresAt: Date; courseTitle: string; courseUrl: string }
    | null
    | undefined;
}

export interface EventMessage {
  email: EmailMessage;
  sms: string;
}

/** GSM 03.38's basic set: a text of only these is sent as GSM-7 (160 to a message). */
const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\n\rØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** Whether an SMS text fits: one GSM-7 message, or at most three UCS-2 parts (70 alone, 67 each joined). */
export function smsFits(text: string): boolean {
  if (GSM7.test(text)) return text.length <= 160;
  return text.length <= 70 || text.length <= 3 * 67;
}

/** Fills `template`'s `{title}` with the title, cut (with "...") until the text fits. */
function fitSms(build: (title: string) => string, title: string): string {
  let cut = title;
  let text = build(cut);
  while (!smsFits(text) && cut.length > 8) {
    cut = `${title.slice(0, Math.max(8, cut.length - 6)).trimEnd()}...`;
    text = build(cut);
    if (cut.length <= 11) break;
  }
  return text;
}

const KIND_WORD: Record<Locale, Record<EventKind, string>> = {
  en: { masterclass: 'masterclass', free_class: 'free class' },
  bn: { masterclass: 'মাস্টারক্লাস', free_class: 'ফ্রি ক্লাস' },
};

function words(input: MessageInput) {
  const { event, locale } = input;
  const when = formatDhakaDateTime(event.startsAt, locale);
  const short = formatDhakaDayMonthTime(event.startsAt, locale);
  const time = formatDhakaTime(event.startsAt, locale);
  const kind = KIND_WORD[locale][event.kind];
  const position = localiseDigits(String(input.waitlistPosition ?? 1), locale);
  const offer = input.offer;
  const offerPercent = offer ? localiseDigits(String(offer.percent), locale) : '';
  const offerUntil = offer ? formatDhakaDayMonthTime(offer.expiresAt, locale) : '';
  const link = input.ticketUrl;
  const brand = SITE.name;
  if (locale === 'bn') {
    return {
      hello: `প্রিয় ${input.name},`,
      subject: {
        confirmation:
          input.waitlistPosition != null
            ? `অপেক্ষমাণ তালিকায় আছেন: ${event.title}`
            : `রেজিস্ট্রেশন নিশ্চিত: ${event.title}`,
        promoted: `আসন নিশ্চিত হয়েছে: ${event.title}`,
        day_before: `আগামীকাল: ${event.title}`,
        hour_before: `এক ঘণ্টা পরে শুরু: ${event.title}`,
        recording: `রেকর্ডিং দেখুন: ${event.title}`,
        offer: `${event.title}-এর পরে আপনার জন্য বিশেষ ছাড়`,
        cancelled: `বাতিল হয়েছে: ${event.title}`,
        rescheduled: `সময় বদলেছে: ${event.title}`,
      },
      body: {
        confirmation:
          input.waitlistPosition != null
            ? `"${event.title}" ${kind}টির সব আসন পূর্ণ। আপনি অপেক্ষমাণ তালিকায় ${position} নম্বরে আছেন; কোনো আসন খালি হলে আমরা আপনাকে জানাব।`
            : `"${event.title}" ${kind}টিতে আপনার রেজিস্ট্রেশন নিশ্চিত হয়েছে। শুরু হবে ${when}-এ (ঢাকার সময়)। শুরুর ১৫ মিনিট আগে নিচের লিংক থেকে যোগ দিতে পারবেন।`,
        promoted: `সুখবর! একটি আসন খালি হয়েছে: "${event.title}" ${kind}টিতে আপনার আসন এখন নিশ্চিত। শুরু হবে ${when}-এ (ঢাকার সময়)।`,
        day_before: `মনে করিয়ে দিচ্ছি: "${event.title}" আগামীকাল ${when}-এ (ঢাকার সময়) শুরু হবে।`,
        hour_before: `"${event.title}" এক ঘণ্টা পরে, ${time}-এ শুরু হবে। শুরুর ১৫ মিনিট আগে থেকে নিচের লিংকে যোগ দিন।`,
        recording: `"${event.title}"-এর রেকর্ডিং এখন দেখা যাবে।`,
        offer: offer
          ? `"${event.title}"-এ যোগ দেওয়ার জন্য ধন্যবাদ! ${offer.courseTitle} কোর্সে ${offerPercent}% ছাড় পেতে কোড ${offer.code} ব্যবহার করুন, ${offerUntil} পর্যন্ত।`
          : '',
        cancelled: `দুঃখিত, ${when}-এর "${event.title}" ${kind}টি বাতিল করা হয়েছে।`,
        rescheduled: `"${event.title}"-এর সময় বদলেছে: নতুন সময় ${when} (ঢাকার সময়)। আপনার রেজিস্ট্রেশন ঠিক আছে।`,
      },
      button: {
        confirmation: 'রেজিস্ট্রেশন দেখুন',
        promoted: 'রেজিস্ট্রেশন দেখুন',
        day_before: 'রেজিস্ট্রেশন দেখুন',
        hour_before: 'যোগ দিন',
        recording: 'রেকর্ডিং দেখুন',
        offer: 'কোর্সটি দেখুন',
        cancelled: 'অন্যান্য ক্লাস দেখুন',
        rescheduled: 'রেজিস্ট্রেশন দেখুন',
      },
      whenLabel: 'সময় (ঢাকা)',
      whatLabel: kind,
      calendar: 'ক্যালেন্ডারে যোগ করুন (Google Calendar)',
      icsNote: 'সংযুক্ত .ics ফাইলটি খুলে যেকোনো ক্যালেন্ডারে যোগ করতে পারেন।',
      sms: {
        confirmation: (title: string) =>
          input.waitlistPosition != null
            ? `${brand}: "${title}" পূর্ণ; আপনি অপেক্ষমাণ তালিকায় ${position} নম্বরে। ${link}`
            : `${brand}: "${title}" রেজিস্ট্রেশন নিশ্চিত, ${short}। ${link}`,
        promoted: (title: string) => `${brand}: আসন খালি হয়েছে! "${title}" নিশ্চিত, ${short}। ${link}`,
        day_before: (title: string) => `${brand}: আগামীকাল "${title}", ${short}। ${link}`,
        hour_before: (title: string) => `${brand}: "${title}" ${time}-এ শুরু। যোগ দিন: ${link}`,
        recording: (title: string) => `${brand}: "${title}"-এর রেকর্ডিং দেখুন: ${link}`,
        offer: (title: string) =>
          offer
            ? `${brand}: "${title}"-এর জন্য ধন্যবাদ! কোড ${offer.code}-এ ${offerPercent}% ছাড়, ${offerUntil} পর্যন্ত।`
            : '',
        cancelled: (title: string) => `${brand}: দুঃখিত, "${title}" (${short}) বাতিল হয়েছে।`,
        rescheduled: (title: string) => `${brand}: "${title}"-এর নতুন সময় ${short}। ${link}`,
      },
    };
  }
  return {
    hello: `Hello ${input.name},`,
    subject: {
      confirmation:
        input.waitlistPosition != null
          ? `On the waiting list: ${event.title}`
          : `You're registered: ${event.title}`,
      promoted: `Your seat is confirmed: ${event.title}`,
      day_before: `Tomorrow: ${event.title}`,
      hour_before: `Starting in an hour: ${event.title}`,
      recording: `Watch the recording: ${event.title}`,
      offer: `A thank-you offer after ${event.title}`,
      cancelled: `Cancelled: ${event.title}`,
      rescheduled: `New time: ${event.title}`,
    },
    body: {
      confirmation:
        input.waitlistPosition != null
          ? `The ${kind} "${event.title}" is full. You are number ${position} on the waiting list; we will tell you as soon as a seat opens.`
          : `You are registered for the ${kind} "${event.title}". It starts ${when} (Dhaka time). You can join from the link below from 15 minutes before the start.`,
      promoted: `Good news: a seat opened and your place at the ${kind} "${event.title}" is confirmed. It starts ${when} (Dhaka time).`,
      day_before: `A reminder: "${event.title}" starts tomorrow, ${when} (Dhaka time).`,
      hour_before: `"${event.title}" starts in an hour, at ${time}. Join from the link below from 15 minutes before the start.`,
      recording: `The recording of "${event.title}" is ready to watch.`,
      offer: offer
        ? `Thank you for joining "${event.title}"! Use the code ${offer.code} for ${offer.percent}% off ${offer.courseTitle}, until ${offerUntil}.`
        : '',
      cancelled: `We are sorry: the ${kind} "${event.title}" on ${when} has been cancelled.`,
      rescheduled: `"${event.title}" has moved to a new time: ${when} (Dhaka time). Your registration stays as it is.`,
    },
    button: {
      confirmation: 'Open your registration',
      promoted: 'Open your registration',
      day_before: 'Open your registration',
      hour_before: 'Join the class',
      recording: 'Watch the recording',
      offer: 'See the course',
      cancelled: 'See other classes',
      rescheduled: 'Open your registration',
    },
    whenLabel: 'When (Dhaka)',
    whatLabel: kind.charAt(0).toUpperCase() + kind.slice(1),
    calendar: 'Add to Google Calendar',
    icsNote: 'Open the attached .ics file to add it to any calendar.',
    sms: {
      confirmation: (title: string) =>
        input.waitlistPosition != null
          ? `${brand}: "${title}" is full. You are #${input.waitlistPosition ?? 1} on the waiting list. ${link}`
          : `${brand}: You're registered for "${title}", ${short}. Details: ${link}`,
      promoted: (title: string) =>
        `${brand}: A seat opened! You're confirmed for "${title}", ${short}. ${link}`,
      day_before: (title: string) => `${brand}: Tomorrow: "${title}", ${short}. ${link}`,
      hour_before: (title: string) => `${brand}: "${title}" starts at ${time}. Join: ${link}`,
      recording: (title: string) => `${brand}: The recording of "${title}" is ready: ${link}`,
      offer: (title: string) =>
        offer
          ? `${brand}: Thanks for joining "${title}"! ${offer.percent}% off with code ${offer.code} until ${offerUntil}.`
          : '',
      cancelled: (title: string) => `${brand}: Sorry, "${title}" (${short}) has been cancelled.`,
      rescheduled: (title: string) => `${brand}: "${title}" has moved to ${short}. ${link}`,
    },
  };
}

/** The e-mail and the SMS of one message. */
export function eventMessage(input: MessageInput, origin: string): EventMessage {
  const w = words(input);
  const { kind } = input;
  const buttonLink =
    kind === 'recording'
      ? input.ticketUrl
      : kind === 'offer'
        ? (input.offer?.courseUrl ?? origin)
        : kind === 'cancelled'
          ? `${origin}/free-classes`
          : input.ticketUrl;
  const body = w.body[kind];
  const withCalendar = input.ics !== null && kind !== 'recording' && kind !== 'offer';
  const details: [string, string][] = [
    [w.whatLabel, input.event.title],
    [w.whenLabel, formatDhakaDateTime(input.event.startsAt, input.locale)],
  ];
  const text = [
    w.hello,
    '',
    body,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${w.button[kind]}: ${buttonLink}`,
    ...(withCalendar && kind !== 'cancelled' ? ['', `${w.calendar}: ${input.googleUrl}`, w.icsNote] : []),
    '',
    EMAIL_SIGN_OFF[input.locale],
  ].join('\n');
  const html = emailPage(
    `<p>${escapeHtml(w.hello)}</p>
<p>${escapeHtml(body)}</p>
${emailDetailsTable(details)}
${emailButton(w.button[kind], buttonLink)}
${
  withCalendar && kind !== 'cancelled'
    ? `<p><a href="${escapeHtml(input.googleUrl)}">${escapeHtml(w.calendar)}</a><br><span style="font-size: 13px; color: #6b7280;">${escapeHtml(w.icsNote)}</span></p>`
    : ''
}`,
    input.locale,
  );
  const email: EmailMessage = {
    to: input.email,
    subject: w.subject[kind],
    text,
    html,
    ...(withCalendar && input.ics
      ? {
          attachments: [
            {
              filename: 'event.ics',
              contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
              content: input.ics,
            },
          ],
        }
      : {}),
  };
  return { email, sms: fitSms(w.sms[kind], input.event.title) };
}
