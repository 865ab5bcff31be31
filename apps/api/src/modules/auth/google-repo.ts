import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { users } = schema;

/** The queries of Google sign-in (google-login.ts); the rest of the module's are in repo.ts. */

const linkColumns = {
  id: users.id,
  googleSub: users.googleSub,
  emailConfirmed: users.emailConfirmed,
};

/** The account already linked to this Google account, row locked. */
export async function lockUserByGoogleSub(db: Database, sub: string) {
  const [row] = await db
    .select(linkColumns)
    .from(users)
    .where(eq(users.googleSub, sub))
    .limit(1)
    .for('update');
  return row;
}

/** The account with this e-mail, case-insensitively (the lower() unique index), row locked. */
export async function lockUserByEmailForGoogle(db: Database, email: string) {
  const [row] = await db
    .select(linkColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .for('update');
  return row;
}

/**
 * Links an account to a Google account. Google vouches for the e-mail, so it counts as confirmed; when it
 * was not confirmed before, the password is dropped too (see google-login.ts: account pre-hijacking).
 */
export async function linkGoogleAccount(
  db: Database,
  input: { userId: number; sub: string; dropPassword: boolean; at: Date },
) {
  await db
    .update(users)
    .set({
      googleSub: input.sub,
      emailConfirmed: true,
      ...(input.dropPassword ? { passwordHash: null } : {}),
      updatedAt: input.at,
    })
    .where(eq(users.id, input.userId));
}

/** Which of the candidate usernames are taken (lower-cased), in one lookup on the lower() unique index. */
export async function findTakenUsernames(db: Database, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lowered = candidates.map((candidate) => candidate.toLowerCase());
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, lowered));
  return new Set(rows.map((row) => row.username));
}
