import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { EmploymentType, JobSort, JobStatus, Workplace } from '@dokkho/contract/jobs';
import { schema, type Database } from '@dokkho/db';
import { likePattern } from '../../lib/like-pattern';
import type { SearchMode } from '../../lib/search-tiers';

const { jobPosts, jobReports, hiringLeads, recruiterProfiles, users, jobApplications } = schema;

export type JobPostRow = typeof jobPosts.$inferSelect;
export type JobPostInsert = typeof jobPosts.$inferInsert;
export type RecruiterProfileRow = typeof recruiterProfiles.$inferSelect;

/** Every column but the generated search vector (nobody reads it back). */
const postColumns = {
  id: jobPosts.id,
  recruiterId: jobPosts.recruiterId,
  title: jobPosts.title,
  companyName: jobPosts.companyName,
  companyLogo: jobPosts.companyLogo,
  description: jobPosts.description,
  titleBn: jobPosts.titleBn,
  descriptionBn: jobPosts.descriptionBn,
  responsibilities: jobPosts.responsibilities,
  requirements: jobPosts.requirements,
  skills: jobPosts.skills,
  employmentType: jobPosts.employmentType,
  workplace: jobPosts.workplace,
  division: jobPosts.division,
  district: jobPosts.district,
  vacancies: jobPosts.vacancies,
  experienceMinYears: jobPosts.experienceMinYears,
  experienceMaxYears: jobPosts.experienceMaxYears,
  education: jobPosts.education,
  educationLevel: jobPosts.educationLevel,
  salaryMin: jobPosts.salaryMin,
  salaryMax: jobPosts.salaryMax,
  salaryNegotiable: jobPosts.salaryNegotiable,
  deadline: jobPosts.deadline,
  status: jobPosts.status,
  isInternal: jobPosts.isInternal,
  publishedAt: jobPosts.publishedAt,
  closedAt: jobPosts.closedAt,
  closedByStaffAt: jobPosts.closedByStaffAt,
  createdAt: jobPosts.createdAt,
  updatedAt: jobPosts.updatedAt,
};
export type JobRow = Omit<JobPostRow, 'searchVector'>;

export interface BoardFilters {
  now: Date;
  internal: boolean;
  types?: EmploymentType[] | undefined;
  workplaces?: Workplace[] | undefined;
  division?: string | undefined;
  district?: string | undefined;
  experience?: number | undefined;
  salaryMin?: number | undefined;
  postedWithinDays?: number | undefined;
}

/** The best the post pays a month: what salary filters and the salary sort compare. */
const topSalary = sql`coalesce(${jobPosts.salaryMax}, ${jobPosts.salaryMin})`;

/** On the board: open, before its deadline (a passed deadline counts as closed even before the job runs). */
function boardConditions(filters: BoardFilters): SQL[] {
  const conditions: SQL[] = [
    eq(jobPosts.status, 'open'),
    sql`${jobPosts.deadline} > ${filters.now}`,
    eq(jobPosts.isInternal, filters.internal),
  ];
  if (filters.types?.length) conditions.push(inArray(jobPosts.employmentType, filters.types));
  if (filters.workplaces?.length) conditions.push(inArray(jobPosts.workplace, filters.workplaces));
  if (filters.division) conditions.push(eq(jobPosts.division, filters.division));
  if (filters.district) conditions.push(sql`lower(${jobPosts.district}) = ${filters.district.toLowerCase()}`);
  if (filters.experience !== undefined) conditions.push(lte(jobPosts.experienceMinYears, filters.experience));
  if (filters.salaryMin !== undefined) {
    conditions.push(eq(jobPosts.salaryNegotiable, false), sql`${topSalary} >= ${filters.salaryMin}`);
  }
  if (filters.postedWithinDays !== undefined) {
    const since = new Date(filters.now.getTime() - filters.postedWithinDays * 24 * 60 * 60 * 1000);
    conditions.push(gte(jobPosts.publishedAt, since));
  }
  return conditions;
}

/**
 * Search, as in the catalog (docs/decisions/003): every word as a prefix against the weighted tsvector
 * (title, company and skills weigh A, description C); when that finds nothing, trigram word similarity
 * against the title tolerates typos. No trigram index on job titles: at job-board sizes the fallback
 * scans the (already filtered) open posts.
 */
export const SIMILARITY_THRESHOLD = 0.35;

/** The title in both languages, as the typo tier compares it (docs/decisions/026). */
const titleDocument = sql`lower(${jobPosts.title} || ' ' || coalesce(${jobPosts.titleBn}, ''))`;

