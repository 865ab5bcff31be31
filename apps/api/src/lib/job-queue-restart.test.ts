import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '@dokkho/db';
import { copyTemplateDatabase } from '../test/pg-databases';
import { waitFor } from '../test/queue-database';

/**
 * A worker killed inside a handler (SIGKILL: no shutdown, the job stays `active`) and a worker started
 * again on the same database: the job expires, is retried, and its effect happens once. On PGlite the
 * data folder belongs to one process, so the second worker starts only after the first is dead.
 */
const CHILD = fileURLToPath(new URL('../test/job-queue-child.ts', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

function startChild(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(started: ReturnType<typeof startChild>, line: string) {
  await waitFor(
    () => {
      if (started.child.exitCode !== null) throw new Error(`child exited early:\n${started.output()}`);
      return started.output().split('\n').includes(line);
    },
    60_000,
    `"${line}" from the child:\n${started.output()}`,
  );
}

/** Where the children meet: a copy of the PostgreSQL template, or a PGlite folder from the snapshot. */
async function place(): Promise<{ env: Record<string, string>; first: Record<string, string> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const copy = await copyTemplateDatabase(databaseUrl);
    drops.push(copy.drop);
    return { env: { CHILD_DATABASE_URL: copy.url }, first: {} };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'dokkho-queue-'));
  folders.push(folder);
  return {
    env: { CHILD_DATA_DIR: folder },
    first: { CHILD_SNAPSHOT: inject('pgliteSnapshotPath')! },
  };
}

async function outcome(env: Record<string, string>) {
  const database = await createDatabase({ databaseUrl: env.CHILD_DATABASE_URL, dataDir: env.CHILD_DATA_DIR });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      effects: await rows(sql`SELECT key FROM queue_test_effects`),
      attempts: (await rows(sql`SELECT retry FROM queue_test_attempts ORDER BY retry`)).map(
        (row) => row.retry,
      ),
      states: (await rows(sql`SELECT state::text FROM pgboss.job WHERE name = 'test.effect'`)).map(
        (row) => row.state,
      ),
    };
  } finally {
    await database.close();
  }
}

describe('a worker killed in the middle of a job', () => {
  for (const hang of ['before', 'after'] as const) {
    it(`is retried by the next worker, and its effect happens once (killed ${hang} the effect)`, async () => {
      const { env, first } = await place();
      const crashed = startChild({ ...env, ...first, CHILD_SEND: '1', CHILD_HANG: hang });
      // Killed with the effect not yet written, or written and committed but the job not completed.
      await until(crashed, hang === 'before' ? 'in-handler 0' : 'effect 0');
      crashed.child.kill('SIGKILL');
      await crashed.exited;

      const restarted = startChild(env);
      await until(restarted, 'done 1');
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);

      const result = await outcome(env);
      expect(result.effects).toEqual([{ key: 'only' }]);
      expect(result.attempts).toEqual([0, 1]);
      expect(result.states).toEqual(['completed']);
      // Two process starts (tsx, PGlite, pg-boss) dominate: about 5 s each on a quiet machine.
    }, 120_000);
  }
});
