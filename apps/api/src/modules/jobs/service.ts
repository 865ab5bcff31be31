import {
  checkJobPost,
  HIRING_LEAD_THANKS,
  JOB_MESSAGES,
  type CompanyProfile,
  type CompanyProfileUpdateValues,
  type HiringLeadValues,
  type JobBoardQueryValues,
  type JobBoardResponse,
  type JobDetail,
  type JobListItem,
  type JobPostUpdateValues,
  type JobPostValues,
  type JobReportRow,
  type JobStatus,
  type RecruiterJobDetail,
  type RecruiterJobListResponse,
  type RecruiterJobRow,
  type StaffCloseJobResponse,
} from '@dokkho/contract/jobs';
import type { PageQuery } from '@dokkho/contract/pagination';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { pageWindow, toPage } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/pg-errors';
import { listUserRoles } from '../auth/service';
import { findInSearchTiers } from '../../lib/search-tiers';
import { expandSearch } from '../search/service';
import { toCompanyLogo } from './logo';
import * as repo from './repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A post as the board lists it, its title in `locale` with English as the fallback (docs/decisions/026).
 * A recruiter's own views keep `DEFAULT_LOCALE`: they show the fields as written.
 */
export function toJobListItem(row: repo.JobRow, locale: Locale = DEFAULT_LOCALE): JobListItem {
  return {
    id: row.id,
    title: textIn(locale, row.title, row.titleBn),
    company_name: row.companyName,
    company_logo: row.companyLogo,
    employment_type: row.employmentType,
    workplace: row.workplace,
    division: row.division,
    district: row.district,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_negotiable: row.salaryNegotiable,
    currency: 'BDT',
    experience_min_years: row.experienceMinYears,
    experience_max_years: row.experienceMaxYears,
    skills: row.skills,
    deadline: row.deadline.toISOString(),
    published_at: iso(row.publishedAt),
    is_internal: row.isInternal,
  };
}

const NO_APPLICANTS: repo.ApplicantCounts = { applicants: 0, unseen: 0 };

function toRecruiterRow(row: repo.JobRow, counts: repo.ApplicantCounts = NO_APPLICANTS): RecruiterJobRow {
  return {
    ...toJobListItem(row),
    status: row.status,
    applicant_count: counts.applicants,
    new_applicant_count: counts.unseen,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: iso(row.closedAt),
    closed_by_staff: row.closedByStaffAt !== null,
  };
}

function toRecruiterDetail(row: repo.JobRow, counts?: repo.ApplicantCounts): RecruiterJobDetail {
  return {
    ...toRecruiterRow(row, counts),
    description: row.description,
    title_bn: row.titleBn,
    description_bn: row.descriptionBn,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    vacancies: row.vacancies,
    education: row.education,
    education_level: row.educationLevel,
  };
}

/** A post as its recruiter sees it, with its applicant counts. */
async function recruiterDetail(db: Database, row: repo.JobRow): Promise<RecruiterJobDetail> {
  const counts = await repo.countApplicants(db, [row.id]);
  return toRecruiterDetail(row, counts.get(row.id));
}

// ---------------------------------------------------------------------------------------------------
// The public board

/** `GET jobs/board/`: filters, search (full text, then typo-tolerant title similarity), sort, pages. */
export async function listBoard(options: {
  db: Database;
  query: JobBoardQueryValues;
  requestUrl: URL;
  now: Date;
  locale?: Locale;
}): Promise<JobBoardResponse> {
  const { db, query, requestUrl, now, locale = DEFAULT_LOCALE } = options;
  const filters: repo.BoardFilters = {
    now,
    internal: query.internal,
    types: query.type,
    workplaces: query.workplace,
    division: query.division,
    district: query.district,
    experience: query.experience,
    salaryMin: query.salary_min,
    postedWithinDays: query.posted_within,
  };
  const sort = query.sort ?? (query.search ? 'relevance' : 'newest');
  const { limit, offset } = pageWindow(query);

  const page = await findInSearchTiers(await expandSearch(db, query.search), (search) =>
    repo.findBoardPage(db, { filters, sort, limit, offset, search }),
  );
  return toPage({
    query,
    requestUrl,
    total: page.total,
    results: page.rows.map((row) => toJobListItem(row, locale)),
  });
}

