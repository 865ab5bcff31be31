import { z } from 'zod';
import { PageQuery, paginated } from './pagination';

/**
 * Issue 6 items 6 and 7, the staff side: dismissing a job report that needs no action (closing the post is
 * `POST admin/jobs/{id}/close/` in jobs.ts), and following up the /hiringpage leads.
 */

const Timestamp = z.string().describe('ISO 8601');

export const MODERATION_MESSAGES = {
  reportNotFound: 'This report is not open any more.',
  leadNotFound: 'Lead not found.',
} as const;

/** `POST admin/job-reports/{id}/dismiss/`: the report is resolved; the post stays as it is. */
export const DismissReportResponse = z.object({ detail: z.string() });
export type DismissReportResponse = z.infer<typeof DismissReportResponse>;

export const HIRING_LEAD_STATUSES = ['open', 'contacted'] as const;
export const HiringLeadStatus = z.enum(HIRING_LEAD_STATUSES, { error: 'Status must be open or contacted' });
export type HiringLeadStatus = z.infer<typeof HiringLeadStatus>;

/** `GET admin/hiring-leads/?status=open|contacted`: open ones oldest first (waiting longest), contacted newest first. */
export const HiringLeadQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' || v === undefined ? 'open' : v), HiringLeadStatus),
});
export type HiringLeadQuery = z.input<typeof HiringLeadQuery>;

export const HiringLeadRow = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  hires: z.number().int().nullable(),
  roles: z.string(),
  message: z.string(),
  created_at: Timestamp,
  contacted_at: Timestamp.nullable(),
});
export type HiringLeadRow = z.infer<typeof HiringLeadRow>;

export const HiringLeadListResponse = paginated(HiringLeadRow);
export type HiringLeadListResponse = z.infer<typeof HiringLeadListResponse>;
