import { APPLICANT_STAGE_LABELS, type ApplicationStage } from '@dokkho/contract/hiring';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { localiseDigits } from '@dokkho/domain/digits';
import { EMAIL_SIGN_OFF, emailButton, emailPage, type SiteMailer } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import { sendEmail } from '../outbox/service';

/*
 * The e-mails of the recruiter side (issue 6): the applicant hears when their application moves, a talent
 * hears that a company wants to contact them, a recruiter gets an hourly digest of new applications. All go
 * through the outbox (sent now with SMTP, retried for an hour when the relay fails), in the layout every
 * Dokkho e-mail shares (integrations/email/layout.ts): plain text plus simple HTML with one button, in the
 * recipient's language (issue 16 item 5): each template keeps its English and Bangla side by side.
 */

/** Paragraphs of plain text and a button, as HTML; every piece is people's input, so all of it is escaped. */
function html(
  locale: Locale,
  paragraphs: string[],
  button: { label: string; href: string },
  list: string[] = [],
) {
  const items = list.length
    ? `<ul>\n${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>\n`
    : '';
  const [greeting, ...rest] = paragraphs;
  return emailPage(
    `<p>${escapeHtml(greeting ?? '')}</p>
${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${items}${emailButton(button.label, button.href)}`,
    locale,
  );
}

/** The plain text version: the paragraphs, an optional list, the link with its lead-in, the sign-off. */
function text(locale: Locale, paragraphs: string[], linkLine: string, list: string[] = []) {
  return [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(list.length ? [...list.map((line) => `- ${line}`), ''] : []),
    linkLine,
    '',
    EMAIL_SIGN_OFF[locale],
  ].join('\n');
}

const hello: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  bn: (name) => `প্রিয় ${name},`,
};

/** An application's stage as the applicant reads it (English from the contract, Bangla here). */
const STAGE_LABELS: Record<Locale, Record<ApplicationStage, string>> = {
  en: APPLICANT_STAGE_LABELS,
  bn: {
    applied: 'আবেদন গৃহীত হয়েছে',
    screening: 'যাচাই করা হচ্ছে',
    interview: 'ইন্টারভিউয়ের জন্য ডাকা হয়েছে',
    offer: 'অফার দেওয়া হয়েছে',
    hired: 'নিয়োগ পেয়েছেন',
    rejected: 'নির্বাচিত হননি',
  },
};

/** The applicant's view of one application (apps/web features/job-seeker). */
export const applicationUrl = (origin: string, applicationId: number) =>
  `${origin}/js-dashboard/applied-jobs/job-details?id=${applicationId}`;

export function stageChangeEmail(input: {
  firstName: string;
  jobTitle: string;
  companyName: string;
  stage: ApplicationStage;
  link: string;
  locale?: Locale | undefined;
}) {
  const locale = input.locale ?? 'en';
  const label = STAGE_LABELS[locale][input.stage];
  const rejected = input.stage === 'rejected';
  const words = {
    en: {
      subject: `${input.jobTitle} at ${input.companyName}: ${label}`,
      news: `Your application for ${input.jobTitle} at ${input.companyName} has a new status: ${label}.`,
      next: rejected
        ? 'Thank you for applying. Keep your profile up to date: other companies on Dokkho are hiring.'
        : 'The company may contact you about the next step.',
      linkLine: `See your application: ${input.link}`,
      button: 'See my application',
    },
    bn: {
      subject: `${input.jobTitle}, ${input.companyName}: ${label}`,
      news: `${input.companyName}-এর ${input.jobTitle} পদে আপনার আবেদনের নতুন অবস্থা: ${label}।`,
      next: rejected
        ? 'আবেদন করার জন্য ধন্যবাদ। আপনার প্রোফাইল আপডেট রাখুন: Dokkho-তে আরও অনেক কোম্পানি নিয়োগ দিচ্ছে।'
        : 'পরের ধাপ নিয়ে কোম্পানি আপনার সাথে যোগাযোগ করতে পারে।',
      linkLine: `আপনার আবেদন দেখুন: ${input.link}`,
      button: 'আবেদন দেখুন',
    },
  }[locale];
  const paragraphs = [hello[locale](input.firstName), words.news, words.next];
  return {
    subject: words.subject,
    text: text(locale, paragraphs, words.linkLine),
    html: html(locale, paragraphs, { label: words.button, href: input.link }),
  };
}

