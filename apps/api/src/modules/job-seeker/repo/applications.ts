import { and, asc, count, desc, eq, gt, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicationJob, MyApplicationRow, MyApplicationsQuery } from '@dokkho/contract/hiring';
import { schema, type Database } from '@dokkho/db';
import type { z } from 'zod';

/* A seeker's applications: reading them, applying, withdrawing, and who may open an application's resume. */

const { jobApplications, applicationStageEvents, recruiterNotifications, jobPosts, recruiterProfiles } =
  schema;

/** Stages a recruiter decided: an application there can no longer be withdrawn or counted as active. */
export const DECIDED = ['hired', 'rejected'] as const;

const applicationColumns = {
  id: jobApplications.id,
  jobSeekerId: jobApplications.jobSeekerId,
  stage: jobApplications.stage,
  resumeKind: jobApplications.resumeKind,
  resumeKey: jobApplications.resumeKey,
  resumeFileName: jobApplications.resumeFileName,
  resumeBytes: jobApplications.resumeBytes,
  resumeDocument: jobApplications.resumeDocument,
  resumeSettings: jobApplications.resumeSettings,
  coverLetter: jobApplications.coverLetter,
  withdrawnAt: jobApplications.withdrawnAt,
  stageChangedAt: jobApplications.stageChangedAt,
  createdAt: jobApplications.createdAt,
  job: {
    id: jobPosts.id,
    recruiterId: jobPosts.recruiterId,
    title: jobPosts.title,
    companyName: jobPosts.companyName,
    companyLogo: jobPosts.companyLogo,
    workplace: jobPosts.workplace,
    division: jobPosts.division,
    district: jobPosts.district,
    deadline: jobPosts.deadline,
    status: jobPosts.status,
  },
};

export type ApplicationRow = {
  id: number;
  jobSeekerId: number;
  stage: MyApplicationRow['stage'];
  resumeKind: 'upload' | 'profile' | 'built';
  resumeKey: string | null;
  resumeFileName: string | null;
  resumeBytes: number | null;
  resumeDocument: Record<string, unknown> | null;
  resumeSettings: Record<string, unknown> | null;
  coverLetter: string;
  withdrawnAt: Date | null;
  stageChangedAt: Date;
  createdAt: Date;
  job: {
    id: number;
    recruiterId: number;
    title: string;
    companyName: string;
    companyLogo: string;
    workplace: ApplicationJob['workplace'];
    division: string | null;
    district: string | null;
    deadline: Date;
    status: 'draft' | 'open' | 'closed';
  };
};

const selectApplications = (db: Database) =>
  db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId));

/** One of the seeker's applications, with its job; undefined for another seeker's. */
export async function findOwnApplicationRow(
  db: Database,
  jobSeekerId: number,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(db)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.jobSeekerId, jobSeekerId)))
    .limit(1);
  return row;
}

/** The seeker's application to this job (withdrawn or not), if any. */
export async function findApplicationToJob(
  db: Database,
  jobId: number,
  jobSeekerId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(db)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.jobSeekerId, jobSeekerId)))
    .limit(1);
  return row;
}

/** What an apply needs to know of an earlier application to the same job. */
export async function findEarlierApplication(db: Database, jobId: number, jobSeekerId: number) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      withdrawnAt: jobApplications.withdrawnAt,
      stage: jobApplications.stage,
      resumeKey: jobApplications.resumeKey,
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.jobSeekerId, jobSeekerId)))
    .limit(1);
  return row;
}

/** The application's stages in order. */
export function timelineEvents(db: Database, applicationId: number) {
  return db
    .select({ stage: applicationStageEvents.toStage, at: applicationStageEvents.createdAt })
    .from(applicationStageEvents)
    .where(eq(applicationStageEvents.applicationId, applicationId))
    .orderBy(asc(applicationStageEvents.createdAt), asc(applicationStageEvents.id));
}

/** The user's recruiter profile id, if they are one (they may not apply to their own posts). */
export async function recruiterIdOfUser(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function findJobForApply(db: Database, jobId: number) {
  const [job] = await db
    .select({
      id: jobPosts.id,
      status: jobPosts.status,
      deadline: jobPosts.deadline,
      recruiterId: jobPosts.recruiterId,
      title: jobPosts.title,
      recruiterUserId: recruiterProfiles.userId,
    })
    .from(jobPosts)
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, jobPosts.recruiterId))
    .where(eq(jobPosts.id, jobId))
    .limit(1);
  return job;
}

