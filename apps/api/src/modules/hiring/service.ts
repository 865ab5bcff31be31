import type { Locale } from '@dokkho/contract/locale';
import {
  APPLICATION_STAGES,
  HIRING_MESSAGES,
  type ApplicantDetail,
  type ApplicantNote,
  type ApplicantRow,
  type ApplicantsResponse,
  type ApplicantUpdate,
  type ApplicationStage,
  type BulkStageResponse,
  type RankedApplicant,
  type RankingResponse,
  type RecruiterDashboard,
  type ShortlistResponse,
  type TimelineEntry,
} from '@dokkho/contract/hiring';
import { JOB_MESSAGES } from '@dokkho/contract/jobs';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { recipientLocale } from '../../lib/recipient-locale';
import { builtSnapshot, resumeUrl } from '../job-seeker/applications';
import { pageWindow, toPage } from '../../lib/pagination';
import { requireRecruiter } from '../jobs/service';
import { markReadByLink, notifyEach, wantsEmail } from '../notifications/service';
import type { SiteMailer } from '../../integrations/email/layout';
import { applicationUrl, sendHiringEmail, stageChangeEmail } from './emails';
import { skillStatus } from './match';
import * as repo from './repo';
import { scoreApplications, toApplicantRow, toApplicantRows, toPipelineJob, type Scored } from './scoring';

/*
 * The recruiter's pipeline (issue 6, /hr-dashboard): applicants per post, one applicant, stage moves (the
 * applicant is e-mailed), notes, the ranking, the shortlist and the dashboard. Every application is
 * reached through the caller's recruiter profile: another recruiter's applicant is a 404, never a 403,
 * so ids of other companies' applicants reveal nothing.
 */

type StageFilter = ApplicationStage | 'withdrawn' | undefined;

async function ownJob(db: Database, userId: number, jobId: number) {
  const profile = await requireRecruiter(db, userId);
  const job = await repo.findOwnJob(db, profile.id, jobId);
  if (!job) throw AppError.notFound(JOB_MESSAGES.notFound);
  return { profile, job };
}

async function ownApplication(db: Database, userId: number, id: number) {
  const profile = await requireRecruiter(db, userId);
  const row = await repo.findOwnApplication(db, profile.id, id);
  if (!row) throw AppError.notFound(HIRING_MESSAGES.applicationNotFound);
  return { profile, row };
}

function emptyStageCounts(): Record<ApplicationStage, number> {
  return Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<
    ApplicationStage,
    number
  >;
}

async function stageCounts(db: Database, filters: { recruiterId: number; jobId?: number }) {
  const counts = emptyStageCounts();
  let withdrawn = 0;
  let total = 0;
  let unseen = 0;
  for (const row of await repo.countStages(db, filters)) {
    if (row.withdrawn) {
      withdrawn += row.count;
      continue;
    }
    counts[row.stage] += row.count;
    total += row.count;
    unseen += row.unseen;
  }
  return { counts, withdrawn, total, unseen };
}

/** Best first; ties go to who applied first, then the lower id, so the order never wobbles. */
function byMatch(x: Scored, y: Scored): number {
  return (
    y.match.total - x.match.total ||
    x.row.createdAt.getTime() - y.row.createdAt.getTime() ||
    x.row.id - y.row.id
  );
}

/** `GET jobs/allapplicants/{jobId}/`. Counts cover the whole post, whatever the filters. */
export async function listApplicants(options: {
  db: Database;
  userId: number;
  jobId: number;
  query: PageQuery & {
    stage?: StageFilter;
    shortlisted?: boolean | undefined;
    search?: string | undefined;
    sort?: 'newest' | 'oldest' | 'match' | undefined;
  };
  requestUrl: URL;
}): Promise<ApplicantsResponse> {
  const { db, query } = options;
  const { profile, job } = await ownJob(db, options.userId, options.jobId);
  const filters: repo.ApplicationFilters = {
    recruiterId: profile.id,
    jobId: job.id,
    stage: query.stage,
    shortlisted: query.shortlisted,
    search: query.search,
  };
  const { limit, offset } = pageWindow(query);
  const jobs = new Map([[job.id, job]]);
  let total: number;
  let results: ApplicantRow[];
  if (query.sort === 'match') {
    // The score is computed, not stored: the whole filtered set is scored, sorted, then cut to the page.
    const all = await repo.findApplications(db, filters, { order: 'oldest' });
    const scored = (await scoreApplications(db, all.rows, jobs)).sort(byMatch);
    total = all.total;
    results = scored.slice(offset, offset + limit).map((s) => toApplicantRow(s.row, s.match.total));
  } else {
    const page = await repo.findApplications(db, filters, { order: query.sort ?? 'newest', limit, offset });
    total = page.total;
    results = await toApplicantRows(db, page.rows, jobs);
  }
  const counts = await stageCounts(db, { recruiterId: profile.id, jobId: job.id });
  return {
    ...toPage({ query, requestUrl: options.requestUrl, total, results }),
    job: toPipelineJob(job),
    stage_counts: counts.counts,
    withdrawn_count: counts.withdrawn,
  };
}

