import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { createDatabase, DataDirLockedError } from '@dokkho/db';
import { seedDemoData } from '@dokkho/db/seed/seed';
import { CHAT_ENV_SHAPE, chatSettingsFromEnv } from './config';
import { registerChatErrorHandler } from './errors';
import { chatRoutes } from './routes';

/**
 * The chat service as its own process (`npm start -w @dokkho/chat`), for deployments that scale it apart
 * from the API. By default the API mounts the same plugin in-process and this is not needed.
 *
 * Database: PostgreSQL (DATABASE_URL, the same database as the API) is the way to run it next to the API.
 * Without DATABASE_URL it opens an embedded PGlite in CHAT_DATA_DIR, which must NOT be the API's DATA_DIR:
 * PGlite is single-process and the API holds that folder's lock (STACK.md); a second process on it would
 * corrupt it, so the lock refuses. An empty embedded database is migrated and gets the demo data, so the
 * standalone demo answers about something.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  CHAT_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CHAT_DATA_DIR: z.string().min(1).default('./data/chat'),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  ...CHAT_ENV_SHAPE,
});

/** Redis for the rate limit's shared counters, connected only when REDIS_URL is set. */
async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  await client.connect();
  return client;
}

async function main() {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    process.exit(1);
  }
  const env = parsed.data;
  const settings = chatSettingsFromEnv(env);
  const dataDir = path.resolve(REPO_ROOT, env.CHAT_DATA_DIR);
  const database = await createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : dataDir,
    poolSize: 4,
  });
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;

  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY === 'true' ? true : (env.TRUST_PROXY ?? false),
    bodyLimit: 65_536,
  });
  registerChatErrorHandler(app);
  try {
    await database.migrate();
    if (!env.DATABASE_URL) await seedDemoData(database.db);
  } catch (error) {
    redis?.disconnect();
    await database.close();
    throw error;
  }

  // The log's address hashes are keyed with the API's AUTH_SECRET, so both processes hash alike.
  const secret = env.AUTH_SECRET ?? randomBytes(48).toString('base64url');
  if (!env.AUTH_SECRET) {
    app.log.warn('AUTH_SECRET is not set: chat log address hashes use a random key for this process only.');
  }
  await app.register(chatRoutes, {
    db: database.db,
    secret,
    llm: settings.llm,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    redis,
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.quit();
  });

  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: env.CHAT_PORT, host: env.HOST });
  app.log.info(
    { database: database.kind, llm: settings.llm ? 'on' : 'off' },
    `Dokkho chat is serving POST /chat/ask on port ${env.CHAT_PORT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
