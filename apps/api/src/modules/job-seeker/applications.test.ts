import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApplyStatus,
  HIRING_LIMITS,
  HIRING_MESSAGES,
  MyApplicationDetail,
  MyApplicationsResponse,
} from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { createPdfDocument } from '../../lib/pdf/document';
import {
  multipart,
  type MultipartPart,
  PDF_BYTES,
  seedJob,
  seedReadySeeker,
  seedRecruiter,
  seedSeeker,
  seedUser,
} from '../../test/factories';
import { authHeader, createUploadsTestApp, type TestContext } from '../../test/test-app';
import { cleanFileName } from './applications';
import { contentDisposition } from './routes';

/** A resume as word processors write it: pdfkit, one page of text, compressed streams. */
async function pdfkitResume(): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({ size: 'A4' });
  doc.font('latin').fontSize(14).text('Rina Akter: junior accountant, Mirpur, Dhaka');
  doc.end();
  return bytes;
}

let ctx: TestContext & { dataDir: string };
beforeAll(async () => {
  ctx = await createUploadsTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const resumesDir = () => path.join(ctx.dataDir, 'uploads', 'private', 'resumes');
const storedResumes = () =>
  existsSync(resumesDir()) ? readdirSync(resumesDir()).filter((f) => f.endsWith('.pdf')) : [];

function applyWith(jobId: number, headers: Record<string, string>, parts: MultipartPart[]) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/jobs/apply/${jobId}/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const uploadParts = (data: Buffer | string = PDF_BYTES, filename = 'Rina CV.pdf'): MultipartPart[] => [
  { name: 'resume_kind', data: 'upload' },
  { name: 'cover_letter', data: 'I would love to work with your team.' },
  { name: 'file', filename, contentType: 'application/pdf', data },
];
const profileParts: MultipartPart[] = [{ name: 'resume_kind', data: 'profile' }];

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url: `/api${url}`, headers });
const post = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers });

describe('applying', () => {
  it('applies with a PDF: application, timeline, recruiter notification; the resume is private', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedReadySeeker(ctx.db);
    const before = storedResumes().length;

    const status = ApplyStatus.parse((await get(`/jobs/apply/${job.id}/`, seeker.headers)).json());
    expect(status).toMatchObject({
      can_apply: true,
      reason: null,
      is_job_seeker: true,
      profile_ready: true,
      application: null,
    });

    const res = await applyWith(job.id, seeker.headers, uploadParts());
    expect(res.statusCode, res.body).toBe(201);
    const detail = MyApplicationDetail.parse(res.json());
    expect(detail).toMatchObject({
      stage: 'applied',
      withdrawn: false,
      can_withdraw: true,
      cover_letter: 'I would love to work with your team.',
      job: { id: job.id, status: 'open', title: job.title },
      resume: {
        kind: 'upload',
        file_name: 'Rina CV.pdf',
        bytes: PDF_BYTES.length,
        url: `/api/jobs/applications/${detail.id}/resume/`,
      },
    });
    expect(detail.timeline.map((t) => t.stage)).toEqual(['applied']);
    expect(storedResumes().length).toBe(before + 1);

    const [row] = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.id, detail.id));
    expect(row!.resumeKey).toMatch(/^private\/resumes\/[0-9a-f]{32}\.pdf$/);
    const notes = await ctx.db
      .select()
      .from(schema.recruiterNotifications)
      .where(eq(schema.recruiterNotifications.applicationId, detail.id));
    expect(notes).toEqual([
      expect.objectContaining({ recruiterId: recruiter.profile.id, kind: 'new_application', readAt: null }),
    ]);
    // Issue 17 item 8: and in the recruiter's notification centre, with the applicant's name.
    const told = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, recruiter.user.id));
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'application_received',
        params: expect.objectContaining({ job_title: job.title }),
        link: `/hr-dashboard/applicants/${detail.id}`,
        readAt: null,
      }),
    ]);

    // The public media route never serves private objects, whatever the spelling.
    expect((await ctx.app.inject({ url: `/media/${row!.resumeKey}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/media/${row!.resumeKey!.replace('private/', 'private%2F')}` }))
        .statusCode,
    ).toBe(404);

    // Owner and the job's recruiter get the PDF; anyone else 404.
    for (const headers of [seeker.headers, recruiter.headers]) {
      const pdf = await get(`/jobs/applications/${detail.id}/resume/`, headers);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `inline; filename="Rina CV.pdf"; filename*=UTF-8''Rina%20CV.pdf`,
      );
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    const otherRecruiter = await seedRecruiter(ctx.db);
    const otherSeeker = await seedReadySeeker(ctx.db);
    for (const headers of [otherRecruiter.headers, otherSeeker.headers]) {
      expect((await get(`/jobs/applications/${detail.id}/resume/`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/jobs/applications/${detail.id}/resume/`, {})).statusCode).toBe(401);

    // Applying twice: 409; the status says so.
    const twice = await applyWith(job.id, seeker.headers, profileParts);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: HIRING_MESSAGES.alreadyApplied });
    const after = ApplyStatus.parse((await get(`/jobs/apply/${job.id}/`, seeker.headers)).json());
    expect(after).toMatchObject({
      can_apply: false,
      reason: HIRING_MESSAGES.alreadyApplied,
      application: { id: detail.id },
    });
  });

  it('applies with the profile when it is complete enough; otherwise 400', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const bare = await seedSeeker(ctx.db, { headline: 'Fresh graduate' });
    const refused = await applyWith(job.id, bare.headers, profileParts);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: HIRING_MESSAGES.profileIncomplete });
    expect(ApplyStatus.parse((await get(`/jobs/apply/${job.id}/`, bare.headers)).json()).profile_ready).toBe(
      false,
    );

    const ready = await seedReadySeeker(ctx.db);
    const ok = await applyWith(job.id, ready.headers, profileParts);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      resume: { kind: 'profile', file_name: null, bytes: null, url: null },
      cover_letter: '',
    });
    const id = ok.json().id as number;
    expect((await get(`/jobs/applications/${id}/resume/`, ready.headers)).statusCode).toBe(404);
  });

  it('takes only PDFs a reader can open: not HTML behind `%PDF-`, not a cut or garbled file', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const seeker = await seedReadySeeker(ctx.db);
    const before = storedResumes().length;
    const real = await pdfkitResume();
    const refused = [
      Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n'),
      real.subarray(0, Math.floor(real.length / 2)),
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x41), Buffer.from('\n%%EOF\n')]),
      // A page tree without pages.
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      ),
    ];
    for (const data of refused) {
      const job = await seedJob(ctx.db, recruiter);
      const res = await applyWith(job.id, seeker.headers, uploadParts(data));
      expect(res.statusCode, data.subarray(0, 40).toString('latin1')).toBe(400);
      expect(res.json()).toEqual({ file: [HIRING_MESSAGES.resumeUnreadable] });
    }
    expect(storedResumes().length).toBe(before);

    const job = await seedJob(ctx.db, recruiter);
    const ok = await applyWith(job.id, seeker.headers, uploadParts(real));
    expect(ok.statusCode, ok.body).toBe(201);
    const id = MyApplicationDetail.parse(ok.json()).id;
    const served = await get(`/jobs/applications/${id}/resume/`, seeker.headers);
    expect(served.rawPayload.equals(real)).toBe(true);
  });

  it('refuses bad uploads and bad fields, keeping no file', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedReadySeeker(ctx.db);
    const before = storedResumes().length;

    const notPdf = await applyWith(
      job.id,
      seeker.headers,
      uploadParts(Buffer.from('<html>not a pdf</html>')),
    );
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ file: [HIRING_MESSAGES.resumeType] });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(HIRING_LIMITS.resumeMaxBytes, 0x20)]);
    const tooBig = await applyWith(job.id, seeker.headers, uploadParts(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: HIRING_MESSAGES.resumeTooLarge });
    const missing = await applyWith(job.id, seeker.headers, [{ name: 'resume_kind', data: 'upload' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: HIRING_MESSAGES.resumeMissing });
    const badKind = await applyWith(job.id, seeker.headers, [{ name: 'resume_kind', data: 'video' }]);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toHaveProperty('resume_kind');
    const longLetter = await applyWith(job.id, seeker.headers, [
      ...profileParts,
      { name: 'cover_letter', data: 'x'.repeat(HIRING_LIMITS.coverLetterMax + 1) },
    ]);
    expect(longLetter.statusCode).toBe(400);
    expect(longLetter.json()).toHaveProperty('cover_letter');
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/apply/${job.id}/`,
      headers: seeker.headers,
      payload: { resume_kind: 'profile' },
    });
    expect(json.statusCode).toBe(415);
    expect(storedResumes().length).toBe(before);
    const rows = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.jobId, job.id));
    expect(rows).toEqual([]);
  });

  it('removes the stored PDF again when the database write fails', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedReadySeeker(ctx.db);
    const before = storedResumes().length;
    const spy = vi.spyOn(ctx.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
    try {
      const res = await applyWith(job.id, seeker.headers, uploadParts());
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(storedResumes().length).toBe(before);
  });

  it('refuses closed, expired, draft, missing and own jobs, and non-seekers', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const seeker = await seedReadySeeker(ctx.db);
    const closed = await seedJob(ctx.db, recruiter, { status: 'closed' });
    const expired = await seedJob(ctx.db, recruiter, { deadline: new Date(Date.now() - 60_000) });
    const draft = await seedJob(ctx.db, recruiter, { status: 'draft' });
    for (const job of [closed, expired]) {
      const res = await applyWith(job.id, seeker.headers, profileParts);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: HIRING_MESSAGES.jobClosed });
      const status = ApplyStatus.parse((await get(`/jobs/apply/${job.id}/`, seeker.headers)).json());
      expect(status).toMatchObject({ can_apply: false, reason: HIRING_MESSAGES.jobClosed });
    }
    expect((await applyWith(draft.id, seeker.headers, profileParts)).statusCode).toBe(404);
    expect((await applyWith(999_999, seeker.headers, profileParts)).statusCode).toBe(404);
    expect((await get(`/jobs/apply/${draft.id}/`, seeker.headers)).statusCode).toBe(404);

    // A recruiter who is also a job seeker cannot apply to their own post.
    const open = await seedJob(ctx.db, recruiter);
    await ctx.db.insert(schema.jobSeekerProfiles).values({ userId: recruiter.user.id, headline: 'HR' });
    const own = await applyWith(open.id, recruiter.headers, profileParts);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: HIRING_MESSAGES.ownJob });
    expect(ApplyStatus.parse((await get(`/jobs/apply/${open.id}/`, recruiter.headers)).json()).reason).toBe(
      HIRING_MESSAGES.ownJob,
    );

    // Internal (Dokkho's own) posts take applications too.
    const internal = await seedJob(ctx.db, recruiter, { isInternal: true });
    expect((await applyWith(internal.id, seeker.headers, profileParts)).statusCode).toBe(201);

    // A signed-in non-seeker: the status says so, applying is 403.
    const member = await seedUser(ctx.db);
    const memberHeaders = await authHeader(member.id);
    const status = ApplyStatus.parse((await get(`/jobs/apply/${open.id}/`, memberHeaders)).json());
    expect(status).toEqual({
      can_apply: false,
      reason: HIRING_MESSAGES.notJobSeeker,
      is_job_seeker: false,
      profile_ready: false,
      application: null,
    });
    expect((await applyWith(open.id, memberHeaders, profileParts)).statusCode).toBe(403);
    expect((await get(`/jobs/apply/${open.id}/`, {})).statusCode).toBe(401);
  });

  it('caps applications per day, counted in the database', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const seeker = await seedReadySeeker(ctx.db);
    const jobs = await Promise.all(
      Array.from({ length: HIRING_LIMITS.applicationsPerDay + 1 }, () => seedJob(ctx.db, recruiter)),
    );
    // The day's earlier applications, straight into the tables.
    for (const job of jobs.slice(0, HIRING_LIMITS.applicationsPerDay)) {
      const [app] = await ctx.db
        .insert(schema.jobApplications)
        .values({ jobId: job.id, jobSeekerId: seeker.profile.id, resumeKind: 'profile' })
        .returning();
      await ctx.db
        .insert(schema.applicationStageEvents)
        .values({ applicationId: app!.id, toStage: 'applied', actorUserId: seeker.user.id });
    }
    const res = await applyWith(jobs.at(-1)!.id, seeker.headers, profileParts);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/at most 30 jobs a day/);
  });
});

