import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import type { Paginated } from '@dokkho/contract/pagination';
import {
  MODERATION_MESSAGES,
  type DismissReportResponse,
  type HiringLeadRow,
  type HiringLeadStatus,
} from '@dokkho/contract/moderation';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';

const { jobReports, hiringLeads } = schema;

/** A report that needs no action (the post is fine): resolved, and the post stays as it is. */
export async function dismissReport(options: {
  db: Database;
  id: number;
  now: Date;
}): Promise<DismissReportResponse> {
  const resolved = await options.db
    .update(jobReports)
    .set({ resolvedAt: options.now })
    .where(and(eq(jobReports.id, options.id), isNull(jobReports.resolvedAt)))
    .returning({ id: jobReports.id });
  if (resolved.length === 0) throw AppError.notFound(MODERATION_MESSAGES.reportNotFound);
  return { detail: 'The report is dismissed; the job post stays as it is.' };
}

function toLeadRow(row: typeof hiringLeads.$inferSelect): HiringLeadRow {
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
  const { db, query } = options;
  const open = query.status === 'open';
  const where: SQL = open ? isNull(hiringLeads.contactedAt) : isNotNull(hiringLeads.contactedAt);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hiringLeads)
      .where(where)
      .orderBy(
        ...(open
          ? [asc(hiringLeads.createdAt), asc(hiringLeads.id)]
          : [desc(hiringLeads.contactedAt), desc(hiringLeads.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(hiringLeads).where(where),
  ]);
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total: total?.value ?? 0,
    results: rows.map(toLeadRow),
  });
}

/** Marks a lead followed up. Idempotent: a second call keeps the first contact time. */
export async function markLeadContacted(options: {
  db: Database;
  id: number;
  now: Date;
}): Promise<HiringLeadRow> {
  const { db, id, now } = options;
  const [updated] = await db
    .update(hiringLeads)
    .set({ contactedAt: now })
    .where(and(eq(hiringLeads.id, id), isNull(hiringLeads.contactedAt)))
    .returning();
  if (updated) return toLeadRow(updated);
  const [existing] = await db.select().from(hiringLeads).where(eq(hiringLeads.id, id));
  if (!existing) throw AppError.notFound(MODERATION_MESSAGES.leadNotFound);
  return toLeadRow(existing);
}
