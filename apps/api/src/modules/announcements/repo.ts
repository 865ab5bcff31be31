import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courseAnnouncements, announcementUnsubscribes, users } = schema;

export type AnnouncementRow = typeof courseAnnouncements.$inferSelect;
export type AnnouncementWithAuthor = {
  announcement: AnnouncementRow;
  firstName: string;
  lastName: string;
  avatar: string | null;
};

const withAuthor = {
  announcement: courseAnnouncements,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.profilePicture,
};

export async function insertAnnouncement(
  db: Database,
  values: typeof courseAnnouncements.$inferInsert,
): Promise<AnnouncementRow> {
  const [row] = await db.insert(courseAnnouncements).values(values).returning();
  return row!;
}

/** The counts of who was told, written once the recipients are known (same transaction). */
export async function setDelivery(db: Database, id: number, counts: { recipients: number; emailed: number }) {
  await db.update(courseAnnouncements).set(counts).where(eq(courseAnnouncements.id, id));
}

export async function findAnnouncement(
  db: Database,
  id: number,
): Promise<AnnouncementWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(courseAnnouncements)
    .innerJoin(users, eq(users.id, courseAnnouncements.authorId))
    .where(eq(courseAnnouncements.id, id));
  return row;
}

/** Newest first by id; one row more than `limit` (is there a next page?). */
export async function findAnnouncementPage(
  db: Database,
  input: { courseIds: readonly number[]; before: number | undefined; limit: number },
): Promise<AnnouncementWithAuthor[]> {
  if (input.courseIds.length === 0) return [];
  return db
    .select(withAuthor)
    .from(courseAnnouncements)
    .innerJoin(users, eq(users.id, courseAnnouncements.authorId))
    .where(
      and(
        inArray(courseAnnouncements.courseId, [...input.courseIds]),
        input.before === undefined ? undefined : lt(courseAnnouncements.id, input.before),
      ),
    )
    .orderBy(desc(courseAnnouncements.id))
    .limit(input.limit + 1);
}

/** How many announcements each of these courses has (the learner's course filter). */
export async function countByCourse(db: Database, courseIds: readonly number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ courseId: courseAnnouncements.courseId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(courseAnnouncements)
    .where(inArray(courseAnnouncements.courseId, [...courseIds]))
    .groupBy(courseAnnouncements.courseId);
}

export async function updateAnnouncement(
  db: Database,
  id: number,
  set: { title: string; body: string; editedAt: Date },
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(courseAnnouncements)
    .set(set)
    .where(eq(courseAnnouncements.id, id))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: Database, id: number): Promise<void> {
  await db.delete(courseAnnouncements).where(eq(courseAnnouncements.id, id));
}

/** Of this course's learners, the ones who unsubscribed from its announcement e-mails. */
export async function findUnsubscribed(db: Database, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: announcementUnsubscribes.userId })
    .from(announcementUnsubscribes)
    .where(eq(announcementUnsubscribes.courseId, courseId));
  return rows.map((row) => row.userId);
}

export async function isUnsubscribed(db: Database, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: announcementUnsubscribes.userId })
    .from(announcementUnsubscribes)
    .where(and(eq(announcementUnsubscribes.userId, userId), eq(announcementUnsubscribes.courseId, courseId)));
  return row !== undefined;
}

/** Idempotent both ways: unsubscribing twice, or undoing twice, changes nothing the second time. */
export async function setUnsubscribed(
  db: Database,
  input: { userId: number; courseId: number; unsubscribed: boolean; at: Date },
): Promise<void> {
  if (input.unsubscribed) {
    await db
      .insert(announcementUnsubscribes)
      .values({ userId: input.userId, courseId: input.courseId, createdAt: input.at })
      .onConflictDoNothing();
  } else {
    await db
      .delete(announcementUnsubscribes)
      .where(
        and(
          eq(announcementUnsubscribes.userId, input.userId),
          eq(announcementUnsubscribes.courseId, input.courseId),
        ),
      );
  }
}
