import { Redis } from 'ioredis';
import { createDatabase, DataDirLockedError } from '@dokkho/db';
import { seedDemoData } from '@dokkho/db/seed/seed';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { scheduleAuthHousekeeping } from './modules/auth/housekeeping';
import { cancelAbandonedOrders } from './modules/commerce/orders';
import { closeExpiredPosts } from './modules/jobs/service';
import { resolveAuthSecret } from './modules/auth/secret';
import { resolveVapidKeys } from './modules/notifications/vapid';
import { embeddedDatabaseError, ensureWritableDataDir } from './lib/data-dir';

/**
 * Demo data goes into the embedded database on its first start (the README's `npm start` promise);
 * a PostgreSQL deployment is seeded only on request (`npm run db:seed` or SEED_DEMO_DATA=always).
 */
function shouldSeed(config: AppConfig): boolean {
  if (config.seedDemoData === 'never') return false;
  return config.seedDemoData === 'always' || !config.databaseUrl;
}

async function main() {
  const loaded = loadConfig();
  // Before the first write into it (the embedded auth secret, the lock file, the database).
  ensureWritableDataDir(loaded.dataDir);
  const { config: withSecret, source: authSecretSource } = resolveAuthSecret(loaded);
  const { config, source: vapidSource } = resolveVapidKeys(withSecret);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
  }).catch((error: unknown) => {
    if (config.databaseUrl || error instanceof DataDirLockedError) throw error;
    throw embeddedDatabaseError(config.dataDir, error);
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
    : undefined;

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await redis?.connect();
    await database.migrate();
    if (shouldSeed(config)) await seedDemoData(database.db);
    app = await buildApp({ config, database, redis, backgroundJobs: true });
  } catch (error) {
    redis?.disconnect();
    await database.close();
    throw error;
  }

  if (authSecretSource === 'ephemeral') {
    app.log.warn(
      'AUTH_SECRET is not set: using a random key for this process only. Sessions end on restart and other API processes reject its tokens; set AUTH_SECRET.',
    );
  }

  if (vapidSource === 'off') {
    app.log.warn(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: notifications are not pushed to devices (the bell and e-mail work). Generate a pair once with `npx web-push generate-vapid-keys` and set it on every API process.',
    );
  } else if (vapidSource === 'ephemeral') {
    app.log.warn(
      'VAPID keys are not set: using a pair for this process only. Devices that turned notifications on must turn them on again after a restart; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.',
    );
  }

  if (config.databaseUrl && !config.smtpUrl) {
    // Fine for the embedded demo; on a real deployment it means no mail goes out and links land in the log.
    app.log.warn(
      'SMTP_URL is not set: e-mail is not sent but kept in the outbox table and the log, activation links included.',
    );
  }

  // Periodic jobs on the job queue (docs/decisions/041): each runs once per period across every API
  // process. They start when the app is ready (app.listen below) and stop, handlers finished, on close.
  scheduleAuthHousekeeping(app.jobs, database.db, app.log);
  app.jobs.every('commerce.abandoned-orders', { cron: '10 * * * *' }, async () => {
    const cancelled = await cancelAbandonedOrders(database.db);
    if (cancelled > 0) app.log.info({ cancelled }, 'abandoned checkouts cancelled');
  });
  // The board already hides posts past their deadline; this makes their status say so too.
  app.jobs.every('jobs.expired-posts', { cron: '15 * * * *' }, async () => {
    const closed = await closeExpiredPosts({ db: database.db, now: new Date() });
    if (closed > 0) app.log.info({ closed }, 'job posts past their deadline closed');
  });
  // Pushes of notifications written outside a request (or committed while a round was reading).
  app.jobs.every('notifications.push-delivery', { minutes: 1 }, () => app.pushDelivery.flush());
  // After app's own preClose hooks (the job queue stopped, its handlers finished).
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.quit();
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database, exit.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Dokkho is serving on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
