import type { ApplicationStage } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import * as repo from './repo/teaching';

/*
 * The job seeker's side of the instructor's job view (issue 17 item 1, docs/decisions/034): applications of
 * the instructor's certificate holders. Who may be named is decided here, where the consent lives: a
 * seeker who made their profile discoverable to recruiters (the talent search's opt-in) may be named with
 * their stage; anyone else is only counted (their user id serves to join certificates on the server and
 * is never answered).
 */

export interface CertifiedApplication {
  jobId: number;
  userId: number;
  stage: ApplicationStage;
  /** The seeker's name when they are discoverable; null when they may only be counted. */
  name: string | null;
}

const fullName = (row: { firstName: string; lastName: string; username: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.username;

/** Live applications of these users (certificate holders) to these posts. */
export async function applicationsOfUsers(options: {
  db: Database;
  jobIds: number[];
  userIds: number[];
}): Promise<CertifiedApplication[]> {
  const rows = await repo.findApplicationsOfUsers(options.db, options.jobIds, options.userIds);
  return rows.map((row) => ({
    jobId: row.jobId,
    userId: row.userId,
    stage: row.stage,
    name: row.discoverable ? fullName(row) : null,
  }));
}

/** How many of these users were hired (the pipeline's `hired` stage) since `since`. */
export async function countHiredSince(options: { db: Database; userIds: number[]; since: Date }) {
  return repo.countHiredSince(options.db, options.userIds, options.since);
}
