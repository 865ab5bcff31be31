import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { EMAIL_SIGN_OFF, emailButton, emailPage, type SiteMailer } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import { sendEmail } from '../outbox/service';

/*
 * The instructor hears of staff's decision on their course (issue 17 item 4) by e-mail too, unless they
 * switched that kind off: English and Bangla side by side, in the layout every Dokkho e-mail shares.
 */

export type ReviewDecision = 'published' | 'sent_back';

/** The instructor's page of the course (apps/web features/instructor). */
export const instructorCourseUrl = (origin: string, courseId: number) =>
  `${origin}/ir-dashboard/course-details/${courseId}`;

export function reviewDecisionEmail(input: {
  firstName: string;
  courseTitle: string;
  decision: ReviewDecision;
  note: string | null;
  link: string;
  locale: Locale;
}) {
  const { locale, courseTitle } = input;
  const published = input.decision === 'published';
  const words = {
    en: {
      hello: `Hello ${input.firstName},`,
      subject: published
        ? `“${courseTitle}” is published on Dokkho`
        : `“${courseTitle}” needs a few changes before it is published`,
      news: published
        ? `Good news: our team reviewed “${courseTitle}” and published it. Learners can find it, enrol and start learning now.`
        : `Our team reviewed “${courseTitle}” and sent it back to you as a draft. What needs to change:`,
      next: published
        ? 'Share the course page with your network: the first learners and reviews make the most difference.'
        : 'Make the changes, then submit the course for review again from your dashboard.',
      linkLine: `Your course: ${input.link}`,
      button: published ? 'See your course' : 'Open your course',
    },
    bn: {
      hello: `প্রিয় ${input.firstName},`,
      subject: published
        ? `“${courseTitle}” এখন Dokkho-তে প্রকাশিত`
        : `“${courseTitle}” প্রকাশের আগে কিছু পরিবর্তন দরকার`,
      news: published
        ? `সুখবর: আমাদের টিম “${courseTitle}” রিভিউ করে প্রকাশ করেছে। শিক্ষার্থীরা এখন কোর্সটি খুঁজে পাবেন, এনরোল করে শেখা শুরু করতে পারবেন।`
        : `আমাদের টিম “${courseTitle}” রিভিউ করে ড্রাফট হিসেবে আপনার কাছে ফেরত পাঠিয়েছে। যা বদলাতে হবে:`,
      next: published
        ? 'কোর্সের পেজটি আপনার পরিচিতদের সাথে শেয়ার করুন: প্রথম শিক্ষার্থী আর রিভিউগুলোই সবচেয়ে বেশি কাজে আসে।'
        : 'পরিবর্তনগুলো করে ড্যাশবোর্ড থেকে কোর্সটি আবার রিভিউয়ের জন্য জমা দিন।',
      linkLine: `আপনার কোর্স: ${input.link}`,
      button: published ? 'কোর্সটি দেখুন' : 'কোর্সটি খুলুন',
    },
  }[locale];
  const note = !published && input.note ? input.note : null;
  const text = [
    words.hello,
    '',
    words.news,
    '',
    ...(note ? [note, ''] : []),
    words.next,
    '',
    words.linkLine,
    '',
    EMAIL_SIGN_OFF[locale],
  ].join('\n');
  const html = emailPage(
    `<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(words.news)}</p>
${note ? `<blockquote style="margin: 0 0 16px; padding: 8px 12px; border-left: 4px solid #f59e0b; background: #fffbeb; white-space: pre-line;">${escapeHtml(note)}</blockquote>\n` : ''}<p>${escapeHtml(words.next)}</p>
${emailButton(words.button, input.link)}`,
    locale,
  );
  return { subject: words.subject, text, html };
}

/** Sends it through the outbox; never throws (the decision is already committed). */
export async function sendReviewDecisionEmail(options: {
  db: Database;
  mailer: SiteMailer;
  to: string;
  message: { subject: string; text: string; html: string };
}): Promise<void> {
  const { db, mailer } = options;
  try {
    await sendEmail({ db, sender: mailer.sender, log: mailer.log, to: options.to, ...options.message });
  } catch (error) {
    mailer.log.error(
      { err: error, subject: options.message.subject },
      'a course review e-mail could not be queued',
    );
  }
}
