import type { LessonProgressRequest } from '@dokkho/contract/learning';

/** While a video plays, its position is saved this often (and on pause, at the end and on leaving). */
export const SAVE_EVERY_MS = 15_000;
/** Watched this share of a video, the lesson counts as done (the server keeps it done after). */
export const COMPLETE_AT_FRACTION = 0.9;

export interface ProgressSaverOptions {
  send: (body: LessonProgressRequest, options: { keepalive: boolean }) => Promise<void>;
  /** Where the learner was when the lesson opened, and whether it was already done. */
  initialPosition: number;
  initiallyCompleted: boolean;
  onError?: (error: unknown) => void;
}

export interface ProgressSaver {
  /** Keeps a position: sent only when it moved a whole second or more since the last save. */
  savePosition(seconds: number): void;
  /** The video was watched far enough: one save with the done mark, never repeated. */
  markComplete(seconds: number): void;
  /** The done mark changed elsewhere (the learner's toggle): auto-completion follows it. */
  syncCompleted(completed: boolean): void;
  /** Leaving the lesson or the page: anything unsaved goes now, allowed to outlive the page. */
  flush(seconds: number): void;
}

/**
 * Coalesces the player's progress saves (SPEC's API must not be hammered): one request in flight at a time,
 * the newest position replaces any queued one, and an unchanged position is never sent. A failed save is
 * only reported: the next tick, pause or exit sends the position again.
 */
export function createProgressSaver(options: ProgressSaverOptions): ProgressSaver {
  let savedPosition = Math.floor(options.initialPosition);
  let completed = options.initiallyCompleted;
  let pending: LessonProgressRequest | null = null;
  let inFlight = false;

  const queue = (body: LessonProgressRequest) => {
    // The newest position wins; a queued done mark stays (a position-only body has no `completed`).
    pending = { ...pending, ...body };
  };

  const send = async (keepalive: boolean) => {
    const body = pending;
    if (!body) return;
    pending = null;
    try {
      await options.send(body, { keepalive });
      if (body.position_seconds !== undefined) savedPosition = body.position_seconds;
    } catch (error) {
      if (body.completed) completed = false;
      options.onError?.(error);
    }
  };

  const drain = async () => {
    if (inFlight) return;
    inFlight = true;
    try {
      while (pending) await send(false);
    } finally {
      inFlight = false;
    }
  };

  const moved = (seconds: number) => Math.floor(seconds) !== savedPosition;

  return {
    savePosition(seconds) {
      if (!Number.isFinite(seconds) || !moved(seconds)) return;
      queue({ position_seconds: Math.floor(seconds) });
      void drain();
    },
    markComplete(seconds) {
      if (completed) return;
      completed = true;
      queue({
        completed: true,
        ...(Number.isFinite(seconds) ? { position_seconds: Math.floor(seconds) } : {}),
      });
      void drain();
    },
    syncCompleted(value) {
      completed = value;
    },
    flush(seconds) {
      if (Number.isFinite(seconds) && moved(seconds)) queue({ position_seconds: Math.floor(seconds) });
      // Not through the queue: the page may be gone before the request in flight comes back.
      if (pending) void send(true);
    },
  };
}
