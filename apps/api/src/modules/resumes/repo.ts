import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

/*
 * The resume builder's queries (issue 7). Every read and write of a user's resume is scoped by its owner
 * here, so a service cannot forget it: another person's resume simply is not found.
 */

const { resumes, coverLetters } = schema;

export type ResumeRow = typeof resumes.$inferSelect;
export type CoverLetterRow = typeof coverLetters.$inferSelect;

const ownResume = (userId: number, id: number) => and(eq(resumes.id, id), eq(resumes.userId, userId));

export async function findOwnResume(
  db: Database,
  userId: number,
  id: number,
): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(ownResume(userId, id));
  return row;
}

/** The user's resumes, last edited first. */
export function listOwnResumes(db: Database, userId: number): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
}

export async function countOwnResumes(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.value ?? 0;
}

/** Which of these resumes have a cover letter. */
export async function resumeIdsWithCoverLetters(db: Database, resumeIds: number[]): Promise<Set<number>> {
  if (resumeIds.length === 0) return new Set();
  const rows = await db
    .select({ resumeId: coverLetters.resumeId })
    .from(coverLetters)
    .where(inArray(coverLetters.resumeId, resumeIds));
  return new Set(rows.map((row) => row.resumeId));
}

/** The user's own certificates among these serials: what a resume may claim as earned on Dokkho. */
export function findEarnedCertificates(db: Database, userId: number, serials: string[]) {
  return db
    .select({
      serial: schema.certificates.serial,
      courseTitle: schema.certificates.courseTitle,
      issuedAt: schema.certificates.issuedAt,
    })
    .from(schema.certificates)
    .where(and(eq(schema.certificates.userId, userId), inArray(schema.certificates.serial, serials)));
}

/** The account and the job seeker profile a first draft is made from (either may be missing). */
export async function findProfileSources(db: Database, userId: number) {
  const [[user], [seeker]] = await Promise.all([
    db.select().from(schema.users).where(eq(schema.users.id, userId)),
    db.select().from(schema.jobSeekerProfiles).where(eq(schema.jobSeekerProfiles.userId, userId)),
  ]);
  return { user, seeker };
}

export async function insertResume(db: Database, values: typeof resumes.$inferInsert): Promise<ResumeRow> {
  const [row] = await db.insert(resumes).values(values).returning();
  return row!;
}

/**
 * An autosave's write, only on top of the revision the edit was made on: undefined when another save
 * landed since (or the resume is not the user's). The photo is the one stored at the moment of the write
 * (an upload may land between the service's read and this), never the one in `document`.
 */
export async function updateResumeAtRevision(
  db: Database,
  change: {
    userId: number;
    id: number;
    baseRevision: number;
    title: string;
    document: Record<string, unknown>;
    settings: Record<string, unknown>;
    now: Date;
  },
): Promise<ResumeRow | undefined> {
  const [row] = await db
    .update(resumes)
    .set({
      title: change.title,
      document: sql`jsonb_set(${JSON.stringify(change.document)}::jsonb, '{basics,photo}', coalesce(${resumes.document} -> 'basics' -> 'photo', '""'::jsonb))`,
      settings: change.settings,
      revision: change.baseRevision + 1,
      updatedAt: change.now,
    })
    .where(and(ownResume(change.userId, change.id), eq(resumes.revision, change.baseRevision)))
    .returning();
  return row;
}

/** Deletes the user's resume (its cover letter goes by cascade); answers its document, or undefined. */
export async function deleteOwnResume(db: Database, userId: number, id: number) {
  const [row] = await db
    .delete(resumes)
    .where(ownResume(userId, id))
    .returning({ id: resumes.id, document: resumes.document });
  return row;
}

/**
 * Whether a photo URL is still named by a resume or by an application's built-resume snapshot (the
 * recruiter's copy must still print with it after the applicant changes or deletes the resume).
 */
export async function photoUrlInUse(db: Database, url: string): Promise<boolean> {
  const [resume] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(sql`${resumes.document} -> 'basics' ->> 'photo' = ${url}`)
    .limit(1);
  if (resume) return true;
  const [application] = await db
    .select({ id: schema.jobApplications.id })
    .from(schema.jobApplications)
    .where(sql`${schema.jobApplications.resumeDocument} -> 'basics' ->> 'photo' = ${url}`)
    .limit(1);
  return application !== undefined;
}

/**
 * Sets basics.photo under a row lock; `previousPhoto` reads the photo being replaced from the locked
 * document before anything is written (it may throw, and then nothing is). Undefined: not the user's.
 * The revision is not bumped (saves never change the photo).
 */
export function setResumePhoto<Previous>(
  db: Database,
  change: { userId: number; id: number; url: string; now: Date },
  previousPhoto: (document: unknown) => Previous,
): Promise<{ row: ResumeRow; previous: Previous } | undefined> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [current] = await t
      .select({ document: resumes.document })
      .from(resumes)
      .where(ownResume(change.userId, change.id))
      .limit(1)
      .for('update');
    if (!current) return undefined;
    const previous = previousPhoto(current.document);
    const [row] = await t
      .update(resumes)
      .set({
        document: sql`jsonb_set(${resumes.document}, '{basics,photo}', to_jsonb(${change.url}::text))`,
        updatedAt: change.now,
      })
      .where(eq(resumes.id, change.id))
      .returning();
    return { row: row!, previous };
  });
}

/** Sets (or with null clears) the public link's token; false when the resume is not the user's. */
export async function setShareToken(
  db: Database,
  userId: number,
  id: number,
  token: string | null,
): Promise<boolean> {
  const rows = await db
    .update(resumes)
    .set({ shareToken: token })
    .where(ownResume(userId, id))
    .returning({ id: resumes.id });
  return rows.length > 0;
}

export async function findSharedResume(db: Database, token: string): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.shareToken, token)).limit(1);
  return row;
}

export async function findCoverLetter(db: Database, resumeId: number): Promise<CoverLetterRow | undefined> {
  const [row] = await db.select().from(coverLetters).where(eq(coverLetters.resumeId, resumeId)).limit(1);
  return row;
}

/** The first save; undefined when another first save won (the unique resume_id lets one in). */
export async function insertFirstCoverLetter(
  db: Database,
  values: { resumeId: number; document: Record<string, unknown>; now: Date },
): Promise<CoverLetterRow | undefined> {
  const [row] = await db
    .insert(coverLetters)
    .values({
      resumeId: values.resumeId,
      document: values.document,
      revision: 1,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A later save, only on top of `baseRevision`; undefined when another save landed since. */
export async function updateCoverLetterAtRevision(
  db: Database,
  change: { id: number; baseRevision: number; document: Record<string, unknown>; now: Date },
): Promise<CoverLetterRow | undefined> {
  const [row] = await db
    .update(coverLetters)
    .set({ document: change.document, revision: change.baseRevision + 1, updatedAt: change.now })
    .where(and(eq(coverLetters.id, change.id), eq(coverLetters.revision, change.baseRevision)))
    .returning();
  return row;
}

export async function deleteCoverLetterOf(db: Database, resumeId: number): Promise<void> {
  await db.delete(coverLetters).where(eq(coverLetters.resumeId, resumeId));
}
