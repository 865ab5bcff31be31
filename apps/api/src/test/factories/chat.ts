import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@dokkho/db';
import { seedDemoData } from '@dokkho/db/seed/seed';
import { ensureDefaultFaqs } from '@dokkho/chat/faqs';
import { copyTemplateDatabase } from '../pg-databases';

/**
 * A database of its own holding exactly the demo data and the default FAQ, for the chat quality set: a
 * fresh copy of the run's migrated PGlite snapshot, or of its PostgreSQL template (dropped by `close`).
 */
export async function openDemoDatabase(): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const copy = databaseUrl ? await copyTemplateDatabase(databaseUrl) : null;
  const handle = copy
    ? await createDatabase({ databaseUrl: copy.url, poolSize: 4 })
    : await createDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotPath')!)]) });
  const close = async () => {
    await handle.close();
    await copy?.drop();
  };
  try {
    await seedDemoData(handle.db);
    await ensureDefaultFaqs(handle.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { handle, close };
}

/** A logger that keeps what it is told, so tests can check that no line carries the question. */
export function recordingLogger() {
  const lines: { level: string; object: object; message: string }[] = [];
  const at =
    (level: string) =>
    (object: object, message: string): void => {
      lines.push({ level, object, message });
    };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
