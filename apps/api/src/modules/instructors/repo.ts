import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { instructorProfiles, instructorAchievements, instructorEducation, users } = schema;

/** The profile with the account's name, picture and contact (the latter only for the instructor's own pages). */
const profileColumns = {
  id: instructorProfiles.id,
  userId: instructorProfiles.userId,
  headline: instructorProfiles.headline,
  headlineBn: instructorProfiles.headlineBn,
  bio: instructorProfiles.bio,
  bioBn: instructorProfiles.bioBn,
  expertise: instructorProfiles.expertise,
  experienceYears: instructorProfiles.experienceYears,
  websiteUrl: instructorProfiles.websiteUrl,
  linkedinUrl: instructorProfiles.linkedinUrl,
  facebookUrl: instructorProfiles.facebookUrl,
  youtubeUrl: instructorProfiles.youtubeUrl,
  payoutMethod: instructorProfiles.payoutMethod,
  payoutAccount: instructorProfiles.payoutAccount,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.profilePicture,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileByUser>>>;

export async function findProfileByUser(db: Database, userId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(eq(instructorProfiles.userId, userId))
    .limit(1);
  return row;
}

export async function findProfileById(db: Database, id: number) {
  const [row] = await db
    .select(profileColumns)
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(eq(instructorProfiles.id, id))
    .limit(1);
  return row;
}

export async function updateProfile(
  db: Database,
  id: number,
  values: Partial<typeof instructorProfiles.$inferInsert>,
): Promise<void> {
  await db
    .update(instructorProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(instructorProfiles.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Achievements and education: two ordered lists with the same shape of queries.

type ListTable = typeof instructorAchievements | typeof instructorEducation;

export function listAchievements(db: Database, instructorId: number) {
  return db
    .select()
    .from(instructorAchievements)
    .where(eq(instructorAchievements.instructorId, instructorId))
    .orderBy(asc(instructorAchievements.position), asc(instructorAchievements.id));
}

export function listEducation(db: Database, instructorId: number) {
  return db
    .select()
    .from(instructorEducation)
    .where(eq(instructorEducation.instructorId, instructorId))
    .orderBy(asc(instructorEducation.position), asc(instructorEducation.id));
}

export type AchievementRow = typeof instructorAchievements.$inferSelect;
export type EducationRow = typeof instructorEducation.$inferSelect;

/** How many entries the list has, and the position after the last (a new entry goes to the end). */
export async function listSize(db: Database, table: ListTable, instructorId: number) {
  const [row] = await db
    .select({ total: count(), last: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(eq(table.instructorId, instructorId));
  return { total: Number(row?.total ?? 0), nextPosition: row?.last === null ? 0 : Number(row?.last) + 1 };
}

/**
 * Serialises edits of one instructor's lists: the count-then-insert of a new entry and a reorder must not
 * interleave with another request of the same instructor (a double-clicked "Add" past the limit).
 */
export async function lockProfile(db: Database, instructorId: number): Promise<void> {
  await db.execute(sql`select id from instructor_profiles where id = ${instructorId} for update`);
}

export async function insertAchievement(db: Database, values: typeof instructorAchievements.$inferInsert) {
  const [row] = await db.insert(instructorAchievements).values(values).returning();
  return row!;
}

export async function insertEducation(db: Database, values: typeof instructorEducation.$inferInsert) {
  const [row] = await db.insert(instructorEducation).values(values).returning();
  return row!;
}

export async function updateAchievement(
  db: Database,
  instructorId: number,
  id: number,
  values: Partial<typeof instructorAchievements.$inferInsert>,
) {
  const [row] = await db
    .update(instructorAchievements)
    .set(values)
    .where(and(eq(instructorAchievements.id, id), eq(instructorAchievements.instructorId, instructorId)))
    .returning();
  return row;
}

export async function updateEducation(
  db: Database,
  instructorId: number,
  id: number,
  values: Partial<typeof instructorEducation.$inferInsert>,
) {
  const [row] = await db
    .update(instructorEducation)
    .set(values)
    .where(and(eq(instructorEducation.id, id), eq(instructorEducation.instructorId, instructorId)))
    .returning();
  return row;
}

/** Deletes an entry of the instructor's list; false when there is none of theirs with that id. */
export async function deleteEntry(db: Database, table: ListTable, instructorId: number, id: number) {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.instructorId, instructorId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The ids of the instructor's list, to check a new order names each exactly once. */
export async function entryIds(db: Database, table: ListTable, instructorId: number): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.instructorId, instructorId));
  return rows.map((row) => row.id);
}

export async function setPositions(db: Database, table: ListTable, instructorId: number, ids: number[]) {
  if (ids.length === 0) return;
  // Each entry's place in the list sent: its index in the array (array_position counts from 1).
  const order = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db
    .update(table)
    .set({ position: sql`array_position(array[${order}], ${table.id}) - 1` })
    .where(and(eq(table.instructorId, instructorId), inArray(table.id, ids)));
}