function searchCondition(mode: SearchMode): SQL {
  if (mode.kind === 'fulltext') {
    return sql`${jobPosts.searchVector} @@ to_tsquery('english', ${mode.prefixQuery})`;
  }
  return sql`${mode.text} <% ${titleDocument}`;
}

const NEWEST: SQL[] = [desc(jobPosts.publishedAt), desc(jobPosts.id)];
const SORT_ORDER: Record<Exclude<JobSort, 'relevance'>, SQL[]> = {
  newest: NEWEST,
  deadline: [asc(jobPosts.deadline), desc(jobPosts.id)],
  salary_desc: [sql`${topSalary} desc nulls last`, ...NEWEST],
};

function relevanceOrder(mode: SearchMode | null): SQL[] {
  if (!mode) return NEWEST;
  if (mode.kind === 'fulltext') {
    return [
      sql`ts_rank_cd(${jobPosts.searchVector}, to_tsquery('english', ${mode.prefixQuery})) desc`,
      ...NEWEST,
    ];
  }
  return [sql`word_similarity(${mode.text}, ${titleDocument}) desc`, ...NEWEST];
}

export async function findBoardPage(
  db: Database,
  options: { filters: BoardFilters; search: SearchMode | null; sort: JobSort; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const conditions = boardConditions(options.filters);
  if (options.search) conditions.push(searchCondition(options.search));
  const where = and(...conditions);
  const order = options.sort === 'relevance' ? relevanceOrder(options.search) : SORT_ORDER[options.sort];

  const run = async (executor: Database) => {
    const rows = await executor
      .select(postColumns)
      .from(jobPosts)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset);
    const [counted] = await executor
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(jobPosts)
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  };

  if (options.search?.kind === 'similar') {
    // `<%` reads its threshold from a setting; set_config(..., true) scopes it to this transaction.
    return db.transaction(async (tx) => {
      const executor = tx as unknown as Database;
      await executor.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
      );
      return run(executor);
    });
  }
  return run(db);
}

export async function findPostById(db: Database, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select(postColumns).from(jobPosts).where(eq(jobPosts.id, id));
  return row;
}

/** A post with its recruiter's company profile (the public detail page). */
export async function findPostWithCompany(db: Database, id: number) {
  const [row] = await db
    .select({
      ...postColumns,
      companyAbout: recruiterProfiles.companyAbout,
      companyIndustry: recruiterProfiles.companyIndustry,
      companyWebsite: recruiterProfiles.companyWebsite,
    })
    .from(jobPosts)
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, jobPosts.recruiterId))
    .where(eq(jobPosts.id, id));
  return row;
}

/** Owner-scoped: another recruiter's post is simply not found. */
export async function findOwnPost(
  db: Database,
  recruiterId: number,
  id: number,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(jobPosts)
    .where(and(eq(jobPosts.id, id), eq(jobPosts.recruiterId, recruiterId)));
  return row;
}

export async function findRecruiterPage(
  db: Database,
  options: {
    recruiterId: number;
    search?: string | undefined;
    status?: JobStatus | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: JobRow[]; total: number }> {
  const conditions: SQL[] = [eq(jobPosts.recruiterId, options.recruiterId)];
  if (options.status) conditions.push(eq(jobPosts.status, options.status));
  if (options.search) conditions.push(sql`${jobPosts.title} ilike ${likePattern(options.search)}`);
  const where = and(...conditions);
  const rows = await db
    .select(postColumns)
    .from(jobPosts)
    .where(where)
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(jobPosts)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export interface ApplicantCounts {
  applicants: number;
  unseen: number;
}

/**
 * Applicants per post (not withdrawn) and how many of those the recruiter has not opened: one grouped
 * query for a whole page of posts, not one per row.
 */
export async function countApplicants(db: Database, jobIds: number[]): Promise<Map<number, ApplicantCounts>> {
  const counts = new Map<number, ApplicantCounts>();
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({
      jobId: jobApplications.jobId,
      applicants: sql<number>`count(*)`.mapWith(Number),
      unseen: sql<number>`count(*) filter (where ${jobApplications.recruiterSeenAt} is null)`.mapWith(Number),
    })
    .from(jobApplications)
    .where(and(inArray(jobApplications.jobId, jobIds), isNull(jobApplications.withdrawnAt)))
    .groupBy(jobApplications.jobId);
  for (const row of rows) counts.set(row.jobId, { applicants: row.applicants, unseen: row.unseen });
  return counts;
}

export async function insertPost(db: Database, values: JobPostInsert): Promise<JobRow> {
  const [row] = await db.insert(jobPosts).values(values).returning(postColumns);
  return row!;
}

export async function updatePost(db: Database, id: number, values: Partial<JobPostInsert>): Promise<JobRow> {
  const [row] = await db
    .update(jobPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobPosts.id, id))
    .returning(postColumns);
  return row!;
}

export async function deleteOwnPost(db: Database, recruiterId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(jobPosts)
    .where(and(eq(jobPosts.id, id), eq(jobPosts.recruiterId, recruiterId)))
    .returning({ id: jobPosts.id });
  return deleted.length > 0;
}

/** The hourly job: open posts past their deadline become closed, as of the deadline. */
export async function closeExpiredPosts(db: Database, now: Date): Promise<number> {
  const closed = await db
    .update(jobPosts)
    .set({ status: 'closed', closedAt: sql`${jobPosts.deadline}`, updatedAt: now })
    .where(and(eq(jobPosts.status, 'open'), lte(jobPosts.deadline, now)))
    .returning({ id: jobPosts.id });
  return closed.length;
}

export async function findRecruiterProfile(
  db: Database,
  userId: number,
): Promise<RecruiterProfileRow | undefined> {
  const [row] = await db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, userId));
  return row;
}

