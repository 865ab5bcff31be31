import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  HIRING_LIMITS,
  HIRING_MESSAGES,
  type ApplicationJob,
  type ApplyFields,
  type ApplyStatus,
  type MyApplicationDetail,
  type MyApplicationRow,
  type MyApplicationsQuery,
  type MyApplicationsResponse,
  type TimelineEntry,
} from '@dokkho/contract/hiring';
import {
  RESUME_MESSAGES,
  ResumeDocument,
  ResumeSettings,
  type ResumeDocument as ResumeDocumentValue,
  type ResumeSettings as ResumeSettingsValue,
} from '@dokkho/contract/resume';
import type { Database } from '@dokkho/db';
import type { ObjectStore, StoredObject } from '../../integrations/object-store/store';
import { PRIVATE_PREFIX } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { isReadablePdf } from '../../lib/pdf/readable';
import { pageWindow, toPage } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/pg-errors';
import { notify } from '../notifications/service';
import { findSeeker, requireSeeker, seekerCompleteness, type SeekerRow } from './profile';
import * as repo from './repo/applications';
import { DECIDED, type ApplicationRow } from './repo/applications';
import { inTransaction } from './repo/transaction';

/** Uploaded resumes: under the private prefix, so /media/ never serves them (only the resume route does). */
export const RESUME_FOLDER = `${PRIVATE_PREFIX}resumes`;
const DAY_MS = 24 * 60 * 60 * 1000;
const JOB_NOT_FOUND = 'Job not found.';

function toApplicationJob(job: ApplicationRow['job'], now: Date): ApplicationJob {
  return {
    id: job.id,
    title: job.title,
    company_name: job.companyName,
    company_logo: job.companyLogo,
    workplace: job.workplace,
    division: job.division,
    district: job.district,
    deadline: job.deadline.toISOString(),
    status: job.status === 'open' && job.deadline <= now ? 'closed' : job.status,
  };
}

function toRow(row: ApplicationRow, now: Date): MyApplicationRow {
  return {
    id: row.id,
    job: toApplicationJob(row.job, now),
    stage: row.stage,
    withdrawn: row.withdrawnAt !== null,
    applied_at: row.createdAt.toISOString(),
    stage_changed_at: row.stageChangedAt.toISOString(),
  };
}

export const resumeUrl = (applicationId: number) => `/api/jobs/applications/${applicationId}/resume/`;

const canWithdraw = (row: { withdrawnAt: Date | null; stage: string }) =>
  row.withdrawnAt === null && !(DECIDED as readonly string[]).includes(row.stage);

async function loadTimeline(db: Database, applicationId: number): Promise<TimelineEntry[]> {
  const events = await repo.timelineEvents(db, applicationId);
  return events.map((e) => ({ stage: e.stage as TimelineEntry['stage'], at: e.at.toISOString() }));
}

/**
 * A built resume as it was sent, read through the schema (a snapshot taken by an older version gains the
 * defaults of fields added since); null for the other kinds.
 */
export function builtSnapshot(row: {
  resumeKind: string;
  resumeDocument: Record<string, unknown> | null;
  resumeSettings: Record<string, unknown> | null;
}): { document: ResumeDocumentValue; settings: ResumeSettingsValue } | null {
  if (row.resumeKind !== 'built' || !row.resumeDocument || !row.resumeSettings) return null;
  return {
    document: ResumeDocument.parse(row.resumeDocument),
    settings: ResumeSettings.parse(row.resumeSettings),
  };
}

async function toDetail(db: Database, row: ApplicationRow, now: Date): Promise<MyApplicationDetail> {
  const built = builtSnapshot(row);
  return {
    ...toRow(row, now),
    cover_letter: row.coverLetter,
    resume: {
      kind: row.resumeKind,
      file_name: row.resumeKind === 'profile' ? null : row.resumeFileName,
      bytes: row.resumeKind === 'upload' ? row.resumeBytes : null,
      url: (row.resumeKind === 'upload' && row.resumeKey) || built ? resumeUrl(row.id) : null,
      built,
    },
    timeline: await loadTimeline(db, row.id),
    can_withdraw: canWithdraw(row),
  };
}

async function findOwnApplication(db: Database, seeker: SeekerRow, id: number): Promise<ApplicationRow> {
  const row = await repo.findOwnApplicationRow(db, seeker.id, id);
  if (!row) throw AppError.notFound(HIRING_MESSAGES.applicationNotFound);
  return row;
}