/** `GET jobs/board/{id}/`: open and closed posts are readable (closed ones say so); drafts are 404. */
export async function getBoardJob(options: {
  db: Database;
  id: number;
  now: Date;
  locale?: Locale;
}): Promise<JobDetail> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const row = await repo.findPostWithCompany(options.db, options.id);
  if (!row || row.status === 'draft') throw AppError.notFound(JOB_MESSAGES.notFound);
  const open = row.status === 'open' && row.deadline > options.now;
  return {
    ...toJobListItem(row, locale),
    description: textIn(locale, row.description, row.descriptionBn),
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    vacancies: row.vacancies,
    education: row.education,
    education_level: row.educationLevel,
    status: open ? 'open' : 'closed',
    closed_at: open ? null : iso(row.closedAt ?? row.deadline),
    company_about: row.companyAbout,
    company_industry: row.companyIndustry,
    company_website: row.companyWebsite,
  };
}

// ---------------------------------------------------------------------------------------------------
// Recruiters

/** The caller's recruiter profile. Staff pass the role guard but manage posts only with a profile. */
export async function requireRecruiter(db: Database, userId: number): Promise<repo.RecruiterProfileRow> {
  const profile = await repo.findRecruiterProfile(db, userId);
  if (!profile) throw AppError.forbidden(JOB_MESSAGES.notRecruiter);
  return profile;
}

async function assertMayPostInternal(db: Database, userId: number): Promise<void> {
  const roles = await listUserRoles({ db, userId });
  if (!roles.includes('staff')) throw AppError.forbidden(JOB_MESSAGES.internalStaffOnly);
}

/** The validation failure as the 400 body of every other zod failure: `{field: [messages]}`. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return AppError.badRequest(Object.values(fields)[0]?.[0] ?? 'Check the form.', fields);
}

/** Runs the rules across fields (contract `checkJobPost`) on a merged post; a 400 lists the failures. */
function assertValidPost(post: Parameters<typeof checkJobPost>[0], checkDeadline: boolean, now: Date): void {
  const issues: { path: string[]; message: string }[] = [];
  checkJobPost(post, { addIssue: (issue) => issues.push(issue) }, { checkDeadline, now: now.getTime() });
  if (issues.length > 0) throw fieldErrors(issues);
}

function locationOf(
  workplace: string,
  division: string | null | undefined,
  district: string | null | undefined,
) {
  // A remote job has no location (schema: null for a remote job), whatever a form left in the fields.
  return workplace === 'remote'
    ? { division: null, district: null }
    : { division: division ?? null, district: district ?? null };
}

function salaryOf(negotiable: boolean, min: number | null | undefined, max: number | null | undefined) {
  return negotiable
    ? { salaryNegotiable: true, salaryMin: null, salaryMax: null }
    : { salaryNegotiable: false, salaryMin: min ?? null, salaryMax: max ?? null };
}

