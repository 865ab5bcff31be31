/**
 * Drops and recreates the bench database's schema, migrates it, and generates the data set.
 *
 *   npm run generate -w @dokkho/bench [-- --database-url postgres://...]
 */
import pg from 'pg';
import { createDatabase } from '@dokkho/db';
import { countRows, generateDataSet, POSTGRES_SCALE } from './dataset';
import { benchDatabaseUrl, parseArgs } from './options';

/** Creates the database when it does not exist, through the server's `postgres` database. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

async function main() {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
  const databaseUrl = benchDatabaseUrl(values['database-url']);
  const started = performance.now();
  const log = (message: string) => console.log(message);

  await ensureDatabase(databaseUrl);
  // One connection: the generator's session settings must apply to every statement.
  const database = await createDatabase({ databaseUrl, poolSize: 1 });
  try {
    const url = new URL(databaseUrl);
    console.log(`generating into ${url.host}${url.pathname}`);
    let step = performance.now();
    await database.db.execute('drop schema if exists drizzle cascade');
    await database.db.execute('drop schema if exists public cascade');
    await database.db.execute('create schema public');
    await database.migrate();
    log(
      `${'schema and migrations'.padEnd(34)} ${((performance.now() - step) / 1000).toFixed(1).padStart(6)} s`,
    );

    step = performance.now();
    await generateDataSet(database.db, POSTGRES_SCALE, log);
    log(`${'data set'.padEnd(34)} ${((performance.now() - step) / 1000).toFixed(1).padStart(6)} s`);

    const counts = await countRows(database.db);
    console.log('\nrows:');
    for (const [table, count] of Object.entries(counts)) {
      console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en-US').padStart(10)}`);
    }
    console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
