import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import { startPeriodicJob } from '../../lib/periodic-job';
import { sendNotificationDigests } from './notifications';

export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly: recruiters get one e-mail about their unread new applications. Safe in every API process at
 * once (the digest claims its rows), so it runs wherever background jobs run.
 */
export function startNotificationDigests(options: {
  db: Database;
  sender: EmailSender;
  log: FastifyBaseLogger;
  origin: string;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'recruiter notification digest',
    intervalMs: DIGEST_INTERVAL_MS,
    log: options.log,
    job: async () => {
      const sent = await sendNotificationDigests({ ...options, now: new Date() });
      if (sent > 0) options.log.info({ sent }, 'recruiter notification digests sent');
    },
  });
}
