import type { Database } from '@dokkho/db';
import * as repo from './repo';
import { createOpaqueToken, hashOpaqueToken } from './tokens';

const HOUR_MS = 3_600_000;

/**
 * A new single-use link token for one purpose (activation, password reset), stored only as its hash.
 * The user's unused older tokens of that purpose are deleted, so only the newest link works.
 */
export async function issueEmailToken(
  db: Database,
  input: { userId: number; purpose: 'verify_email' | 'reset_password'; ttlHours: number; now: Date },
): Promise<string> {
  const token = createOpaqueToken();
  await repo.deleteUnusedEmailTokens(db, { userId: input.userId, purpose: input.purpose });
  await repo.insertEmailToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(input.now.getTime() + input.ttlHours * HOUR_MS),
    // The app's clock, not the database's: cooldowns compare it with the app's clock.
    createdAt: input.now,
  });
  return token;
}
