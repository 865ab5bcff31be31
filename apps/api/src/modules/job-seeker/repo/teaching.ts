import { and, countDistinct, eq, gte, inArray, isNull } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { jobApplications, jobSeekerProfiles, users } = schema;

/** Live (not withdrawn) applications of these users to these posts, with whether each may be named. */
export async function findApplicationsOfUsers(db: Database, jobIds: number[], userIds: number[]) {
  if (jobIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({
      jobId: jobApplications.jobId,
      userId: jobSeekerProfiles.userId,
      stage: jobApplications.stage,
      discoverable: jobSeekerProfiles.discoverable,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(jobApplications)
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, jobApplications.jobSeekerId))
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(
      and(
        inArray(jobApplications.jobId, jobIds),
        inArray(jobSeekerProfiles.userId, userIds),
        isNull(jobApplications.withdrawnAt),
      ),
    );
}

/** How many of these users a recruiter moved to `hired` since `since` (on any post; each person once). */
export async function countHiredSince(db: Database, userIds: number[], since: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ hired: countDistinct(jobSeekerProfiles.userId) })
    .from(jobApplications)
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, jobApplications.jobSeekerId))
    .where(
      and(
        inArray(jobSeekerProfiles.userId, userIds),
        eq(jobApplications.stage, 'hired'),
        isNull(jobApplications.withdrawnAt),
        gte(jobApplications.stageChangedAt, since),
      ),
    );
  return row?.hired ?? 0;
}
