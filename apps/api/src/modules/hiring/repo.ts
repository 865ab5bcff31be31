import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStage } from '@dokkho/contract/hiring';
import { schema, type Database } from '@dokkho/db';
import { likePattern } from '../../lib/like-pattern';

const {
  jobApplications: a,
  jobPosts: j,
  jobSeekerProfiles: p,
  users: u,
  applicationStageEvents: events,
  applicationNotes: notes,
  recruiterNotifications: notifications,
  talentContactRequests: contacts,
  courses,
} = schema;

/** A transaction or the database: repository functions run in either. */
export type Executor = Database;

/** The search of the applicant lists and the talent search: a seeker by full name or headline. */
function nameOrHeadlineMatches(search: string): SQL {
  const pattern = likePattern(search);
  return or(
    sql`(${u.firstName} || ' ' || ${u.lastName}) ilike ${pattern}`,
    sql`${p.headline} ilike ${pattern}`,
  )!;
}

// ---------------------------------------------------------------------------------------------------
// Posts as the ranking reads them

export const pipelineJobColumns = {
  id: j.id,
  recruiterId: j.recruiterId,
  title: j.title,
  companyName: j.companyName,
  status: j.status,
  deadline: j.deadline,
  skills: j.skills,
  experienceMinYears: j.experienceMinYears,
  experienceMaxYears: j.experienceMaxYears,
  educationLevel: j.educationLevel,
  workplace: j.workplace,
  division: j.division,
  district: j.district,
};
export type PipelineJobRow = NonNullable<Awaited<ReturnType<typeof findOwnJob>>>;

/** Owner-scoped: another recruiter's post is simply not found. */
export async function findOwnJob(db: Executor, recruiterId: number, jobId: number) {
  const [row] = await db
    .select(pipelineJobColumns)
    .from(j)
    .where(and(eq(j.id, jobId), eq(j.recruiterId, recruiterId)));
  return row;
}

export async function findJobsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(pipelineJobColumns).from(j).where(inArray(j.id, ids));
}

// ---------------------------------------------------------------------------------------------------
// Applications

export const applicationColumns = {
  id: a.id,
  jobId: a.jobId,
  jobSeekerId: a.jobSeekerId,
  stage: a.stage,
  shortlisted: a.shortlisted,
  resumeKind: a.resumeKind,
  resumeFileName: a.resumeFileName,
  resumeBytes: a.resumeBytes,
  coverLetter: a.coverLetter,
  withdrawnAt: a.withdrawnAt,
  stageChangedAt: a.stageChangedAt,
  recruiterSeenAt: a.recruiterSeenAt,
  createdAt: a.createdAt,
  jobTitle: j.title,
  companyName: j.companyName,
  recruiterId: j.recruiterId,
  seekerUserId: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  /** The applicant's language: e-mails about the application are written in it. */
  language: u.language,
  phoneNumber: u.phoneNumber,
  picture: u.profilePicture,
  headline: p.headline,
  /** The skills of a built resume as it was sent (null otherwise): the match score counts them as declared. */
  resumeSkills: sql<string[] | null>`(
    SELECT array_agg(skill->>'name') FROM jsonb_array_elements(${a.resumeDocument}->'skills') AS skill
    WHERE coalesce(skill->>'name', '') <> ''
  )`,
};
export type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

function selectApplications(db: Executor, where: SQL | undefined) {
  return db
    .select(applicationColumns)
    .from(a)
    .innerJoin(j, eq(j.id, a.jobId))
    .innerJoin(p, eq(p.id, a.jobSeekerId))
    .innerJoin(u, eq(u.id, p.userId))
    .where(where);
}

/** A built resume's snapshot (the list rows leave the JSON out). */
export async function findResumeSnapshot(db: Executor, applicationId: number) {
  const [row] = await db
    .select({ resumeDocument: a.resumeDocument, resumeSettings: a.resumeSettings })
    .from(a)
    .where(eq(a.id, applicationId))
    .limit(1);
  return row;
}