/** `POST jobs/jobpost/`. The company name and logo are copied from the recruiter's profile. */
export async function createPost(options: {
  db: Database;
  userId: number;
  input: JobPostValues;
  now: Date;
}): Promise<RecruiterJobDetail> {
  const { db, input, now } = options;
  const profile = await requireRecruiter(db, options.userId);
  if (input.is_internal) await assertMayPostInternal(db, options.userId);
  const status = input.status ?? 'draft';
  const row = await repo.insertPost(db, {
    recruiterId: profile.id,
    title: input.title,
    companyName: profile.companyName,
    companyLogo: profile.companyLogo,
    description: input.description,
    titleBn: input.title_bn ?? null,
    descriptionBn: input.description_bn ?? null,
    responsibilities: input.responsibilities ?? [],
    requirements: input.requirements ?? [],
    skills: input.skills ?? [],
    employmentType: input.employment_type,
    workplace: input.workplace,
    ...locationOf(input.workplace, input.division, input.district),
    vacancies: input.vacancies ?? 1,
    experienceMinYears: input.experience_min_years ?? 0,
    experienceMaxYears: input.experience_max_years ?? null,
    education: input.education ?? '',
    educationLevel: input.education_level ?? null,
    ...salaryOf(input.salary_negotiable ?? false, input.salary_min, input.salary_max),
    deadline: new Date(input.deadline),
    status,
    isInternal: input.is_internal ?? false,
    publishedAt: status === 'open' ? now : null,
  });
  return toRecruiterDetail(row);
}

export async function listOwnPosts(options: {
  db: Database;
  userId: number;
  query: PageQuery & { search?: string | undefined; status?: JobStatus | undefined };
  requestUrl: URL;
}): Promise<RecruiterJobListResponse> {
  const profile = await requireRecruiter(options.db, options.userId);
  const { limit, offset } = pageWindow(options.query);
  const page = await repo.findRecruiterPage(options.db, {
    recruiterId: profile.id,
    search: options.query.search,
    status: options.query.status,
    limit,
    offset,
  });
  const counts = await repo.countApplicants(
    options.db,
    page.rows.map((row) => row.id),
  );
  return toPage({
    query: options.query,
    requestUrl: options.requestUrl,
    total: page.total,
    results: page.rows.map((row) => toRecruiterRow(row, counts.get(row.id))),
  });
}

async function ownPost(db: Database, userId: number, id: number) {
  const profile = await requireRecruiter(db, userId);
  const row = await repo.findOwnPost(db, profile.id, id);
  if (!row) throw AppError.notFound(JOB_MESSAGES.notFound);
  return { profile, row };
}

export async function getOwnPost(options: {
  db: Database;
  userId: number;
  id: number;
}): Promise<RecruiterJobDetail> {
  const { row } = await ownPost(options.db, options.userId, options.id);
  return recruiterDetail(options.db, row);
}

/** What a status change does to the timestamps, or the 409 that refuses it. */
function transition(row: repo.JobRow, next: JobStatus, now: Date) {
  const current = row.status;
  if (next === current) return {};
  if (next === 'draft') throw AppError.conflict(JOB_MESSAGES.backToDraft);
  if (next === 'closed') {
    if (current === 'draft') throw AppError.conflict(JOB_MESSAGES.closeDraft);
    return { status: 'closed' as const, closedAt: now };
  }
  // Opening: a draft is published; a closed post is re-opened unless staff closed it.
  if (row.closedByStaffAt) throw AppError.conflict(JOB_MESSAGES.staffClosed);
  return { status: 'open' as const, publishedAt: row.publishedAt ?? now, closedAt: null };
}

/**
 * `PATCH jobs/jobpost/{id}/`: the body is merged with the stored post and checked as a whole; the
 * deadline rules apply when the deadline changes or the post is being opened. Saving refreshes the
 * company name and logo from the profile.
 */
