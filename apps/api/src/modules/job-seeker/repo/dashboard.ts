import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

/* The dashboard's recommendations and recruiters' contact requests to a seeker. */

const { jobPosts, jobApplications, recruiterProfiles, talentContactRequests, users } = schema;

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
 * then the newest.
 */
export function recommendedPosts(
  db: Database,
  seeker: { id: number; userId: number; skills: string[]; division: string | null },
  now: Date,
  limit: number,
) {
  const overlap = sql<number>`(select count(*) from unnest(${jobPosts.skills}) as s(skill) where s.skill = any(${textArray(seeker.skills)}))`;
  const sameDivision = sql<number>`(case when ${jobPosts.division} = ${seeker.division ?? ''} then 1 else 0 end)`;
  return db
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
    .limit(limit);
}

export async function countPendingContactRequests(db: Database, jobSeekerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(talentContactRequests)
    .where(
      and(eq(talentContactRequests.jobSeekerId, jobSeekerId), eq(talentContactRequests.status, 'pending')),
    );
  return Number(row?.n ?? 0);
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

export type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContactRequests>['execute']>>[number];

const mine = (jobSeekerId: number, id: number) =>
  and(eq(talentContactRequests.id, id), eq(talentContactRequests.jobSeekerId, jobSeekerId));

/** The seeker's requests: pending ones first, then the newest (at most 200). */
export function listContactRequestRows(db: Database, jobSeekerId: number): Promise<ContactRow[]> {
  return selectContactRequests(db)
    .where(eq(talentContactRequests.jobSeekerId, jobSeekerId))
    .orderBy(
      desc(sql`(${talentContactRequests.status} = 'pending')`),
      desc(talentContactRequests.createdAt),
      desc(talentContactRequests.id),
    )
    .limit(200);
}

export async function findContactRequestRow(
  db: Database,
  jobSeekerId: number,
  id: number,
): Promise<ContactRow | undefined> {
  const [row] = await selectContactRequests(db).where(mine(jobSeekerId, id)).limit(1);
  return row;
}

/** Answers the request only while it is pending: false when it was not (a double tap, two tabs). */
export async function answerPendingContactRequest(
  db: Database,
  answer: { jobSeekerId: number; id: number; status: 'accepted' | 'declined'; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(talentContactRequests)
    .set({ status: answer.status, respondedAt: answer.now })
    .where(and(mine(answer.jobSeekerId, answer.id), eq(talentContactRequests.status, 'pending')))
    .returning({ id: talentContactRequests.id });
  return updated.length > 0;
}