export interface ApplicationFilters {
  recruiterId: number;
  jobId?: number | undefined;
  ids?: number[] | undefined;
  /** A stage (not withdrawn), `withdrawn`, `active` (every stage, not withdrawn) or undefined (all). */
  stage?: ApplicationStage | 'withdrawn' | 'active' | undefined;
  shortlisted?: boolean | undefined;
  search?: string | undefined;
}

function applicationConditions(filters: ApplicationFilters): SQL[] {
  const conditions: SQL[] = [eq(j.recruiterId, filters.recruiterId)];
  if (filters.jobId !== undefined) conditions.push(eq(a.jobId, filters.jobId));
  if (filters.ids) conditions.push(inArray(a.id, filters.ids.length ? filters.ids : [0]));
  if (filters.stage === 'withdrawn') conditions.push(isNotNull(a.withdrawnAt));
  else if (filters.stage === 'active') conditions.push(isNull(a.withdrawnAt));
  else if (filters.stage) conditions.push(eq(a.stage, filters.stage), isNull(a.withdrawnAt));
  if (filters.shortlisted !== undefined) conditions.push(eq(a.shortlisted, filters.shortlisted));
  if (filters.search) conditions.push(nameOrHeadlineMatches(filters.search));
  return conditions;
}

const ORDER = {
  newest: [desc(a.createdAt), desc(a.id)],
  oldest: [asc(a.createdAt), asc(a.id)],
};

/** One page (or, without a window, all) of a recruiter's applications, filtered, with the total. */
export async function findApplications(
  db: Executor,
  filters: ApplicationFilters,
  options: { order: 'newest' | 'oldest'; limit?: number; offset?: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(...applicationConditions(filters));
  let query = selectApplications(db, where)
    .orderBy(...ORDER[options.order])
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  if (options.limit === undefined) return { rows, total: rows.length };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(a)
    .innerJoin(j, eq(j.id, a.jobId))
    .innerJoin(p, eq(p.id, a.jobSeekerId))
    .innerJoin(u, eq(u.id, p.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One application, only when it is to one of this recruiter's posts. */
export async function findOwnApplication(db: Executor, recruiterId: number, id: number) {
  const [row] = await selectApplications(db, and(eq(a.id, id), eq(j.recruiterId, recruiterId)));
  return row;
}

/**
 * The recruiter's applications among these ids, locked until the transaction ends (a stage change and
 * its event are decided on a row nobody else is changing).
 */
export async function lockOwnApplications(db: Executor, recruiterId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: a.id, stage: a.stage, withdrawnAt: a.withdrawnAt })
    .from(a)
    .innerJoin(j, eq(j.id, a.jobId))
    .where(and(inArray(a.id, ids), eq(j.recruiterId, recruiterId)))
    .orderBy(asc(a.id))
    .for('update', { of: a });
}

export async function updateApplication(
  db: Executor,
  id: number,
  values: Partial<typeof a.$inferInsert>,
): Promise<void> {
  await db
    .update(a)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(a.id, id));
}

export async function insertStageEvent(db: Executor, values: typeof events.$inferInsert): Promise<void> {
  await db.insert(events).values(values);
}

/** Marks it seen by the recruiter (first time only) and its notifications read. */
export async function markSeen(db: Executor, recruiterId: number, applicationId: number, now: Date) {
  await db
    .update(a)
    .set({ recruiterSeenAt: now })
    .where(and(eq(a.id, applicationId), isNull(a.recruiterSeenAt)));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.recruiterId, recruiterId),
        eq(notifications.applicationId, applicationId),
        isNull(notifications.readAt),
      ),
    );
}

export async function findTimeline(db: Executor, applicationId: number) {
  return db
    .select({ stage: events.toStage, at: events.createdAt })
    .from(events)
    .where(eq(events.applicationId, applicationId))
    .orderBy(asc(events.createdAt), asc(events.id));
}

