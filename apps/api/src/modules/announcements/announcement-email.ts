import type { Locale } from '@dokkho/contract/locale';
import { EMAIL_SIGN_OFF, emailButton, emailPage } from '../../integrations/email/layout';
import type { EmailMessage } from '../outbox/service';
import { escapeHtml } from '../../lib/html';

/*
 * An announcement by e-mail (issue 17 item 7), in the learner's language, with an unsubscribe link that
 * works signed out and the RFC 8058 headers that let a mail client unsubscribe in one click. The body is
 * the instructor's Markdown quoted as text: an e-mail client is no place to render it, and as text it
 * reads well enough (the page renders it).
 */

/** The learner's announcements page, opened at this one (apps/web features/announcements). */
export const announcementPath = (announcementId: number) =>
  `/newDashboard/course-announcement?announcement=${announcementId}`;

/** The public page that confirms an unsubscribe (a GET changes nothing: mail scanners open links). */
export const unsubscribePageUrl = (origin: string, token: string) =>
  `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;

/** Where a mail client POSTs `List-Unsubscribe=One-Click` (RFC 8058): the API, no page in between. */
export const oneClickUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/announcements/unsubscribe/?token=${encodeURIComponent(token)}`;

export function announcementEmail(input: {
  to: string;
  firstName: string;
  authorName: string;
  courseTitle: string;
  title: string;
  body: string;
  link: string;
  unsubscribeToken: string;
  origin: string;
  locale: Locale;
}): EmailMessage {
  const { courseTitle, authorName, title } = input;
  const unsubscribe = unsubscribePageUrl(input.origin, input.unsubscribeToken);
  const words = {
    en: {
      hello: `Hello ${input.firstName},`,
      subject: `${courseTitle}: ${title}`,
      news: `${authorName}, your instructor on ${courseTitle}, wrote to the course's learners:`,
      linkLine: `Read it on Dokkho: ${input.link}`,
      button: 'Read the announcement',
      why: `You get this because you are enrolled in ${courseTitle}.`,
      stop: 'Stop these e-mails for this course',
    },
    bn: {
      hello: `প্রিয় ${input.firstName},`,
      subject: `${courseTitle}: ${title}`,
      news: `${courseTitle} কোর্সে আপনার ইন্সট্রাক্টর ${authorName} কোর্সের শিক্ষার্থীদের লিখেছেন:`,
      linkLine: `Dokkho-তে পড়ুন: ${input.link}`,
      button: 'ঘোষণাটি পড়ুন',
      why: `আপনি ${courseTitle} কোর্সে ভর্তি আছেন বলে এই ই-মেইল পাচ্ছেন।`,
      stop: 'এই কোর্সের ঘোষণার ই-মেইল বন্ধ করুন',
    },
  }[input.locale];
  const text = [
    words.hello,
    '',
    words.news,
    '',
    title,
    '',
    input.body,
    '',
    words.linkLine,
    '',
    EMAIL_SIGN_OFF[input.locale],
    '',
    '--',
    words.why,
    `${words.stop}: ${unsubscribe}`,
  ].join('\n');
  const html = emailPage(
    `<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(words.news)}</p>
<h2 style="font-size: 18px; margin: 16px 0 8px;">${escapeHtml(title)}</h2>
<blockquote style="margin: 0 0 16px; padding: 8px 12px; border-left: 4px solid #0f766e; background: #f0fdfa; white-space: pre-line;">${escapeHtml(input.body)}</blockquote>
${emailButton(words.button, input.link)}
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe)}" style="color: #6b7280;">${escapeHtml(words.stop)}</a></p>`,
    input.locale,
  );
  return {
    to: input.to,
    subject: words.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(input.origin, input.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
