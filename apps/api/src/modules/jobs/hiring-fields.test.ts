import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobDetail, RecruiterJobDetail, RecruiterJobListResponse } from '@dokkho/contract/jobs';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jobBody, seedApplication, seedJob, seedRecruiter, seedSeeker } from '../../test/factories';

/* Issue 6, second slice: what posts gained with applications (applicant counts, the education level). */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('applicant counts on the recruiter’s posts', () => {
  it('counts applications not withdrawn, and those not opened yet, per post', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const busy = await seedJob(ctx.db, recruiter, {
      title: 'Busy post',
      createdAt: new Date(Date.now() - 60_000),
    });
    await seedJob(ctx.db, recruiter, { title: 'Quiet post' });
    const seekers = await Promise.all([1, 2, 3].map(() => seedSeeker(ctx.db)));
    await seedApplication(ctx.db, busy, seekers[0]!);
    await seedApplication(ctx.db, busy, seekers[1]!, { recruiterSeenAt: new Date() });
    await seedApplication(ctx.db, busy, seekers[2]!, { withdrawnAt: new Date() });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/jobpost/',
      headers: recruiter.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = RecruiterJobListResponse.parse(response.json());
    expect(list.results.map((r) => [r.title, r.applicant_count, r.new_applicant_count])).toEqual([
      ['Quiet post', 0, 0],
      ['Busy post', 2, 1],
    ]);

    const detail = RecruiterJobDetail.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/jobs/jobpost/${busy.id}/`,
          headers: recruiter.headers,
        })
      ).json(),
    );
    expect(detail).toMatchObject({ applicant_count: 2, new_applicant_count: 1 });
  });
});

describe('education_level on posts', () => {
  it('is stored on create and edit and shown on the board and to the recruiter', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/jobpost/',
      headers: recruiter.headers,
      payload: jobBody({ education_level: 'bachelor' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = RecruiterJobDetail.parse(created.json());
    expect(post).toMatchObject({ education_level: 'bachelor', applicant_count: 0, new_applicant_count: 0 });

    const board = JobDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/jobs/board/${post.id}/` })).json(),
    );
    expect(board.education_level).toBe('bachelor');

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/jobpost/${post.id}/`,
      headers: recruiter.headers,
      payload: { education_level: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(RecruiterJobDetail.parse(edited.json()).education_level).toBeNull();

    const untouched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/jobpost/${post.id}/`,
      headers: recruiter.headers,
      payload: { education_level: 'hsc' },
    });
    expect(RecruiterJobDetail.parse(untouched.json()).education_level).toBe('hsc');
    const kept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/jobpost/${post.id}/`,
      headers: recruiter.headers,
      payload: { title: 'Renamed post' },
    });
    expect(RecruiterJobDetail.parse(kept.json()).education_level).toBe('hsc');

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/jobpost/',
      headers: recruiter.headers,
      payload: jobBody({ education_level: 'kindergarten' }),
    });
    expect(bad.statusCode).toBe(400);
  });
});
