import type { Database } from '@dokkho/db';
import * as repo from './repo';

/*
 * The job board's side of the instructor's job view (issue 17 item 1, modules/teaching): the open posts of
 * the public board (what /jobs lists), first only their skills to match, then the matching posts' details.
 */

export async function listOpenBoardSkills(options: { db: Database; now: Date }) {
  return repo.findOpenBoardSkills(options.db, options.now);
}

export type BoardPostSummary = Awaited<ReturnType<typeof repo.findBoardPostsByIds>>[number];

export async function findBoardPosts(options: { db: Database; ids: number[] }): Promise<BoardPostSummary[]> {
  return repo.findBoardPostsByIds(options.db, options.ids);
}
