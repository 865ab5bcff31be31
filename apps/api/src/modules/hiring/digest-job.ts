import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import type { JobQueue } from '../../lib/job-queue';
import { sendNotificationDigests } from './notifications';

/**
 * Hourly (at 20 past, on the job queue: one process runs it): recruiters get one e-mail about their
 * unread new applications. The digest claims its rows too, so a run repeated after a crash sends none twice.
 */
export function scheduleNotificationDigests(options: {
  jobs: JobQueue;
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  origin: string;
}): void {
  const { jobs, ...digest } = options;
  jobs.every('hiring.notification-digests', { cron: '20 * * * *' }, async () => {
    const sent = await sendNotificationDigests({ ...digest, now: new Date() });
    if (sent > 0) options.log.info({ sent }, 'recruiter notification digests sent');
  });
}
