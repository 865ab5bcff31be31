import { and, desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { staffAuditLog } = schema;

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;

export async function insertEntry(db: Database, entry: typeof staffAuditLog.$inferInsert): Promise<number> {
  const [row] = await db.insert(staffAuditLog).values(entry).returning({ id: staffAuditLog.id });
  return row!.id;
}

export async function findEntries(
  db: Database,
  objectType: string,
  objectId: string,
  limit: number,
): Promise<StaffAuditRow[]> {
  return db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.objectType, objectType), eq(staffAuditLog.objectId, objectId)))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
}
