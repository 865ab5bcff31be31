import { and, desc, eq, getTableName, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@dokkho/db';

const {
  users,
  instructorProfiles,
  recruiterProfiles,
  jobSeekerProfiles,
  affiliateProfiles,
  refreshTokens,
  emailVerificationTokens,
  phoneVerificationCodes,
} = schema;
type EmailTokenPurpose = schema.EmailTokenPurpose;

export function hasRoleProfile(profiles: PgTable) {
  return sql<boolean>`exists (select 1 from ${sql.identifier(getTableName(profiles))} p where p.user_id = "users"."id")`;
}

/** The columns every reply about the signed-in user needs, with the facts its roles derive from. */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  emailConfirmed: users.emailConfirmed,
  profilePicture: users.profilePicture,
  language: users.language,
  isStaff: users.isStaff,
  // One EXISTS per role profile: each is a lookup on the profile's unique user_id index. Spelled out
  // with table names: inside a sql`` template drizzle renders a column unqualified, and a bare "id"
  // would resolve to the profile's own id.
  isInstructor: hasRoleProfile(instructorProfiles),
  isRecruiter: hasRoleProfile(recruiterProfiles),
  isJobSeeker: hasRoleProfile(jobSeekerProfiles),
  isAffiliate: hasRoleProfile(affiliateProfiles),
};

export type AuthUserRow = NonNullable<Awaited<ReturnType<typeof findAuthUser>>>;

export async function findAuthUser(db: Database, userId: number) {
  const [row] = await db.select(authUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The account a login names. Usernames cannot contain "@" (contract `Username`), so one lookup on the
 * matching lower() unique index is enough.
 */
export async function findUserForLogin(
  db: Database,
  login: string,
): Promise<
  | (AuthUserRow & {
      passwordHash: string | null;
      failedLoginCount: number;
      failedLoginWindowStart: Date | null;
    })
  | undefined
> {
  const column = login.includes('@') ? users.email : users.username;
  const [row] = await db
    .select({
      ...authUserColumns,
      passwordHash: users.passwordHash,
      failedLoginCount: users.failedLoginCount,
      failedLoginWindowStart: users.failedLoginWindowStart,
    })
    .from(users)
    .where(sql`lower(${column}) = lower(${login})`)
    .limit(1);
  return row;
}

/** Which of an e-mail and a username are taken, case-insensitively. */
export async function findTakenIdentifiers(db: Database, input: { email: string; username: string }) {
  const rows = await db
    .select({
      emailTaken: sql<boolean>`lower(${users.email}) = lower(${input.email})`,
      usernameTaken: sql<boolean>`lower(${users.username}) = lower(${input.username})`,
    })
    .from(users)
    .where(
      sql`lower(${users.email}) = lower(${input.email}) or lower(${users.username}) = lower(${input.username})`,
    );
  return {
    email: rows.some((r) => r.emailTaken),
    username: rows.some((r) => r.usernameTaken),
  };
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: Database,
  values: {
    userId: number;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  return row!.id;
}

/** Locks the token's row, so that two rotations of one token cannot both succeed. */
export async function findRefreshTokenForUpdate(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function findRefreshTokenFamily(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.familyId;
}

export async function markRefreshTokenRotated(
  db: Database,
  input: { id: number; replacedById: number; at: Date },
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: input.at, replacedById: input.replacedById })
    .where(eq(refreshTokens.id, input.id));
}

/** Revokes every still-valid token of a sign-in. */
export async function revokeRefreshTokenFamily(db: Database, input: { familyId: string; at: Date }) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: input.at })
    .where(and(eq(refreshTokens.familyId, input.familyId), isNull(refreshTokens.revokedAt)));
}

/** Locks the user's row: resends of one user then run one at a time, so the cooldown cannot be raced. */
export async function lockUserForEmailToken(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      emailConfirmed: users.emailConfirmed,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  return row;
}

export async function findLatestEmailTokenCreatedAt(
  db: Database,
  input: { userId: number; purpose: EmailTokenPurpose },
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, input.userId),
        eq(emailVerificationTokens.purpose, input.purpose),
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Drops the user's unused tokens of a purpose: only the newest link may work. */
export async function deleteUnusedEmailTokens(
  db: Database,
  input: { userId: number; purpose: EmailTokenPurpose },
) {
  await db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, input.userId),
        eq(emailVerificationTokens.purpose, input.purpose),
        isNull(emailVerificationTokens.usedAt),
      ),
    );
}

export async function insertEmailToken(
  db: Database,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(emailVerificationTokens).values(values);
}

