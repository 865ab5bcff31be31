import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { communityGroups, communityGroupClicks } = schema;

export type GroupRow = typeof communityGroups.$inferSelect;

export async function findActiveGroups(db: Database): Promise<GroupRow[]> {
  return db
    .select()
    .from(communityGroups)
    .where(eq(communityGroups.active, true))
    .orderBy(asc(communityGroups.topic), asc(communityGroups.sortOrder), asc(communityGroups.id));
}

/** Every group with its join clicks, all time and since `since`. */
export async function findGroupsWithClicks(db: Database, since: Date) {
  const clicks = db
    .select({
      groupId: communityGroupClicks.groupId,
      total: count().as('total'),
      recent: sql<number>`count(*) filter (where ${communityGroupClicks.createdAt} >= ${since})`
        .mapWith(Number)
        .as('recent'),
    })
    .from(communityGroupClicks)
    .groupBy(communityGroupClicks.groupId)
    .as('clicks');
  return db
    .select({ group: communityGroups, total: clicks.total, recent: clicks.recent })
    .from(communityGroups)
    .leftJoin(clicks, eq(clicks.groupId, communityGroups.id))
    .orderBy(asc(communityGroups.topic), asc(communityGroups.sortOrder), asc(communityGroups.id));
}

export async function findGroup(db: Database, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(communityGroups).where(eq(communityGroups.id, id));
  return row;
}

export async function clickCounts(db: Database, groupId: number, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`count(*) filter (where ${communityGroupClicks.createdAt} >= ${since})`.mapWith(
        Number,
      ),
    })
    .from(communityGroupClicks)
    .where(eq(communityGroupClicks.groupId, groupId));
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

export async function insertGroup(db: Database, values: typeof communityGroups.$inferInsert) {
  const [row] = await db.insert(communityGroups).values(values).returning();
  return row!;
}

export async function updateGroup(
  db: Database,
  id: number,
  values: Partial<typeof communityGroups.$inferInsert>,
): Promise<GroupRow | undefined> {
  const [row] = await db.update(communityGroups).set(values).where(eq(communityGroups.id, id)).returning();
  return row;
}

/**
 * Counts a click unless the same visitor clicked this group since `since`: one statement, so two quick
 * clicks cannot both see "none yet" and both count... except at the very same instant, which is harmless.
 */
export async function insertClickUnlessRecent(
  db: Database,
  values: { groupId: number; visitor: string; createdAt: Date },
  since: Date,
): Promise<boolean> {
  const recent = await db
    .select({ id: communityGroupClicks.id })
    .from(communityGroupClicks)
    .where(
      and(
        eq(communityGroupClicks.groupId, values.groupId),
        eq(communityGroupClicks.visitor, values.visitor),
        gte(communityGroupClicks.createdAt, since),
      ),
    )
    .limit(1);
  if (recent.length > 0) return false;
  await db.insert(communityGroupClicks).values(values);
  return true;
}
