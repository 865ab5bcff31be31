import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  HIRING_LEAD_THANKS,
  JOB_MESSAGES,
  JobBoardResponse,
  JobDetail,
  RecruiterJobDetail,
  RecruiterJobListResponse,
} from '@dokkho/contract/jobs';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type AuthHeaders, type TestContext } from '../../test/test-app';
import {
  DAY_MS,
  daysAhead,
  jobBody,
  seedJob,
  seedRecruiter,
  seedUser,
  uniqueTag,
} from '../../test/factories';
import { closeExpiredPosts } from './service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const board = async (query: string) => {
  const response = await ctx.send('GET', `/api/jobs/board/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return JobBoardResponse.parse(response.json());
};

describe('POST jobs/jobpost/: creating a post', () => {
  it('creates an open post with the company copied from the profile, skills lower-cased and deduplicated', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const response = await ctx.send('POST', '/api/jobs/jobpost/', recruiter.headers, jobBody());
    expect(response.statusCode, response.body).toBe(201);
    const post = RecruiterJobDetail.parse(response.json());
    expect(post).toMatchObject({
      title: 'Frontend Developer (React)',
      company_name: recruiter.profile.companyName,
      company_logo: '/media/logos/acme.webp',
      skills: ['react', 'typescript'],
      status: 'open',
      division: 'Chattogram',
      district: 'Chattogram',
      vacancies: 2,
      salary_min: 4_000_000,
      salary_max: 6_000_000,
      salary_negotiable: false,
      closed_at: null,
      closed_by_staff: false,
      is_internal: false,
    });
    expect(post.published_at).not.toBeNull();
    expect(post).not.toHaveProperty('applicants_count');
    // The deadline date is the end of that day in Dhaka.
    expect(post.deadline).toMatch(/T17:59:59\.000Z$/);
  });

  it('keeps a draft unpublished, and stores no location for a remote job', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const response = await ctx.send(
      'POST',
      '/api/jobs/jobpost/',
      recruiter.headers,
      jobBody({
        status: 'draft',
        workplace: 'remote',
        division: 'Dhaka',
        district: 'Sylhet',
        salary_min: null,
        salary_max: null,
        salary_negotiable: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'draft',
      published_at: null,
      division: null,
      district: null,
      salary_negotiable: true,
      salary_min: null,
    });
  });

  it('answers every broken rule with a clear message per field', async () => {
    const { headers } = await seedRecruiter(ctx.db);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title: '' }, { title: ['Use at least 3 characters for the job title'] }],
      [{ description: 'Too short' }, { description: ['Use at least 30 characters for a description'] }],
      [
        { description: 'x'.repeat(10_001) },
        { description: ['Use at most 10000 characters for a description'] },
      ],
      [
        { employment_type: 'freelance' },
        { employment_type: ['Employment type must be full_time, part_time, contract or internship'] },
      ],
      [{ workplace: 'moon' }, { workplace: ['Workplace must be on_site, remote or hybrid'] }],
      [{ division: 'Gotham' }, { division: ['Choose one of the eight divisions'] }],
      [{ division: 'Dhaka', district: 'Sylhet' }, { district: [JOB_MESSAGES.districtMismatch] }],
      [
        { division: null, district: null },
        { division: [JOB_MESSAGES.locationRequired], district: [JOB_MESSAGES.locationRequired] },
      ],
      [
        { salary_min: null, salary_max: null },
        { salary_min: [JOB_MESSAGES.salaryRequired], salary_max: [JOB_MESSAGES.salaryRequired] },
      ],
      [{ salary_negotiable: true }, { salary_min: [JOB_MESSAGES.salaryNegotiableWithRange] }],
      [{ salary_min: 60_000_00, salary_max: 40_000_00 }, { salary_max: [JOB_MESSAGES.salaryOrder] }],
      [{ salary_min: 500 }, { salary_min: ['Minimum salary must be at least ৳1,000 a month'] }],
      [
        { experience_min_years: 5, experience_max_years: 2 },
        { experience_max_years: [JOB_MESSAGES.experienceOrder] },
      ],
      [{ vacancies: 0 }, { vacancies: ['Vacancies must be at least 1'] }],
      [
        { skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) },
        { skills: ['List at most 20 skills'] },
      ],
      [{ deadline: 'next friday' }, { deadline: ['Enter the deadline as a date, like 2026-12-31'] }],
      [{ deadline: new Date(Date.now() - DAY_MS).toISOString() }, { deadline: [JOB_MESSAGES.deadlinePast] }],
      [{ deadline: daysAhead(95).toISOString() }, { deadline: [JOB_MESSAGES.deadlineTooFar] }],
      [{ status: 'closed' }, { status: ['Status must be draft or open'] }],
    ];
    for (const [change, expected] of cases) {
      const response = await ctx.send('POST', '/api/jobs/jobpost/', headers, jobBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json(), JSON.stringify(change)).toEqual(expected);
    }
    // 90 days ahead, given as a date, is still accepted.
    const edge = await ctx.send(
      'POST',
      '/api/jobs/jobpost/',
      headers,
      jobBody({ deadline: daysAhead(90).toISOString().slice(0, 10) }),
    );
    expect(edge.statusCode, edge.body).toBe(201);
  });

  it('refuses the signed out (401), non-recruiters (403) and Dokkho roles from non-staff (403)', async () => {
    expect((await ctx.send('POST', '/api/jobs/jobpost/', undefined, jobBody())).statusCode).toBe(401);
    expect((await ctx.send('GET', '/api/jobs/jobpost/')).statusCode).toBe(401);
    const learner = await seedUser(ctx.db);
    const learnerHeaders = await authHeader(learner.id);
    expect((await ctx.send('POST', '/api/jobs/jobpost/', learnerHeaders, jobBody())).statusCode).toBe(403);
    expect((await ctx.send('GET', '/api/jobs/jobpost/', learnerHeaders)).statusCode).toBe(403);
    expect((await ctx.send('GET', '/api/jobs/company-profile/', learnerHeaders)).statusCode).toBe(403);

    const recruiter = await seedRecruiter(ctx.db);
    const internal = await ctx.send(
      'POST',
      '/api/jobs/jobpost/',
      recruiter.headers,
      jobBody({ is_internal: true }),
    );
    expect(internal.statusCode).toBe(403);
    expect(internal.json()).toEqual({ detail: JOB_MESSAGES.internalStaffOnly });

    // Staff pass the role guard, but post only with a recruiter profile; then they may post Dokkho roles.
    const staff = await seedUser(ctx.db, { isStaff: true });
    const staffHeaders = await authHeader(staff.id);
    const noProfile = await ctx.send('POST', '/api/jobs/jobpost/', staffHeaders, jobBody());
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json()).toEqual({ detail: JOB_MESSAGES.notRecruiter });
    const hr = await seedRecruiter(ctx.db, {}, { isStaff: true });
    const posted = await ctx.send('POST', '/api/jobs/jobpost/', hr.headers, jobBody({ is_internal: true }));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ is_internal: true });
  });
});

describe('recruiters own their posts', () => {
  it('lists only the own posts, all statuses, newest first, searchable by title', async () => {
    const a = await seedRecruiter(ctx.db);
    const b = await seedRecruiter(ctx.db);
    const draft = await seedJob(ctx.db, a, {
      title: 'Flutter Developer',
      status: 'draft',
      createdAt: new Date(Date.now() - 3000),
    });
    const open = await seedJob(ctx.db, a, { title: 'Data Analyst', createdAt: new Date(Date.now() - 2000) });
    const closed = await seedJob(ctx.db, a, {
      title: 'Senior Data Engineer',
      status: 'closed',
      closedAt: new Date(),
    });
    await seedJob(ctx.db, b, { title: 'Data Analyst (B)' });

    const list = await ctx.send('GET', '/api/jobs/jobpost/', a.headers);
    expect(list.statusCode).toBe(200);
    const page = RecruiterJobListResponse.parse(list.json());
    expect(page.results.map((row) => row.id)).toEqual([closed.id, open.id, draft.id]);
    expect(page.results.map((row) => row.status)).toEqual(['closed', 'open', 'draft']);

    const searched = RecruiterJobListResponse.parse(
      (await ctx.send('GET', '/api/jobs/jobpost/?search=data', a.headers)).json(),
    );
    expect(searched.results.map((row) => row.id)).toEqual([closed.id, open.id]);
    const literal = RecruiterJobListResponse.parse(
      (await ctx.send('GET', '/api/jobs/jobpost/?search=%25', a.headers)).json(),
    );
    expect(literal.count).toBe(0);
    const drafts = RecruiterJobListResponse.parse(
      (await ctx.send('GET', '/api/jobs/jobpost/?status=draft', a.headers)).json(),
    );
    expect(drafts.results.map((row) => row.id)).toEqual([draft.id]);
  });

  it("answers 404 for another recruiter's post on read, edit and delete, and leaves it alone", async () => {
    const a = await seedRecruiter(ctx.db);
    const b = await seedRecruiter(ctx.db);
    const theirs = await seedJob(ctx.db, b, { title: 'Their Post' });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { title: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await ctx.send(method, `/api/jobs/jobpost/${theirs.id}/`, a.headers, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ detail: JOB_MESSAGES.notFound });
    }
    const [still] = await ctx.db.select().from(schema.jobPosts).where(eq(schema.jobPosts.id, theirs.id));
    expect(still?.title).toBe('Their Post');
    const learner = await authHeader((await seedUser(ctx.db)).id);
    expect((await ctx.send('DELETE', `/api/jobs/jobpost/${theirs.id}/`, learner)).statusCode).toBe(403);
    expect((await ctx.send('DELETE', `/api/jobs/jobpost/${theirs.id}/`)).statusCode).toBe(401);
  });

  it('reads, edits and deletes its own post (204), then it is gone', async () => {
    const a = await seedRecruiter(ctx.db);
    const post = await seedJob(ctx.db, a);
    const read = await ctx.send('GET', `/api/jobs/jobpost/${post.id}/`, a.headers);
    expect(read.statusCode).toBe(200);
    expect(RecruiterJobDetail.parse(read.json())).toMatchObject({
      id: post.id,
      description: post.description,
    });

    // The company profile changed since: saving the post picks it up.
    await ctx.db
      .update(schema.recruiterProfiles)
      .set({ companyName: 'Acme Renamed Ltd' })
      .where(eq(schema.recruiterProfiles.id, a.profile.id));
    const edited = await ctx.send('PATCH', `/api/jobs/jobpost/${post.id}/`, a.headers, {
      title: 'Data Analyst II',
      skills: ['Power BI', 'power bi', 'SQL'],
      workplace: 'remote',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Data Analyst II',
      skills: ['power bi', 'sql'],
      workplace: 'remote',
      division: null,
      district: null,
      company_name: 'Acme Renamed Ltd',
    });
    // The merged post is checked as a whole: on-site again needs a location.
    const noLocation = await ctx.send('PATCH', `/api/jobs/jobpost/${post.id}/`, a.headers, {
      workplace: 'on_site',
    });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json()).toEqual({
      division: [JOB_MESSAGES.locationRequired],
      district: [JOB_MESSAGES.locationRequired],
    });
    const empty = await ctx.send('PATCH', `/api/jobs/jobpost/${post.id}/`, a.headers, {});
    expect(empty.statusCode).toBe(400);

    const deleted = await ctx.send('DELETE', `/api/jobs/jobpost/${post.id}/`, a.headers);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await ctx.send('GET', `/api/jobs/jobpost/${post.id}/`, a.headers)).statusCode).toBe(404);
    expect((await ctx.send('GET', `/api/jobs/board/${post.id}/`)).statusCode).toBe(404);
  });
});

describe('status transitions', () => {
  it('publishes a draft (published_at), closes (closed_at) and re-opens; never back to draft', async () => {
    const a = await seedRecruiter(ctx.db);
    const draft = await seedJob(ctx.db, a, { status: 'draft' });
    const patch = (body: Record<string, unknown>) =>
      ctx.send('PATCH', `/api/jobs/jobpost/${draft.id}/`, a.headers, body);

    const closeDraft = await patch({ status: 'closed' });
    expect(closeDraft.statusCode).toBe(409);
    expect(closeDraft.json()).toEqual({ detail: JOB_MESSAGES.closeDraft });

    const opened = RecruiterJobDetail.parse((await patch({ status: 'open' })).json());
    expect(opened.status).toBe('open');
    expect(opened.published_at).not.toBeNull();

    const back = await patch({ status: 'draft' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ detail: JOB_MESSAGES.backToDraft });

    const closed = RecruiterJobDetail.parse((await patch({ status: 'closed' })).json());
    expect(closed.status).toBe('closed');
    expect(closed.closed_at).not.toBeNull();
    expect((await ctx.send('GET', `/api/jobs/board/${draft.id}/`)).json()).toMatchObject({
      status: 'closed',
    });

    const reopened = RecruiterJobDetail.parse((await patch({ status: 'open' })).json());
    expect(reopened).toMatchObject({ status: 'open', closed_at: null, published_at: opened.published_at });
  });

  it('re-opening a post whose deadline passed needs a new deadline', async () => {
    const a = await seedRecruiter(ctx.db);
    const expired = await seedJob(ctx.db, a, {
      status: 'closed',
      deadline: daysAhead(-2),
      closedAt: daysAhead(-2),
    });
    const patch = (body: Record<string, unknown>) =>
      ctx.send('PATCH', `/api/jobs/jobpost/${expired.id}/`, a.headers, body);
    // Editing another field of a post with a passed deadline is fine.
    expect((await patch({ title: 'Still a good title' })).statusCode).toBe(200);
    const refused = await patch({ status: 'open' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ deadline: [JOB_MESSAGES.deadlinePast] });
    const reopened = await patch({ status: 'open', deadline: daysAhead(10).toISOString().slice(0, 10) });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open' });
  });
});

describe('reports and staff moderation', () => {
  it('takes one report per person per post, lists it to staff, and a staff close is for good', async () => {
    const a = await seedRecruiter(ctx.db);
    const post = await seedJob(ctx.db, a, { title: 'Too good to be true' });
    const draft = await seedJob(ctx.db, a, { status: 'draft' });
    const reporter = await seedUser(ctx.db);
    const headers = await authHeader(reporter.id);
    const report = (id: number, body: Record<string, unknown>, h: AuthHeaders = headers) =>
      ctx.send('POST', `/api/jobs/report/${id}/`, h, body);

    expect(
      (await ctx.send('POST', `/api/jobs/report/${post.id}/`, undefined, { reason: 'scam' })).statusCode,
    ).toBe(401);
    expect((await report(post.id, { reason: 'rude' })).json()).toEqual({
      reason: ['Choose why you are reporting this job'],
    });
    expect((await report(post.id, { reason: 'other', details: 'meh' })).json()).toEqual({
      details: ['Tell us what is wrong (at least 10 characters)'],
    });
    expect((await report(draft.id, { reason: 'scam' })).statusCode).toBe(404);
    const first = await report(post.id, { reason: 'scam', details: 'Asks for a registration fee by bKash.' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await report(post.id, { reason: 'misleading' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: JOB_MESSAGES.alreadyReported });
    const other = await authHeader((await seedUser(ctx.db)).id);
    expect((await report(post.id, { reason: 'misleading' }, other)).statusCode).toBe(201);

    const staff = await authHeader((await seedUser(ctx.db, { isStaff: true })).id);
    expect((await ctx.send('GET', '/api/admin/job-reports/', headers)).statusCode).toBe(403);
    expect((await ctx.send('POST', `/api/admin/jobs/${post.id}/close/`, a.headers)).statusCode).toBe(403);
    const reports = await ctx.send('GET', '/api/admin/job-reports/', staff);
    expect(reports.statusCode).toBe(200);
    const mine = (reports.json() as { job: { id: number }; reason: string; reporter_email: string }[]).filter(
      (row) => row.job.id === post.id,
    );
    expect(mine.map((row) => row.reason)).toEqual(['scam', 'misleading']);
    expect(mine[0]!.reporter_email).toBe(reporter.email);

    const closed = await ctx.send('POST', `/api/admin/jobs/${post.id}/close/`, staff);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ resolved_reports: 2 });
    expect((await ctx.send('POST', '/api/admin/jobs/999999999/close/', staff)).statusCode).toBe(404);
    const after = (await ctx.send('GET', '/api/admin/job-reports/', staff)).json() as {
      job: { id: number };
    }[];
    expect(after.filter((row) => row.job.id === post.id)).toEqual([]);

    const listed = RecruiterJobDetail.parse(
      (await ctx.send('GET', `/api/jobs/jobpost/${post.id}/`, a.headers)).json(),
    );
    expect(listed).toMatchObject({ status: 'closed', closed_by_staff: true });
    const reopen = await ctx.send('PATCH', `/api/jobs/jobpost/${post.id}/`, a.headers, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ detail: JOB_MESSAGES.staffClosed });
    expect((await ctx.send('GET', `/api/jobs/board/${post.id}/`)).json()).toMatchObject({ status: 'closed' });
  });
});

describe('GET jobs/board/: the public board', () => {
  it('lists open posts before their deadline only, short public caching, not internal ones', async () => {
    const a = await seedRecruiter(ctx.db);
    const open = await seedJob(ctx.db, a);
    await seedJob(ctx.db, a, { status: 'draft' });
    await seedJob(ctx.db, a, { status: 'closed', closedAt: new Date() });
    const pastDeadline = await seedJob(ctx.db, a, { deadline: daysAhead(-1) });
    const internal = await seedJob(ctx.db, a, { isInternal: true });

    const response = await ctx.send('GET', `/api/jobs/board/?search=${a.tag}`);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const page = JobBoardResponse.parse(response.json());
    expect(page.results.map((row) => row.id)).toEqual([open.id]);
    expect(page.results[0]).toMatchObject({ company_name: a.profile.companyName, currency: 'BDT' });

    const career = await board(`search=${a.tag}&internal=true`);
    expect(career.results.map((row) => row.id)).toEqual([internal.id]);

    // The detail of a post past its deadline says closed even before the hourly job runs.
    const detail = JobDetail.parse((await ctx.send('GET', `/api/jobs/board/${pastDeadline.id}/`)).json());
    expect(detail.status).toBe('closed');
    expect(detail).toMatchObject({
      company_about: 'Acme builds software for Bangladeshi retailers.',
      company_industry: 'Software',
      company_website: 'https://acme.example.com',
    });
    // The hourly job closes it as of its deadline.
    expect(await closeExpiredPosts({ db: ctx.db, now: new Date() })).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(schema.jobPosts).where(eq(schema.jobPosts.id, pastDeadline.id));
    expect(row).toMatchObject({ status: 'closed', closedAt: pastDeadline.deadline });
    const [untouched] = await ctx.db.select().from(schema.jobPosts).where(eq(schema.jobPosts.id, open.id));
    expect(untouched?.status).toBe('open');
    expect((await ctx.send('GET', '/api/jobs/board/999999999/')).statusCode).toBe(404);
  });

  it('does not show drafts on the detail page', async () => {
    const a = await seedRecruiter(ctx.db);
    const draft = await seedJob(ctx.db, a, { status: 'draft' });
    const response = await ctx.send('GET', `/api/jobs/board/${draft.id}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: JOB_MESSAGES.notFound });
  });

  it('filters by type, workplace (several), location, experience, salary and posting date', async () => {
    const a = await seedRecruiter(ctx.db);
    const dhakaFull = await seedJob(ctx.db, a, { experienceMinYears: 0 });
    const remoteContract = await seedJob(ctx.db, a, {
      employmentType: 'contract',
      workplace: 'remote',
      division: null,
      district: null,
      experienceMinYears: 3,
      salaryMin: 80_000_00,
      salaryMax: 120_000_00,
    });
    const sylhetIntern = await seedJob(ctx.db, a, {
      employmentType: 'internship',
      workplace: 'hybrid',
      division: 'Sylhet',
      district: 'Sylhet',
      salaryMin: null,
      salaryMax: null,
      salaryNegotiable: true,
      publishedAt: new Date(Date.now() - 10 * DAY_MS),
    });
    const ids = async (filters: string) =>
      (await board(`search=${a.tag}&${filters}`)).results.map((row) => row.id).sort();
    const sorted = (...list: number[]) => list.sort();

    expect(await ids('type=contract')).toEqual([remoteContract.id]);
    expect(await ids('type=contract,internship')).toEqual(sorted(remoteContract.id, sylhetIntern.id));
    expect(await ids('workplace=remote&workplace=hybrid')).toEqual(
      sorted(remoteContract.id, sylhetIntern.id),
    );
    expect(await ids('division=Sylhet')).toEqual([sylhetIntern.id]);
    expect(await ids('division=Dhaka&district=Dhaka')).toEqual([dhakaFull.id]);
    expect(await ids('experience=1')).toEqual(sorted(dhakaFull.id, sylhetIntern.id));
    expect(await ids('salary_min=10000000')).toEqual([remoteContract.id]);
    expect(await ids('salary_min=4500000')).toEqual(sorted(dhakaFull.id, remoteContract.id));
    expect(await ids('posted_within=7')).toEqual(sorted(dhakaFull.id, remoteContract.id));
    expect(await ids('posted_within=30')).toHaveLength(3);

    const bad = await ctx.send(
      'GET',
      '/api/jobs/board/?posted_within=5&type=gig&division=Dhaka&district=Sylhet&sort=cheap',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      posted_within: ['Posted within must be 1, 3, 7 or 30 days'],
      type: ['Employment type must be full_time, part_time, contract or internship'],
      sort: ['Sort must be one of newest, deadline, salary_desc, relevance'],
    });
    const mismatch = await ctx.send('GET', '/api/jobs/board/?division=Dhaka&district=Sylhet');
    expect(mismatch.json()).toEqual({ district: [JOB_MESSAGES.districtMismatch] });
  });

  it('sorts newest, deadline, salary and paginates DRF-style', async () => {
    const a = await seedRecruiter(ctx.db);
    const now = Date.now();
    const old = await seedJob(ctx.db, a, {
      publishedAt: new Date(now - 3 * DAY_MS),
      deadline: daysAhead(5),
      salaryMax: 90_000_00,
    });
    const mid = await seedJob(ctx.db, a, {
      publishedAt: new Date(now - 2 * DAY_MS),
      deadline: daysAhead(40),
      salaryMin: null,
      salaryMax: null,
      salaryNegotiable: true,
    });
    const recent = await seedJob(ctx.db, a, {
      publishedAt: new Date(now - DAY_MS),
      deadline: daysAhead(15),
      salaryMax: 50_000_00,
    });
    const order = async (sort: string) =>
      (await board(`search=${a.tag}&sort=${sort}`)).results.map((row) => row.id);

    expect(await order('newest')).toEqual([recent.id, mid.id, old.id]);
    expect(await order('deadline')).toEqual([old.id, recent.id, mid.id]);
    expect(await order('salary_desc')).toEqual([old.id, recent.id, mid.id]);

    const first = await board(`search=${a.tag}&sort=newest&page_size=2`);
    expect(first.count).toBe(3);
    expect(first.results.map((row) => row.id)).toEqual([recent.id, mid.id]);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = await board(`search=${a.tag}&sort=newest&page_size=2&page=2`);
    expect(second.results.map((row) => row.id)).toEqual([old.id]);
    expect(second.next).toBeNull();
    expect((await ctx.send('GET', `/api/jobs/board/?search=${a.tag}&page=3&page_size=2`)).statusCode).toBe(
      404,
    );
  });

  it('searches title, company and skills with prefixes, ranks title matches first, tolerates typos', async () => {
    const a = await seedRecruiter(ctx.db);
    const tag = uniqueTag('zq');
    const flutter = await seedJob(ctx.db, a, {
      title: `Flutter Developer ${tag}`,
      skills: ['flutter', 'dart'],
    });
    const mentions = await seedJob(ctx.db, a, {
      title: `Mobile QA Engineer ${tag}`,
      skills: ['testing'],
      description: 'Test our apps built with Flutter on many Android phones.',
    });
    await seedJob(ctx.db, a, { title: `Accountant ${tag}`, skills: ['tally'] });

    expect((await board(`search=flutt ${tag}`)).results.map((row) => row.id)).toEqual([
      flutter.id,
      mentions.id,
    ]);
    expect((await board(`search=dart ${tag}`)).results.map((row) => row.id)).toEqual([flutter.id]);
    expect((await board(`search=${a.tag} tally`)).results).toHaveLength(1);
    // Full text finds nothing for the typos (a misspelt word, two swapped characters in the tag); title
    // similarity does, the closest title first.
    const swapped = `${tag.slice(0, 2)}${tag[3]}${tag[2]}${tag.slice(4)}`;
    const typo = (await board(`search=fluter develper ${swapped}`)).results.map((row) => row.id);
    expect(typo[0]).toBe(flutter.id);
    expect((await board('search=%21%21%21')).count).toBe(0);
  });
});

