import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SeekerContactRequest, SeekerDashboard } from '@dokkho/contract/hiring';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { toJobListItem } from '../jobs/service';
import { stageCounts } from './applications';
import { requireSeeker, seekerCompleteness, type SeekerRow } from './profile';

const { jobPosts, jobApplications, recruiterProfiles, talentContactRequests, users } = schema;

export const RECOMMENDED_MAX = 6;

/** Every column of a post but the generated search vector (nobody reads it back). */
const { searchVector: _searchVector, ...postColumns } = getTableColumns(jobPosts);

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/**
 * Open posts before their deadline that the seeker has not applied to (withdrawn included) and did not
 * post themselves, ranked by how many of the post's skills the profile lists, then the same division,
 * then the newest. A profile with no skills or division simply gets the newest posts.
 */
export async function recommendedJobs(db: Database, seeker: SeekerRow, now: Date) {
  const overlap = sql<number>`(select count(*) from unnest(${jobPosts.skills}) as s(skill) where s.skill = any(${textArray(seeker.skills)}))`;
  const sameDivision = sql<number>`(case when ${jobPosts.division} = ${seeker.division ?? ''} then 1 else 0 end)`;
  const rows = await db
    .select(postColumns)
    .from(jobPosts)
    .where(
      and(
        eq(jobPosts.status, 'open'),
        sql`${jobPosts.deadline} > ${now}`,
        sql`not exists (select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobPosts.id} and ${jobApplications.jobSeekerId} = ${seeker.id})`,
        sql`not exists (select 1 from ${recruiterProfiles} where ${recruiterProfiles.id} = ${jobPosts.recruiterId} and ${recruiterProfiles.userId} = ${seeker.userId})`,
      ),
    )
    .orderBy(desc(overlap), desc(sameDivision), desc(jobPosts.publishedAt), desc(jobPosts.id))
    .limit(RECOMMENDED_MAX);
  return rows.map(toJobListItem);
}

export async function getDashboard(options: {
  db: Database;
  userId: number;
  now: Date;
}): Promise<SeekerDashboard> {
  const { db } = options;
  const seeker = await requireSeeker(db, options.userId);
  const [counts, recommended, [pending], { completeness }] = await Promise.all([
    stageCounts(db, seeker.id),
    recommendedJobs(db, seeker, options.now),
    db
      .select({ n: count() })
      .from(talentContactRequests)
      .where(
        and(eq(talentContactRequests.jobSeekerId, seeker.id), eq(talentContactRequests.status, 'pending')),
      ),
    seekerCompleteness(db, seeker),
  ]);
  return {
    ...counts,
    recommended,
    pending_contact_requests: Number(pending?.n ?? 0),
    completeness,
  };
}

const contactColumns = {
  id: talentContactRequests.id,
  companyName: recruiterProfiles.companyName,
  companyLogo: recruiterProfiles.companyLogo,
  designation: recruiterProfiles.designation,
  firstName: users.firstName,
  lastName: users.lastName,
  jobId: jobPosts.id,
  jobTitle: jobPosts.title,
  message: talentContactRequests.message,
  status: talentContactRequests.status,
  createdAt: talentContactRequests.createdAt,
};

const selectContactRequests = (db: Database) =>
  db
    .select(contactColumns)
    .from(talentContactRequests)
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, talentContactRequests.recruiterId))
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .leftJoin(jobPosts, eq(jobPosts.id, talentContactRequests.jobId));

type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContactRequests>['execute']>>[number];

function toContactRequest(row: ContactRow): SeekerContactRequest {
  return {
    id: row.id,
    company_name: row.companyName,
    company_logo: row.companyLogo,
    recruiter_name: `${row.firstName} ${row.lastName}`.trim(),
    designation: row.designation,
    job: row.jobId !== null && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET jobs/seeker/contact-requests/`: pending ones first, then the newest. */
export async function listContactRequests(options: { db: Database; userId: number }) {
  const seeker = await requireSeeker(options.db, options.userId);
  const rows = await selectContactRequests(options.db)
    .where(eq(talentContactRequests.jobSeekerId, seeker.id))
    .orderBy(
      desc(sql`(${talentContactRequests.status} = 'pending')`),
      desc(talentContactRequests.createdAt),
      desc(talentContactRequests.id),
    )
    .limit(200);
  return rows.map(toContactRequest);
}

const CONTACT_NOT_FOUND = 'This contact request was not found.';

/** `POST jobs/seeker/contact-requests/{id}/`: accept (the recruiter then sees e-mail and phone) or decline. */
export async function answerContactRequest(options: {
  db: Database;
  userId: number;
  id: number;
  accept: boolean;
  now: Date;
}): Promise<SeekerContactRequest> {
  const { db } = options;
  const seeker = await requireSeeker(db, options.userId);
  const mine = and(
    eq(talentContactRequests.id, options.id),
    eq(talentContactRequests.jobSeekerId, seeker.id),
  );
  // Only a pending request changes: the condition makes a double tap (or two tabs) a clear 409.
  const updated = await db
    .update(talentContactRequests)
    .set({ status: options.accept ? 'accepted' : 'declined', respondedAt: options.now })
    .where(and(mine, eq(talentContactRequests.status, 'pending')))
    .returning({ id: talentContactRequests.id });
  const [row] = await selectContactRequests(db).where(mine).limit(1);
  if (!row) throw AppError.notFound(CONTACT_NOT_FOUND);
  if (updated.length === 0) {
    throw AppError.conflict(`You already ${row.status} this request.`);
  }
  return toContactRequest(row);
}
