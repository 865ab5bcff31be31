import type { CandidateProfile, EarnedCertificate, Education, Experience } from '@dokkho/contract/hiring';
import { EDUCATION_LEVELS } from '@dokkho/contract/jobs';
import type { Database } from '@dokkho/db';
import * as repo from './repo/candidates';
import type { EducationRow, ExperienceRow } from './repo/candidates';

/*
 * The job seeker's profile as others read it (the recruiter's applicant view, ranking, talents) and the
 * pieces the seeker's own profile shares with it. Everything is loaded for a whole list of seekers with one
 * query per table, so a page of applicants costs a fixed number of queries.
 */

/** A stored month (`2024-03-01`, the first day of the month) as the contract says it: `2024-03`. */
export const toMonth = (stored: string) => stored.slice(0, 7);
/** `2024-03` as the date column stores it. */
export const fromMonth = (month: string) => `${month.slice(0, 7)}-01`;

export function toExperience(row: ExperienceRow): Experience {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    employment_type: row.employmentType,
    start_month: toMonth(row.startMonth),
    end_month: row.endMonth ? toMonth(row.endMonth) : null,
    description: row.description,
  };
}

export function toEducation(row: EducationRow): Education {
  return {
    id: row.id,
    level: row.level,
    institution: row.institution,
    subject: row.subject,
    result: row.result,
    passing_year: row.passingYear,
  };
}

/** Newest first: the current job(s) first, then by the last month, then by the start. */
export function compareExperiences(a: ExperienceRow, b: ExperienceRow): number {
  const endA = a.endMonth ?? '9999-12-01';
  const endB = b.endMonth ?? '9999-12-01';
  if (endA !== endB) return endA < endB ? 1 : -1;
  if (a.startMonth !== b.startMonth) return a.startMonth < b.startMonth ? 1 : -1;
  return b.id - a.id;
}

/** Highest qualification first; within a level, still studying (no year) first, then the latest year. */
export function compareEducations(a: EducationRow, b: EducationRow): number {
  const rank = EDUCATION_LEVELS.indexOf(b.level) - EDUCATION_LEVELS.indexOf(a.level);
  if (rank !== 0) return rank;
  const yearA = a.passingYear ?? 9999;
  const yearB = b.passingYear ?? 9999;
  if (yearA !== yearB) return yearB - yearA;
  return b.id - a.id;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * Whole years of work (floored). Month ranges are inclusive (Jan to Dec of one year is 12 months), a
 * missing end month means "until now", and overlapping jobs are merged so two jobs at once count once.
 * Months in the future are not counted.
 */
export function experienceYears(
  experiences: { start_month: string; end_month: string | null }[],
  now: Date = new Date(),
): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges = experiences
    .map((e) => ({
      start: monthIndex(e.start_month),
      end: Math.min(e.end_month ? monthIndex(e.end_month) : current, current),
    }))
    .filter((r) => r.start <= r.end)
    .sort((a, b) => a.start - b.start);
  let months = 0;
  let open: { start: number; end: number } | undefined;
  for (const range of ranges) {
    if (open && range.start <= open.end + 1) {
      open.end = Math.max(open.end, range.end);
      continue;
    }
    if (open) months += open.end - open.start + 1;
    open = { ...range };
  }
  if (open) months += open.end - open.start + 1;
  return Math.floor(months / 12);
}

/** Each owner's rows (a seeker's, a user's), in the rows' order: the batch loaders answer per owner. */
function groupBy<Row, Value>(
  rows: readonly Row[],
  owner: (row: Row) => number,
  value: (row: Row) => Value,
): Map<number, Value[]> {
  const groups = new Map<number, Value[]>();
  for (const row of rows) {
    const list = groups.get(owner(row)) ?? [];
    list.push(value(row));
    groups.set(owner(row), list);
  }
  return groups;
}

/** Experience rows of these seekers, grouped by seeker and sorted newest first. */
export async function loadExperiences(db: Database, jobSeekerIds: number[]) {
  if (jobSeekerIds.length === 0) return new Map<number, ExperienceRow[]>();
  const rows = await repo.experienceRowsOf(db, jobSeekerIds);
  return groupBy(
    rows.sort(compareExperiences),
    (row) => row.jobSeekerId,
    (row) => row,
  );
}

/** Education rows of these seekers, grouped by seeker and sorted highest first. */
export async function loadEducations(db: Database, jobSeekerIds: number[]) {
  if (jobSeekerIds.length === 0) return new Map<number, EducationRow[]>();
  const rows = await repo.educationRowsOf(db, jobSeekerIds);
  return groupBy(
    rows.sort(compareEducations),
    (row) => row.jobSeekerId,
    (row) => row,
  );
}

/** Dokkho certificates of these users, newest first, grouped by user id. */
export async function loadCertificates(db: Database, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, EarnedCertificate[]>();
  const rows = await repo.certificateRowsOf(db, userIds);
  return groupBy(
    rows,
    (row) => row.userId,
    (row): EarnedCertificate => ({
      serial: row.serial,
      course_id: row.courseId,
      course_title: row.courseTitle,
      issued_at: row.issuedAt.toISOString(),
    }),
  );
}

/**
 * Every seeker in the list that exists, by job seeker id (unknown ids are simply absent). Six queries in
 * all: profiles with their users, experiences, educations, certificates, completed courses, quiz scores.
 */
export async function loadCandidateProfiles(
  db: Database,
  jobSeekerIds: number[],
): Promise<Map<number, CandidateProfile>> {
  const result = new Map<number, CandidateProfile>();
  const ids = [...new Set(jobSeekerIds)];
  if (ids.length === 0) return result;
  const profiles = await repo.candidateProfileRows(db, ids);
  if (profiles.length === 0) return result;
  const userIds = profiles.map((row) => row.userId);

  const [experiences, educations, certificates, completed, quizzes] = await Promise.all([
    loadExperiences(db, ids),
    loadEducations(db, ids),
    loadCertificates(db, userIds),
    repo.completedCourseRows(db, userIds),
    repo.passedQuizBestScores(db, userIds),
  ]);

  const coursesByUser = groupBy(
    completed,
    (row) => row.userId,
    (row) => ({ course_id: row.courseId, title: row.title }),
  );
  const scoresByUser = groupBy(
    quizzes,
    (row) => row.userId,
    (row) => row.best,
  );

  for (const row of profiles) {
    const exp = (experiences.get(row.id) ?? []).map(toExperience);
    const scores = scoresByUser.get(row.userId) ?? [];
    result.set(row.id, {
      job_seeker_id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      profile_picture: row.picture,
      headline: row.headline,
      about: row.about,
      division: row.division,
      district: row.district,
      skills: row.skills,
      experience_years: experienceYears(exp),
      experiences: exp,
      educations: (educations.get(row.id) ?? []).map(toEducation),
      certificates: certificates.get(row.userId) ?? [],
      completed_courses: coursesByUser.get(row.userId) ?? [],
      quiz_average:
        scores.length === 0 ? null : Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length),
    });
  }
  return result;
}
