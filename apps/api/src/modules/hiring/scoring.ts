import type { Locale } from '@dokkho/contract/locale';
import type { ApplicantRow, CandidateProfile, MatchScore, PipelineJob } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import { loadCandidateProfiles } from '../job-seeker/candidate';
import { scoreMatch, type MatchCandidate, type MatchJob } from './match';
import * as repo from './repo';

/*
 * Candidates with what the match score needs: their profile (job-seeker/candidate.ts) and the tags of the
 * Dokkho courses they finished. Every list, the ranking and the detail use this one path, so an
 * applicant's score is the same number wherever a recruiter sees it.
 */

export function toMatchJob(job: repo.PipelineJobRow): MatchJob {
  return {
    skills: job.skills,
    experienceMinYears: job.experienceMinYears,
    experienceMaxYears: job.experienceMaxYears,
    educationLevel: job.educationLevel,
    workplace: job.workplace,
    division: job.division,
    district: job.district,
  };
}

export function toPipelineJob(job: repo.PipelineJobRow): PipelineJob {
  return {
    id: job.id,
    title: job.title,
    status: job.status,
    deadline: job.deadline.toISOString(),
    skills: job.skills,
  };
}

/** A profile row that vanished between two reads: scored as an empty profile rather than failing the list. */
function emptyCandidate(jobSeekerId: number): CandidateProfile {
  return {
    job_seeker_id: jobSeekerId,
    name: '',
    profile_picture: null,
    headline: '',
    about: '',
    division: null,
    district: null,
    skills: [],
    experience_years: 0,
    experiences: [],
    educations: [],
    certificates: [],
    completed_courses: [],
    quiz_average: null,
  };
}

export type Candidate = CandidateProfile & { course_tags: Record<number, string[]> };

/** Candidate profiles with their course tags, by job seeker id. */
export async function loadCandidates(db: Database, jobSeekerIds: number[]): Promise<Map<number, Candidate>> {
  const profiles = await loadCandidateProfiles(db, jobSeekerIds);
  const courseIds = [...profiles.values()].flatMap((c) => [
    ...c.certificates.map((cert) => cert.course_id),
    ...c.completed_courses.map((course) => course.course_id),
  ]);
  const tags = await repo.findCourseTags(db, courseIds);
  const result = new Map<number, Candidate>();
  for (const id of jobSeekerIds) {
    const profile = profiles.get(id) ?? emptyCandidate(id);
    result.set(id, { ...profile, course_tags: tags });
  }
  return result;
}

/**
 * An application sent with a resume built on Dokkho declares the skills listed in it, as the profile does:
 * a person whose profile is empty but whose resume names the post's skills is not scored as having none.
 * Declared, not verified: only courses and certificates verify a skill.
 */
function withResumeSkills(candidate: Candidate, resumeSkills: string[] | null): MatchCandidate {
  if (!resumeSkills?.length) return candidate as MatchCandidate;
  const known = new Set(candidate.skills.map((skill) => skill.trim().toLowerCase()));
  const added = resumeSkills.filter((skill) => !known.has(skill.trim().toLowerCase()));
  return { ...candidate, skills: [...candidate.skills, ...added] } as MatchCandidate;
}

export interface Scored {
  row: repo.ApplicationRow;
  candidate: Candidate;
  match: MatchScore;
}

/** Scores applications against their own posts (a list may span several posts, like the shortlist). */
export async function scoreApplications(
  db: Database,
  rows: repo.ApplicationRow[],
  jobs?: Map<number, repo.PipelineJobRow>,
  /** The language of the parts' labels and reasons (the recruiter's screen); the points never depend on it. */
  locale: Locale = 'en',
): Promise<Scored[]> {
  if (rows.length === 0) return [];
  const byId =
    jobs ??
    new Map(
      (await repo.findJobsByIds(db, [...new Set(rows.map((r) => r.jobId))])).map((job) => [job.id, job]),
    );
  const candidates = await loadCandidates(db, [...new Set(rows.map((r) => r.jobSeekerId))]);
  return rows.map((row) => {
    const candidate = candidates.get(row.jobSeekerId)!;
    const job = byId.get(row.jobId);
    const match = job
      ? scoreMatch(toMatchJob(job), withResumeSkills(candidate, row.resumeSkills), locale)
      : { total: 0, parts: [], skills: [] };
    return { row, candidate, match };
  });
}

export const applicantName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

export function toApplicantRow(row: repo.ApplicationRow, matchTotal: number): ApplicantRow {
  return {
    id: row.id,
    job_id: row.jobId,
    job_title: row.jobTitle,
    name: applicantName(row),
    profile_picture: row.picture,
    headline: row.headline,
    stage: row.stage,
    shortlisted: row.shortlisted,
    withdrawn: row.withdrawnAt !== null,
    is_new: row.recruiterSeenAt === null,
    resume_kind: row.resumeKind,
    match_total: matchTotal,
    applied_at: row.createdAt.toISOString(),
    stage_changed_at: row.stageChangedAt.toISOString(),
  };
}

/** Applicant rows with their match totals, in the order given. */
export async function toApplicantRows(
  db: Database,
  rows: repo.ApplicationRow[],
  jobs?: Map<number, repo.PipelineJobRow>,
): Promise<ApplicantRow[]> {
  const scored = await scoreApplications(db, rows, jobs);
  return scored.map((s) => toApplicantRow(s.row, s.match.total));
}