async function buildDetail(db: Database, row: repo.ApplicationRow, locale: Locale): Promise<ApplicantDetail> {
  const [scored] = await scoreApplications(db, [row], undefined, locale);
  const { candidate, match } = scored!;
  const [events, notes, snapshot] = await Promise.all([
    repo.findTimeline(db, row.id),
    repo.findNotes(db, row.id),
    row.resumeKind === 'built' ? repo.findResumeSnapshot(db, row.id) : undefined,
  ]);
  // An application always starts at `applied`; rows made before events existed get it from created_at.
  const timeline: TimelineEntry[] = events.length
    ? events.map((e) => ({ stage: e.stage as TimelineEntry['stage'], at: e.at.toISOString() }))
    : [{ stage: 'applied', at: row.createdAt.toISOString() }];
  const withdrawn = row.withdrawnAt !== null;
  const { course_tags: _tags, ...profile } = candidate;
  return {
    ...toApplicantRow(row, match.total),
    candidate: profile,
    // The applicant shared their contact by applying; withdrawing takes it back.
    contact: withdrawn ? null : { email: row.email, phone_number: row.phoneNumber },
    cover_letter: row.coverLetter,
    resume: {
      kind: row.resumeKind,
      file_name: row.resumeKind === 'profile' ? null : row.resumeFileName,
      bytes: row.resumeKind === 'upload' ? row.resumeBytes : null,
      // Like the contact details, a sent resume (which carries them) goes back with a withdrawal.
      url: row.resumeKind !== 'profile' && !withdrawn ? resumeUrl(row.id) : null,
      built: snapshot && !withdrawn ? builtSnapshot({ resumeKind: row.resumeKind, ...snapshot }) : null,
    },
    match,
    timeline,
    notes: notes.map(toNote),
  };
}

function toNote(note: repo.NoteRow): ApplicantNote {
  return {
    id: note.id,
    body: note.body,
    author_name:
      note.authorFirstName === null
        ? 'A former team member'
        : `${note.authorFirstName} ${note.authorLastName ?? ''}`.trim(),
    created_at: note.createdAt.toISOString(),
  };
}

/** `GET jobs/applicants/{id}/`: opening it marks it seen and its notifications read. */
export async function getApplicant(options: {
  db: Database;
  userId: number;
  id: number;
  now: Date;
  /** The language of the match score's labels and reasons. */
  locale?: Locale;
}): Promise<ApplicantDetail> {
  const { db } = options;
  const { profile, row } = await ownApplication(db, options.userId, options.id);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await repo.markSeen(tx, profile.id, row.id, options.now);
    // The notification centre's "applied" for this applicant is read too (issue 17 item 8).
    await markReadByLink(tx, {
      userId: options.userId,
      link: `/hr-dashboard/applicants/${row.id}`,
      at: options.now,
    });
  });
  return buildDetail(
    db,
    { ...row, recruiterSeenAt: row.recruiterSeenAt ?? options.now },
    options.locale ?? 'en',
  );
}

/** Applies a stage move to locked rows; returns the ids that really moved (the same stage is a no-op). */
async function moveStages(
  tx: Database,
  locked: { id: number; stage: ApplicationStage; withdrawnAt: Date | null }[],
  stage: ApplicationStage,
  actorUserId: number,
  now: Date,
): Promise<{ moved: number[]; skipped: number }> {
  const moved: number[] = [];
  let skipped = 0;
  for (const row of locked) {
    if (row.withdrawnAt !== null || row.stage === stage) {
      skipped += 1;
      continue;
    }
    await repo.updateApplication(tx, row.id, { stage, stageChangedAt: now });
    await repo.insertStageEvent(tx, {
      applicationId: row.id,
      fromStage: row.stage,
      toStage: stage,
      actorUserId,
      createdAt: now,
    });
    moved.push(row.id);
  }
  return { moved, skipped };
}

