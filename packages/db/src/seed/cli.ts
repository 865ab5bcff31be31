/**
 * `npm run db:seed`: loads the demo catalog into the configured database.
 * DATABASE_URL set: that PostgreSQL database. Otherwise: embedded PGlite in DATA_DIR (default `./data`),
 * resolved against the repository root like the API server does, so both always mean the same folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type DatabaseHandle } from '../client';
import { DataDirLockedError } from '../data-dir-lock';
import { seedDemoData } from './seed';

/** packages/db/src/seed/ -> the repository root. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR || './data');
  const target = databaseUrl ? `PostgreSQL (${redact(databaseUrl)})` : `PGlite in ${dataDir}`;

  let handle: DatabaseHandle;
  try {
    handle = await createDatabase({ databaseUrl, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot seed: ${error.message}`);
      return 1;
    }
    throw error;
  }

  try {
    await handle.migrate();
    const result = await seedDemoData(handle.db);
    if (result.seeded) {
      console.log(
        `Seeded ${target}: ${result.genres} genres, ${result.courses} courses, ${result.careerPaths} career paths, ${result.accounts} demo accounts.`,
      );
    } else {
      console.log(
        `${target} already has a catalog (the genres table is not empty); demo accounts added: ${result.accounts}.`,
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/** Hides the password of a connection string. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