/** Locks the token's row, so that two confirmations of one link cannot both use it. */
export async function findEmailTokenForUpdate(
  db: Database,
  input: { tokenHash: string; purpose: EmailTokenPurpose },
) {
  const [row] = await db
    .select({
      id: emailVerificationTokens.id,
      userId: emailVerificationTokens.userId,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
    })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, input.tokenHash),
        eq(emailVerificationTokens.purpose, input.purpose),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function markEmailTokenUsed(db: Database, input: { id: number; at: Date }) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: input.at })
    .where(eq(emailVerificationTokens.id, input.id));
}

export async function markEmailConfirmed(db: Database, input: { userId: number; at: Date }) {
  await db.update(users).set({ emailConfirmed: true, updatedAt: input.at }).where(eq(users.id, input.userId));
}

/** The account an e-mail belongs to, case-insensitively (the lower() unique index), row locked. */
export async function lockUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .for('update');
  return row;
}

/** A password reset: the new hash, and the e-mail counts as confirmed (the link was read from it). */
export async function setPasswordAfterReset(
  db: Database,
  input: { userId: number; passwordHash: string; at: Date },
) {
  await db
    .update(users)
    .set({
      passwordHash: input.passwordHash,
      emailConfirmed: true,
      // The owner proved themself through the mailbox: a paused password sign-in works again.
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      updatedAt: input.at,
    })
    .where(eq(users.id, input.userId));
}

/** Revokes every still-valid refresh token of the user: every session ends. */
export async function revokeAllRefreshTokensOfUser(db: Database, input: { userId: number; at: Date }) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: input.at })
    .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)));
}

/** What a password change checks: the current hash and the account's sign-in pause (login-throttle.ts). */
export async function findPasswordState(db: Database, userId: number) {
  const [user] = await db
    .select({
      passwordHash: users.passwordHash,
      failedLoginCount: users.failedLoginCount,
      failedLoginWindowStart: users.failedLoginWindowStart,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/** The family of a still-valid refresh token of this user (the sign-in a password change keeps). */
export async function findLiveRefreshFamilyOfUser(
  db: Database,
  input: { userId: number; tokenHash: string },
): Promise<string | undefined> {
  const [current] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, input.tokenHash),
        eq(refreshTokens.userId, input.userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return current?.familyId;
}

export async function setPassword(db: Database, input: { userId: number; passwordHash: string; at: Date }) {
  await db
    .update(users)
    .set({ passwordHash: input.passwordHash, updatedAt: input.at })
    .where(eq(users.id, input.userId));
}

/** Revokes every still-valid refresh token of the user but those of one family (this sign-in's). */
export async function revokeOtherRefreshTokensOfUser(
  db: Database,
  input: { userId: number; keepFamily: string | undefined; at: Date },
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: input.at })
    .where(
      and(
        eq(refreshTokens.userId, input.userId),
        isNull(refreshTokens.revokedAt),
        ...(input.keepFamily ? [ne(refreshTokens.familyId, input.keepFamily)] : []),
      ),
    );
}

/**
 * Counts one failed password in one statement, so concurrent failures from many addresses all count: the
 * count restarts at 1 when no window is open (none, or one that started at or before `windowOpenSince`).
 */
export async function countFailedLogin(
  db: Database,
  input: { userId: number; at: Date; windowOpenSince: Date },
): Promise<void> {
  const stale = sql`(${users.failedLoginWindowStart} is null or ${users.failedLoginWindowStart} <= ${input.windowOpenSince})`;
  await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${stale} then 1 else ${users.failedLoginCount} + 1 end`,
      failedLoginWindowStart: sql`case when ${stale} then ${input.at}::timestamptz else ${users.failedLoginWindowStart} end`,
    })
    .where(eq(users.id, input.userId));
}

export async function clearFailedLogins(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null })
    .where(eq(users.id, userId));
}

/** Rows deleted per statement: short statements keep locks brief on a busy table. */
const PURGE_BATCH = 5000;

type IdTable = typeof refreshTokens | typeof emailVerificationTokens | typeof phoneVerificationCodes;

async function deleteInBatches(db: Database, table: IdTable, expired: ReturnType<typeof lt>) {
  let total = 0;
  for (;;) {
    const doomed = db.select({ id: table.id }).from(table).where(expired).limit(PURGE_BATCH);
    const deleted = await db.delete(table).where(inArray(table.id, doomed)).returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < PURGE_BATCH) return total;
  }
}

/** Deletes refresh token rows whose family expired before `before`; answers how many. */
export function deleteRefreshTokensExpiredBefore(db: Database, before: Date): Promise<number> {
  return deleteInBatches(db, refreshTokens, lt(refreshTokens.expiresAt, before));
}

export function deleteEmailTokensExpiredBefore(db: Database, before: Date): Promise<number> {
  return deleteInBatches(db, emailVerificationTokens, lt(emailVerificationTokens.expiresAt, before));
}

export function deletePhoneCodesExpiredBefore(db: Database, before: Date): Promise<number> {
  return deleteInBatches(db, phoneVerificationCodes, lt(phoneVerificationCodes.expiresAt, before));
}