describe('company profile', () => {
  it('reads and changes the company profile; new saves copy it onto posts', async () => {
    const a = await seedRecruiter(ctx.db);
    const read = await ctx.send('GET', '/api/jobs/company-profile/', a.headers);
    expect(read.json()).toMatchObject({ company_name: a.profile.companyName, company_size: '51-200' });
    const changed = await ctx.send('PATCH', '/api/jobs/company-profile/', a.headers, {
      company_name: 'Acme Bangladesh Ltd',
      company_website: 'acme.com.bd',
      company_about: 'We make retail software.',
      company_industry: 'Retail tech',
      company_location: 'Agrabad, Chattogram',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      company_name: 'Acme Bangladesh Ltd',
      company_website: 'https://acme.com.bd',
      company_location: 'Agrabad, Chattogram',
    });
    const cleared = await ctx.send('PATCH', '/api/jobs/company-profile/', a.headers, { company_website: '' });
    expect(cleared.json()).toMatchObject({ company_website: null });
    const bad = await ctx.send('PATCH', '/api/jobs/company-profile/', a.headers, {
      company_size: 'huge',
      company_name: 'A',
    });
    expect(bad.json()).toEqual({
      company_name: ['Use at least 2 characters for your company name'],
      company_size: ['Choose the size of your company'],
    });
    const created = await ctx.send('POST', '/api/jobs/jobpost/', a.headers, jobBody());
    expect(created.json()).toMatchObject({ company_name: 'Acme Bangladesh Ltd' });
  });
});

