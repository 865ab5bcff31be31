import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { authHeader } from '../test-app';

/** People: users, signed-in members and staff, and what the app sent them. */

/** A short random tag, so rows made in one test file never collide (unique e-mails, slugs, codes). */
export function uniqueTag(prefix = 't'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export async function seedUser(db: Database, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const tag = uniqueTag('user');
  const [user] = await db
    .insert(schema.users)
    .values({ email: `${tag}@example.com`, username: tag, firstName: 'Test', lastName: 'User', ...overrides })
    .returning();
  return user!;
}

/** A signed-in member: confirmed e-mail unless asked otherwise; `headers` carry their access token. */
export async function seedMember(db: Database, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await seedUser(db, { emailConfirmed: true, ...overrides });
  return { user, headers: await authHeader(user.id) };
}

export async function seedStaff(db: Database) {
  const member = await seedMember(db);
  await db.update(schema.users).set({ isStaff: true }).where(eq(schema.users.id, member.user.id));
  return member;
}

export async function findUser(db: Database, id: number) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
}

/** What the app sent to one address (e-mail or SMS), from the outbox. */
export async function outboxTo(db: Database, recipient: string) {
  return db.select().from(schema.outbox).where(eq(schema.outbox.recipient, recipient));
}
