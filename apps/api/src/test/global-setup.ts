import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '@dokkho/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir tarball every test file starts from (unset on PostgreSQL). */
    pgliteSnapshotPath: string | null;
  }
}

/**
 * Prepares the database once per run. PGlite: migrate one in-memory instance and dump it, so each test
 * file loads a ready snapshot in about a second instead of migrating from scratch (STACK.md). PostgreSQL:
 * start from an empty schema and migrate; test files then share it, one after another.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const database = await createDatabase({ databaseUrl });
    try {
      await database.db.execute(
        sql.raw(
          'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
        ),
      );
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('pgliteSnapshotPath', null);
    return;
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'dokkho-test-'));
  const snapshotPath = path.join(folder, 'pglite.tar.gz');
  const database = await createDatabase({});
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshotPath', snapshotPath);
  return () => rmSync(folder, { recursive: true, force: true });
}
