import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@dokkho/db';

/**
 * PostgreSQL test databases (issue 15 item 5): the run migrates one template database, and every test app
 * gets its own copy of it (`CREATE DATABASE ... TEMPLATE`, a file copy on the server: well under a second).
 * Test files then run in parallel on PostgreSQL as they do on PGlite, each on a database nobody else writes.
 */

/** The name of the run's migrated template, beside the database of DATABASE_URL (`test` -> `test_template`). */
export function templateDatabaseName(databaseUrl: string): string {
  return `${databaseName(databaseUrl)}_template`;
}

/** The prefix of every copy, so the run's teardown can drop what a crashed worker left behind. */
export function copyPrefix(databaseUrl: string): string {
  return `${databaseName(databaseUrl)}_copy_`;
}

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^\w{1,40}$/.test(name)) throw new Error(`Test database name "${name}" must be 1-40 word characters.`);
  return name;
}

/** The URL of `name` on the server of `databaseUrl`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements that cannot run in a transaction (CREATE/DROP DATABASE) on the server's own database. */
export async function onServer<T>(
  databaseUrl: string,
  work: (run: (statement: string) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const admin = await createDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await work((statement) => admin.db.execute(sql.raw(statement)));
  } finally {
    await admin.close();
  }
}

/** A fresh, migrated database of its own: a copy of the run's template. Returns its URL and how to drop it. */
export async function copyTemplateDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${copyPrefix(databaseUrl)}${randomBytes(6).toString('hex')}`;
  const template = templateDatabaseName(databaseUrl);
  await onServer(databaseUrl, async (run) => {
    // Two copies started at the same instant can find the template "being accessed" by the other's copy:
    // wait a moment and try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await run(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return {
    url: databaseUrlFor(databaseUrl, name),
    drop: () => dropCopy(databaseUrl, name),
  };
}

/**
 * Drops a copy once its app has closed. Not `WITH (FORCE)`: a pool's last connection can still be saying
 * goodbye (pg's pool.end() resolves before its sockets close), and a forced drop would kill it mid-way (an
 * uncaught "terminating connection" in the test process). So wait for it a second at most; a copy still
 * in use after that is left for the run's teardown, which drops every copy once the test workers are done.
 */
async function dropCopy(databaseUrl: string, name: string): Promise<void> {
  await onServer(databaseUrl, async (run) => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      try {
        await run(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (error) {
        if (!/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
}
