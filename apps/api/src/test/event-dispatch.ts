import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../integrations/email/sender';
import type { SmsSender } from '../integrations/sms/sender';
import type { JobContext, JobQueue } from '../lib/job-queue';
import { scheduleEventDispatch } from '../modules/events/service';

/**
 * The events dispatch handler exactly as production registers it (scheduleEventDispatch, app.ts), taken
 * from the `every` it calls, so a test can run it as a keyed one-off job: a periodic run waits for its cron
 * minute and a killed one is not retried (retryLimit 0, a 15-minute expiry), the next minute's run is.
 */
export function dispatchHandler(options: {
  db: Database;
  log: FastifyBaseLogger;
  emailSender: EmailSender;
  smsSender: SmsSender;
  secret: string;
  origin: string;
}): (job: JobContext) => Promise<void> {
  let handler: ((job: JobContext) => Promise<void>) | null = null;
  const capture: Pick<JobQueue, 'every'> = {
    every(name, when, registered) {
      if (name !== 'events.dispatch' || !('minutes' in when) || when.minutes !== 1) {
        throw new Error(`the events dispatch is no longer "events.dispatch" every minute (${name})`);
      }
      handler = registered;
    },
  };
  scheduleEventDispatch({ ...options, jobs: capture as JobQueue });
  if (!handler) throw new Error('scheduleEventDispatch registered no job');
  return handler;
}