/** Per stage over the whole post: not withdrawn by stage, withdrawn apart. */
export async function countStages(db: Executor, filters: { recruiterId: number; jobId?: number }) {
  const conditions: SQL[] = [eq(j.recruiterId, filters.recruiterId)];
  if (filters.jobId !== undefined) conditions.push(eq(a.jobId, filters.jobId));
  return db
    .select({
      stage: a.stage,
      withdrawn: sql<boolean>`${a.withdrawnAt} is not null`,
      count: sql<number>`count(*)`.mapWith(Number),
      unseen: sql<number>`count(*) filter (where ${a.recruiterSeenAt} is null)`.mapWith(Number),
    })
    .from(a)
    .innerJoin(j, eq(j.id, a.jobId))
    .where(and(...conditions))
    .groupBy(a.stage, sql`${a.withdrawnAt} is not null`);
}

export async function countPostsByStatus(db: Executor, recruiterId: number) {
  return db
    .select({ status: j.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(j)
    .where(eq(j.recruiterId, recruiterId))
    .groupBy(j.status);
}

// ---------------------------------------------------------------------------------------------------
// Notes

const noteColumns = {
  id: notes.id,
  applicationId: notes.applicationId,
  authorUserId: notes.authorUserId,
  body: notes.body,
  createdAt: notes.createdAt,
  authorFirstName: u.firstName,
  authorLastName: u.lastName,
};
export type NoteRow = Awaited<ReturnType<typeof findNotes>>[number];

export async function findNotes(db: Executor, applicationId: number, noteId?: number) {
  const conditions: SQL[] = [eq(notes.applicationId, applicationId)];
  if (noteId !== undefined) conditions.push(eq(notes.id, noteId));
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(u, eq(u.id, notes.authorUserId))
    .where(and(...conditions))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

export async function insertNote(db: Executor, values: typeof notes.$inferInsert): Promise<number> {
  const [row] = await db.insert(notes).values(values).returning({ id: notes.id });
  return row!.id;
}

export async function deleteNote(
  db: Executor,
  options: { applicationId: number; noteId: number; authorUserId: number },
): Promise<boolean> {
  const deleted = await db
    .delete(notes)
    .where(
      and(
        eq(notes.id, options.noteId),
        eq(notes.applicationId, options.applicationId),
        eq(notes.authorUserId, options.authorUserId),
      ),
    )
    .returning({ id: notes.id });
  return deleted.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Course tags (what makes a skill "verified")

export async function findCourseTags(db: Executor, courseIds: number[]): Promise<Record<number, string[]>> {
  const tags: Record<number, string[]> = {};
  if (courseIds.length === 0) return tags;
  const rows = await db
    .select({ id: courses.id, tags: courses.tags })
    .from(courses)
    .where(inArray(courses.id, [...new Set(courseIds)]));
  for (const row of rows) tags[row.id] = row.tags;
  return tags;
}

// ---------------------------------------------------------------------------------------------------
// Talents and contact requests

export const talentColumns = {
  id: p.id,
  userId: p.userId,
  discoverable: p.discoverable,
  email: u.email,
  phoneNumber: u.phoneNumber,
  firstName: u.firstName,
  /** The talent's language: a contact request's e-mail is written in it. */
  language: u.language,
};

/** Discoverable seekers matching the filters SQL can apply (the rest need the candidate profile). */
export async function findDiscoverableIds(
  db: Executor,
  filters: { search?: string | undefined; division?: string | undefined },
): Promise<number[]> {
  const conditions: SQL[] = [eq(p.discoverable, true)];
  if (filters.division) conditions.push(eq(p.division, filters.division));
  if (filters.search) conditions.push(nameOrHeadlineMatches(filters.search));
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(and(...conditions))
    .orderBy(desc(p.updatedAt), desc(p.id));
  return rows.map((row) => row.id);
}

export async function findSeeker(db: Executor, jobSeekerId: number) {
  const [row] = await db
    .select(talentColumns)
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(eq(p.id, jobSeekerId));
  return row;
}

export async function findContactStatuses(db: Executor, recruiterId: number, jobSeekerIds: number[]) {
  const statuses = new Map<number, (typeof contacts.$inferSelect)['status']>();
  if (jobSeekerIds.length === 0) return statuses;
  const rows = await db
    .select({ jobSeekerId: contacts.jobSeekerId, status: contacts.status })
    .from(contacts)
    .where(and(eq(contacts.recruiterId, recruiterId), inArray(contacts.jobSeekerId, jobSeekerIds)));
  for (const row of rows) statuses.set(row.jobSeekerId, row.status);
  return statuses;
}

export async function insertContactRequest(db: Executor, values: typeof contacts.$inferInsert) {
  const [row] = await db
    .insert(contacts)
    .values(values)
    .onConflictDoNothing({ target: [contacts.recruiterId, contacts.jobSeekerId] })
    .returning({ id: contacts.id });
  return row?.id;
}

/** Whether the seeker has a live (not withdrawn) application to one of this recruiter's posts. */
export async function hasActiveApplication(db: Executor, recruiterId: number, jobSeekerId: number) {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .innerJoin(j, eq(j.id, a.jobId))
    .where(and(eq(a.jobSeekerId, jobSeekerId), eq(j.recruiterId, recruiterId), isNull(a.withdrawnAt)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Notifications

export async function findNotifications(db: Executor, recruiterId: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      applicationId: notifications.applicationId,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      jobId: j.id,
      jobTitle: j.title,
      firstName: u.firstName,
      lastName: u.lastName,
    })
    .from(notifications)
    .innerJoin(a, eq(a.id, notifications.applicationId))
    .innerJoin(j, eq(j.id, a.jobId))
    .innerJoin(p, eq(p.id, a.jobSeekerId))
    .innerJoin(u, eq(u.id, p.userId))
    .where(eq(notifications.recruiterId, recruiterId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, recruiterId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.recruiterId, recruiterId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export async function markNotificationsRead(
  db: Executor,
  recruiterId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<void> {
  const conditions: SQL[] = [eq(notifications.recruiterId, recruiterId), isNull(notifications.readAt)];
  if (ids) {
    if (ids.length === 0) return;
    conditions.push(inArray(notifications.id, ids));
  }
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(...conditions));
}

/**
 * The digest's claim: every unread, un-e-mailed notification gets `emailed_at` in one UPDATE, and only
 * the rows this statement changed come back. A second process running at the same moment waits on the
 * row locks, re-checks `emailed_at IS NULL` and gets nothing, so no notification is e-mailed twice.
 */
export async function claimUndigested(db: Executor, now: Date) {
  return db
    .update(notifications)
    .set({ emailedAt: now })
    .where(and(isNull(notifications.readAt), isNull(notifications.emailedAt)))
    .returning({
      id: notifications.id,
      recruiterId: notifications.recruiterId,
      applicationId: notifications.applicationId,
      createdAt: notifications.createdAt,
    });
}

/** For the digest: each application's post and applicant, and each recruiter's e-mail. */
export async function findDigestDetails(db: Executor, applicationIds: number[], recruiterIds: number[]) {
  const applications = applicationIds.length
    ? await selectApplications(db, inArray(a.id, applicationIds))
    : [];
  const recruiters = recruiterIds.length
    ? await db
        .select({
          id: schema.recruiterProfiles.id,
          userId: u.id,
          email: u.email,
          language: u.language,
          firstName: u.firstName,
          lastName: u.lastName,
          companyName: schema.recruiterProfiles.companyName,
        })
        .from(schema.recruiterProfiles)
        .innerJoin(u, eq(u.id, schema.recruiterProfiles.userId))
        .where(inArray(schema.recruiterProfiles.id, recruiterIds))
    : [];
  return { applications, recruiters };
}