/** How many times the user (re-)applied themselves since then. */
export async function countAppliesSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationStageEvents)
    .where(
      and(
        eq(applicationStageEvents.actorUserId, userId),
        eq(applicationStageEvents.toStage, 'applied'),
        gt(applicationStageEvents.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** One of the user's resumes as it is now (the resume builder's table), for an application's copy. */
export async function findOwnResumeToSend(db: Database, userId: number, resumeId: number) {
  const [row] = await db
    .select({
      id: schema.resumes.id,
      title: schema.resumes.title,
      document: schema.resumes.document,
      settings: schema.resumes.settings,
    })
    .from(schema.resumes)
    .where(and(eq(schema.resumes.id, resumeId), eq(schema.resumes.userId, userId)))
    .limit(1);
  return row;
}

type ApplicationValues = Omit<
  typeof jobApplications.$inferInsert,
  'id' | 'jobId' | 'jobSeekerId' | 'createdAt'
>;

/** Revives a still-withdrawn application (a concurrent re-apply finds nothing): its id, or undefined. */
export async function reviveWithdrawnApplication(
  db: Database,
  id: number,
  values: ApplicationValues,
): Promise<number | undefined> {
  const [revived] = await db
    .update(jobApplications)
    .set(values)
    .where(and(eq(jobApplications.id, id), isNotNull(jobApplications.withdrawnAt)))
    .returning({ id: jobApplications.id });
  return revived?.id;
}

export async function insertApplication(
  db: Database,
  values: ApplicationValues & { jobId: number; jobSeekerId: number; createdAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(jobApplications).values(values).returning({ id: jobApplications.id });
  return inserted!.id;
}

export async function insertStageEvent(
  db: Database,
  values: typeof applicationStageEvents.$inferInsert,
): Promise<void> {
  await db.insert(applicationStageEvents).values(values);
}

/** The applicant's name as the recruiter's bell shows it. */
export async function findUserName(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: schema.users.firstName, lastName: schema.users.lastName })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

export async function insertRecruiterNotification(
  db: Database,
  values: typeof recruiterNotifications.$inferInsert,
): Promise<void> {
  await db.insert(recruiterNotifications).values(values);
}

/** A page of the seeker's applications, newest first, and how many match the filter. */
export async function listOwnApplicationRows(
  db: Database,
  options: {
    jobSeekerId: number;
    status: z.output<typeof MyApplicationsQuery>['status'];
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [eq(jobApplications.jobSeekerId, options.jobSeekerId)];
  const status = options.status;
  if (status === 'withdrawn') conditions.push(isNotNull(jobApplications.withdrawnAt));
  else if (status === 'active') {
    conditions.push(isNull(jobApplications.withdrawnAt), notInArray(jobApplications.stage, [...DECIDED]));
  } else if (status) conditions.push(isNull(jobApplications.withdrawnAt), eq(jobApplications.stage, status));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(jobApplications).where(where),
    selectApplications(db)
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(options.limit)
      .offset(options.offset),
  ]);
  return { total: Number(total?.n ?? 0), rows };
}

/**
 * Withdraws the application unless it already was or a recruiter decided it (conditional, so a decision
 * landing at the same moment is not overwritten): the stage it was at, or undefined.
 */
export async function withdrawIfOpen(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(jobApplications)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(
      and(
        eq(jobApplications.id, id),
        isNull(jobApplications.withdrawnAt),
        notInArray(jobApplications.stage, [...DECIDED]),
      ),
    )
    .returning({ stage: jobApplications.stage });
  return row?.stage;
}

/** An application's resume and who may open it: the applicant's and the post's recruiter's user ids. */
export async function findResumeAccess(db: Database, id: number) {
  const [row] = await db
    .select({
      resumeKind: jobApplications.resumeKind,
      resumeKey: jobApplications.resumeKey,
      resumeFileName: jobApplications.resumeFileName,
      resumeDocument: jobApplications.resumeDocument,
      resumeSettings: jobApplications.resumeSettings,
      seekerUserId: schema.jobSeekerProfiles.userId,
      recruiterUserId: recruiterProfiles.userId,
      withdrawnAt: jobApplications.withdrawnAt,
    })
    .from(jobApplications)
    .innerJoin(schema.jobSeekerProfiles, eq(schema.jobSeekerProfiles.id, jobApplications.jobSeekerId))
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, jobPosts.recruiterId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  return row;
}

/** The seeker's applications counted by stage and whether withdrawn. */
export function stageCountRows(db: Database, jobSeekerId: number) {
  const withdrawnExpr = sql<boolean>`(${jobApplications.withdrawnAt} is not null)`;
  return db
    .select({ stage: jobApplications.stage, withdrawn: withdrawnExpr, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobSeekerId, jobSeekerId))
    .groupBy(jobApplications.stage, withdrawnExpr);
}
