import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '@dokkho/db';
import { copyPrefix, databaseUrlFor, onServer, templateDatabaseName } from './pg-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir tarball (uncompressed) every test file starts from (unset on PostgreSQL). */
    pgliteSnapshotPath: string | null;
  }
}

/**
 * Prepares the database once per run. PGlite: migrate one in-memory instance and dump it, so each test
 * app loads a ready snapshot in about a second instead of migrating from scratch (STACK.md). PostgreSQL:
 * migrate a template database, which each test app copies into a database of its own (pg-databases.ts).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = templateDatabaseName(databaseUrl);
    await dropLeftovers(databaseUrl);
    await onServer(databaseUrl, (run) => run(`CREATE DATABASE "${template}"`));
    const database = await createDatabase({ databaseUrl: databaseUrlFor(databaseUrl, template) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('pgliteSnapshotPath', null);
    return () => dropLeftovers(databaseUrl);
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'dokkho-test-'));
  const snapshotPath = path.join(folder, 'pglite.tar');
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

/** The template and every copy an earlier or crashed run left on the server. */
async function dropLeftovers(databaseUrl: string) {
  await onServer(databaseUrl, async (run) => {
    const result = (await run(
      `SELECT datname FROM pg_database WHERE starts_with(datname, '${copyPrefix(databaseUrl)}')`,
    )) as { rows: { datname: string }[] };
    for (const { datname } of result.rows) await run(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await run(`DROP DATABASE IF EXISTS "${templateDatabaseName(databaseUrl)}" WITH (FORCE)`);
  });
}
