import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:$PORT, never to a request', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    // PostgreSQL outside production keeps the default too (development, CI).
    const databaseUrl = 'postgres://db.example/dokkho';
    expect(loadConfig({ DATABASE_URL: databaseUrl, NODE_ENV: 'development' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });

  it('is used as given, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://dokkho.example/' }).publicUrl).toBe('https://dokkho.example');
  });

  it('is required with DATABASE_URL in production, in one sentence naming the variable', () => {
    const databaseUrl = 'postgres://db.example/dokkho';
    expect(() => loadConfig({ DATABASE_URL: databaseUrl })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(
      /^PUBLIC_URL is required with DATABASE_URL in production: set it to/,
    );
    expect(
      loadConfig({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', PUBLIC_URL: 'https://dokkho.example' })
        .publicUrl,
    ).toBe('https://dokkho.example');
  });
});
