import type { Database } from '@dokkho/db';
import type { Paginated } from '@dokkho/contract/pagination';
import {
  MODERATION_MESSAGES,
  type DismissReportResponse,
  type HiringLeadRow,
  type HiringLeadStatus,
} from '@dokkho/contract/moderation';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import * as repo from './repo';

/** A report that needs no action (the post is fine): resolved, and the post stays as it is. */
export async function dismissReport(options: {
  db: Database;
  id: number;
  now: Date;
}): Promise<DismissReportResponse> {
  const resolved = await repo.resolveOpenReport(options.db, options.id, options.now);
  if (!resolved) throw AppError.notFound(MODERATION_MESSAGES.reportNotFound);
  return { detail: 'The report is dismissed; the job post stays as it is.' };
}

function toLeadRow(row: repo.HiringLeadRecord): HiringLeadRow {
  return {
    id: row.id,
    company_name: row.companyName,
    contact_name: row.contactName,
    email: row.email,
    phone_number: row.phoneNumber,
    hires: row.hires,
    roles: row.roles,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    contacted_at: row.contactedAt?.toISOString() ?? null,
  };
}

/** Open leads oldest first (the one waiting longest on top); contacted ones newest contact first. */
export async function listHiringLeads(options: {
  db: Database;
  query: { status: HiringLeadStatus; page: number; page_size: number };
  requestUrl: URL;
}): Promise<Paginated<HiringLeadRow>> {
  const { query } = options;
  const { rows, total } = await repo.pageOfHiringLeads(options.db, {
    open: query.status === 'open',
    ...pageWindow(query),
  });
  return toPage({ query, requestUrl: options.requestUrl, total, results: rows.map(toLeadRow) });
}

/** Marks a lead followed up. Idempotent: a second call keeps the first contact time. */
export async function markLeadContacted(options: {
  db: Database;
  id: number;
  now: Date;
}): Promise<HiringLeadRow> {
  const { db, id, now } = options;
  const lead = (await repo.markLeadContactedOnce(db, id, now)) ?? (await repo.findHiringLead(db, id));
  if (!lead) throw AppError.notFound(MODERATION_MESSAGES.leadNotFound);
  return toLeadRow(lead);
}
