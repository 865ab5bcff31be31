import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedUser } from '../../test/factories';
import { purgeExpiredAuthRows } from './housekeeping';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const DAY = 86_400_000;
const hash = () => randomBytes(32).toString('hex');

describe('purgeExpiredAuthRows', () => {
  it('deletes dead sign-in rows and keeps every row that can still matter', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const user = await seedUser(ctx.db);
    const familyId = randomUUID();
    const refreshRows = await ctx.db
      .insert(schema.refreshTokens)
      .values([
        // The family's absolute expiry has passed: gone, rotated or not.
        { userId: user.id, familyId, tokenHash: hash(), expiresAt: new Date(now.getTime() - 1000) },
        {
          userId: user.id,
          familyId,
          tokenHash: hash(),
          expiresAt: new Date(now.getTime() - 1000),
          revokedAt: now,
        },
        // Rotated but its family lives on: kept, a replay of it must still be caught.
        {
          userId: user.id,
          familyId: randomUUID(),
          tokenHash: hash(),
          expiresAt: new Date(now.getTime() + DAY),
          revokedAt: now,
        },
      ])
      .returning({ id: schema.refreshTokens.id });
    const emailRows = await ctx.db
      .insert(schema.emailVerificationTokens)
      .values([
        {
          userId: user.id,
          purpose: 'verify_email',
          tokenHash: hash(),
          expiresAt: new Date(now.getTime() - 8 * DAY),
        },
        // Expired yesterday: kept for a week for support questions.
        {
          userId: user.id,
          purpose: 'reset_password',
          tokenHash: hash(),
          expiresAt: new Date(now.getTime() - DAY),
        },
      ])
      .returning({ id: schema.emailVerificationTokens.id });
    const phoneRows = await ctx.db
      .insert(schema.phoneVerificationCodes)
      .values([
        {
          userId: user.id,
          phoneNumber: '+8801712345678',
          codeHash: hash(),
          expiresAt: new Date(now.getTime() - 8 * DAY),
        },
        {
          userId: user.id,
          phoneNumber: '+8801712345678',
          codeHash: hash(),
          expiresAt: new Date(now.getTime() + 60_000),
        },
      ])
      .returning({ id: schema.phoneVerificationCodes.id });

    const result = await purgeExpiredAuthRows(ctx.db, now);
    // The file's other tests may leave expired rows too: count at least ours.
    expect(result.refreshTokens).toBeGreaterThanOrEqual(2);

    const left = async <T extends { id: number }>(
      table:
        | typeof schema.refreshTokens
        | typeof schema.emailVerificationTokens
        | typeof schema.phoneVerificationCodes,
      rows: T[],
    ) =>
      (
        await ctx.db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((row) => row.id),
            ),
          )
      ).map((row) => row.id);

    expect(await left(schema.refreshTokens, refreshRows)).toEqual([refreshRows[2]!.id]);
    expect(await left(schema.emailVerificationTokens, emailRows)).toEqual([emailRows[1]!.id]);
    expect(await left(schema.phoneVerificationCodes, phoneRows)).toEqual([phoneRows[1]!.id]);
    // The user is untouched.
    expect(await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id))).toHaveLength(1);
  });
});