export async function updatePost(options: {
  db: Database;
  userId: number;
  id: number;
  input: JobPostUpdateValues;
  now: Date;
}): Promise<RecruiterJobDetail> {
  const { db, input, now } = options;
  const { profile, row } = await ownPost(db, options.userId, options.id);
  if (input.is_internal && !row.isInternal) await assertMayPostInternal(db, options.userId);

  const has = <K extends keyof JobPostUpdateValues>(key: K) => input[key] !== undefined;
  const workplace = input.workplace ?? row.workplace;
  const merged = {
    workplace,
    division: has('division') ? input.division : row.division,
    district: has('district') ? input.district : row.district,
    experience_min_years: input.experience_min_years ?? row.experienceMinYears,
    experience_max_years: has('experience_max_years') ? input.experience_max_years : row.experienceMaxYears,
    salary_negotiable: input.salary_negotiable ?? row.salaryNegotiable,
    // Turning negotiable on drops a stored range; turning it off needs a range in the same request.
    salary_min: has('salary_min') ? input.salary_min : input.salary_negotiable ? null : row.salaryMin,
    salary_max: has('salary_max') ? input.salary_max : input.salary_negotiable ? null : row.salaryMax,
    deadline: input.deadline ?? row.deadline.toISOString(),
  };
  const changes = input.status ? transition(row, input.status, now) : {};
  const opening = changes.status === 'open';
  assertValidPost(merged, has('deadline') || opening, now);

  const updated = await repo.updatePost(db, row.id, {
    companyName: profile.companyName,
    companyLogo: profile.companyLogo,
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    // null (sent as null or blank) clears the Bangla version; left out keeps it.
    ...(input.title_bn !== undefined && { titleBn: input.title_bn }),
    ...(input.description_bn !== undefined && { descriptionBn: input.description_bn }),
    ...(input.responsibilities !== undefined && { responsibilities: input.responsibilities }),
    ...(input.requirements !== undefined && { requirements: input.requirements }),
    ...(input.skills !== undefined && { skills: input.skills }),
    ...(input.employment_type !== undefined && { employmentType: input.employment_type }),
    ...(input.vacancies !== undefined && { vacancies: input.vacancies }),
    ...(input.education !== undefined && { education: input.education }),
    ...(input.education_level !== undefined && { educationLevel: input.education_level }),
    ...(input.is_internal !== undefined && { isInternal: input.is_internal }),
    workplace,
    ...locationOf(workplace, merged.division, merged.district),
    experienceMinYears: merged.experience_min_years,
    experienceMaxYears: merged.experience_max_years ?? null,
    ...salaryOf(merged.salary_negotiable, merged.salary_min, merged.salary_max),
    deadline: new Date(merged.deadline),
    ...changes,
  });
  return recruiterDetail(db, updated);
}

export async function deletePost(options: { db: Database; userId: number; id: number }): Promise<void> {
  const profile = await requireRecruiter(options.db, options.userId);
  const deleted = await repo.deleteOwnPost(options.db, profile.id, options.id);
  if (!deleted) throw AppError.notFound(JOB_MESSAGES.notFound);
}

export async function closeExpiredPosts(options: { db: Database; now: Date }): Promise<number> {
  return repo.closeExpiredPosts(options.db, options.now);
}

// ---------------------------------------------------------------------------------------------------
// Company profile

function toCompanyProfile(profile: repo.RecruiterProfileRow): CompanyProfile {
  return {
    company_name: profile.companyName,
    designation: profile.designation,
    company_website: profile.companyWebsite,
    company_size: profile.companySize,
    company_logo: profile.companyLogo,
    company_about: profile.companyAbout,
    company_industry: profile.companyIndustry,
    company_location: profile.companyLocation,
  };
}

export async function getCompanyProfile(options: { db: Database; userId: number }): Promise<CompanyProfile> {
  return toCompanyProfile(await requireRecruiter(options.db, options.userId));
}

export async function updateCompanyProfile(options: {
  db: Database;
  userId: number;
  input: CompanyProfileUpdateValues;
}): Promise<CompanyProfile> {
  const profile = await requireRecruiter(options.db, options.userId);
  const { input } = options;
  const updated = await repo.updateRecruiterProfile(options.db, profile.id, {
    ...(input.company_name !== undefined && { companyName: input.company_name }),
    ...(input.designation !== undefined && { designation: input.designation }),
    ...(input.company_website !== undefined && { companyWebsite: input.company_website }),
    ...(input.company_size !== undefined && { companySize: input.company_size }),
    ...(input.company_about !== undefined && { companyAbout: input.company_about }),
    ...(input.company_industry !== undefined && { companyIndustry: input.company_industry }),
    ...(input.company_location !== undefined && { companyLocation: input.company_location }),
  });
  return toCompanyProfile(updated);
}

