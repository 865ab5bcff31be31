import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request hands off so that its answer does not wait for it (a password-reset e-mail, whose send
 * time would otherwise tell whether the address has an account). What the task needs must already be
 * committed: a task that never runs (the process dies) loses nothing the outbox does not still hold.
 */
export interface BackgroundTasks {
  /** Starts the task after the current turn of the event loop; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has settled (before the database closes, and in tests). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const settled: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