/**
 * Saves the recruiter's profile; a new company name or logo reaches every one of their posts in the same
 * transaction (a replaced logo's file is deleted afterwards, so no post may keep pointing at it).
 */
export async function updateRecruiterProfile(
  db: Database,
  id: number,
  values: Partial<typeof recruiterProfiles.$inferInsert>,
): Promise<RecruiterProfileRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(recruiterProfiles)
      .set(values)
      .where(eq(recruiterProfiles.id, id))
      .returning();
    if (values.companyName !== undefined || values.companyLogo !== undefined) {
      await tx
        .update(jobPosts)
        .set({ companyName: row!.companyName, companyLogo: row!.companyLogo })
        .where(eq(jobPosts.recruiterId, id));
    }
    return row!;
  });
}

export async function insertReport(
  db: Database,
  values: { jobId: number; reporterId: number; reason: string; details: string },
): Promise<void> {
  await db.insert(jobReports).values(values);
}

/** Staff close: for good (closed_by_staff_at), resolving the post's open reports, in one transaction. */
export async function staffClosePost(db: Database, id: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(jobPosts)
      .set({
        status: 'closed',
        closedAt: sql`coalesce(${jobPosts.closedAt}, ${now})`,
        closedByStaffAt: now,
        updatedAt: now,
      })
      .where(eq(jobPosts.id, id));
    const resolved = await tx
      .update(jobReports)
      .set({ resolvedAt: now })
      .where(and(eq(jobReports.jobId, id), isNull(jobReports.resolvedAt)))
      .returning({ id: jobReports.id });
    return resolved.length;
  });
}

export async function findOpenReports(db: Database, limit: number) {
  return db
    .select({
      id: jobReports.id,
      reason: jobReports.reason,
      details: jobReports.details,
      createdAt: jobReports.createdAt,
      reporterEmail: users.email,
      jobId: jobPosts.id,
      jobTitle: jobPosts.title,
      jobCompanyName: jobPosts.companyName,
      jobStatus: jobPosts.status,
    })
    .from(jobReports)
    .innerJoin(jobPosts, eq(jobPosts.id, jobReports.jobId))
    .innerJoin(users, eq(users.id, jobReports.reporterId))
    .where(isNull(jobReports.resolvedAt))
    .orderBy(asc(jobReports.createdAt), asc(jobReports.id))
    .limit(limit);
}

export async function insertHiringLead(db: Database, values: typeof hiringLeads.$inferInsert): Promise<void> {
  await db.insert(hiringLeads).values(values);
}

/**
 * The public board's open posts (as `boardConditions` finds them, not Dokkho's own roles), with only what
 * the instructor's job view reads: light enough to match every open post's skills in memory.
 */
export async function findOpenBoardSkills(db: Database, now: Date) {
  return db
    .select({ id: jobPosts.id, skills: jobPosts.skills })
    .from(jobPosts)
    .where(and(...boardConditions({ now, internal: false })));
}

export async function findBoardPostsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobPosts.id,
      title: jobPosts.title,
      titleBn: jobPosts.titleBn,
      companyName: jobPosts.companyName,
      companyLogo: jobPosts.companyLogo,
      workplace: jobPosts.workplace,
      division: jobPosts.division,
      district: jobPosts.district,
      deadline: jobPosts.deadline,
      skills: jobPosts.skills,
    })
    .from(jobPosts)
    .where(inArray(jobPosts.id, ids));
}
