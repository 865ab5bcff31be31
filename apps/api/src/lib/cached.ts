/**
 * Wraps a loader of data that is the same for every visitor (featured courses, best genres) so that it
 * runs at most once per `ttlMs` per process; concurrent callers share one in-flight load, and a failed
 * load is not cached. Each process keeps its own copy: this is a read-through cache of public data,
 * nothing that must be shared between API processes (ARCHITECTURE.md), and stale for at most `ttlMs`,
 * the same as the routes' Cache-Control max-age.
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let value: { promise: Promise<T>; expiresAt: number } | undefined;
  return () => {
    if (value && value.expiresAt > now()) return value.promise;
    const promise = load();
    const entry = { promise, expiresAt: now() + ttlMs };
    value = entry;
    promise.catch(() => {
      if (value === entry) value = undefined;
    });
    return promise;
  };
}
