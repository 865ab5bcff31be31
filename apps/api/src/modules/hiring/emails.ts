import { APPLICANT_STAGE_LABELS, type ApplicationStage } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import { emailButton, emailPage, type SiteMailer } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import { sendEmail } from '../outbox/service';

/*
 * The e-mails of the recruiter side (issue 6): the applicant hears when their application moves, a talent
 * hears that a company wants to contact them, a recruiter gets an hourly digest of new applications. All go
 * through the outbox (sent now with SMTP, retried for an hour when the relay fails), in the layout every
 * Dokkho e-mail shares (integrations/email/layout.ts): plain text plus simple HTML with one button.
 */

/** Paragraphs of plain text and a button, as HTML; every piece is people's input, so all of it is escaped. */
function html(paragraphs: string[], button: { label: string; href: string }, list: string[] = []) {
  const items = list.length
    ? `<ul>\n${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>\n`
    : '';
  const [greeting, ...rest] = paragraphs;
  return emailPage(`<p>${escapeHtml(greeting ?? '')}</p>
${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${items}${emailButton(button.label, button.href)}`);
}

/** The applicant's view of one application (apps/web features/job-seeker). */
export const applicationUrl = (origin: string, applicationId: number) =>
  `${origin}/js-dashboard/applied-jobs/job-details?id=${applicationId}`;

export function stageChangeEmail(input: {
  firstName: string;
  jobTitle: string;
  companyName: string;
  stage: ApplicationStage;
  link: string;
}) {
  const label = APPLICANT_STAGE_LABELS[input.stage];
  const subject = `${input.jobTitle} at ${input.companyName}: ${label}`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Your application for ${input.jobTitle} at ${input.companyName} has a new status: ${label}.`,
    input.stage === 'rejected'
      ? 'Thank you for applying. Keep your profile up to date: other companies on Dokkho are hiring.'
      : 'The company may contact you about the next step.',
  ];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `See your application: ${input.link}`,
    '',
    'The Dokkho team',
  ].join('\n');
  return { subject, text, html: html(paragraphs, { label: 'See my application', href: input.link }) };
}

export function contactRequestEmail(input: {
  firstName: string;
  companyName: string;
  recruiterName: string;
  jobTitle: string | null;
  message: string;
  link: string;
}) {
  const subject = `${input.companyName} would like to contact you`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    `${input.recruiterName} of ${input.companyName} found you in Dokkho's talent search and would like to contact you${
      input.jobTitle ? ` about ${input.jobTitle}` : ''
    }.`,
    ...(input.message ? [`Their message: "${input.message}"`] : []),
    'Your e-mail and phone number stay hidden until you accept. Answer the request in your dashboard.',
  ];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `Your dashboard: ${input.link}`,
    '',
    'The Dokkho team',
  ].join('\n');
  return { subject, text, html: html(paragraphs, { label: 'Answer the request', href: input.link }) };
}

export interface DigestJob {
  title: string;
  applicants: string[];
}

export function digestEmail(input: { firstName: string; jobs: DigestJob[]; link: string }) {
  const total = input.jobs.reduce((sum, job) => sum + job.applicants.length, 0);
  const subject = total === 1 ? '1 new application on Dokkho' : `${total} new applications on Dokkho`;
  const lines = input.jobs.map(
    (job) => `${job.title}: ${job.applicants.length} new (${job.applicants.join(', ')})`,
  );
  const paragraphs = [
    `Hello ${input.firstName},`,
    total === 1
      ? 'Since our last e-mail, 1 person applied to your jobs:'
      : `Since our last e-mail, ${total} people applied to your jobs:`,
  ];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...lines.map((line) => `- ${line}`),
    '',
    `Review them: ${input.link}`,
    '',
    'The Dokkho team',
  ].join('\n');
  return { subject, text, html: html(paragraphs, { label: 'Review applicants', href: input.link }, lines) };
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
