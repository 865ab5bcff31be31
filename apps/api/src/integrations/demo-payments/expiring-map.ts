/**
 * A small in-memory map whose entries expire, with a ceiling on its size (the oldest go first). The demo
 * gateway keeps its checkout sessions here: it exists for the embedded single-process mode and for tests,
 * where one process sees every request of a checkout; a deployment with several API processes configures
 * the real gateways' keys and never mounts the demo gateway. A restart forgets open demo sessions, which
 * costs a learner one click on "Pay" again, never money: the order stays pending until a callback comes.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    this.prune(now);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops expired entries, then the oldest while over the ceiling (Map keeps insertion order). */
  private prune(now: number) {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}
