import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  APPLICANT_STAGE_LABELS,
  ApplicantDetail,
  ApplicantNote,
  ApplicantsResponse,
  BulkStageResponse,
  HIRING_MESSAGES,
  RankingResponse,
  RecruiterDashboard,
  ShortlistResponse,
} from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  outboxTo,
  seedApplication,
  seedCompletedCourse,
  seedExperience,
  seedJob,
  seedNotification,
  seedRecruiter,
  seedSeeker,
} from '../../test/factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A recruiter with a post and three applicants of different strength and age, and a stranger recruiter. */
async function pipelineWorld() {
  const recruiter = await seedRecruiter(ctx.db);
  const other = await seedRecruiter(ctx.db);
  const job = await seedJob(ctx.db, recruiter, {
    title: 'Junior Data Analyst',
    skills: ['excel', 'sql'],
    experienceMinYears: 1,
    experienceMaxYears: 3,
    educationLevel: 'bachelor',
    division: 'Dhaka',
    district: 'Dhaka',
  });
  const strong = await seedSeeker(
    ctx.db,
    { headline: 'SQL and Excel analyst', skills: ['excel', 'sql'] },
    { firstName: 'Sadia', lastName: 'Islam', phoneNumber: '+8801711000001' },
  );
  await seedCompletedCourse(ctx.db, strong, {
    title: 'Excel for Business',
    tags: ['excel'],
    certificate: true,
  });
  await seedExperience(ctx.db, strong, '2021-01', '2023-12');
  await ctx.db.insert(schema.jobSeekerEducations).values({
    jobSeekerId: strong.profile.id,
    level: 'bachelor',
    institution: 'Dhaka University',
  });
  const middle = await seedSeeker(
    ctx.db,
    { headline: 'Accountant', skills: ['excel'] },
    { firstName: 'Karim', lastName: 'Ahmed' },
  );
  const weak = await seedSeeker(
    ctx.db,
    { headline: 'Student', skills: [], division: 'Sylhet', district: 'Sylhet' },
    { firstName: 'Nila', lastName: 'Roy' },
  );
  const strongApp = await seedApplication(ctx.db, job, strong, { createdAt: ago(30) });
  const middleApp = await seedApplication(ctx.db, job, middle, { createdAt: ago(20), shortlisted: true });
  const weakApp = await seedApplication(ctx.db, job, weak, { createdAt: ago(10) });
  return { recruiter, other, job, strong, middle, weak, strongApp, middleApp, weakApp };
}

