import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../../config';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_SECRET_LENGTH = 32;

export type AuthSecretSource = 'env' | 'file' | 'ephemeral';

function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * Reads the persisted secret of the embedded mode, creating it on the first start. `wx` makes creation
 * atomic, so two processes racing on a fresh folder end up with the same key (the loser reads the
 * winner's file); mode 0600 keeps it from other local users.
 */
function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, generateSecret(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters): delete it to generate a new one (everyone will have to sign in again), or set AUTH_SECRET.`,
    );
  }
  return secret;
}

/**
 * Fills in `config.authSecret` so that no key ever has to live in the repository:
 * - AUTH_SECRET set: used as given;
 * - embedded (no DATABASE_URL): generated once and kept in DATA_DIR/auth-secret, so sessions survive
 *   restarts;
 * - PostgreSQL in production: refused. Several API processes must share one key, and a key generated per
 *   process would sign tokens the other processes reject;
 * - PostgreSQL in development or test: a random key for this process only (the caller logs a warning).
 * Kept apart from `loadConfig` so that config loading stays pure.
 */
export function resolveAuthSecret(config: AppConfig): { config: AppConfig; source: AuthSecretSource } {
  if (config.authSecret) return { config, source: 'env' };
  if (!config.databaseUrl) {
    return { config: { ...config, authSecret: readOrCreateSecretFile(config.dataDir) }, source: 'file' };
  }
  if (config.env === 'production') {
    throw new ConfigError(
      'AUTH_SECRET is required with DATABASE_URL in production: set it to the same random value (at least 32 characters, e.g. `openssl rand -base64 48`) on every API process.',
    );
  }
  return { config: { ...config, authSecret: generateSecret() }, source: 'ephemeral' };
}
