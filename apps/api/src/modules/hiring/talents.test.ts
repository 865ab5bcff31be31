import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HIRING_MESSAGES, TalentDetail, TalentListResponse } from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  outboxTo,
  seedApplication,
  seedCompletedCourse,
  seedExperience,
  seedJob,
  seedRecruiter,
  seedSeeker,
  uniqueTag,
} from '../../test/factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

/** Talents with a unique word in the headline, so a search finds only this test's people. */
async function talentWorld() {
  const tag = uniqueTag('tal');
  const recruiter = await seedRecruiter(ctx.db);
  const other = await seedRecruiter(ctx.db);
  const verified = await seedSeeker(
    ctx.db,
    {
      discoverable: true,
      headline: `Analyst ${tag}`,
      skills: ['excel', 'sql'],
      division: 'Dhaka',
      district: 'Dhaka',
    },
    { firstName: 'Sadia', lastName: 'Islam', phoneNumber: '+8801711000002' },
  );
  await seedCompletedCourse(ctx.db, verified, {
    title: 'SQL for analysts',
    tags: ['sql'],
    certificate: true,
  });
  await seedExperience(ctx.db, verified, '2020-01', '2023-12');
  const declared = await seedSeeker(
    ctx.db,
    {
      discoverable: true,
      headline: `Accountant ${tag}`,
      skills: ['sql', 'tally'],
      division: 'Sylhet',
      district: 'Sylhet',
    },
    { firstName: 'Karim', lastName: 'Ahmed' },
  );
  const hidden = await seedSeeker(
    ctx.db,
    { discoverable: false, headline: `Hidden ${tag}` },
    { firstName: 'Hidden' },
  );
  return { tag, recruiter, other, verified, declared, hidden };
}

