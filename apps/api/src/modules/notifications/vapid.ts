import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError, type AppConfig } from '../../config';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export type VapidKeySource = 'env' | 'file' | 'ephemeral' | 'off';

type VapidKeys = { publicKey: string; privateKey: string };

const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * The embedded mode's key pair, created on the first start like the auth secret (auth/secret.ts): `wx`
 * makes creation atomic (two processes on a fresh folder end up with one pair), mode 0600 keeps the
 * private key from other local users.
 */
function readOrCreateKeyFile(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let keys: Partial<VapidKeys> = {};
  try {
    keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  } catch {
    // Reported below, with what to do.
  }
  if (!PUBLIC_KEY.test(keys.publicKey ?? '') || !PRIVATE_KEY.test(keys.privateKey ?? '')) {
    throw new ConfigError(
      `${file} holds no usable VAPID key pair: delete it to generate a new one (every device will have to turn notifications on again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  }
  return { publicKey: keys.publicKey!, privateKey: keys.privateKey! };
}

/**
 * Fills in `config.push.vapid` so that no key lives in the repository. Browsers subscribe with the public
 * key, and a subscription works only with the pair it was made with, so the pair must outlive restarts
 * and be the same on every API process:
 * - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY set: used as given;
 * - embedded (no DATABASE_URL): generated once and kept in DATA_DIR/vapid-keys.json;
 * - PostgreSQL in production: push stays off (the caller warns). Unlike AUTH_SECRET this does not stop the
 *   start: the site works without push;
 * - PostgreSQL in development or test: a pair for this process only.
 */
export function resolveVapidKeys(config: AppConfig): { config: AppConfig; source: VapidKeySource } {
  if (config.push.vapid) return { config, source: 'env' };
  const withKeys = (vapid: VapidKeys) => ({ ...config, push: { ...config.push, vapid } });
  if (!config.databaseUrl) {
    return { config: withKeys(readOrCreateKeyFile(config.dataDir)), source: 'file' };
  }
  if (config.env === 'production') return { config, source: 'off' };
  return { config: withKeys(webpush.generateVAPIDKeys()), source: 'ephemeral' };
}
