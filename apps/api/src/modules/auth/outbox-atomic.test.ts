import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { seedUser, uniqueTag } from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';

/**
 * Issue 14 item 9: a request that promises an e-mail writes its change and the e-mail's outbox row in
 * one transaction, or fails. The outbox is made to refuse the row the way a full disk would: a check
 * constraint, added for one test and dropped after, that refuses only this file's addresses. NOT VALID:
 * existing rows are not checked.
 */
const REFUSED_DOMAIN = 'outbox-refuses.test';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function withOutboxRefusing<T>(work: () => Promise<T>): Promise<T> {
  const name = sql.identifier(uniqueTag('outbox_refuses_'));
  // DDL takes no parameters: the pattern is this file's constant, written as a literal.
  const pattern = sql.raw(`'%@${REFUSED_DOMAIN}'`);
  await ctx.db.execute(
    sql`alter table outbox add constraint ${name} check (recipient not like ${pattern}) not valid`,
  );
  try {
    return await work();
  } finally {
    await ctx.db.execute(sql`alter table outbox drop constraint ${name}`);
  }
}

const usersWithEmail = (email: string) =>
  ctx.db.select().from(schema.users).where(eq(schema.users.email, email));

const tokensOf = (userId: number, purpose: 'verify_email' | 'reset_password') =>
  ctx.db
    .select()
    .from(schema.emailVerificationTokens)
    .where(
      and(
        eq(schema.emailVerificationTokens.userId, userId),
        eq(schema.emailVerificationTokens.purpose, purpose),
      ),
    );

describe('an e-mail the outbox cannot take', () => {
  it('fails the sign-up and leaves no account behind', async () => {
    const tag = uniqueTag('atomic');
    const body = {
      first_name: 'Rahim',
      last_name: 'Uddin',
      email: `${tag}@${REFUSED_DOMAIN}`,
      username: tag,
      password: 'dhaka-2026',
    };
    const register = () => ctx.app.inject({ method: 'POST', url: '/api/user/auth/register/', payload: body });

    const refused = await withOutboxRefusing(register);
    expect(refused.statusCode).toBe(500);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await usersWithEmail(body.email)).toEqual([]);

    // Nothing was kept: the same sign-up goes through once the outbox takes rows again.
    const accepted = await register();
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [user] = await usersWithEmail(body.email);
    expect(await tokensOf(user!.id, 'verify_email')).toHaveLength(1);
  });

  it('fails an activation resend without replacing the working link', async () => {
    const user = await seedUser(ctx.db, { email: `${uniqueTag('resend')}@${REFUSED_DOMAIN}` });
    const refused = await withOutboxRefusing(async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/email-verify/',
        headers: await authHeader(user.id),
      }),
    );
    expect(refused.statusCode).toBe(500);
    expect(await tokensOf(user.id, 'verify_email')).toEqual([]);
  });

  it('fails a password-reset request without issuing a link', async () => {
    const user = await seedUser(ctx.db, { email: `${uniqueTag('reset')}@${REFUSED_DOMAIN}` });
    const refused = await withOutboxRefusing(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/reset-password/',
        payload: { email: user.email },
      }),
    );
    expect(refused.statusCode).toBe(500);
    expect(await tokensOf(user.id, 'reset_password')).toEqual([]);
  });
});
