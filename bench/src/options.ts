import { parseArgs } from 'node:util';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/dokkho_bench';

/** `--database-url`, else BENCH_DATABASE_URL, else the local dokkho_bench database (never `test`). */
export function benchDatabaseUrl(flag: string | undefined): string {
  const url = flag ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (name === 'test' || name === 'postgres' || name === '') {
    throw new Error(`Refusing to use database "${name}": the bench drops and recreates its schema.`);
  }
  return url;
}

export { parseArgs };
