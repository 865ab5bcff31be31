import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantDetail, ApplicantsResponse, MyApplicationDetail } from '@dokkho/contract/hiring';
import { RESUME_MESSAGES, RESUME_PDF_MESSAGES, Resume } from '@dokkho/contract/resume';
import { schema } from '@dokkho/db';
import { findChromium } from '../../integrations/pdf/chromium';
import { createTestApp, createUploadsTestApp, type TestContext } from '../../test/test-app';
import {
  multipart,
  type MultipartPart,
  PDF_BYTES,
  seedJob,
  seedRecruiter,
  seedSeeker,
} from '../../test/factories';

/*
 * Issue 7 item 9: applying with a resume built on Dokkho. The application keeps a copy of the resume as it
 * was sent; the applicant and the job's recruiter (until a withdrawal) read it and get it as PDF.
 */

let ctx: TestContext & { dataDir: string };
let noPdf: TestContext;
beforeAll(async () => {
  ctx = await createUploadsTestApp();
  noPdf = await createTestApp({ PDF_RENDERER: 'off' });
});
afterAll(async () => {
  await ctx?.close();
  await noPdf?.close();
});

type Headers = Record<string, string>;
const hasChromium = findChromium(process.env) !== null;

function applyWith(jobId: number, headers: Headers, parts: MultipartPart[], on: TestContext = ctx) {
  const body = multipart(parts);
  return on.app.inject({
    method: 'POST',
    url: `/api/jobs/apply/${jobId}/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const builtParts = (resumeId: number | string, cover = 'Please see my resume.'): MultipartPart[] => [
  { name: 'resume_kind', data: 'built' },
  { name: 'resume_id', data: String(resumeId) },
  { name: 'cover_letter', data: cover },
];
const uploadParts: MultipartPart[] = [
  { name: 'resume_kind', data: 'upload' },
  { name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', data: PDF_BYTES },
];

const get = (url: string, headers: Headers, on: TestContext = ctx) =>
  on.app.inject({ url: `/api${url}`, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** A resume of the seeker's, filled in; with a photo when asked. */
async function builtResume(headers: Headers, title: string, withPhoto = false, on: TestContext = ctx) {
  const created = await on.app.inject({
    method: 'POST',
    url: '/api/resume/',
    headers,
    payload: { title, from_profile: false },
  });
  expect(created.statusCode, created.body).toBe(201);
  const resume = Resume.parse(created.json());
  const saved = await on.app.inject({
    method: 'PATCH',
    url: `/api/resume/${resume.id}/`,
    headers,
    payload: {
      base_revision: resume.revision,
      document: {
        basics: { full_name: 'Rina Akter', email: 'rina@example.com', phone: '+8801711111111' },
        summary: 'Junior accountant who reconciles bank statements and keeps VAT records tidy.',
        skills: [
          { id: 's1', name: 'Excel', level: 'expert' },
          { id: 's2', name: 'Tally' },
        ],
      },
      settings: { template: 'modern', color: '#1d4ed8' },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (!withPhoto) return Resume.parse(saved.json());
  const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
  const body = multipart([{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: image }]);
  const uploaded = await on.app.inject({
    method: 'POST',
    url: `/api/resume/${resume.id}/photo/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return Resume.parse(uploaded.json());
}

async function applicationRow(id: number) {
  const [row] = await ctx.db.select().from(schema.jobApplications).where(eq(schema.jobApplications.id, id));
  return row!;
}

describe('applying with a built resume', () => {
  it('stores a snapshot that later edits and deletion do not change; recruiter reads it', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedSeeker(ctx.db);
    const resume = await builtResume(seeker.headers, 'Accounts CV', true);

    const res = await applyWith(job.id, seeker.headers, builtParts(resume.id));
    expect(res.statusCode, res.body).toBe(201);
    const detail = MyApplicationDetail.parse(res.json());
    expect(detail.resume).toEqual({
      kind: 'built',
      file_name: 'Accounts CV',
      bytes: null,
      url: `/api/jobs/applications/${detail.id}/resume/`,
      built: { document: resume.document, settings: resume.settings },
    });
    expect(detail.cover_letter).toBe('Please see my resume.');
    const row = await applicationRow(detail.id);
    expect(row).toMatchObject({ resumeKind: 'built', resumeId: resume.id, resumeKey: null });

    // Later edits to the resume do not reach the application.
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/resume/${resume.id}/`,
      headers: seeker.headers,
      payload: {
        base_revision: resume.revision,
        title: 'Renamed',
        document: { summary: 'Something else entirely, written after applying to the job.' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const mine = MyApplicationDetail.parse(
      (await get(`/jobs/applications/${detail.id}/`, seeker.headers)).json(),
    );
    expect(mine.resume.built?.document.summary).toBe(resume.document.summary);
    expect(mine.resume.file_name).toBe('Accounts CV');

    // The recruiter sees the same snapshot; the applicant row says 'built'.
    const applicant = await get(`/jobs/applicants/${detail.id}/`, recruiter.headers);
    expect(applicant.statusCode, applicant.body).toBe(200);
    const seen = ApplicantDetail.parse(applicant.json());
    expect(seen.resume).toMatchObject({
      kind: 'built',
      file_name: 'Accounts CV',
      url: `/api/jobs/applications/${detail.id}/resume/`,
      built: { document: { summary: resume.document.summary } },
    });
    const list = ApplicantsResponse.parse(
      (await get(`/jobs/allapplicants/${job.id}/`, recruiter.headers)).json(),
    );
    expect(list.results.find((r) => r.id === detail.id)?.resume_kind).toBe('built');

    // Deleting the resume keeps the snapshot and the photo it names.
    const photo = resume.document.basics.photo;
    expect(photo).toMatch(/^\/media\/resume-photos\//);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/resume/${resume.id}/`,
      headers: seeker.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(path.join(ctx.dataDir, 'uploads', ...photo.replace('/media/', '').split('/')))).toBe(
      true,
    );
    const after = await applicationRow(detail.id);
    expect(after.resumeId).toBeNull();
    const still = MyApplicationDetail.parse(
      (await get(`/jobs/applications/${detail.id}/`, seeker.headers)).json(),
    );
    expect(still.resume.built?.document.basics.photo).toBe(photo);
  });

  it("counts the sent resume's skills as declared in the match score, even with an empty profile", async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter, { skills: ['excel', 'sql'] });
    const seeker = await seedSeeker(ctx.db);
    const resume = await builtResume(seeker.headers, 'Skills CV');
    const res = await applyWith(job.id, seeker.headers, builtParts(resume.id));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = MyApplicationDetail.parse(res.json());

    const seen = ApplicantDetail.parse((await get(`/jobs/applicants/${id}/`, recruiter.headers)).json());
    expect(seen.match.skills).toEqual([
      { skill: 'excel', status: 'declared', evidence: null },
      { skill: 'sql', status: 'missing', evidence: null },
    ]);
    // The profile itself is unchanged: the skills belong to the resume that was sent.
    expect(seen.candidate.skills).toEqual([]);
    const list = ApplicantsResponse.parse(
      (await get(`/jobs/allapplicants/${job.id}/`, recruiter.headers)).json(),
    );
    expect(list.results.find((r) => r.id === id)?.match_total).toBe(seen.match.total);
  });

  it("refuses another person's resume with 404 and a missing resume_id with 400; nothing is stored", async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedSeeker(ctx.db);
    const other = await seedSeeker(ctx.db);
    const theirs = await builtResume(other.headers, 'Not yours');

    const stolen = await applyWith(job.id, seeker.headers, builtParts(theirs.id));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: RESUME_MESSAGES.notFound });
    const missing = await applyWith(job.id, seeker.headers, builtParts(999_999_999));
    expect(missing.statusCode).toBe(404);

    const noId = await applyWith(job.id, seeker.headers, [{ name: 'resume_kind', data: 'built' }]);
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toHaveProperty('resume_id');
    const badId = await applyWith(job.id, seeker.headers, builtParts('abc'));
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('resume_id');

    const rows = await ctx.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.jobSeekerId, seeker.profile.id));
    expect(rows).toEqual([]);
  });

  it('prints the snapshot for the applicant and the recruiter; others and, after a withdrawal, the recruiter get 404', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedSeeker(ctx.db);
    const resume = await builtResume(seeker.headers, 'Printed CV');
    const detail = MyApplicationDetail.parse(
      (await applyWith(job.id, seeker.headers, builtParts(resume.id))).json(),
    );
    const url = `/jobs/applications/${detail.id}/resume/`;

    const allowed = hasChromium ? [seeker.headers, recruiter.headers] : [];
    for (const headers of allowed) {
      const pdf = await get(url, headers);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `inline; filename="Printed CV.pdf"; filename*=UTF-8''Printed%20CV.pdf`,
      );
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const otherRecruiter = await seedRecruiter(ctx.db);
    const otherSeeker = await seedSeeker(ctx.db);
    for (const headers of [otherRecruiter.headers, otherSeeker.headers]) {
      expect((await get(url, headers)).statusCode).toBe(404);
      expect((await get(`/jobs/applicants/${detail.id}/`, headers)).statusCode).not.toBe(200);
    }

    expect((await post(`/jobs/applications/${detail.id}/withdraw/`, seeker.headers)).statusCode).toBe(200);
    expect((await get(url, recruiter.headers)).statusCode).toBe(404);
    const seen = ApplicantDetail.parse(
      (await get(`/jobs/applicants/${detail.id}/`, recruiter.headers)).json(),
    );
    expect(seen.resume).toMatchObject({ kind: 'built', url: null, built: null });
    // The applicant still has their copy.
    const mine = MyApplicationDetail.parse(
      (await get(`/jobs/applications/${detail.id}/`, seeker.headers)).json(),
    );
    expect(mine.resume.built).not.toBeNull();
  });

  it('revives a withdrawn application with another kind of resume, leaving nothing of the old one', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter);
    const seeker = await seedSeeker(ctx.db);
    const resume = await builtResume(seeker.headers, 'First CV');
    const privateDir = path.join(ctx.dataDir, 'uploads', 'private', 'resumes');
    const stored = () => (existsSync(privateDir) ? readdirSync(privateDir).length : 0);

    // Upload, withdraw, re-apply with the built resume: the PDF is gone, the snapshot is there.
    const first = MyApplicationDetail.parse((await applyWith(job.id, seeker.headers, uploadParts)).json());
    const key = (await applicationRow(first.id)).resumeKey!;
    const before = stored();
    await post(`/jobs/applications/${first.id}/withdraw/`, seeker.headers);
    const revived = await applyWith(job.id, seeker.headers, builtParts(resume.id));
    expect(revived.statusCode, revived.body).toBe(201);
    expect(MyApplicationDetail.parse(revived.json()).id).toBe(first.id);
    expect(await applicationRow(first.id)).toMatchObject({
      resumeKind: 'built',
      resumeKey: null,
      resumeBytes: null,
      resumeFileName: 'First CV',
      resumeId: resume.id,
    });
    expect(stored()).toBe(before - 1);
    expect(existsSync(path.join(ctx.dataDir, 'uploads', ...key.split('/')))).toBe(false);

    // Withdraw again and re-apply with an upload: the snapshot goes.
    await post(`/jobs/applications/${first.id}/withdraw/`, seeker.headers);
    const again = await applyWith(job.id, seeker.headers, uploadParts);
    expect(again.statusCode, again.body).toBe(201);
    const detail = MyApplicationDetail.parse(again.json());
    expect(detail.resume).toMatchObject({ kind: 'upload', file_name: 'cv.pdf', built: null });
    expect(await applicationRow(first.id)).toMatchObject({
      resumeKind: 'upload',
      resumeId: null,
      resumeDocument: null,
      resumeSettings: null,
    });
  });

  it('answers 503 for a built resume when the server has no renderer', async () => {
    const recruiter = await seedRecruiter(noPdf.db);
    const job = await seedJob(noPdf.db, recruiter);
    const seeker = await seedSeeker(noPdf.db);
    const resume = await builtResume(seeker.headers, 'No printer', false, noPdf);
    const applied = await applyWith(job.id, seeker.headers, builtParts(resume.id), noPdf);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = MyApplicationDetail.parse(applied.json()).id;
    const pdf = await get(`/jobs/applications/${id}/resume/`, seeker.headers, noPdf);
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toEqual({ detail: RESUME_PDF_MESSAGES.unavailable });
  });
});
