import type { SeekerContactRequest, SeekerDashboard } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { toJobListItem } from '../jobs/service';
import { stageCounts } from './applications';
import { requireSeeker, seekerCompleteness, type SeekerRow } from './profile';
import * as repo from './repo/dashboard';
import type { ContactRow } from './repo/dashboard';

export const RECOMMENDED_MAX = 6;

/**
 * Open posts the seeker has not applied to and did not post, best matches first (repo/dashboard.ts says
 * how). A profile with no skills or division simply gets the newest posts.
 */
export async function recommendedJobs(db: Database, seeker: SeekerRow, now: Date) {
  const rows = await repo.recommendedPosts(db, seeker, now, RECOMMENDED_MAX);
  return rows.map((row) => toJobListItem(row));
}

export async function getDashboard(options: {
  db: Database;
  userId: number;
  now: Date;
}): Promise<SeekerDashboard> {
  const { db } = options;
  const seeker = await requireSeeker(db, options.userId);
  const [counts, recommended, pending, { completeness }] = await Promise.all([
    stageCounts(db, seeker.id),
    recommendedJobs(db, seeker, options.now),
    repo.countPendingContactRequests(db, seeker.id),
    seekerCompleteness(db, seeker),
  ]);
  return {
    ...counts,
    recommended,
    pending_contact_requests: pending,
    completeness,
  };
}

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
  const rows = await repo.listContactRequestRows(options.db, seeker.id);
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
  // Only a pending request changes: the condition makes a double tap (or two tabs) a clear 409.
  const answered = await repo.answerPendingContactRequest(db, {
    jobSeekerId: seeker.id,
    id: options.id,
    status: options.accept ? 'accepted' : 'declined',
    now: options.now,
  });
  const row = await repo.findContactRequestRow(db, seeker.id, options.id);
  if (!row) throw AppError.notFound(CONTACT_NOT_FOUND);
  if (!answered) {
    throw AppError.conflict(`You already ${row.status} this request.`);
  }
  return toContactRequest(row);
}
