import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Database } from '@dokkho/db';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real app on a real database: a PGlite loaded from the run's migrated snapshot, or the PostgreSQL
 * of DATABASE_URL (CONVENTIONS.md §7: `inject` against a real database, data from factories).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<BuildAppOptions, 'redis' | 'rateLimitNameSpace' | 'serveWeb'> = {},
): Promise<TestContext> {
  const snapshotPath = inject('pgliteSnapshotPath');
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await createDatabase({ databaseUrl, poolSize: 4 })
    : await createDatabase({ loadDataDir: new Blob([readFileSync(snapshotPath!)]) });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://dokkho.test',
    // Tests call fast and often from one address; the rate-limit tests turn it on themselves.
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false, ...extra });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
