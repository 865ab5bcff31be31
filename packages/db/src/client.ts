import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and node-postgres share the PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data folder, to start other instances from (tests). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * How the job queue (apps/api/src/lib/job-queue.ts, docs/decisions/041) reaches this database: the
   * PGlite client itself (one connection, shared with `db`; PGlite runs one statement or transaction at
   * a time, so the queue's statements never land inside the app's transactions), or PostgreSQL's
   * connection string, from which pg-boss opens a small pool of its own.
   */
  queue: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `undefined` keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** A `dumpDataDir` tarball to start an in-memory PGlite from (fast test start-up). */
  loadDataDir?: Blob | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.poolSize ?? 10)
    : createPglite(options);
}

async function createPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    queue: { kind: 'postgres', connectionString },
    close: () => pool.end(),
  };
}

async function createPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    // PGlite has no lock of its own; two processes on one folder corrupt it for good (STACK.md).
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () =>
        migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: () => ping(db),
      // Uncompressed: the API tests load this tarball once per test file, and gunzip was a third of that
      // (about 0.5 s of CPU each, 0.33 s without).
      dumpDataDir: () => client.dumpDataDir('none'),
      queue: { kind: 'pglite', client },
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