/** Issue 17 item 8: each applicant whose application moved is told in their bell, in the move's transaction. */
async function notifyMoves(tx: Database, recruiterId: number, ids: number[], now: Date) {
  if (ids.length === 0) return;
  const { rows } = await repo.findApplications(tx, { recruiterId, ids }, { order: 'oldest' });
  await notifyEach(
    tx,
    rows.map((row) => ({
      userId: row.seekerUserId,
      params: {
        kind: 'application_stage' as const,
        job_title: row.jobTitle,
        company_name: row.companyName,
        stage: row.stage,
      },
      link: `/js-dashboard/applied-jobs/job-details?id=${row.id}`,
      at: now,
    })),
  );
}

/**
 * E-mails each applicant whose application moved (unless they switched these e-mails off); after the
 * commit, so a rollback never e-mails.
 */
async function emailMoves(db: Database, mailer: SiteMailer, recruiterId: number, ids: number[]) {
  if (ids.length === 0) return;
  const { rows } = await repo.findApplications(db, { recruiterId, ids }, { order: 'oldest' });
  for (const row of rows) {
    if (!(await wantsEmail(db, row.seekerUserId, 'application_stage'))) continue;
    const message = stageChangeEmail({
      firstName: row.firstName,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      stage: row.stage,
      link: applicationUrl(mailer.origin, row.id),
      locale: recipientLocale(row.language),
    });
    await sendHiringEmail({ db, mailer, to: row.email, message });
  }
}

/** `PATCH jobs/applicants/{id}/`: move the stage (the applicant is e-mailed) and/or shortlist. */
export async function updateApplicant(options: {
  db: Database;
  mailer: SiteMailer;
  userId: number;
  id: number;
  input: ApplicantUpdate;
  now: Date;
  locale?: Locale;
}): Promise<ApplicantDetail> {
  const { db, input, now } = options;
  const { profile } = await ownApplication(db, options.userId, options.id);
  const moved = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [locked] = await repo.lockOwnApplications(tx, profile.id, [options.id]);
    if (!locked) throw AppError.notFound(HIRING_MESSAGES.applicationNotFound);
    if (input.stage !== undefined && locked.withdrawnAt !== null) {
      throw AppError.conflict(HIRING_MESSAGES.withdrawnNoStage);
    }
    if (input.shortlisted !== undefined) {
      await repo.updateApplication(tx, locked.id, { shortlisted: input.shortlisted });
    }
    if (input.stage === undefined) return [];
    const { moved } = await moveStages(tx, [locked], input.stage, options.userId, now);
    await notifyMoves(tx, profile.id, moved, now);
    return moved;
  });
  await emailMoves(db, options.mailer, profile.id, moved);
  const { row } = await ownApplication(db, options.userId, options.id);
  return buildDetail(db, row, options.locale ?? 'en');
}

/**
 * `POST jobs/applicants/bulk-stage/`: all or nothing. One id that is not the caller's and nothing
 * changes (404); withdrawn ones, and ones already at the stage, are skipped and counted.
 */
export async function bulkMoveStage(options: {
  db: Database;
  mailer: SiteMailer;
  userId: number;
  input: { application_ids: number[]; stage: ApplicationStage };
  now: Date;
}): Promise<BulkStageResponse> {
  const { db, input } = options;
  const profile = await requireRecruiter(db, options.userId);
  const ids = [...new Set(input.application_ids)];
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const locked = await repo.lockOwnApplications(tx, profile.id, ids);
    if (locked.length !== ids.length) throw AppError.notFound(HIRING_MESSAGES.applicationNotFound);
    const moves = await moveStages(tx, locked, input.stage, options.userId, options.now);
    await notifyMoves(tx, profile.id, moves.moved, options.now);
    return moves;
  });
  await emailMoves(db, options.mailer, profile.id, result.moved);
  return { updated: result.moved.length, skipped: result.skipped };
}