const ownRecruiterId = (db: Database, userId: number) => repo.recruiterIdOfUser(db, userId);

/** Why this job cannot be applied to now, or null. Drafts are answered as missing by the callers. */
function jobRefusal(
  job: { status: string; deadline: Date; recruiterId: number },
  now: Date,
  recruiterId: number | null,
) {
  if (job.status !== 'open' || job.deadline <= now) return HIRING_MESSAGES.jobClosed;
  if (recruiterId !== null && job.recruiterId === recruiterId) return HIRING_MESSAGES.ownJob;
  return null;
}

async function findVisibleJob(db: Database, jobId: number) {
  const job = await repo.findJobForApply(db, jobId);
  if (!job || job.status === 'draft') throw AppError.notFound(JOB_NOT_FOUND);
  return job;
}

/** `GET jobs/apply/{jobId}/`: for any signed-in user, so the job page can offer "become a job seeker". */
export async function getApplyStatus(options: {
  db: Database;
  userId: number;
  jobId: number;
  now: Date;
}): Promise<ApplyStatus> {
  const { db, now } = options;
  const job = await findVisibleJob(db, options.jobId);
  const seeker = await findSeeker(db, options.userId);
  const recruiterId = await ownRecruiterId(db, options.userId);
  const jobReason = jobRefusal(job, now, recruiterId);
  if (!seeker) {
    return {
      can_apply: false,
      reason: jobReason ?? HIRING_MESSAGES.notJobSeeker,
      is_job_seeker: false,
      profile_ready: false,
      application: null,
    };
  }
  const [existing, { ready }] = await Promise.all([
    repo.findApplicationToJob(db, job.id, seeker.id),
    seekerCompleteness(db, seeker),
  ]);
  const applied = existing !== undefined && existing.withdrawnAt === null;
  const reason = jobReason ?? (applied ? HIRING_MESSAGES.alreadyApplied : null);
  return {
    can_apply: reason === null,
    reason,
    is_job_seeker: true,
    profile_ready: ready,
    application: existing ? toRow(existing, now) : null,
  };
}

export interface ResumeUpload {
  buffer: Buffer;
  fileName: string;
}

