import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '@dokkho/contract/auth';
import { schema, type Database } from '@dokkho/db';
import { likePattern } from '../../lib/like-pattern';
// Known debt (docs/decisions/022): users and auth share the users table and its row shape; until the user list
// moves behind an auth service, this one repo reads auth's column list.
// eslint-disable-next-line import-x/no-restricted-paths
import { authUserColumns, hasRoleProfile } from '../auth/repo';

const { users, instructorProfiles, recruiterProfiles, jobSeekerProfiles, affiliateProfiles } = schema;

/** The roles that are a profile row (learner is everyone; staff is a flag on the user). */
export type ProfileRole = 'job_seeker' | 'recruiter' | 'instructor' | 'affiliate';

const PROFILE_TABLES = {
  job_seeker: jobSeekerProfiles,
  recruiter: recruiterProfiles,
  instructor: instructorProfiles,
  affiliate: affiliateProfiles,
} as const satisfies Record<ProfileRole, PgTable>;

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

export async function findEmailConfirmed(db: Database, userId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ emailConfirmed: users.emailConfirmed })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.emailConfirmed;
}

/** Only the fields given change (names, interface language); false when the user is gone. */
export async function updateProfileFields(
  db: Database,
  input: {
    userId: number;
    firstName?: string | undefined;
    lastName?: string | undefined;
    language?: 'en' | 'bn' | undefined;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      updatedAt: input.at,
    })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The current picture with the user's row locked: two uploads of one user run one after another, so
 * each deletes exactly the picture it replaced.
 */
export async function lockProfilePicture(db: Database, userId: number) {
  const [row] = await db
    .select({ profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  return row;
}

export async function setProfilePicture(
  db: Database,
  input: { userId: number; url: string | null; at: Date },
) {
  await db
    .update(users)
    .set({ profilePicture: input.url, updatedAt: input.at })
    .where(eq(users.id, input.userId));
}

/*
 * Role profiles. Each insert is `on conflict (user_id) do nothing`: the unique user_id decides, so two
 * concurrent requests make one profile and the other learns it already existed (no row returned).
 */

export async function insertInstructorProfile(
  db: Database,
  values: Omit<typeof instructorProfiles.$inferInsert, 'id' | 'createdAt'>,
) {
  const [row] = await db
    .insert(instructorProfiles)
    .values(values)
    .onConflictDoNothing({ target: instructorProfiles.userId })
    .returning();
  return row;
}

export async function insertRecruiterProfile(
  db: Database,
  values: Omit<typeof recruiterProfiles.$inferInsert, 'id' | 'createdAt'>,
) {
  const [row] = await db
    .insert(recruiterProfiles)
    .values(values)
    .onConflictDoNothing({ target: recruiterProfiles.userId })
    .returning();
  return row;
}

export async function insertJobSeekerProfile(db: Database, userId: number) {
  const [row] = await db
    .insert(jobSeekerProfiles)
    .values({ userId })
    .onConflictDoNothing({ target: jobSeekerProfiles.userId })
    .returning();
  return row;
}

/** A referral code taken by someone else is a unique violation the caller retries with a new code. */
export async function insertAffiliateProfile(
  db: Database,
  values: Omit<typeof affiliateProfiles.$inferInsert, 'id' | 'createdAt'>,
) {
  const [row] = await db
    .insert(affiliateProfiles)
    .values(values)
    .onConflictDoNothing({ target: affiliateProfiles.userId })
    .returning();
  return row;
}

/** The affiliate behind a referral code (codes are stored upper-case). */
export async function findAffiliateByReferralCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: affiliateProfiles.id, userId: affiliateProfiles.userId })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.referralCode, code))
    .limit(1);
  return row;
}

/** Removes a role profile; true when there was one. */
export async function deleteRoleProfile(db: Database, input: { userId: number; role: ProfileRole }) {
  const table = PROFILE_TABLES[input.role];
  const rows = await db.delete(table).where(eq(table.userId, input.userId)).returning({ id: table.id });
  return rows.length > 0;
}

export async function setStaff(db: Database, input: { userId: number; isStaff: boolean; at: Date }) {
  await db
    .update(users)
    .set({ isStaff: input.isStaff, updatedAt: input.at })
    .where(eq(users.id, input.userId));
}

/** The columns of auth's AuthUser (so the auth service's toAuthUser shapes each row), and the join date. */
const listColumns = {
  ...authUserColumns,
  createdAt: users.createdAt,
};

function roleCondition(role: Role): SQL | undefined {
  if (role === 'learner') return undefined;
  if (role === 'staff') return eq(users.isStaff, true);
  return hasRoleProfile(PROFILE_TABLES[role]);
}

/** Staff's user list: newest first, searched by name, e-mail or username, filtered by role. */
export async function findUserPage(
  db: Database,
  input: { search: string | undefined; role: Role | undefined; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (input.search) {
    const pattern = likePattern(input.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  if (input.role) conditions.push(roleCondition(input.role));
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The user's instructor profile id, if they have one (issue 17: the dashboard is the profile's). */
export async function findInstructorProfileId(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.userId, userId))
    .limit(1);
  return row?.id;
}
