import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './secret';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'dokkho-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set, and refuses a short one', () => {
    const secret = 'x'.repeat(40);
    const { config, source } = resolveAuthSecret(loadConfig({ AUTH_SECRET: secret }));
    expect(source).toBe('env');
    expect(config.authSecret).toBe(secret);
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET: must be at least 32/);
  });

  it('embedded: generates the key once into DATA_DIR/auth-secret (0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.source).toBe('file');
    expect(first.config.authSecret).toMatch(/^[\w-]{64}$/);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first.config.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(again.config.authSecret).toBe(first.config.authSecret);

    writeFileSync(file, 'short');
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }))).toThrow(ConfigError);
  });

  it('PostgreSQL: refuses to start in production without a key, uses a throw-away key otherwise', () => {
    const databaseUrl = 'postgres://db.example/dokkho';
    expect(() =>
      resolveAuthSecret(loadConfig({ DATABASE_URL: databaseUrl, PUBLIC_URL: 'https://dokkho.example' })),
    ).toThrow(/AUTH_SECRET is required with DATABASE_URL in production/);
    const dev = resolveAuthSecret(loadConfig({ DATABASE_URL: databaseUrl, NODE_ENV: 'development' }));
    expect(dev.source).toBe('ephemeral');
    expect(dev.config.authSecret?.length).toBeGreaterThanOrEqual(32);
    const other = resolveAuthSecret(loadConfig({ DATABASE_URL: databaseUrl, NODE_ENV: 'test' }));
    expect(other.config.authSecret).not.toBe(dev.config.authSecret);
  });
});
