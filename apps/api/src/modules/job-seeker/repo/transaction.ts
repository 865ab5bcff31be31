import type { Database } from '@dokkho/db';

/**
 * Runs `work` in one transaction: the services decide what happens inside (their checks may throw, which
 * rolls everything back) and call this folder's query functions with the handle.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // Drizzle's transaction type differs from the database's only in what we never call on it (nesting).
  return db.transaction(async (tx) => work(tx as unknown as Database));
}
