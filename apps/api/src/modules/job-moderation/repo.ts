import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { jobReports, hiringLeads } = schema;

export type HiringLeadRecord = typeof hiringLeads.$inferSelect;

/** Resolves an open report; false when there is no such open report. */
export async function resolveOpenReport(db: Database, id: number, now: Date): Promise<boolean> {
  const resolved = await db
    .update(jobReports)
    .set({ resolvedAt: now })
    .where(and(eq(jobReports.id, id), isNull(jobReports.resolvedAt)))
    .returning({ id: jobReports.id });
  return resolved.length > 0;
}

/** One page of leads: open ones oldest first (the one waiting longest on top), contacted newest contact first. */
export async function pageOfHiringLeads(
  db: Database,
  options: { open: boolean; limit: number; offset: number },
): Promise<{ rows: HiringLeadRecord[]; total: number }> {
  const where: SQL = options.open ? isNull(hiringLeads.contactedAt) : isNotNull(hiringLeads.contactedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hiringLeads)
      .where(where)
      .orderBy(
        ...(options.open
          ? [asc(hiringLeads.createdAt), asc(hiringLeads.id)]
          : [desc(hiringLeads.contactedAt), desc(hiringLeads.id)]),
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(hiringLeads).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Sets the contact time of a lead not contacted yet; undefined when it was contacted or does not exist. */
export async function markLeadContactedOnce(
  db: Database,
  id: number,
  now: Date,
): Promise<HiringLeadRecord | undefined> {
  const [updated] = await db
    .update(hiringLeads)
    .set({ contactedAt: now })
    .where(and(eq(hiringLeads.id, id), isNull(hiringLeads.contactedAt)))
    .returning();
  return updated;
}

export async function findHiringLead(db: Database, id: number): Promise<HiringLeadRecord | undefined> {
  const [lead] = await db.select().from(hiringLeads).where(eq(hiringLeads.id, id));
  return lead;
}
