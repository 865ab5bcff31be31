import { describe, expect, it } from 'vitest';
import { isJwtExpiring, jwtExpiresAt, readJwtPayload } from './jwt';

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const jwt = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('JWT payload reading (schedule only, never trust)', () => {
  it('reads exp as ms since the epoch and sub', () => {
    const token = jwt({ sub: '42', exp: 1_900_000_000, name: 'নুসরাত' });
    expect(jwtExpiresAt(token)).toBe(1_900_000_000_000);
    expect(readJwtPayload(token)?.sub).toBe('42');
  });

  it('decodes base64url payloads with - and _ and UTF-8 text', () => {
    // "???" and "~~~" encode to base64 with "/" and "+": base64url swaps them for "_" and "-".
    const token = jwt({ exp: 100, note: '???~~~ দক্ষ' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(jwtExpiresAt(token)).toBe(100_000);
  });

  it('gives null for anything that is not a JWT with a numeric exp', () => {
    for (const token of ['opaque-token', 'a.b', 'a.%%%.c', jwt({ sub: 1 }), jwt({ exp: 'soon' }), jwt(5)]) {
      expect(jwtExpiresAt(token)).toBeNull();
    }
  });

  it('knows when a token expires within a margin', () => {
    const token = jwt({ exp: 1000 }); // 1 000 000 ms
    expect(isJwtExpiring(token, 10_000, 989_000)).toBe(false);
    expect(isJwtExpiring(token, 10_000, 990_000)).toBe(true);
    expect(isJwtExpiring(token, 0, 2_000_000)).toBe(true);
    expect(isJwtExpiring('opaque', 10_000, 0)).toBe(false);
  });
});