const LOGO_FOLDER = 'logos';

async function deleteStoredLogo(store: ObjectStore, log: FastifyBaseLogger, url: string) {
  const key = url ? store.keyOf(url) : null;
  if (!key) return; // none, or not ours
  try {
    await store.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'old company logo could not be deleted');
  }
}

/**
 * `POST jobs/company-profile/logo/`: the upload becomes a WebP under a new random key (an immutable URL),
 * the profile and every post point at it, then the logo it replaced is deleted.
 */
export async function replaceCompanyLogo(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  upload: Buffer;
}): Promise<CompanyProfile> {
  const { db, store } = options;
  const profile = await requireRecruiter(db, options.userId);
  const logo = await toCompanyLogo(options.upload);
  const key = `${LOGO_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
  await store.put(key, logo, 'image/webp');
  let updated: repo.RecruiterProfileRow;
  try {
    updated = await repo.updateRecruiterProfile(db, profile.id, { companyLogo: store.publicUrl(key) });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  await deleteStoredLogo(store, options.log, profile.companyLogo);
  return toCompanyProfile(updated);
}

/** `DELETE jobs/company-profile/logo/`: no logo; the file is deleted. */
export async function removeCompanyLogo(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
}): Promise<CompanyProfile> {
  const profile = await requireRecruiter(options.db, options.userId);
  const updated = await repo.updateRecruiterProfile(options.db, profile.id, { companyLogo: '' });
  await deleteStoredLogo(options.store, options.log, profile.companyLogo);
  return toCompanyProfile(updated);
}

// ---------------------------------------------------------------------------------------------------
// Reports, staff moderation, leads

/** `POST jobs/report/{id}/`: drafts cannot be reported (they are not shown); one report per person. */
export async function reportPost(options: {
  db: Database;
  userId: number;
  id: number;
  input: { reason: string; details: string };
}): Promise<void> {
  const row = await repo.findPostById(options.db, options.id);
  if (!row || row.status === 'draft') throw AppError.notFound(JOB_MESSAGES.notFound);
  try {
    await repo.insertReport(options.db, {
      jobId: row.id,
      reporterId: options.userId,
      reason: options.input.reason,
      details: options.input.details,
    });
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.conflict(JOB_MESSAGES.alreadyReported);
    throw error;
  }
}

export async function staffClosePost(options: {
  db: Database;
  id: number;
  now: Date;
}): Promise<StaffCloseJobResponse> {
  const row = await repo.findPostById(options.db, options.id);
  if (!row) throw AppError.notFound(JOB_MESSAGES.notFound);
  const resolved = await repo.staffClosePost(options.db, row.id, options.now);
  return {
    detail: 'The job post is closed and cannot be re-opened by its recruiter.',
    resolved_reports: resolved,
  };
}

export async function listOpenReports(options: { db: Database }): Promise<JobReportRow[]> {
  const rows = await repo.findOpenReports(options.db, 200);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason as JobReportRow['reason'],
    details: row.details,
    created_at: row.createdAt.toISOString(),
    reporter_email: row.reporterEmail,
    job: { id: row.jobId, title: row.jobTitle, company_name: row.jobCompanyName, status: row.jobStatus },
  }));
}

export async function createHiringLead(options: { db: Database; input: HiringLeadValues }) {
  const { input } = options;
  await repo.insertHiringLead(options.db, {
    companyName: input.company_name,
    contactName: input.contact_name,
    email: input.email.toLowerCase(),
    phoneNumber: input.phone_number,
    hires: input.hires ?? null,
    roles: input.roles,
    message: input.message,
  });
  return { detail: HIRING_LEAD_THANKS };
}