/** `POST jobs/applicants/{id}/notes/`. */
export async function addNote(options: {
  db: Database;
  userId: number;
  applicationId: number;
  body: string;
  now: Date;
}): Promise<ApplicantNote> {
  const { db } = options;
  const { row } = await ownApplication(db, options.userId, options.applicationId);
  const id = await repo.insertNote(db, {
    applicationId: row.id,
    authorUserId: options.userId,
    body: options.body,
    createdAt: options.now,
  });
  const [note] = await repo.findNotes(db, row.id, id);
  return toNote(note!);
}

/** `DELETE jobs/applicants/{id}/notes/{noteId}/`: only the note's author deletes it. */
export async function deleteNote(options: {
  db: Database;
  userId: number;
  applicationId: number;
  noteId: number;
}): Promise<void> {
  const { row } = await ownApplication(options.db, options.userId, options.applicationId);
  const deleted = await repo.deleteNote(options.db, {
    applicationId: row.id,
    noteId: options.noteId,
    authorUserId: options.userId,
  });
  if (!deleted) throw AppError.notFound('Note not found.');
}

/**
 * `GET jobs/ranking/{jobId}/`: applicants best match first. Ranks are over the whole filtered set (ties
 * by who applied first, then id), so page 2 continues page 1's numbers. Withdrawn applicants are left out
 * unless the `withdrawn` stage is asked for.
 */
export async function rankApplicants(options: {
  db: Database;
  userId: number;
  jobId: number;
  query: PageQuery & {
    min_score?: number | undefined;
    skill?: string | undefined;
    verified_only: boolean;
    stage?: StageFilter;
  };
  requestUrl: URL;
  locale?: Locale;
}): Promise<RankingResponse> {
  const { db, query } = options;
  const { profile, job } = await ownJob(db, options.userId, options.jobId);
  const all = await repo.findApplications(
    db,
    { recruiterId: profile.id, jobId: job.id, stage: query.stage ?? 'active' },
    { order: 'oldest' },
  );
  const scored = (await scoreApplications(db, all.rows, new Map([[job.id, job]]), options.locale))
    .filter((s) => query.min_score === undefined || s.match.total >= query.min_score)
    .filter((s) => {
      if (!query.skill) return true;
      const status = skillStatus(query.skill, s.candidate).status;
      return query.verified_only ? status === 'verified' : status !== 'missing';
    })
    .sort(byMatch);
  const { limit, offset } = pageWindow(query);
  const results: RankedApplicant[] = scored.slice(offset, offset + limit).map((s, index) => ({
    rank: offset + index + 1,
    application: toApplicantRow(s.row, s.match.total),
    match: s.match,
  }));
  return {
    ...toPage({ query, requestUrl: options.requestUrl, total: scored.length, results }),
    job: toPipelineJob(job),
  };
}

/** `GET jobs/shortlisted/?job=`: shortlisted applicants across the caller's posts, newest first. */
export async function listShortlisted(options: {
  db: Database;
  userId: number;
  query: PageQuery & { job?: number | undefined };
  requestUrl: URL;
}): Promise<ShortlistResponse> {
  const { db, query } = options;
  const profile = await requireRecruiter(db, options.userId);
  if (query.job !== undefined && !(await repo.findOwnJob(db, profile.id, query.job))) {
    throw AppError.notFound(JOB_MESSAGES.notFound);
  }
  const { limit, offset } = pageWindow(query);
  const page = await repo.findApplications(
    db,
    { recruiterId: profile.id, jobId: query.job, shortlisted: true },
    { order: 'newest', limit, offset },
  );
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total: page.total,
    results: await toApplicantRows(db, page.rows),
  });
}

/** `GET jobs/recruiter/dashboard/`. */
export async function recruiterDashboard(options: {
  db: Database;
  userId: number;
}): Promise<RecruiterDashboard> {
  const { db } = options;
  const profile = await requireRecruiter(db, options.userId);
  const [posts, counts, recent] = await Promise.all([
    repo.countPostsByStatus(db, profile.id),
    stageCounts(db, { recruiterId: profile.id }),
    repo.findApplications(db, { recruiterId: profile.id, stage: 'active' }, { order: 'newest', limit: 5 }),
  ]);
  const posted = (status: string) => posts.find((p) => p.status === status)?.count ?? 0;
  return {
    open_jobs: posted('open'),
    draft_jobs: posted('draft'),
    applicants_total: counts.total,
    new_applicants: counts.unseen,
    stage_counts: counts.counts,
    recent_applicants: await toApplicantRows(db, recent.rows),
  };
}
