import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HiringLeadListResponse, HiringLeadRow, MODERATION_MESSAGES } from '@dokkho/contract/moderation';
import { JobReportListResponse } from '@dokkho/contract/jobs';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedJob, seedRecruiter, seedUser, uniqueTag } from '../../test/factories';

let ctx: TestContext;
let staff: { authorization: string };
let learner: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await authHeader((await seedUser(ctx.db, { isStaff: true })).id);
  learner = await authHeader((await seedUser(ctx.db)).id);
});

afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, headers?: { authorization: string }) =>
  ctx.app.inject({ method: 'POST', url, ...(headers ? { headers } : {}) });
const get = (url: string, headers?: { authorization: string }) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('POST admin/job-reports/{id}/dismiss/', () => {
  it('resolves one report and leaves the post open; a second dismissal is a 404', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const reporter = await seedUser(ctx.db);
    const [report] = await ctx.db
      .insert(schema.jobReports)
      .values({ jobId: job.id, reporterId: reporter.id, reason: 'misleading', details: 'Salary looks wrong' })
      .returning();

    expect((await post(`/api/admin/job-reports/${report!.id}/dismiss/`, learner)).statusCode).toBe(403);
    expect((await post(`/api/admin/job-reports/${report!.id}/dismiss/`)).statusCode).toBe(401);

    const dismissed = await post(`/api/admin/job-reports/${report!.id}/dismiss/`, staff);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const open = JobReportListResponse.parse((await get('/api/admin/job-reports/', staff)).json());
    expect(open.some((row) => row.id === report!.id)).toBe(false);
    const [stored] = await ctx.db.select().from(schema.jobPosts).where(eq(schema.jobPosts.id, job.id));
    expect(stored!.status).toBe('open');

    const again = await post(`/api/admin/job-reports/${report!.id}/dismiss/`, staff);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.reportNotFound });
  });
});

describe('hiring leads for staff', () => {
  it('lists open leads oldest first, marks one contacted (idempotently) and moves it to the contacted list', async () => {
    const tag = uniqueTag('lead');
    const lead = (minutesAgo: number, name: string) => ({
      companyName: `${name} ${tag}`,
      contactName: 'Rahim Uddin',
      email: `${name.toLowerCase()}-${tag}@example.com`,
      phoneNumber: '+8801711000000',
      hires: 3,
      roles: 'Sales executives',
      message: 'We need three people in Sylhet.',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const [older, newer] = await ctx.db
      .insert(schema.hiringLeads)
      .values([lead(30, 'Older'), lead(5, 'Newer')])
      .returning();

    expect((await get('/api/admin/hiring-leads/', learner)).statusCode).toBe(403);
    const openPage = HiringLeadListResponse.parse(
      (await get('/api/admin/hiring-leads/?page_size=48', staff)).json(),
    );
    const ours = openPage.results.filter((row) => row.company_name.endsWith(tag));
    expect(ours.map((row) => row.id)).toEqual([older!.id, newer!.id]);
    expect(ours[0]).toMatchObject({ contact_name: 'Rahim Uddin', hires: 3, contacted_at: null });

    const first = await post(`/api/admin/hiring-leads/${older!.id}/contacted/`, staff);
    expect(first.statusCode, first.body).toBe(200);
    const contactedAt = HiringLeadRow.parse(first.json()).contacted_at;
    expect(contactedAt).not.toBeNull();
    const second = HiringLeadRow.parse(
      (await post(`/api/admin/hiring-leads/${older!.id}/contacted/`, staff)).json(),
    );
    expect(second.contacted_at).toBe(contactedAt);

    const openAfter = HiringLeadListResponse.parse(
      (await get('/api/admin/hiring-leads/?page_size=48', staff)).json(),
    );
    expect(openAfter.results.some((row) => row.id === older!.id)).toBe(false);
    const contacted = HiringLeadListResponse.parse(
      (await get('/api/admin/hiring-leads/?status=contacted&page_size=48', staff)).json(),
    );
    expect(contacted.results.some((row) => row.id === older!.id)).toBe(true);
  });

  it('answers 404 for an unknown lead and 400 for an unknown status', async () => {
    expect((await post('/api/admin/hiring-leads/987654/contacted/', staff)).statusCode).toBe(404);
    const bad = await get('/api/admin/hiring-leads/?status=maybe', staff);
    expect(bad.statusCode).toBe(400);
  });
});