describe('guards', () => {
  it('every route needs a signed-in recruiter', async () => {
    const seeker = await seedSeeker(ctx.db);
    const urls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', '/api/jobs/allapplicants/1/'],
      ['GET', '/api/jobs/applicants/1/'],
      ['PATCH', '/api/jobs/applicants/1/', { stage: 'offer' }],
      ['POST', '/api/jobs/applicants/bulk-stage/', { application_ids: [1], stage: 'offer' }],
      ['POST', '/api/jobs/applicants/1/notes/', { body: 'note' }],
      ['DELETE', '/api/jobs/applicants/1/notes/1/'],
      ['GET', '/api/jobs/ranking/1/'],
      ['GET', '/api/jobs/shortlisted/'],
      ['GET', '/api/jobs/talents/'],
      ['GET', '/api/jobs/talents/1/'],
      ['POST', '/api/jobs/talents/1/contact/', {}],
      ['GET', '/api/jobs/notifications/'],
      ['POST', '/api/jobs/notifications/read/', {}],
      ['GET', '/api/jobs/recruiter/dashboard/'],
    ];
    for (const [method, url, body] of urls) {
      expect((await ctx.send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await ctx.send(method, url, seeker.headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('GET jobs/allapplicants/{jobId}/', () => {
  it('lists applicants newest first with counts over the whole post, whatever the filters', async () => {
    const w = await pipelineWorld();
    await ctx.db
      .update(schema.jobApplications)
      .set({ stage: 'interview' })
      .where(eq(schema.jobApplications.id, w.middleApp.id));
    const withdrawn = await seedSeeker(ctx.db, {}, { firstName: 'Gone' });
    await seedApplication(ctx.db, w.job, withdrawn, { withdrawnAt: new Date(), createdAt: ago(5) });

    const response = await ctx.send('GET', `/api/jobs/allapplicants/${w.job.id}/`, w.recruiter.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = ApplicantsResponse.parse(response.json());
    expect(body.count).toBe(4);
    expect(body.results.map((r) => r.name)).toEqual(['Gone Uddin', 'Nila Roy', 'Karim Ahmed', 'Sadia Islam']);
    expect(body.results[0]).toMatchObject({
      withdrawn: true,
      is_new: true,
      job_title: 'Junior Data Analyst',
    });
    expect(body.job).toMatchObject({ id: w.job.id, title: 'Junior Data Analyst', skills: ['excel', 'sql'] });
    const counts = { applied: 2, screening: 0, interview: 1, offer: 0, hired: 0, rejected: 0 };
    expect(body.stage_counts).toEqual(counts);
    expect(body.withdrawn_count).toBe(1);

    const filtered = ApplicantsResponse.parse(
      (
        await ctx.send('GET', `/api/jobs/allapplicants/${w.job.id}/?stage=interview`, w.recruiter.headers)
      ).json(),
    );
    expect(filtered.results.map((r) => r.name)).toEqual(['Karim Ahmed']);
    expect(filtered.stage_counts).toEqual(counts);
    expect(filtered.withdrawn_count).toBe(1);

    const gone = ApplicantsResponse.parse(
      (
        await ctx.send('GET', `/api/jobs/allapplicants/${w.job.id}/?stage=withdrawn`, w.recruiter.headers)
      ).json(),
    );
    expect(gone.results.map((r) => r.name)).toEqual(['Gone Uddin']);
  });

  it('searches name and headline, filters the shortlist, sorts oldest and by match', async () => {
    const w = await pipelineWorld();
    const list = async (query: string) => {
      const response = await ctx.send(
        'GET',
        `/api/jobs/allapplicants/${w.job.id}/?${query}`,
        w.recruiter.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return ApplicantsResponse.parse(response.json());
    };
    expect((await list('search=sadia')).results.map((r) => r.name)).toEqual(['Sadia Islam']);
    expect((await list('search=islam')).results.map((r) => r.name)).toEqual(['Sadia Islam']);
    expect((await list('search=accountant')).results.map((r) => r.name)).toEqual(['Karim Ahmed']);
    expect((await list('search=100%25')).results).toEqual([]);
    expect((await list('shortlisted=true')).results.map((r) => r.name)).toEqual(['Karim Ahmed']);
    expect((await list('sort=oldest')).results.map((r) => r.name)).toEqual([
      'Sadia Islam',
      'Karim Ahmed',
      'Nila Roy',
    ]);
    const byMatch = await list('sort=match');
    expect(byMatch.results.map((r) => r.name)).toEqual(['Sadia Islam', 'Karim Ahmed', 'Nila Roy']);
    const totals = byMatch.results.map((r) => r.match_total);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    // Paging by match keeps the order.
    const second = await list('sort=match&page=2&page_size=1');
    expect(second.results.map((r) => r.name)).toEqual(['Karim Ahmed']);

    // The list's match_total is the detail's score.
    const detail = ApplicantDetail.parse(
      (await ctx.send('GET', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers)).json(),
    );
    expect(detail.match.total).toBe(byMatch.results[0]!.match_total);
  });

  it("is 404 for another recruiter's post, 400 for a bad query", async () => {
    const w = await pipelineWorld();
    const response = await ctx.send('GET', `/api/jobs/allapplicants/${w.job.id}/`, w.other.headers);
    expect(response.statusCode).toBe(404);
    expect(
      (await ctx.send('GET', `/api/jobs/allapplicants/${w.job.id}/?sort=best`, w.recruiter.headers))
        .statusCode,
    ).toBe(400);
    expect((await ctx.send('GET', '/api/jobs/allapplicants/abc/', w.recruiter.headers)).statusCode).toBe(400);
  });
});

describe('GET jobs/applicants/{id}/', () => {
  it('shows the profile, contact, resume, match with reasons, timeline and notes; marks it seen and read', async () => {
    const w = await pipelineWorld();
    const notification = await seedNotification(ctx.db, w.recruiter, w.strongApp);
    const response = await ctx.send('GET', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const detail = ApplicantDetail.parse(response.json());
    expect(detail).toMatchObject({
      id: w.strongApp.id,
      name: 'Sadia Islam',
      // Opening it is what marks it seen.
      is_new: false,
      stage: 'applied',
      contact: { email: w.strong.user.email, phone_number: '+8801711000001' },
      resume: { kind: 'profile', file_name: null, bytes: null, url: null },
      timeline: [{ stage: 'applied' }],
      notes: [],
    });
    expect(detail.candidate.experience_years).toBe(3);
    expect(detail.candidate.certificates.map((c) => c.course_title)).toEqual(['Excel for Business']);
    expect(detail.match.skills).toEqual([
      { skill: 'excel', status: 'verified', evidence: 'Certificate: Excel for Business' },
      { skill: 'sql', status: 'declared', evidence: null },
    ]);
    for (const part of detail.match.parts) expect(part.reasons.length).toBeGreaterThan(0);

    const [seen] = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.id, w.strongApp.id));
    expect(seen!.recruiterSeenAt).not.toBeNull();
    const [read] = await ctx.db
      .select()
      .from(schema.recruiterNotifications)
      .where(eq(schema.recruiterNotifications.id, notification.id));
    expect(read!.readAt).not.toBeNull();
    const again = ApplicantDetail.parse(
      (await ctx.send('GET', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers)).json(),
    );
    expect(again.is_new).toBe(false);
  });

  it('links an uploaded resume while the application stands; a withdrawal hides it and the contact', async () => {
    const w = await pipelineWorld();
    const upload = {
      resumeKind: 'upload' as const,
      resumeKey: 'private/resumes/x.pdf',
      resumeFileName: 'cv.pdf',
      resumeBytes: 1234,
    };
    const standing = await seedApplication(ctx.db, w.job, await seedSeeker(ctx.db), upload);
    const open = ApplicantDetail.parse(
      (await ctx.send('GET', `/api/jobs/applicants/${standing.id}/`, w.recruiter.headers)).json(),
    );
    expect(open.contact).not.toBeNull();
    expect(open.resume).toEqual({
      kind: 'upload',
      file_name: 'cv.pdf',
      bytes: 1234,
      url: `/api/jobs/applications/${standing.id}/resume/`,
      built: null,
    });

    const app = await seedApplication(ctx.db, w.job, await seedSeeker(ctx.db), {
      ...upload,
      withdrawnAt: new Date(),
    });
    const detail = ApplicantDetail.parse(
      (await ctx.send('GET', `/api/jobs/applicants/${app.id}/`, w.recruiter.headers)).json(),
    );
    expect(detail.contact).toBeNull();
    expect(detail.withdrawn).toBe(true);
    // The resume carries the contact details: it goes back with the withdrawal too.
    expect(detail.resume).toEqual({
      kind: 'upload',
      file_name: 'cv.pdf',
      bytes: 1234,
      url: null,
      built: null,
    });
  });

  it("is 404 for another recruiter's applicant and does not mark it seen", async () => {
    const w = await pipelineWorld();
    const response = await ctx.send('GET', `/api/jobs/applicants/${w.strongApp.id}/`, w.other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: HIRING_MESSAGES.applicationNotFound });
    const [row] = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.id, w.strongApp.id));
    expect(row!.recruiterSeenAt).toBeNull();
  });
});

describe('PATCH jobs/applicants/{id}/', () => {
  it('moves the stage: event, stage_changed_at, and an e-mail to the applicant', async () => {
    const w = await pipelineWorld();
    const response = await ctx.send('PATCH', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers, {
      stage: 'interview',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = ApplicantDetail.parse(response.json());
    expect(detail.stage).toBe('interview');
    expect(detail.timeline.map((t) => t.stage)).toEqual(['applied', 'interview']);
    expect(new Date(detail.stage_changed_at).getTime()).toBeGreaterThan(w.strongApp.stageChangedAt.getTime());
    const events = await ctx.db
      .select()
      .from(schema.applicationStageEvents)
      .where(eq(schema.applicationStageEvents.applicationId, w.strongApp.id));
    expect(events.at(-1)).toMatchObject({
      fromStage: 'applied',
      toStage: 'interview',
      actorUserId: w.recruiter.user.id,
    });

    const mail = await outboxTo(ctx.db, w.strong.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(
      `Junior Data Analyst at ${w.recruiter.profile.companyName}: ${APPLICANT_STAGE_LABELS.interview}`,
    );
    expect(mail[0]!.bodyText).toContain('Hello Sadia,');
    expect(mail[0]!.bodyText).toContain(`has a new status: ${APPLICANT_STAGE_LABELS.interview}.`);
    expect(mail[0]!.bodyText).toContain(
      `http://dokkho.test/js-dashboard/applied-jobs/job-details?id=${w.strongApp.id}`,
    );
    expect(mail[0]!.bodyHtml).toContain('See my application');
  });

  it('the same stage is a no-op: no event, no e-mail; shortlisting alone e-mails nobody', async () => {
    const w = await pipelineWorld();
    const same = await ctx.send('PATCH', `/api/jobs/applicants/${w.weakApp.id}/`, w.recruiter.headers, {
      stage: 'applied',
    });
    expect(same.statusCode, same.body).toBe(200);
    const shortlist = await ctx.send('PATCH', `/api/jobs/applicants/${w.weakApp.id}/`, w.recruiter.headers, {
      shortlisted: true,
    });
    expect(ApplicantDetail.parse(shortlist.json())).toMatchObject({ shortlisted: true, stage: 'applied' });
    expect(await outboxTo(ctx.db, w.weak.user.email)).toHaveLength(0);
    const events = await ctx.db
      .select()
      .from(schema.applicationStageEvents)
      .where(eq(schema.applicationStageEvents.applicationId, w.weakApp.id));
    expect(events).toHaveLength(1);
  });

  it('refuses a withdrawn application (409), another recruiter (404), an empty body (400)', async () => {
    const w = await pipelineWorld();
    await ctx.db
      .update(schema.jobApplications)
      .set({ withdrawnAt: new Date() })
      .where(eq(schema.jobApplications.id, w.weakApp.id));
    const refused = await ctx.send('PATCH', `/api/jobs/applicants/${w.weakApp.id}/`, w.recruiter.headers, {
      stage: 'offer',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: HIRING_MESSAGES.withdrawnNoStage });
    const stranger = await ctx.send('PATCH', `/api/jobs/applicants/${w.strongApp.id}/`, w.other.headers, {
      stage: 'hired',
    });
    expect(stranger.statusCode).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.id, w.strongApp.id));
    expect(row!.stage).toBe('applied');
    expect(
      (await ctx.send('PATCH', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers, {}))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.send('PATCH', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers, {
          stage: 'boss',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST jobs/applicants/bulk-stage/', () => {
  it('moves all, skips withdrawn and those already there, e-mails each one moved', async () => {
    const w = await pipelineWorld();
    await ctx.db
      .update(schema.jobApplications)
      .set({ withdrawnAt: new Date() })
      .where(eq(schema.jobApplications.id, w.weakApp.id));
    await ctx.db
      .update(schema.jobApplications)
      .set({ stage: 'screening' })
      .where(eq(schema.jobApplications.id, w.middleApp.id));
    const response = await ctx.send('POST', '/api/jobs/applicants/bulk-stage/', w.recruiter.headers, {
      application_ids: [w.strongApp.id, w.middleApp.id, w.weakApp.id, w.strongApp.id],
      stage: 'screening',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(BulkStageResponse.parse(response.json())).toEqual({ updated: 1, skipped: 2 });
    expect(await outboxTo(ctx.db, w.strong.user.email)).toHaveLength(1);
    expect(await outboxTo(ctx.db, w.middle.user.email)).toHaveLength(0);
    expect(await outboxTo(ctx.db, w.weak.user.email)).toHaveLength(0);
  });

  it('is all or nothing: one applicant of another recruiter and nothing moves (404)', async () => {
    const w = await pipelineWorld();
    const theirs = await seedJob(ctx.db, w.other);
    const stranger = await seedSeeker(ctx.db);
    const theirApp = await seedApplication(ctx.db, theirs, stranger);
    const response = await ctx.send('POST', '/api/jobs/applicants/bulk-stage/', w.recruiter.headers, {
      application_ids: [w.strongApp.id, theirApp.id],
      stage: 'rejected',
    });
    expect(response.statusCode).toBe(404);
    const rows = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.jobId, w.job.id));
    expect(rows.every((r) => r.stage === 'applied')).toBe(true);
    expect(await outboxTo(ctx.db, w.strong.user.email)).toHaveLength(0);
    const [their] = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.id, theirApp.id));
    expect(their!.stage).toBe('applied');
    const unknown = await ctx.send('POST', '/api/jobs/applicants/bulk-stage/', w.recruiter.headers, {
      application_ids: [w.strongApp.id, 99_999_999],
      stage: 'rejected',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the body', async () => {
    const w = await pipelineWorld();
    const empty = await ctx.send('POST', '/api/jobs/applicants/bulk-stage/', w.recruiter.headers, {
      application_ids: [],
      stage: 'offer',
    });
    expect(empty.statusCode).toBe(400);
    const tooMany = await ctx.send('POST', '/api/jobs/applicants/bulk-stage/', w.recruiter.headers, {
      application_ids: Array.from({ length: 101 }, (_, i) => i + 1),
      stage: 'offer',
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('adds, shows and deletes own notes; others are 404', async () => {
    const w = await pipelineWorld();
    const added = await ctx.send(
      'POST',
      `/api/jobs/applicants/${w.strongApp.id}/notes/`,
      w.recruiter.headers,
      {
        body: '  Strong SQL, call back Monday  ',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const note = ApplicantNote.parse(added.json());
    expect(note).toMatchObject({ body: 'Strong SQL, call back Monday', author_name: 'Test User' });

    const detail = ApplicantDetail.parse(
      (await ctx.send('GET', `/api/jobs/applicants/${w.strongApp.id}/`, w.recruiter.headers)).json(),
    );
    expect(detail.notes.map((n) => n.id)).toEqual([note.id]);

    // Another recruiter can neither add nor delete on this applicant.
    expect(
      (
        await ctx.send('POST', `/api/jobs/applicants/${w.strongApp.id}/notes/`, w.other.headers, {
          body: 'hi',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.send('DELETE', `/api/jobs/applicants/${w.strongApp.id}/notes/${note.id}/`, w.other.headers))
        .statusCode,
    ).toBe(404);
    // A note written by someone else (a colleague) is not mine to delete.
    const [colleagueNote] = await ctx.db
      .insert(schema.applicationNotes)
      .values({ applicationId: w.strongApp.id, authorUserId: w.other.user.id, body: 'theirs' })
      .returning();
    expect(
      (
        await ctx.send(
          'DELETE',
          `/api/jobs/applicants/${w.strongApp.id}/notes/${colleagueNote!.id}/`,
          w.recruiter.headers,
        )
      ).statusCode,
    ).toBe(404);
    // The note id must belong to that application.
    expect(
      (
        await ctx.send(
          'DELETE',
          `/api/jobs/applicants/${w.middleApp.id}/notes/${note.id}/`,
          w.recruiter.headers,
        )
      ).statusCode,
    ).toBe(404);
    const deleted = await ctx.send(
      'DELETE',
      `/api/jobs/applicants/${w.strongApp.id}/notes/${note.id}/`,
      w.recruiter.headers,
    );
    expect(deleted.statusCode).toBe(204);
    expect(
      (
        await ctx.send('POST', `/api/jobs/applicants/${w.strongApp.id}/notes/`, w.recruiter.headers, {
          body: ' ',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET jobs/ranking/{jobId}/', () => {
  it('ranks by score with reasons; ranks continue across pages; filters by score, skill and stage', async () => {
    const w = await pipelineWorld();
    const gone = await seedSeeker(ctx.db, { skills: ['excel', 'sql'] });
    await seedApplication(ctx.db, w.job, gone, { withdrawnAt: new Date() });
    const rank = async (query = '') => {
      const response = await ctx.send('GET', `/api/jobs/ranking/${w.job.id}/?${query}`, w.recruiter.headers);
      expect(response.statusCode, response.body).toBe(200);
      return RankingResponse.parse(response.json());
    };
    const all = await rank();
    expect(all.count).toBe(3);
    expect(all.results.map((r) => [r.rank, r.application.name])).toEqual([
      [1, 'Sadia Islam'],
      [2, 'Karim Ahmed'],
      [3, 'Nila Roy'],
    ]);
    for (const ranked of all.results) {
      expect(ranked.application.match_total).toBe(ranked.match.total);
      expect(ranked.match.parts.every((p) => p.reasons.length > 0)).toBe(true);
    }
    const page2 = await rank('page=2&page_size=2');
    expect(page2.results.map((r) => [r.rank, r.application.name])).toEqual([[3, 'Nila Roy']]);
    // Stable: asking again gives the same answer.
    expect(await rank()).toEqual(all);

    const min = all.results[1]!.match.total;
    expect((await rank(`min_score=${min}`)).results.map((r) => r.rank)).toEqual([1, 2]);
    expect((await rank('skill=sql')).results.map((r) => r.application.name)).toEqual(['Sadia Islam']);
    expect((await rank('skill=excel&verified_only=true')).results.map((r) => r.application.name)).toEqual([
      'Sadia Islam',
    ]);
    expect((await rank('skill=excel')).results.map((r) => r.application.name)).toEqual([
      'Sadia Islam',
      'Karim Ahmed',
    ]);
    expect((await rank('stage=withdrawn')).count).toBe(1);
    expect(
      (await ctx.send('GET', `/api/jobs/ranking/${w.job.id}/?min_score=101`, w.recruiter.headers)).statusCode,
    ).toBe(400);
  });

  it('says the parts and reasons in the language of the screen (Accept-Language), with the same points', async () => {
    const w = await pipelineWorld();
    const rank = async (language: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/ranking/${w.job.id}/`,
        headers: { ...w.recruiter.headers, 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return RankingResponse.parse(response.json());
    };
    const [english, bangla] = [await rank('en'), await rank('bn')];
    expect(bangla.results.map((r) => r.match.total)).toEqual(english.results.map((r) => r.match.total));
    const first = bangla.results[0]!.match;
    expect(first.parts.map((p) => p.label)).toEqual([
      'স্কিল',
      'অভিজ্ঞতা',
      'শিক্ষাগত যোগ্যতা',
      'লোকেশন',
      'Dokkho-তে প্রমাণ',
    ]);
    expect(first.parts[0]!.reasons[0]).toMatch(/^পোস্টে চাওয়া [০-৯]+টি স্কিলের মধ্যে [০-৯]+টি আছে।$/);
    expect(english.results[0]!.match.parts[0]!.label).toBe('Skills');
  });

  it('breaks ties by who applied first, then by id', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter, { skills: [] });
    const at = ago(60);
    const seekers = await Promise.all([1, 2, 3].map(() => seedSeeker(ctx.db)));
    const later = await seedApplication(ctx.db, job, seekers[0]!, { createdAt: ago(5) });
    const firstB = await seedApplication(ctx.db, job, seekers[1]!, { createdAt: at });
    const firstA = await seedApplication(ctx.db, job, seekers[2]!, { createdAt: at });
    const body = RankingResponse.parse(
      (await ctx.send('GET', `/api/jobs/ranking/${job.id}/`, recruiter.headers)).json(),
    );
    expect(new Set(body.results.map((r) => r.match.total)).size).toBe(1);
    expect(body.results.map((r) => r.application.id)).toEqual([
      Math.min(firstA.id, firstB.id),
      Math.max(firstA.id, firstB.id),
      later.id,
    ]);
  });

  it("is 404 for another recruiter's post", async () => {
    const w = await pipelineWorld();
    expect((await ctx.send('GET', `/api/jobs/ranking/${w.job.id}/`, w.other.headers)).statusCode).toBe(404);
  });
});

describe('GET jobs/shortlisted/', () => {
  it('lists shortlisted applicants across my posts; ?job narrows; another recruiter sees none of them', async () => {
    const w = await pipelineWorld();
    const second = await seedJob(ctx.db, w.recruiter, { title: 'Accounts Officer' });
    const seeker = await seedSeeker(ctx.db, {}, { firstName: 'Tanvir' });
    await seedApplication(ctx.db, second, seeker, { shortlisted: true });
    const all = ShortlistResponse.parse(
      (await ctx.send('GET', '/api/jobs/shortlisted/', w.recruiter.headers)).json(),
    );
    expect(all.results.map((r) => [r.name, r.job_title])).toEqual([
      ['Tanvir Uddin', 'Accounts Officer'],
      ['Karim Ahmed', 'Junior Data Analyst'],
    ]);
    expect(all.results.every((r) => r.shortlisted)).toBe(true);
    const one = ShortlistResponse.parse(
      (await ctx.send('GET', `/api/jobs/shortlisted/?job=${second.id}`, w.recruiter.headers)).json(),
    );
    expect(one.results.map((r) => r.name)).toEqual(['Tanvir Uddin']);
    expect(
      (await ctx.send('GET', `/api/jobs/shortlisted/?job=${second.id}`, w.other.headers)).statusCode,
    ).toBe(404);
    const theirs = ShortlistResponse.parse(
      (await ctx.send('GET', '/api/jobs/shortlisted/', w.other.headers)).json(),
    );
    expect(theirs.count).toBe(0);
  });
});

describe('GET jobs/recruiter/dashboard/', () => {
  it('counts posts, applicants by stage, new ones, and lists the newest', async () => {
    const w = await pipelineWorld();
    await seedJob(ctx.db, w.recruiter, { status: 'draft' });
    await ctx.db
      .update(schema.jobApplications)
      .set({ stage: 'offer', recruiterSeenAt: new Date() })
      .where(eq(schema.jobApplications.id, w.strongApp.id));
    const response = await ctx.send('GET', '/api/jobs/recruiter/dashboard/', w.recruiter.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = RecruiterDashboard.parse(response.json());
    expect(body).toMatchObject({
      open_jobs: 1,
      draft_jobs: 1,
      applicants_total: 3,
      new_applicants: 2,
      stage_counts: { applied: 2, screening: 0, interview: 0, offer: 1, hired: 0, rejected: 0 },
    });
    expect(body.recent_applicants.map((r) => r.name)).toEqual(['Nila Roy', 'Karim Ahmed', 'Sadia Islam']);
    const theirs = RecruiterDashboard.parse(
      (await ctx.send('GET', '/api/jobs/recruiter/dashboard/', w.other.headers)).json(),
    );
    expect(theirs).toMatchObject({ open_jobs: 0, applicants_total: 0, recent_applicants: [] });
  });
});
