import { and, count, eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

/* The job seeker's own profile row and its capped lists (jobs held, qualifications). */

const { jobSeekerProfiles, jobSeekerExperiences, jobSeekerEducations, users } = schema;

export type SeekerRow = typeof jobSeekerProfiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findSeekerByUser(db: Database, userId: number): Promise<SeekerRow | undefined> {
  const [row] = await db
    .select()
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId))
    .limit(1);
  return row;
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserPicture(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ picture: users.profilePicture }).from(users).where(eq(users.id, userId));
  return row?.picture ?? null;
}

/** How many jobs and qualifications the seeker lists. */
export async function countProfileRows(db: Database, jobSeekerId: number) {
  const [[exp], [edu]] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobSeekerExperiences)
      .where(eq(jobSeekerExperiences.jobSeekerId, jobSeekerId)),
    db
      .select({ n: count() })
      .from(jobSeekerEducations)
      .where(eq(jobSeekerEducations.jobSeekerId, jobSeekerId)),
  ]);
  return { experiences: Number(exp?.n ?? 0), educations: Number(edu?.n ?? 0) };
}

export async function updateSeekerProfile(
  db: Database,
  seekerId: number,
  values: Omit<Partial<typeof jobSeekerProfiles.$inferInsert>, 'id' | 'userId'>,
): Promise<void> {
  await db.update(jobSeekerProfiles).set(values).where(eq(jobSeekerProfiles.id, seekerId));
}

/** The profile's updated_at follows every change to its lists. */
export async function touchSeeker(db: Database, seekerId: number): Promise<void> {
  await db.update(jobSeekerProfiles).set({ updatedAt: new Date() }).where(eq(jobSeekerProfiles.id, seekerId));
}

/** Locks the seeker's row until the transaction ends, so two quick submits cannot both pass a count. */
export async function lockSeeker(db: Database, seekerId: number): Promise<void> {
  await db
    .select({ id: jobSeekerProfiles.id })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.id, seekerId))
    .for('update');
}

/** The seeker's two capped lists, named for the services that add to, change and remove from them. */
export const OWNED_LISTS = { experiences: jobSeekerExperiences, educations: jobSeekerEducations } as const;
export type OwnedTable = (typeof OWNED_LISTS)[keyof typeof OWNED_LISTS];

// The two tables share these columns; drizzle's builders cannot see that through a union, so each is used
// through the one shape both have.
const asShared = (table: OwnedTable) => table as typeof jobSeekerExperiences;
const ownRow = (table: typeof jobSeekerExperiences, id: number, seekerId: number) =>
  and(eq(table.id, id), eq(table.jobSeekerId, seekerId));

export async function insertOwnedRow<TTable extends OwnedTable>(
  db: Database,
  owned: TTable,
  seekerId: number,
  values: Omit<TTable['$inferInsert'], 'jobSeekerId'>,
): Promise<TTable['$inferSelect']> {
  const table = asShared(owned);
  const [inserted] = await db
    .insert(table)
    .values({ jobSeekerId: seekerId, ...values } as typeof table.$inferInsert)
    .returning();
  return inserted as TTable['$inferSelect'];
}

/** Updates the row when it is this seeker's; undefined otherwise (missing or another seeker's). */
export async function updateOwnedRow<TTable extends OwnedTable>(
  db: Database,
  owned: TTable,
  change: { id: number; seekerId: number; values: Omit<TTable['$inferInsert'], 'jobSeekerId'> },
): Promise<TTable['$inferSelect'] | undefined> {
  const table = asShared(owned);
  const [updated] = await db
    .update(table)
    .set(change.values as Partial<typeof table.$inferInsert>)
    .where(ownRow(table, change.id, change.seekerId))
    .returning();
  return updated as TTable['$inferSelect'] | undefined;
}

/** Deletes the row when it is this seeker's; false otherwise. */
export async function deleteOwnedRow(db: Database, owned: OwnedTable, id: number, seekerId: number) {
  const table = asShared(owned);
  const deleted = await db
    .delete(table)
    .where(ownRow(table, id, seekerId))
    .returning({ id: table.id });
  return deleted.length > 0;
}
