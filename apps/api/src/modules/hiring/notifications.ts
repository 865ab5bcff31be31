import type { FastifyBaseLogger } from 'fastify';
import type { RecruiterNotificationList } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import { recipientLocale } from '../../lib/recipient-locale';
import type { EmailSender } from '../../integrations/email/sender';
import { requireRecruiter } from '../jobs/service';
import { wantsEmail } from '../notifications/service';
import { digestEmail, sendHiringEmail, type DigestJob } from './emails';
import * as repo from './repo';
import { applicantName } from './scoring';

/*
 * The recruiter's notifications (issue 6): a row per new application (job-seeker's apply writes it),
 * listed in the dashboard's bell, and e-mailed at most once, in an hourly digest, while still unread.
 */

const LIST_SIZE = 30;

/** `GET jobs/notifications/`: the 30 newest and the number unread in all. */
export async function listNotifications(options: {
  db: Database;
  userId: number;
}): Promise<RecruiterNotificationList> {
  const profile = await requireRecruiter(options.db, options.userId);
  const [rows, unread] = await Promise.all([
    repo.findNotifications(options.db, profile.id, LIST_SIZE),
    repo.countUnread(options.db, profile.id),
  ]);
  return {
    unread,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      application_id: row.applicationId,
      job_id: row.jobId,
      job_title: row.jobTitle,
      applicant_name: applicantName(row),
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** `POST jobs/notifications/read/`: these (own) ids, or all. */
export async function markRead(options: {
  db: Database;
  userId: number;
  ids: number[] | undefined;
  now: Date;
}): Promise<RecruiterNotificationList> {
  const profile = await requireRecruiter(options.db, options.userId);
  await repo.markNotificationsRead(options.db, profile.id, options.ids, options.now);
  return listNotifications(options);
}

/**
 * The hourly digest: each recruiter with unread notifications not yet e-mailed gets one e-mail listing
 * them by post (title, count, applicant names). Rows are claimed first (emailed_at set in one UPDATE that
 * returns only what it changed), so two processes running at once never e-mail the same row twice; a
 * relay failure leaves the message in the outbox, which retries it. Returns how many e-mails were sent.
 */
export async function sendNotificationDigests(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  origin: string;
  now: Date;
}): Promise<number> {
  const { db } = options;
  const claimed = await repo.claimUndigested(db, options.now);
  if (claimed.length === 0) return 0;
  const details = await repo.findDigestDetails(
    db,
    [...new Set(claimed.map((row) => row.applicationId))],
    [...new Set(claimed.map((row) => row.recruiterId))],
  );
  const applications = new Map(details.applications.map((row) => [row.id, row]));
  let sent = 0;
  for (const recruiter of details.recruiters) {
    const mine = claimed
      .filter((row) => row.recruiterId === recruiter.id)
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id - y.id);
    const jobs = new Map<number, DigestJob>();
    for (const notification of mine) {
      const application = applications.get(notification.applicationId);
      if (!application) continue;
      const job = jobs.get(application.jobId) ?? { title: application.jobTitle, applicants: [] };
      job.applicants.push(applicantName(application));
      jobs.set(application.jobId, job);
    }
    if (jobs.size === 0) continue;
    // Issue 17 item 8: the bell has them either way; the digest only for who keeps these e-mails on.
    if (!(await wantsEmail(db, recruiter.userId, 'application_received'))) continue;
    const message = digestEmail({
      firstName: recruiter.firstName,
      jobs: [...jobs.values()],
      link: `${options.origin}/hr-dashboard`,
      locale: recipientLocale(recruiter.language),
    });
    await sendHiringEmail({ db, mailer: options, to: recruiter.email, message });
    sent += 1;
  }
  return sent;
}
