import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeekerContactRequest, SeekerContactRequestList, SeekerDashboard } from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedJob, seedReadySeeker, seedRecruiter, seedSeeker } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url: `/api${url}`, headers });

describe('seeker dashboard', () => {
  it('counts applications by stage and recommends matching open jobs not applied to', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    // Unique skills, so the jobs of this file's other tests do not compete.
    const skill = `skill-${recruiter.tag}`;
    const second = `second-${recruiter.tag}`;
    const seeker = await seedReadySeeker(ctx.db, { skills: [skill, second], division: 'Sylhet' });
    const past = (days: number) => new Date(Date.now() - days * 86_400_000);
    const best = await seedJob(ctx.db, recruiter, {
      skills: [skill, second],
      division: 'Dhaka',
      publishedAt: past(5),
    });
    const sameDivision = await seedJob(ctx.db, recruiter, {
      skills: [skill],
      division: 'Sylhet',
      publishedAt: past(4),
    });
    const oneSkill = await seedJob(ctx.db, recruiter, {
      skills: [skill],
      division: 'Dhaka',
      publishedAt: past(1),
    });
    const applied = await seedJob(ctx.db, recruiter, { skills: [skill, second] });
    const closed = await seedJob(ctx.db, recruiter, { skills: [skill, second], status: 'closed' });
    const expired = await seedJob(ctx.db, recruiter, { skills: [skill, second], deadline: past(1) });
    // The seeker's own post (a recruiter too).
    const ownRecruiter = await ctx.db
      .insert(schema.recruiterProfiles)
      .values({ userId: seeker.user.id, companyName: 'Own Co' })
      .returning();
    const own = await seedJob(ctx.db, { profile: ownRecruiter[0]! }, { skills: [skill, second] });

    const rows = [
      { jobId: applied.id, stage: 'interview' as const },
      { jobId: best.id, stage: 'applied' as const, withdrawnAt: new Date() },
    ];
    await ctx.db
      .insert(schema.jobApplications)
      .values(rows.map((r) => ({ ...r, jobSeekerId: seeker.profile.id, resumeKind: 'profile' as const })));
    // `best` was applied to (then withdrawn): not recommended any more. Re-seed another best match.
    const best2 = await seedJob(ctx.db, recruiter, {
      skills: [skill, second],
      division: 'Dhaka',
      publishedAt: past(6),
    });

    await ctx.db.insert(schema.talentContactRequests).values({
      recruiterId: recruiter.profile.id,
      jobSeekerId: seeker.profile.id,
      message: 'We would like to talk.',
    });

    const res = await get('/jobs/seeker/dashboard/', seeker.headers);
    expect(res.statusCode, res.body).toBe(200);
    const dash = SeekerDashboard.parse(res.json());
    expect(dash.stage_counts).toEqual({
      applied: 0,
      screening: 0,
      interview: 1,
      offer: 0,
      hired: 0,
      rejected: 0,
    });
    expect(dash.withdrawn_count).toBe(1);
    expect(dash.pending_contact_requests).toBe(1);
    expect(dash.completeness.percent).toBeGreaterThan(0);
    const ids = dash.recommended.map((j) => j.id);
    expect(ids.slice(0, 3)).toEqual([best2.id, sameDivision.id, oneSkill.id]);
    for (const excluded of [best, applied, closed, expired, own]) expect(ids).not.toContain(excluded.id);
    expect(ids.length).toBeLessThanOrEqual(6);
  });

  it('falls back to the newest open jobs when the profile has no skills', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const seeker = await seedSeeker(ctx.db);
    const newest = await seedJob(ctx.db, recruiter, { publishedAt: new Date(Date.now() + 60_000) });
    const dash = SeekerDashboard.parse((await get('/jobs/seeker/dashboard/', seeker.headers)).json());
    expect(dash.recommended[0]?.id).toBe(newest.id);
    expect(dash.recommended.length).toBeGreaterThan(0);
    expect(dash.completeness).toMatchObject({ percent: 0 });
  });
});

describe('seeker contact requests', () => {
  it('lists own requests and answers pending ones once', async () => {
    const recruiter = await seedRecruiter(ctx.db, {}, { firstName: 'Farhana', lastName: 'Islam' });
    const other = await seedRecruiter(ctx.db);
    const seeker = await seedSeeker(ctx.db);
    const stranger = await seedSeeker(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const [first, second] = await ctx.db
      .insert(schema.talentContactRequests)
      .values([
        {
          recruiterId: recruiter.profile.id,
          jobSeekerId: seeker.profile.id,
          jobId: job.id,
          message: 'Hello',
        },
        { recruiterId: other.profile.id, jobSeekerId: seeker.profile.id },
      ])
      .returning();

    const list = SeekerContactRequestList.parse(
      (await get('/jobs/seeker/contact-requests/', seeker.headers)).json(),
    );
    expect(list).toHaveLength(2);
    expect(list.find((r) => r.id === first!.id)).toMatchObject({
      company_name: recruiter.profile.companyName,
      recruiter_name: 'Farhana Islam',
      designation: 'HR Manager',
      job: { id: job.id, title: job.title },
      message: 'Hello',
      status: 'pending',
    });
    expect(list.find((r) => r.id === second!.id)?.job).toBeNull();
    expect(
      SeekerContactRequestList.parse((await get('/jobs/seeker/contact-requests/', stranger.headers)).json()),
    ).toEqual([]);

    const answer = (id: number, headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/jobs/seeker/contact-requests/${id}/`, headers, payload });
    expect((await answer(first!.id, stranger.headers, { accept: true })).statusCode).toBe(404);
    expect((await answer(first!.id, seeker.headers, { accept: 'yes' })).statusCode).toBe(400);
    const accepted = await answer(first!.id, seeker.headers, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(SeekerContactRequest.parse(accepted.json()).status).toBe('accepted');
    const again = await answer(first!.id, seeker.headers, { accept: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already accepted/);
    const declined = await answer(second!.id, seeker.headers, { accept: false });
    expect(declined.json()).toMatchObject({ status: 'declined' });
  });
});
