import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapid';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'dokkho-vapid-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

const PG = 'postgres://postgres@127.0.0.1:5432/none';

describe('resolveVapidKeys', () => {
  it('uses the pair from the environment, and refuses half a pair or a malformed key', () => {
    const pair = webpush.generateVAPIDKeys();
    const { config, source } = resolveVapidKeys(
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    );
    expect(source).toBe('env');
    expect(config.push.vapid).toEqual(pair);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@dokkho.com.bd' })).toThrow(/VAPID_SUBJECT/);
  });

  it('embedded: generates the pair once into DATA_DIR (0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect(first.source).toBe('file');
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.config.push.vapid);
    const again = resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect(again.config.push.vapid).toEqual(first.config.push.vapid);

    writeFileSync(file, '{"publicKey":"nope"}');
    expect(() => resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }))).toThrow(/holds no usable VAPID/);
  });

  it('PostgreSQL: a pair for this process in development, no push in production', () => {
    const development = resolveVapidKeys(loadConfig({ NODE_ENV: 'development', DATABASE_URL: PG }));
    expect(development.source).toBe('ephemeral');
    expect(development.config.push.vapid?.publicKey).toMatch(/^B[\w-]{86}$/);
    const production = resolveVapidKeys(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, PUBLIC_URL: 'https://dokkho.com.bd' }),
    );
    expect(production.source).toBe('off');
    expect(production.config.push.vapid).toBeUndefined();
  });
});
