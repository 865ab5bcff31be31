import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase, type Database } from '@dokkho/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { createTokenSettings, signAccessToken } from '../modules/auth/tokens';
import { copyTemplateDatabase } from './pg-databases';

/** One key per run; tests that forge tokens sign with another. */
export const TEST_AUTH_SECRET = randomBytes(48).toString('base64url');

/** The Authorization header of a signed-in user (authHeader below). */
export type AuthHeaders = { authorization: string };

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /**
   * The request route tests make: a signed-in user's header and a JSON body, each only when given, so a
   * test without them checks the anonymous, bodiless request.
   */
  send(
    method: TestMethod,
    url: string,
    headers?: AuthHeaders,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a real database of its own: a PGlite loaded from the run's migrated snapshot, or a copy
 * of the run's migrated template on the PostgreSQL server of DATABASE_URL (CONVENTIONS.md §7: `inject` against a real database, data from factories).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<
    BuildAppOptions,
    'redis' | 'rateLimitNameSpace' | 'serveWeb' | 'backgroundJobs' | 'jobQueueTiming'
  > = {},
): Promise<TestContext> {
  const snapshotPath = inject('pgliteSnapshotPath');
  const databaseUrl = process.env.DATABASE_URL;
  // PostgreSQL: a copy of the run's migrated template, private to this app like a PGlite snapshot is.
  const copy = databaseUrl ? await copyTemplateDatabase(databaseUrl) : null;
  const database = copy
    ? await createDatabase({ databaseUrl: copy.url, poolSize: 4 })
    : await createDatabase({ loadDataDir: new Blob([readFileSync(snapshotPath!)]) });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://dokkho.test',
    // Tests call fast and often from one address; the rate-limit tests turn it on themselves.
    RATE_LIMIT_PER_MINUTE: '0',
    // Sign-in tests make more than 10 logins a minute from one address; the auth tests turn it on.
    AUTH_RATE_LIMIT: 'off',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false, ...extra });
  await app.ready();
  return {
    app,
    db: database.db,
    send: (method, url, headers, payload) =>
      app.inject({
        method,
        url,
        ...(headers ? { headers } : {}),
        ...(payload !== undefined ? { payload } : {}),
      }),
    async close() {
      await app.close();
      await database.close();
      await copy?.drop();
    },
  };
}

const testTokens = createTokenSettings({
  secret: TEST_AUTH_SECRET,
  accessTtlSeconds: 900,
  refreshTtlDays: 30,
});

/** The Authorization header of a signed-in user, without going through the login route. */
export async function authHeader(userId: number): Promise<AuthHeaders> {
  return { authorization: `Bearer ${await signAccessToken(testTokens, userId)}` };
}

/** The test app with its own DATA_DIR, so uploads land in a folder the test can look into and remove. */
export async function createUploadsTestApp(): Promise<TestContext & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dokkho-uploads-'));
  const ctx = await createTestApp({ DATA_DIR: dataDir });
  return {
    ...ctx,
    dataDir,
    async close() {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