describe('my applications', () => {
  it('lists with filters and pages, shows details, withdraws and re-applies', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const seeker = await seedReadySeeker(ctx.db);
    const other = await seedReadySeeker(ctx.db);
    const [jobA, jobB, jobC] = await Promise.all([1, 2, 3].map(() => seedJob(ctx.db, recruiter)));
    const a = MyApplicationDetail.parse((await applyWith(jobA!.id, seeker.headers, uploadParts())).json());
    const b = MyApplicationDetail.parse((await applyWith(jobB!.id, seeker.headers, profileParts)).json());
    const c = MyApplicationDetail.parse((await applyWith(jobC!.id, seeker.headers, profileParts)).json());
    await ctx.db
      .update(schema.jobApplications)
      .set({ stage: 'rejected' })
      .where(eq(schema.jobApplications.id, c.id));

    const all = MyApplicationsResponse.parse((await get('/jobs/applications/', seeker.headers)).json());
    expect(all.count).toBe(3);
    expect(all.results.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    const paged = MyApplicationsResponse.parse(
      (await get('/jobs/applications/?page_size=2&page=2', seeker.headers)).json(),
    );
    expect(paged.results.map((r) => r.id)).toEqual([a.id]);
    expect(paged.previous).toContain('page=1');
    expect((await get('/jobs/applications/?page=5', seeker.headers)).statusCode).toBe(404);
    expect((await get('/jobs/applications/?status=nope', seeker.headers)).statusCode).toBe(400);
    const rejected = MyApplicationsResponse.parse(
      (await get('/jobs/applications/?status=rejected', seeker.headers)).json(),
    );
    expect(rejected.results.map((r) => r.id)).toEqual([c.id]);

    // Someone else's application: 404 everywhere.
    expect((await get(`/jobs/applications/${a.id}/`, other.headers)).statusCode).toBe(404);
    expect((await post(`/jobs/applications/${a.id}/withdraw/`, other.headers)).statusCode).toBe(404);
    expect(MyApplicationsResponse.parse((await get('/jobs/applications/', other.headers)).json()).count).toBe(
      0,
    );

    // Decided: cannot withdraw.
    const decided = await post(`/jobs/applications/${c.id}/withdraw/`, seeker.headers);
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toEqual({ detail: HIRING_MESSAGES.cannotWithdraw });
    expect(
      MyApplicationDetail.parse((await get(`/jobs/applications/${c.id}/`, seeker.headers)).json())
        .can_withdraw,
    ).toBe(false);

    const withdrawn = await post(`/jobs/applications/${a.id}/withdraw/`, seeker.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const w = MyApplicationDetail.parse(withdrawn.json());
    expect(w).toMatchObject({ withdrawn: true, can_withdraw: false, resume: { kind: 'upload' } });
    expect(w.timeline.map((t) => t.stage)).toEqual(['applied', 'withdrawn']);
    expect((await post(`/jobs/applications/${a.id}/withdraw/`, seeker.headers)).statusCode).toBe(409);
    // Nothing was deleted, but the resume (it carries the contact details) is the applicant's again.
    expect((await get(`/jobs/applications/${a.id}/resume/`, recruiter.headers)).statusCode).toBe(404);
    expect((await get(`/jobs/applications/${a.id}/resume/`, seeker.headers)).statusCode).toBe(200);

    const filters = async (status: string) =>
      MyApplicationsResponse.parse(
        (await get(`/jobs/applications/?status=${status}`, seeker.headers)).json(),
      ).results.map((r) => r.id);
    expect(await filters('withdrawn')).toEqual([a.id]);
    expect(await filters('active')).toEqual([b.id]);
    expect(await filters('applied')).toEqual([b.id]);

    // Re-applying revives the same row at `applied` with the new resume, and notifies again.
    const status = ApplyStatus.parse((await get(`/jobs/apply/${jobA!.id}/`, seeker.headers)).json());
    expect(status).toMatchObject({ can_apply: true, application: { id: a.id, withdrawn: true } });
    const again = await applyWith(jobA!.id, seeker.headers, [
      ...profileParts,
      { name: 'cover_letter', data: 'Back again' },
    ]);
    expect(again.statusCode, again.body).toBe(201);
    const revived = MyApplicationDetail.parse(again.json());
    expect(revived).toMatchObject({
      id: a.id,
      stage: 'applied',
      withdrawn: false,
      cover_letter: 'Back again',
      resume: { kind: 'profile', url: null },
    });
    expect(revived.timeline.map((t) => t.stage)).toEqual(['applied', 'withdrawn', 'applied']);
    const notes = await ctx.db
      .select()
      .from(schema.recruiterNotifications)
      .where(and(eq(schema.recruiterNotifications.applicationId, a.id)));
    expect(notes).toHaveLength(2);
  });
});

describe('resume file names', () => {
  it('keeps a readable name without paths, control or spoofing characters', () => {
    expect(cleanFileName('C:\\Users\\rina\\My CV.pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(cleanFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe.pdf');
    expect(cleanFileName('"quoted"\r\n.PDF')).toBe('quoted.PDF');
    expect(cleanFileName('')).toBe('resume.pdf');
    expect(contentDisposition('রিনা সিভি.pdf')).toBe(
      `inline; filename="____ ____.pdf"; filename*=UTF-8''${encodeURIComponent('রিনা সিভি.pdf')}`,
    );
  });
});