/** A PDF starts with `%PDF-` (ISO 32000-1 §7.5.2); the name and the browser's type prove nothing. */
export const isPdf = (buffer: Buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-';

/** A file that is no PDF, or no PDF a reader can open (lib/pdf/readable.ts): a 400 on the `file` field. */
async function assertResumePdf(buffer: Buffer) {
  const message = !isPdf(buffer)
    ? HIRING_MESSAGES.resumeType
    : !(await isReadablePdf(buffer))
      ? HIRING_MESSAGES.resumeUnreadable
      : null;
  if (message) throw AppError.badRequest(message, { file: [message] });
}

/**
 * The file name as people see it again: no path, no control or invisible formatting characters (a
 * right-to-left override could disguise the name), no quoting characters, ends in .pdf.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  if (!cleaned || cleaned === '.pdf') return 'resume.pdf';
  return /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`;
}

/**
 * `POST jobs/apply/{jobId}/`. Checks the job, the person and the resume, stores an uploaded PDF under a
 * private key, then writes the application, its first timeline entry and the recruiter's notification in
 * one transaction; if that fails, the stored file is removed again. A built resume is copied into the
 * application in that transaction (the recruiter reads what was sent, not later edits). A withdrawn
 * application to the same job is revived at `applied` rather than duplicated (one row per person per job);
 * every resume column is written, so a revival with another kind leaves nothing of the old resume.
 */
export async function apply(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  jobId: number;
  fields: z.output<typeof ApplyFields>;
  file: ResumeUpload | null;
  now: Date;
}): Promise<MyApplicationDetail> {
  const { db, store, now, fields } = options;
  const seeker = await requireSeeker(db, options.userId);
  const job = await findVisibleJob(db, options.jobId);
  const refusal = jobRefusal(job, now, await ownRecruiterId(db, options.userId));
  if (refusal === HIRING_MESSAGES.ownJob) throw AppError.forbidden(refusal);
  if (refusal) throw AppError.conflict(refusal);

  const existing = await repo.findEarlierApplication(db, job.id, seeker.id);
  if (existing && existing.withdrawnAt === null) throw AppError.conflict(HIRING_MESSAGES.alreadyApplied);

  // The daily cap counts every (re-)application the person made themselves in the last 24 hours.
  const recent = await repo.countAppliesSince(db, options.userId, new Date(now.getTime() - DAY_MS));
  if (recent >= HIRING_LIMITS.applicationsPerDay) {
    throw AppError.tooManyRequests(
      `You can apply to at most ${HIRING_LIMITS.applicationsPerDay} jobs a day. Try again tomorrow.`,
      60 * 60,
    );
  }

  let resume: { key: string; fileName: string; bytes: number } | null = null;
  if (fields.resume_kind === 'upload') {
    const file = options.file;
    if (!file || file.buffer.length === 0) throw AppError.badRequest(HIRING_MESSAGES.resumeMissing);
    if (file.buffer.length > HIRING_LIMITS.resumeMaxBytes)
      throw new AppError(413, HIRING_MESSAGES.resumeTooLarge);
    await assertResumePdf(file.buffer);
    resume = {
      key: `${RESUME_FOLDER}/${randomBytes(16).toString('hex')}.pdf`,
      fileName: cleanFileName(file.fileName),
      bytes: file.buffer.length,
    };
  } else if (fields.resume_kind === 'profile') {
    const { ready } = await seekerCompleteness(db, seeker);
    if (!ready) throw AppError.badRequest(HIRING_MESSAGES.profileIncomplete);
  }

  if (resume) await store.put(resume.key, options.file!.buffer, 'application/pdf');
  let applicationId: number;
  try {
    applicationId = await inTransaction(db, async (t) => {
      const built = fields.resume_kind === 'built' ? await snapshotResume(t, options.userId, fields) : null;
      const values = {
        stage: 'applied' as const,
        resumeKind: fields.resume_kind,
        resumeKey: resume?.key ?? null,
        resumeFileName: resume?.fileName ?? built?.title ?? null,
        resumeBytes: resume?.bytes ?? null,
        resumeId: built?.id ?? null,
        resumeDocument: built?.document ?? null,
        resumeSettings: built?.settings ?? null,
        coverLetter: fields.cover_letter ?? '',
        withdrawnAt: null,
        stageChangedAt: now,
        updatedAt: now,
      };
      let id: number;
      if (existing) {
        // Only a still-withdrawn row is revived: a concurrent re-apply finds nothing to update.
        const revived = await repo.reviveWithdrawnApplication(t, existing.id, {
          ...values,
          shortlisted: false,
          recruiterSeenAt: null,
        });
        if (revived === undefined) throw AppError.conflict(HIRING_MESSAGES.alreadyApplied);
        id = revived;
      } else {
        id = await repo.insertApplication(t, {
          ...values,
          jobId: job.id,
          jobSeekerId: seeker.id,
          createdAt: now,
        });
      }
      await repo.insertStageEvent(t, {
        applicationId: id,
        fromStage: existing ? existing.stage : null,
        toStage: 'applied',
        actorUserId: options.userId,
        createdAt: now,
      });
      await repo.insertRecruiterNotification(t, {
        recruiterId: job.recruiterId,
        kind: 'new_application',
        applicationId: id,
        createdAt: now,
      });
      // Issue 17 item 8: the recruiter's notification centre too (the hourly digest e-mails as before).
      await notify(t, {
        userId: job.recruiterUserId,
        params: {
          kind: 'application_received',
          job_title: job.title,
          applicant_name: await repo.findUserName(t, options.userId),
        },
        link: `/hr-dashboard/applicants/${id}`,
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (resume) {
      await store.delete(resume.key).catch((err: unknown) => {
        options.log.warn({ err, key: resume.key }, 'resume of a failed application could not be deleted');
      });
    }
    // Two submits at once: the second insert meets the unique (job, seeker) pair.
    if (uniqueViolation(error)) throw AppError.conflict(HIRING_MESSAGES.alreadyApplied);
    throw error;
  }
  // The revived application has a new resume; the old file belongs to nothing any more.
  if (existing?.resumeKey && existing.resumeKey !== resume?.key) {
    await store.delete(existing.resumeKey).catch((err: unknown) => {
      options.log.warn({ err, key: existing.resumeKey }, 'replaced resume could not be deleted');
    });
  }
  return toDetail(db, await findOwnApplication(db, seeker, applicationId), now);
}

/**
 * One of the applicant's own resumes, as it is now; another person's (or a missing one) is the resume
 * builder's 404, so resume ids reveal nothing.
 */
async function snapshotResume(db: Database, userId: number, fields: z.output<typeof ApplyFields>) {
  const row = await repo.findOwnResumeToSend(db, userId, fields.resume_id ?? 0);
  if (!row) throw AppError.notFound(RESUME_MESSAGES.notFound);
  return {
    id: row.id,
    title: row.title,
    document: ResumeDocument.parse(row.document) as Record<string, unknown>,
    settings: ResumeSettings.parse(row.settings) as Record<string, unknown>,
  };
}

/** `GET jobs/applications/`: newest first, by filter. */
export async function listApplications(options: {
  db: Database;
  userId: number;
  query: z.output<typeof MyApplicationsQuery>;
  requestUrl: URL;
  now: Date;
}): Promise<MyApplicationsResponse> {
  const { db, query } = options;
  const seeker = await requireSeeker(db, options.userId);
  const { limit, offset } = pageWindow(query);
  const { total, rows } = await repo.listOwnApplicationRows(db, {
    jobSeekerId: seeker.id,
    status: query.status,
    limit,
    offset,
  });
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total,
    results: rows.map((row) => toRow(row, options.now)),
  });
}

export async function getApplication(options: { db: Database; userId: number; id: number; now: Date }) {
  const seeker = await requireSeeker(options.db, options.userId);
  return toDetail(options.db, await findOwnApplication(options.db, seeker, options.id), options.now);
}

/** `POST jobs/applications/{id}/withdraw/`: keeps the row and its resume (the recruiter's history stays true). */
export async function withdrawApplication(options: {
  db: Database;
  userId: number;
  id: number;
  now: Date;
}): Promise<MyApplicationDetail> {
  const { db, now } = options;
  const seeker = await requireSeeker(db, options.userId);
  const current = await findOwnApplication(db, seeker, options.id);
  if (current.withdrawnAt) throw AppError.conflict(HIRING_MESSAGES.withdrawn);
  if (!canWithdraw(current)) throw AppError.conflict(HIRING_MESSAGES.cannotWithdraw);
  await inTransaction(db, async (t) => {
    // Conditional, so a recruiter's decision landing at the same moment is not overwritten.
    const fromStage = await repo.withdrawIfOpen(t, current.id, now);
    if (fromStage === undefined) throw AppError.conflict(HIRING_MESSAGES.cannotWithdraw);
    await repo.insertStageEvent(t, {
      applicationId: current.id,
      fromStage,
      toStage: 'withdrawn',
      actorUserId: options.userId,
      createdAt: now,
    });
  });
  return toDetail(db, await findOwnApplication(db, seeker, current.id), now);
}

export type OpenedResume =
  | { kind: 'upload'; file: StoredObject; fileName: string }
  | {
      kind: 'built';
      title: string;
      fileName: string;
      document: ResumeDocumentValue;
      settings: ResumeSettingsValue;
    };

/**
 * `GET jobs/applications/{id}/resume/`: the uploaded PDF, or the built resume's snapshot (the route prints
 * it), for the applicant or the recruiter who owns the job. Anyone else (and an application with a profile
 * resume) gets a 404, so ids reveal nothing.
 */
export async function openResume(options: {
  db: Database;
  store: ObjectStore;
  userId: number;
  id: number;
}): Promise<OpenedResume> {
  const { db } = options;
  const row = await repo.findResumeAccess(db, options.id);
  // The applicant, always; the post's recruiter until the applicant withdraws (the resume carries their
  // contact details, which a withdrawal takes back).
  const allowed =
    row &&
    (row.seekerUserId === options.userId ||
      (row.recruiterUserId === options.userId && row.withdrawnAt === null));
  if (!allowed) throw AppError.notFound('Resume not found.');
  const built = builtSnapshot(row);
  if (built) {
    const title = row.resumeFileName ?? 'Resume';
    return { kind: 'built', title, fileName: cleanFileName(title), ...built };
  }
  if (!row.resumeKey) throw AppError.notFound('Resume not found.');
  const file = await options.store.open(row.resumeKey);
  if (!file) throw AppError.notFound('Resume not found.');
  return { kind: 'upload', file, fileName: cleanFileName(row.resumeFileName ?? 'resume.pdf') };
}

/** Counts for the seeker's dashboard: not withdrawn by stage, withdrawn apart. */
export async function stageCounts(db: Database, jobSeekerId: number) {
  const rows = await repo.stageCountRows(db, jobSeekerId);
  const counts = { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 };
  let withdrawn = 0;
  for (const row of rows) {
    if (row.withdrawn) withdrawn += Number(row.n);
    else counts[row.stage] += Number(row.n);
  }
  return { stage_counts: counts, withdrawn_count: withdrawn };
}