export function contactRequestEmail(input: {
  firstName: string;
  companyName: string;
  recruiterName: string;
  jobTitle: string | null;
  message: string;
  link: string;
  locale?: Locale | undefined;
}) {
  const locale = input.locale ?? 'en';
  const words = {
    en: {
      subject: `${input.companyName} would like to contact you`,
      found: `${input.recruiterName} of ${input.companyName} found you in Dokkho's talent search and would like to contact you${
        input.jobTitle ? ` about ${input.jobTitle}` : ''
      }.`,
      quotedNote: `Their message: "${input.message}"`,
      privacy:
        'Your e-mail and phone number stay hidden until you accept. Answer the request in your dashboard.',
      linkLine: `Your dashboard: ${input.link}`,
      button: 'Answer the request',
    },
    bn: {
      subject: `${input.companyName} আপনার সাথে যোগাযোগ করতে চায়`,
      found: `${input.companyName}-এর ${input.recruiterName} Dokkho-র ট্যালেন্ট সার্চে আপনাকে খুঁজে পেয়েছেন এবং ${
        input.jobTitle ? `${input.jobTitle} পদের ব্যাপারে ` : ''
      }আপনার সাথে যোগাযোগ করতে চান।`,
      quotedNote: `তাঁর মেসেজ: "${input.message}"`,
      privacy: 'আপনি রাজি না হওয়া পর্যন্ত আপনার ই-মেইল ও ফোন নম্বর গোপন থাকবে। ড্যাশবোর্ডে গিয়ে অনুরোধের উত্তর দিন।',
      linkLine: `আপনার ড্যাশবোর্ড: ${input.link}`,
      button: 'অনুরোধের উত্তর দিন',
    },
  }[locale];
  const paragraphs = [
    hello[locale](input.firstName),
    words.found,
    ...(input.message ? [words.quotedNote] : []),
    words.privacy,
  ];
  return {
    subject: words.subject,
    text: text(locale, paragraphs, words.linkLine),
    html: html(locale, paragraphs, { label: words.button, href: input.link }),
  };
}

export interface DigestJob {
  title: string;
  applicants: string[];
}

export function digestEmail(input: {
  firstName: string;
  jobs: DigestJob[];
  link: string;
  locale?: Locale | undefined;
}) {
  const locale = input.locale ?? 'en';
  const total = input.jobs.reduce((sum, job) => sum + job.applicants.length, 0);
  const n = (count: number) => localiseDigits(String(count), locale);
  const words = {
    en: {
      subject: total === 1 ? '1 new application on Dokkho' : `${total} new applications on Dokkho`,
      since:
        total === 1
          ? 'Since our last e-mail, 1 person applied to your jobs:'
          : `Since our last e-mail, ${total} people applied to your jobs:`,
      line: (job: DigestJob) => `${job.title}: ${job.applicants.length} new (${job.applicants.join(', ')})`,
      linkLine: `Review them: ${input.link}`,
      button: 'Review applicants',
    },
    bn: {
      subject: `Dokkho-তে ${n(total)}টি নতুন আবেদন`,
      since: `আমাদের আগের ই-মেইলের পর আপনার জবগুলোতে ${n(total)} জন আবেদন করেছেন:`,
      line: (job: DigestJob) =>
        `${job.title}: ${n(job.applicants.length)}টি নতুন (${job.applicants.join(', ')})`,
      linkLine: `আবেদনগুলো দেখুন: ${input.link}`,
      button: 'আবেদনকারীদের দেখুন',
    },
  }[locale];
  const lines = input.jobs.map(words.line);
  const paragraphs = [hello[locale](input.firstName), words.since];
  return {
    subject: words.subject,
    text: text(locale, paragraphs, words.linkLine, lines),
    html: html(locale, paragraphs, { label: words.button, href: input.link }, lines),
  };
}

/** Sends one message through the outbox; never throws (the action that caused it already happened). */
export async function sendHiringEmail(options: {
  db: Database;
  mailer: Pick<SiteMailer, 'sender' | 'log'>;
  to: string;
  message: { subject: string; text: string; html: string };
}): Promise<void> {
  const { db, mailer } = options;
  try {
    await sendEmail({ db, sender: mailer.sender, log: mailer.log, to: options.to, ...options.message });
  } catch (error) {
    mailer.log.error({ err: error, subject: options.message.subject }, 'a hiring e-mail could not be queued');
  }
}