describe('GET jobs/talents/', () => {
  it('finds only discoverable seekers, with verified skills, years and certificates', async () => {
    const w = await talentWorld();
    const response = await ctx.send('GET', `/api/jobs/talents/?search=${w.tag}`, w.recruiter.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = TalentListResponse.parse(response.json());
    expect(body.count).toBe(2);
    const sadia = body.results.find((r) => r.name === 'Sadia Islam')!;
    expect(sadia).toMatchObject({
      job_seeker_id: w.verified.profile.id,
      verified_skills: ['sql'],
      experience_years: 4,
      certificate_count: 1,
      contact_request: null,
    });
    expect(body.results.map((r) => r.name)).not.toContain('Hidden Uddin');
    // No contact details in the list at all.
    expect(JSON.stringify(body)).not.toContain(w.verified.user.email);
  });

  it('filters by skill, verified only, division and experience; searches name', async () => {
    const w = await talentWorld();
    const names = async (query: string) => {
      const response = await ctx.send(
        'GET',
        `/api/jobs/talents/?search=${w.tag}&${query}`,
        w.recruiter.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return TalentListResponse.parse(response.json())
        .results.map((r) => r.name)
        .sort();
    };
    expect(await names('skill=sql')).toEqual(['Karim Ahmed', 'Sadia Islam']);
    expect(await names('skill=sql&verified_only=true')).toEqual(['Sadia Islam']);
    expect(await names('skill=tally')).toEqual(['Karim Ahmed']);
    expect(await names('verified_only=true')).toEqual(['Sadia Islam']);
    expect(await names('division=Sylhet')).toEqual(['Karim Ahmed']);
    expect(await names('experience=3')).toEqual(['Sadia Islam']);
    const byName = TalentListResponse.parse(
      (await ctx.send('GET', '/api/jobs/talents/?search=Hidden', w.recruiter.headers)).json(),
    );
    expect(byName.results.map((r) => r.job_seeker_id)).not.toContain(w.hidden.profile.id);
    expect(
      (await ctx.send('GET', '/api/jobs/talents/?division=Atlantis', w.recruiter.headers)).statusCode,
    ).toBe(400);
    expect((await ctx.send('GET', '/api/jobs/talents/?experience=-1', w.recruiter.headers)).statusCode).toBe(
      400,
    );
  });
});

describe('GET jobs/talents/{seekerId}/', () => {
  it('shows the profile without contact; 404 when not discoverable', async () => {
    const w = await talentWorld();
    const response = await ctx.send(
      'GET',
      `/api/jobs/talents/${w.verified.profile.id}/`,
      w.recruiter.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = TalentDetail.parse(response.json());
    expect(detail.contact).toBeNull();
    expect(detail.candidate.certificates.map((c) => c.course_title)).toEqual(['SQL for analysts']);
    const hidden = await ctx.send('GET', `/api/jobs/talents/${w.hidden.profile.id}/`, w.recruiter.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: HIRING_MESSAGES.notDiscoverable });
    expect((await ctx.send('GET', '/api/jobs/talents/99999999/', w.recruiter.headers)).statusCode).toBe(404);
  });

  it("shows contact once this recruiter's request is accepted, not another's", async () => {
    const w = await talentWorld();
    await ctx.db.insert(schema.talentContactRequests).values({
      recruiterId: w.recruiter.profile.id,
      jobSeekerId: w.verified.profile.id,
      status: 'accepted',
    });
    const mine = TalentDetail.parse(
      (await ctx.send('GET', `/api/jobs/talents/${w.verified.profile.id}/`, w.recruiter.headers)).json(),
    );
    expect(mine.contact).toEqual({ email: w.verified.user.email, phone_number: '+8801711000002' });
    expect(mine.contact_request).toBe('accepted');
    const theirs = TalentDetail.parse(
      (await ctx.send('GET', `/api/jobs/talents/${w.verified.profile.id}/`, w.other.headers)).json(),
    );
    expect(theirs.contact).toBeNull();
    expect(theirs.contact_request).toBeNull();
  });

  it("shows contact when they applied to one of this recruiter's posts, not after withdrawing", async () => {
    const w = await talentWorld();
    const job = await seedJob(ctx.db, w.recruiter);
    const application = await seedApplication(ctx.db, job, w.declared);
    const detail = async () =>
      TalentDetail.parse(
        (await ctx.send('GET', `/api/jobs/talents/${w.declared.profile.id}/`, w.recruiter.headers)).json(),
      );
    expect((await detail()).contact).toEqual({ email: w.declared.user.email, phone_number: null });
    const other = TalentDetail.parse(
      (await ctx.send('GET', `/api/jobs/talents/${w.declared.profile.id}/`, w.other.headers)).json(),
    );
    expect(other.contact).toBeNull();
    await ctx.db
      .update(schema.jobApplications)
      .set({ withdrawnAt: new Date() })
      .where(eq(schema.jobApplications.id, application.id));
    expect((await detail()).contact).toBeNull();
  });
});

describe('POST jobs/talents/{seekerId}/contact/', () => {
  it('asks once, e-mails the seeker, and shows the request as pending', async () => {
    const w = await talentWorld();
    const job = await seedJob(ctx.db, w.recruiter, { title: 'Data Analyst' });
    const response = await ctx.send(
      'POST',
      `/api/jobs/talents/${w.verified.profile.id}/contact/`,
      w.recruiter.headers,
      {
        message: 'We liked your SQL certificate.',
        job_id: job.id,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = TalentDetail.parse(response.json());
    expect(detail.contact_request).toBe('pending');
    expect(detail.contact).toBeNull();

    const [row] = await ctx.db
      .select()
      .from(schema.talentContactRequests)
      .where(
        and(
          eq(schema.talentContactRequests.recruiterId, w.recruiter.profile.id),
          eq(schema.talentContactRequests.jobSeekerId, w.verified.profile.id),
        ),
      );
    expect(row).toMatchObject({
      jobId: job.id,
      message: 'We liked your SQL certificate.',
      status: 'pending',
    });

    const mail = await outboxTo(ctx.db, w.verified.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`${w.recruiter.profile.companyName} would like to contact you`);
    expect(mail[0]!.bodyText).toContain('Hello Sadia,');
    expect(mail[0]!.bodyText).toContain('about Data Analyst');
    expect(mail[0]!.bodyText).toContain('We liked your SQL certificate.');
    expect(mail[0]!.bodyText).toContain('http://dokkho.test/js-dashboard');

    const again = await ctx.send(
      'POST',
      `/api/jobs/talents/${w.verified.profile.id}/contact/`,
      w.recruiter.headers,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: HIRING_MESSAGES.contactPending });
    expect(await outboxTo(ctx.db, w.verified.user.email)).toHaveLength(1);

    const list = TalentListResponse.parse(
      (await ctx.send('GET', `/api/jobs/talents/?search=${w.tag}`, w.recruiter.headers)).json(),
    );
    expect(list.results.find((r) => r.job_seeker_id === w.verified.profile.id)!.contact_request).toBe(
      'pending',
    );
  });

  it("refuses another recruiter's post as job_id (404), a hidden seeker (404), a bad body (400)", async () => {
    const w = await talentWorld();
    const theirJob = await seedJob(ctx.db, w.other);
    const wrongJob = await ctx.send(
      'POST',
      `/api/jobs/talents/${w.verified.profile.id}/contact/`,
      w.recruiter.headers,
      {
        job_id: theirJob.id,
      },
    );
    expect(wrongJob.statusCode).toBe(404);
    const rows = await ctx.db
      .select()
      .from(schema.talentContactRequests)
      .where(eq(schema.talentContactRequests.jobSeekerId, w.verified.profile.id));
    expect(rows).toHaveLength(0);
    expect(
      (await ctx.send('POST', `/api/jobs/talents/${w.hidden.profile.id}/contact/`, w.recruiter.headers, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.send('POST', `/api/jobs/talents/${w.verified.profile.id}/contact/`, w.recruiter.headers, {
          message: 'x'.repeat(1001),
        })
      ).statusCode,
    ).toBe(400);
    expect(await outboxTo(ctx.db, w.verified.user.email)).toHaveLength(0);
  });
});
