import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '@dokkho/db';
import { seedDemoData } from '@dokkho/db/seed/seed';

/**
 * The e2e server's data folder (DATA_DIR=.data-e2e at the repository root), fresh for every run.
 *
 * `prepare`: migrates and seeds it ahead of time, so `npm run test:e2e` does that beside the production
 * build (two cores, both busy) instead of after it, and marks it fresh.
 * `claim` (the web server's command): keeps a folder marked fresh and takes the mark, else deletes the
 * folder so the server migrates and seeds it itself. Either way no run starts on a folder an earlier run
 * has written to.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_DATA_DIR = '.data-e2e';
const folder = path.join(ROOT, E2E_DATA_DIR);
const freshMark = path.join(folder, 'fresh-for-e2e');

async function prepare() {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const database = await createDatabase({ dataDir: folder });
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  writeFileSync(freshMark, new Date().toISOString());
}

function claim() {
  if (existsSync(freshMark)) rmSync(freshMark);
  else rmSync(folder, { recursive: true, force: true });
}

const command = process.argv[2];
if (command === 'prepare') await prepare();
else if (command === 'claim') claim();
else throw new Error(`usage: e2e-data.ts prepare|claim (got ${command})`);
