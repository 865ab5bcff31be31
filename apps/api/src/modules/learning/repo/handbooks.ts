import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { handbooks, handbookDownloads } = schema;

export type HandbookRow = typeof handbooks.$inferSelect;

export async function findPublishedHandbook(db: Database, id: number): Promise<HandbookRow | undefined> {
  const [row] = await db
    .select()
    .from(handbooks)
    .where(and(eq(handbooks.id, id), eq(handbooks.isPublished, true)));
  return row;
}

/** Every published handbook, oldest first. */
export async function findPublishedHandbooks(db: Database): Promise<HandbookRow[]> {
  return db.select().from(handbooks).where(eq(handbooks.isPublished, true)).orderBy(asc(handbooks.id));
}

/** How many downloads each of these handbooks has had. */
export async function countDownloads(db: Database, handbookIds: number[]): Promise<Map<number, number>> {
  if (handbookIds.length === 0) return new Map();
  const rows = await db
    .select({ handbookId: handbookDownloads.handbookId, n: count() })
    .from(handbookDownloads)
    .where(inArray(handbookDownloads.handbookId, handbookIds))
    .groupBy(handbookDownloads.handbookId);
  return new Map(rows.map((row) => [row.handbookId, row.n]));
}

/** Records a lead of the download form; answers its id (the download link is signed over it). */
export async function insertDownload(
  db: Database,
  values: { handbookId: number; name: string; phoneNumber: string | null; email: string | null },
): Promise<number> {
  const [row] = await db.insert(handbookDownloads).values(values).returning({ id: handbookDownloads.id });
  return row!.id;
}

/** The course a handbook leads to: its title and whether it is published. */
export async function findLinkedCourse(db: Database, courseId: number) {
  const [course] = await db
    .select({
      id: schema.courses.id,
      title: schema.courses.title,
      titleBn: schema.courses.titleBn,
      status: schema.courses.status,
    })
    .from(schema.courses)
    .where(eq(schema.courses.id, courseId));
  return course;
}
