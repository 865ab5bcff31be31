import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
function startServer(env: NodeJS.ProcessEnv = {}): Started {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForAddress(server: Started, timeoutMs = 90_000): Promise<string> {
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

/** The output of a server that must refuse to start: its exit code and its non-empty lines. */
async function refusal(env: NodeJS.ProcessEnv) {
  const server = startServer(env);
  const code = await server.exited;
  return {
    code,
    lines: server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== ''),
  };
}

describe('a server that cannot start says why in one line (issue 14)', () => {
  it('refuses a DATA_DIR it cannot write, naming the folder', async () => {
    // Tests run as root, for whom a chmod'ed read-only folder is still writable; a folder that cannot
    // exist is unwritable for everyone: DATA_DIR is a regular file, and then a path under that file.
    const file = path.join(dataDir, 'not-a-folder');
    writeFileSync(file, 'a file where the data folder should be');
    for (const unwritable of [file, path.join(file, 'data')]) {
      const { code, lines } = await refusal({ DATA_DIR: unwritable });
      expect(code).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(`^The data folder ${unwritable} cannot be written \\(E[A-Z]+\\): make it a folder`),
        ),
      ]);
    }
  }, 60_000);

  it.skipIf(!!process.env.DATABASE_URL)(
    'refuses a damaged embedded database, naming it',
    async () => {
      const damaged = path.join(dataDir, 'damaged');
      mkdirSync(path.join(damaged, 'pglite'), { recursive: true });
      writeFileSync(path.join(damaged, 'pglite', 'PG_VERSION'), 'garbage');
      const { code, lines } = await refusal({ DATA_DIR: damaged });
      expect(code).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The embedded database in ${path.join(damaged, 'pglite')} could not be opened .*Restore`,
          ),
        ),
      ]);
      // The lock was released: the folder is not left looking in use.
      expect(existsSync(path.join(damaged, 'server.lock'))).toBe(false);
    },
    60_000,
  );

  it('refuses production with DATABASE_URL and no PUBLIC_URL', async () => {
    const { code, lines } = await refusal({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused',
      PUBLIC_URL: '',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^PUBLIC_URL is required with DATABASE_URL in production: /),
    ]);
  }, 60_000);
});
