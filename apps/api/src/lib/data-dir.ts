import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/**
 * Proves DATA_DIR is a folder this process can write (issue 14 item 9), by writing and removing a file in
 * it before anything else does: a read-only mount, a file in the folder's place or missing permissions
 * then stop the start in one line naming the folder, not in a stack trace from the first write deep in
 * start-up (or, worse, in the first upload). Checked with PostgreSQL too: uploads live there.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new ConfigError(
      `The data folder ${dataDir} cannot be written (${code}): make it a folder this user can write, or set DATA_DIR to one.`,
    );
  }
}

/** The one line a start-up prints when the embedded database in DATA_DIR does not open. */
export function embeddedDatabaseError(dataDir: string, error: unknown): ConfigError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ConfigError(
    `The embedded database in ${path.join(dataDir, 'pglite')} could not be opened (${reason}): it is damaged or not a database. Restore the data folder from a backup, move it away to start with an empty database, or set DATA_DIR to another folder.`,
  );
}
