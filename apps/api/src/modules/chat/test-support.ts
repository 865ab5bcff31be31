import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@dokkho/db';
import { seedDemoData } from '@dokkho/db/seed/seed';
import { ensureDefaultFaqs } from '@dokkho/chat/faqs';

/**
 * A database holding exactly the demo data and the default FAQ, for the chat quality set. On PGlite: a
 * fresh copy of the run's migrated snapshot. On PostgreSQL the test database is shared by every file and
 * already holds other tests' genres (seedDemoData then skips the catalog) and their look-alike courses,
 * so the set gets a database of its own, created here and dropped by `close`.
 */
export async function openDemoDatabase(): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const handle = await createDatabase({
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotPath')!)]),
    });
    await seedDemoData(handle.db);
    await ensureDefaultFaqs(handle.db);
    return { handle, close: () => handle.close() };
  }

  const name = `dokkho_chat_quality_${randomBytes(4).toString('hex')}`;
  const admin = await createDatabase({ databaseUrl, poolSize: 1 });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
    await ensureDefaultFaqs(handle.db);
  } catch (error) {
    await handle.close();
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
    await admin.close();
    throw error;
  }
  return {
    handle,
    async close() {
      await handle.close();
      // The pool's connections end a moment after pool.end() resolves: wait for them rather than FORCE,
      // which would kill them mid-goodbye and surface as unhandled errors.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.close();
    },
  };
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
