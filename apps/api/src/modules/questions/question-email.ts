import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { EMAIL_SIGN_OFF, emailButton, emailPage, type SiteMailer } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import { sendEmail } from '../outbox/service';

/*
 * Questions and answers by e-mail too (issue 17 item 8), unless the reader switched the kind off: the
 * asker hears that their question is answered, the instructor that a learner asked. English and Bangla, in
 * the layout every Dokkho e-mail shares; the answer or question itself is quoted so it can be read at once.
 */

/** The learner's thread (apps/web features/questions). */
export const questionThreadUrl = (origin: string, questionId: number) =>
  `${origin}/newDashboard/query-details/${questionId}`;

/** The instructor's list of questions on their courses (apps/web features/instructor). */
export const instructorQuestionsUrl = (origin: string) => `${origin}/ir-dashboard/questions`;

/** What is quoted of a long answer or question: the start, then the link has the rest. */
const QUOTE_MAX = 600;
const quote = (body: string) => (body.length > QUOTE_MAX ? `${body.slice(0, QUOTE_MAX).trimEnd()}…` : body);

type Message = { subject: string; text: string; html: string };

function compose(input: {
  hello: string;
  news: string;
  quoted: string;
  next: string;
  linkLine: string;
  button: string;
  link: string;
  locale: Locale;
}): { text: string; html: string } {
  const text = [
    input.hello,
    '',
    input.news,
    '',
    input.quoted,
    '',
    input.next,
    '',
    input.linkLine,
    '',
    EMAIL_SIGN_OFF[input.locale],
  ].join('\n');
  const html = emailPage(
    `<p>${escapeHtml(input.hello)}</p>
<p>${escapeHtml(input.news)}</p>
<blockquote style="margin: 0 0 16px; padding: 8px 12px; border-left: 4px solid #0f766e; background: #f0fdfa; white-space: pre-line;">${escapeHtml(input.quoted)}</blockquote>
<p>${escapeHtml(input.next)}</p>
${emailButton(input.button, input.link)}`,
    input.locale,
  );
  return { text, html };
}

/** To the asker: the instructor (or Dokkho's staff) answered their question. */
export function questionAnsweredEmail(input: {
  firstName: string;
  answererName: string;
  answeredBy: 'instructor' | 'staff';
  courseTitle: string;
  questionTitle: string;
  answer: string;
  link: string;
  locale: Locale;
}): Message {
  const { courseTitle, questionTitle, answererName } = input;
  const staff = input.answeredBy === 'staff';
  const words = {
    en: {
      hello: `Hello ${input.firstName},`,
      subject: `Your question “${questionTitle}” has an answer`,
      news: staff
        ? `${answererName} from the Dokkho team answered your question “${questionTitle}” on ${courseTitle}:`
        : `${answererName}, your instructor, answered your question “${questionTitle}” on ${courseTitle}:`,
      next: 'If it helped, mark it as helpful; if something is still unclear, add a follow-up in the thread.',
      linkLine: `Read the whole thread: ${input.link}`,
      button: 'Read the answer',
    },
    bn: {
      hello: `প্রিয় ${input.firstName},`,
      subject: `আপনার প্রশ্ন “${questionTitle}”-এর উত্তর এসেছে`,
      news: staff
        ? `Dokkho টিমের ${answererName} ${courseTitle} কোর্সে আপনার প্রশ্ন “${questionTitle}”-এর উত্তর দিয়েছেন:`
        : `আপনার ইন্সট্রাক্টর ${answererName} ${courseTitle} কোর্সে আপনার প্রশ্ন “${questionTitle}”-এর উত্তর দিয়েছেন:`,
      next: 'উত্তরটি কাজে লাগলে সহায়ক হিসেবে চিহ্নিত করুন; কিছু অস্পষ্ট থাকলে থ্রেডে আরেকটি প্রশ্ন যোগ করুন।',
      linkLine: `পুরো থ্রেড পড়ুন: ${input.link}`,
      button: 'উত্তরটি পড়ুন',
    },
  }[input.locale];
  return {
    subject: words.subject,
    ...compose({ ...words, quoted: quote(input.answer), link: input.link, locale: input.locale }),
  };
}

/** To the course's instructor: a learner asked a question. */
export function questionAskedEmail(input: {
  firstName: string;
  askerName: string;
  courseTitle: string;
  questionTitle: string;
  question: string;
  link: string;
  locale: Locale;
}): Message {
  const { courseTitle, questionTitle, askerName } = input;
  const words = {
    en: {
      hello: `Hello ${input.firstName},`,
      subject: `New question on ${courseTitle}: “${questionTitle}”`,
      news: `${askerName} asked a question on ${courseTitle}:`,
      next: 'Learners who get a quick answer keep going: answer it from your dashboard.',
      linkLine: `Your learners' questions: ${input.link}`,
      button: 'Answer the question',
    },
    bn: {
      hello: `প্রিয় ${input.firstName},`,
      subject: `${courseTitle} কোর্সে নতুন প্রশ্ন: “${questionTitle}”`,
      news: `${askerName} ${courseTitle} কোর্সে একটি প্রশ্ন করেছেন:`,
      next: 'দ্রুত উত্তর পেলে শিক্ষার্থীরা শেখা চালিয়ে যান: ড্যাশবোর্ড থেকে উত্তর দিন।',
      linkLine: `শিক্ষার্থীদের প্রশ্ন: ${input.link}`,
      button: 'প্রশ্নের উত্তর দিন',
    },
  }[input.locale];
  const quoted = `${questionTitle}\n\n${quote(input.question)}`.trim();
  return { subject: words.subject, ...compose({ ...words, quoted, link: input.link, locale: input.locale }) };
}

/** Sends it through the outbox; never throws (the question or answer is already committed). */
export async function sendQuestionEmail(options: {
  db: Database;
  mailer: SiteMailer;
  to: string;
  message: Message;
}): Promise<void> {
  const { db, mailer } = options;
  try {
    await sendEmail({ db, sender: mailer.sender, log: mailer.log, to: options.to, ...options.message });
  } catch (error) {
    mailer.log.error(
      { err: error, subject: options.message.subject },
      'a question e-mail could not be queued',
    );
  }
}
