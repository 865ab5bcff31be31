import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `job` now and then every `intervalMs` in this process, never two runs at once; a failure is
 * logged and the next run tries again. Jobs must be idempotent: every API process may run them, so two
 * processes at once only repeat work. Returns the stop function for shutdown, which waits for a run in
 * flight so the database is not closed under it.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  job: () => Promise<void>;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = options
      .job()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
