import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (PROVIDERS.md "Security anchors": m=19456 KiB, t=2, p=1). argon2id is the
 * library's default algorithm; the enum that names it is a `const enum`, which isolatedModules cannot
 * import, so the tests check the `$argon2id$` prefix instead.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user, or an account with no password
 * such as the demo instructors) it still runs one argon2 verification against a throw-away hash, so the
 * answer takes as long as for a real account and timing does not reveal who has one.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a data problem, never a way in.
    return false;
  }
}
