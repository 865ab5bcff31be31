import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { affiliateClicks } = schema;

/** When the same visitor last clicked this affiliate's link to this course within the window, if they did. */
export async function findRecentClick(
  db: Database,
  input: { visitorHash: string; affiliateId: number; courseId: number; withinMinutes: number },
): Promise<Date | undefined> {
  const [recent] = await db
    .select({ createdAt: affiliateClicks.createdAt })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.visitorHash, input.visitorHash),
        eq(affiliateClicks.affiliateId, input.affiliateId),
        eq(affiliateClicks.courseId, input.courseId),
        gt(
          affiliateClicks.createdAt,
          sql`now() - ${sql.raw(`interval '${Math.trunc(input.withinMinutes)} minutes'`)}`,
        ),
      ),
    )
    .orderBy(desc(affiliateClicks.createdAt))
    .limit(1);
  return recent?.createdAt;
}

/** Records a click; answers when it was recorded (the database's clock). */
export async function insertClick(
  db: Database,
  input: { affiliateId: number; courseId: number; userId: number | null; visitorHash: string },
): Promise<Date> {
  const [row] = await db
    .insert(affiliateClicks)
    .values(input)
    .returning({ createdAt: affiliateClicks.createdAt });
  return row!.createdAt;
}