describe('POST jobs/hiring-lead/', () => {
  it('stores the lead with a normalised phone and thanks the employer', async () => {
    const email = `${uniqueTag('hr')}@Example.com`;
    const response = await ctx.send('POST', '/api/jobs/hiring-lead/', undefined, {
      company_name: 'Shwapno Retail',
      contact_name: 'Farhana Akter',
      email,
      phone_number: '01712-345678',
      hires: 12,
      roles: 'Store managers, data analysts',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: HIRING_LEAD_THANKS });
    const [lead] = await ctx.db
      .select()
      .from(schema.hiringLeads)
      .where(eq(schema.hiringLeads.email, email.toLowerCase()));
    expect(lead).toMatchObject({
      phoneNumber: '+8801712345678',
      hires: 12,
      contactName: 'Farhana Akter',
      contactedAt: null,
    });
  });

  it('refuses a bad phone, e-mail and missing names with messages', async () => {
    const response = await ctx.send('POST', '/api/jobs/hiring-lead/', undefined, {
      company_name: '',
      contact_name: 'F',
      email: 'nope',
      phone_number: '12345',
      hires: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      company_name: ['Use at least 2 characters for your company name'],
      contact_name: ['Use at least 2 characters for your name'],
      email: ['Enter a valid e-mail address'],
      phone_number: [BD_PHONE_MESSAGE],
      hires: ['Number of hires must be at least 1'],
    });
  });

  it('is rate-limited per address when route limits are on', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 'on', RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const post = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/jobs/hiring-lead/',
          payload: {
            company_name: 'Acme',
            contact_name: 'Rahim',
            email: 'r@example.com',
            phone_number: '01812345678',
          },
          remoteAddress: address,
        });
      for (let i = 0; i < 5; i += 1) expect((await post('203.0.113.7')).statusCode).toBe(201);
      expect((await post('203.0.113.7')).statusCode).toBe(429);
      expect((await post('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
