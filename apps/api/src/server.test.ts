import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateDatabase } from './test/pg-databases';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'dokkho-server-'));
const children: ChildProcess[] = [];
// PostgreSQL runs: the server gets a database of its own, a copy of the run's migrated template.
let database: Awaited<ReturnType<typeof copyTemplateDatabase>> | null = null;

beforeAll(async () => {
  if (process.env.DATABASE_URL) database = await copyTemplateDatabase(process.env.DATABASE_URL);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server as its own process, the way `npm start` does. */
function startServer(): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Seeding is covered elsewhere; keep the start fast.
      SEED_DEMO_DATA: 'never',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForAddress(server: Started, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match) return match[1]!;
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

describe('the server process', () => {
  it('serves, logs with request ids, and shuts down cleanly on SIGTERM', async () => {
    const server = startServer();
    const address = await waitForAddress(server);

    const ready = await fetch(`${address}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up' });
    const response = await fetch(`${address}/api/course/bestgenres/`, {
      headers: { 'x-request-id': 'trace-me-1' },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logLine = server
      .output()
      .split('\n')
      .find((line) => line.includes('"reqId":"trace-me-1"'));
    expect(logLine && JSON.parse(logLine)).toMatchObject({ reqId: 'trace-me-1' });

    if (!process.env.DATABASE_URL) {
      // PGlite: a second server on the same data folder must refuse, not corrupt it (STACK.md).
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
      const second = startServer();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by process');
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // The database was closed and the data folder released.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);
});
