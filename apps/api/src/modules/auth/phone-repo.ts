import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { users, phoneVerificationCodes: codes } = schema;

/**
 * Locks the user's row: sends and confirmations of one user run one at a time, so the resend cooldown
 * and the daily caps cannot be raced by parallel requests.
 */
export async function lockUserForPhone(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      pendingPhoneNumber: users.pendingPhoneNumber,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  return row;
}

/** The user's numbers, for the phone page (no lock: a read). */
export async function findPhoneNumbers(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber, pendingPhoneNumber: users.pendingPhoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Serialises everything that claims one number, across accounts, until the transaction ends. There is no
 * unique index on users.phone_number (not every number is verified, and historic data may repeat one),
 * so two accounts confirming the same number at once meet here instead: the second one waits, then sees
 * the first one's committed claim.
 */
export async function lockPhoneNumberClaim(db: Database, phoneNumber: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-claim:${phoneNumber}`}))`);
}

/** Another account that has verified this number, if any. */
export async function findOtherOwnerOfPhone(db: Database, input: { phoneNumber: string; userId: number }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, input.phoneNumber), ne(users.id, input.userId)))
    .limit(1);
  return row?.id;
}

/** When the user was last sent a code (any state): the resend cooldown starts there. */
export async function findLatestPhoneCodeCreatedAt(db: Database, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: codes.createdAt })
    .from(codes)
    .where(eq(codes.userId, userId))
    .orderBy(desc(codes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** How many codes went out since `since` (to a user, or to a number), and when the oldest of them did. */
export async function countPhoneCodesSince(
  db: Database,
  input: { since: Date } & ({ userId: number } | { phoneNumber: string }),
): Promise<{ count: number; oldest: Date | null }> {
  const who = 'userId' in input ? eq(codes.userId, input.userId) : eq(codes.phoneNumber, input.phoneNumber);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      // As text, then a Date: a bare min() over timestamptz comes back as a string from some drivers.
      oldest: sql<string | null>`min(${codes.createdAt})::text`,
    })
    .from(codes)
    .where(and(who, gte(codes.createdAt, input.since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertPhoneCode(
  db: Database,
  values: { userId: number; phoneNumber: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(codes).values(values).returning({ id: codes.id });
  return row!.id;
}

/** Drops a code whose SMS never went out: nobody can know it, and it must not count as sent. */
export async function deletePhoneCode(db: Database, id: number) {
  await db.delete(codes).where(eq(codes.id, id));
}

/**
 * Ends every other still-live code of the user: only the newest code works. The rows stay (expired now)
 * rather than being deleted, because the daily caps count the codes sent in the last 24 hours; the
 * housekeeping job deletes them a week later.
 */
export async function retireOtherPhoneCodes(
  db: Database,
  input: { userId: number; keepId: number; at: Date },
) {
  await db
    .update(codes)
    .set({ expiresAt: input.at })
    .where(
      and(
        eq(codes.userId, input.userId),
        ne(codes.id, input.keepId),
        isNull(codes.usedAt),
        gt(codes.expiresAt, input.at),
      ),
    );
}

/** The user's newest code, row locked: two guesses at one code are counted one after the other. */
export async function findLatestPhoneCodeForUpdate(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: codes.id,
      phoneNumber: codes.phoneNumber,
      codeHash: codes.codeHash,
      attempts: codes.attempts,
      expiresAt: codes.expiresAt,
      usedAt: codes.usedAt,
    })
    .from(codes)
    .where(eq(codes.userId, userId))
    .orderBy(desc(codes.createdAt), desc(codes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function incrementPhoneCodeAttempts(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(eq(codes.id, id))
    .returning({ attempts: codes.attempts });
  return row!.attempts;
}

export async function markPhoneCodeUsed(db: Database, input: { id: number; at: Date }) {
  await db.update(codes).set({ usedAt: input.at }).where(eq(codes.id, input.id));
}

/** The number is the user's now: verified, and no longer waiting as the pending one. */
export async function setVerifiedPhone(
  db: Database,
  input: { userId: number; phoneNumber: string; at: Date },
) {
  await db
    .update(users)
    .set({ phoneNumber: input.phoneNumber, pendingPhoneNumber: null, updatedAt: input.at })
    .where(eq(users.id, input.userId));
}

/** The number a code was just sent to: offered again if the user comes back before confirming. */
export async function setPendingPhone(
  db: Database,
  input: { userId: number; phoneNumber: string; at: Date },
) {
  await db
    .update(users)
    .set({ pendingPhoneNumber: input.phoneNumber, updatedAt: input.at })
    .where(eq(users.id, input.userId));
}
