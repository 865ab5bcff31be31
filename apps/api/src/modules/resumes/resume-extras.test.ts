import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CoverLetter,
  PublicResume,
  RESUME_MESSAGES,
  RESUME_PDF_MESSAGES,
  RESUME_PHOTO_LIMITS,
  Resume,
  ResumeShare,
  ResumeSummary,
  type CoverLetterDocumentInput,
} from '@dokkho/contract/resume';
import { schema } from '@dokkho/db';
import { findChromium } from '../../integrations/pdf/chromium';
import { createTestApp, createUploadsTestApp, type TestContext } from '../../test/test-app';
import { multipart, seedMember } from '../../test/factories';

/*
 * Issue 7's photo, public link, cover letter and PDF routes. Every route refuses another person's resume
 * with the builder's 404. The PDF tests use the machine's Chromium when it has one (CI installs it).
 */

let ctx: TestContext & { dataDir: string };
/** The same API with PDF_RENDERER=off: the PDF routes answer 503. */
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
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, headers: Headers = {}, payload?: object, on: TestContext = ctx) =>
  on.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
const hasChromium = findChromium(process.env) !== null;

async function create(headers: Headers, title = 'Analyst'): Promise<Resume> {
  const response = await send('POST', '/api/resume/', headers, { title, from_profile: false });
  expect(response.statusCode, response.body).toBe(201);
  return Resume.parse(response.json());
}

async function fill(headers: Headers, resume: Resume): Promise<Resume> {
  const response = await send('PATCH', `/api/resume/${resume.id}/`, headers, {
    base_revision: resume.revision,
    document: {
      basics: { full_name: 'মোহাম্মদ Rafi', email: 'rafi@example.com', headline: 'Junior accountant' },
      summary: 'Accounts and VAT records for a retail chain in Dhaka; careful with numbers.',
      experience: [{ id: 'e1', position: 'Accounts assistant', company: 'Shwapno', start: '2023-02' }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Resume.parse(response.json());
}

const photoUpload = (headers: Headers, id: number, data: Buffer, filename = 'me.jpg') => {
  const body = multipart([{ name: 'file', filename, contentType: 'image/jpeg', data }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/resume/${id}/photo/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const photo = (width = 600, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

const fileOf = (url: string) => path.join(ctx.dataDir, 'uploads', ...url.replace('/media/', '').split('/'));

const letter: CoverLetterDocumentInput = {
  recipient_name: 'Nusrat Jahan',
  company: 'Shwapno',
  role: 'Junior accountant',
  greeting: 'Dear Ms Jahan,',
  opening: 'I am applying for the junior accountant post.',
  body: 'For a year I reconciled daily sales with bank deposits for twelve outlets.',
  closing: 'I would welcome an interview.',
  sign_off: 'Sincerely,',
};

describe('ownership: another person’s resume is a 404 on every route', () => {
  it('refuses photo, share, cover letter and PDF routes', async () => {
    const owner = await seedMember(ctx.db);
    const other = await seedMember(ctx.db);
    const resume = await create(owner.headers);
    const notFound = { detail: RESUME_MESSAGES.notFound };
    const calls: [string, string, object?][] = [
      ['GET', `/api/resume/${resume.id}/pdf/`],
      ['DELETE', `/api/resume/${resume.id}/photo/`],
      ['POST', `/api/resume/${resume.id}/share/`],
      ['DELETE', `/api/resume/${resume.id}/share/`],
      ['GET', `/api/resume/${resume.id}/cover-letter/`],
      ['PUT', `/api/resume/${resume.id}/cover-letter/`, { base_revision: 0, document: letter }],
      ['DELETE', `/api/resume/${resume.id}/cover-letter/`],
      ['GET', `/api/resume/${resume.id}/cover-letter/pdf/`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await send(method as Method, url, other.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual(notFound);
      const anonymous = await send(method as Method, url, {}, payload);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    const upload = await photoUpload(other.headers, resume.id, await photo());
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual(notFound);
    // Nothing changed for the owner.
    const mine = Resume.parse((await send('GET', `/api/resume/${resume.id}/`, owner.headers)).json());
    expect(mine).toMatchObject({ share_url: null, has_cover_letter: false });
    expect(mine.document.basics.photo).toBe('');
  });
});

describe('photo', () => {
  it('stores a 400 x 400 WebP, replaces and removes it, deleting the old files', async () => {
    const { headers } = await seedMember(ctx.db);
    const resume = await fill(headers, await create(headers));
    const first = await photoUpload(headers, resume.id, await photo());
    expect(first.statusCode, first.body).toBe(200);
    const withPhoto = Resume.parse(first.json());
    const url = withPhoto.document.basics.photo;
    expect(url).toMatch(/^\/media\/resume-photos\/[0-9a-f]{32}\.webp$/);
    // The photo does not bump the revision: the builder's next autosave is not stale.
    expect(withPhoto.revision).toBe(resume.revision);
    const meta = await sharp(fileOf(url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      RESUME_PHOTO_LIMITS.sidePx,
      RESUME_PHOTO_LIMITS.sidePx,
    ]);
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);

    // A save never points the photo elsewhere nor clears it.
    const saved = await send('PATCH', `/api/resume/${resume.id}/`, headers, {
      base_revision: resume.revision,
      document: { basics: { ...withPhoto.document.basics, photo: '/media/avatars/someone-else.webp' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Resume.parse(saved.json()).document.basics.photo).toBe(url);

    const second = Resume.parse((await photoUpload(headers, resume.id, await photo(500, 500))).json());
    const secondUrl = second.document.basics.photo;
    expect(secondUrl).not.toBe(url);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(existsSync(fileOf(secondUrl))).toBe(true);

    const removed = await send('DELETE', `/api/resume/${resume.id}/photo/`, headers);
    expect(removed.statusCode).toBe(200);
    expect(Resume.parse(removed.json()).document.basics.photo).toBe('');
    expect(existsSync(fileOf(secondUrl))).toBe(false);
  });

  it('keeps a photo a duplicate still uses; deleting the last resume using it deletes the file', async () => {
    const { headers } = await seedMember(ctx.db);
    const resume = await create(headers);
    const url = Resume.parse((await photoUpload(headers, resume.id, await photo())).json()).document.basics
      .photo;
    const copy = Resume.parse(
      (await send('POST', `/api/resume/${resume.id}/duplicate/`, headers, {})).json(),
    );
    expect(copy.document.basics.photo).toBe(url);
    expect((await send('DELETE', `/api/resume/${resume.id}/`, headers)).statusCode).toBe(204);
    expect(existsSync(fileOf(url))).toBe(true);
    expect((await send('DELETE', `/api/resume/${copy.id}/`, headers)).statusCode).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('refuses a file that is not a JPEG, PNG or WebP (400) and one over 3 MB (413)', async () => {
    const { headers } = await seedMember(ctx.db);
    const resume = await create(headers);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const data of [gif, Buffer.from('%PDF-1.4 not a photo'), Buffer.from('GIF89a')]) {
      const response = await photoUpload(headers, resume.id, data, 'me.jpg');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: RESUME_PDF_MESSAGES.photoType });
    }
    const huge = await photoUpload(
      headers,
      resume.id,
      Buffer.alloc(RESUME_PHOTO_LIMITS.maxBytes + 1024, 0xff),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: RESUME_PDF_MESSAGES.photoSize });
    const json = await send('POST', `/api/resume/${resume.id}/photo/`, headers, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const after = Resume.parse((await send('GET', `/api/resume/${resume.id}/`, headers)).json());
    expect(after.document.basics.photo).toBe('');
  });
});

describe('public link', () => {
  it('shares at an unlisted URL, a new token each time; off means 404; never the owner id', async () => {
    const { headers } = await seedMember(ctx.db);
    const resume = await fill(headers, await create(headers, 'For accounting jobs'));
    const on = await send('POST', `/api/resume/${resume.id}/share/`, headers);
    expect(on.statusCode, on.body).toBe(200);
    const { share_url: first } = ResumeShare.parse(on.json());
    expect(first).toMatch(/^http:\/\/dokkho\.test\/r\/[A-Za-z0-9_-]{32}$/);
    const token = first!.split('/r/')[1]!;

    const listed = ResumeSummary.array().parse((await send('GET', '/api/resume/', headers)).json());
    expect(listed.find((r) => r.id === resume.id)?.share_url).toBe(first);
    const got = Resume.parse((await send('GET', `/api/resume/${resume.id}/`, headers)).json());
    expect(got.share_url).toBe(first);

    const open = await ctx.app.inject({ url: `/api/resume/public/${token}/` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toContain('noindex');
    const body = open.json() as Record<string, unknown>;
    expect(PublicResume.parse(body)).toMatchObject({ title: 'For accounting jobs' });
    expect(Object.keys(body).sort()).toEqual(['document', 'settings', 'title', 'updated_at']);
    expect(open.body).not.toContain(`"user_id"`);
    expect(open.body).not.toContain(`"id":${resume.id},`);
    expect(PublicResume.parse(body).document.basics.full_name).toBe('মোহাম্মদ Rafi');

    // Turning it on again retires the old link.
    const again = ResumeShare.parse((await send('POST', `/api/resume/${resume.id}/share/`, headers)).json());
    expect(again.share_url).not.toBe(first);
    const old = await ctx.app.inject({ url: `/api/resume/public/${token}/` });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: RESUME_PDF_MESSAGES.shareNotFound });

    const off = await send('DELETE', `/api/resume/${resume.id}/share/`, headers);
    expect(off.json()).toEqual({ share_url: null });
    const newToken = again.share_url!.split('/r/')[1]!;
    for (const url of [`/api/resume/public/${newToken}/`, `/api/resume/public/${newToken}/pdf/`]) {
      const gone = await ctx.app.inject({ url });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.json()).toEqual({ detail: RESUME_PDF_MESSAGES.shareNotFound });
    }
    // A malformed token is refused before any lookup.
    expect((await ctx.app.inject({ url: '/api/resume/public/short/' })).statusCode).toBe(400);
  });
});

describe('cover letter', () => {
  it('starts as a draft, saves with revisions (409 when stale), deletes', async () => {
    const { headers } = await seedMember(ctx.db);
    const resume = await create(headers);
    const url = `/api/resume/${resume.id}/cover-letter/`;
    const draft = CoverLetter.parse((await send('GET', url, headers)).json());
    expect(draft).toMatchObject({
      resume_id: resume.id,
      exists: false,
      revision: 0,
      updated_at: null,
      document: { greeting: 'Dear Hiring Manager,', sign_off: 'Sincerely,', opening: '' },
    });

    const saved = await send('PUT', url, headers, { base_revision: 0, document: letter });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = CoverLetter.parse(saved.json());
    expect(first).toMatchObject({ exists: true, revision: 1, document: { company: 'Shwapno' } });
    const listed = ResumeSummary.array().parse((await send('GET', '/api/resume/', headers)).json());
    expect(listed.find((r) => r.id === resume.id)?.has_cover_letter).toBe(true);

    // A second "first save" from another tab, and a save on an old revision: 409, nothing changes.
    for (const base of [0, 5]) {
      const stale = await send('PUT', url, headers, {
        base_revision: base,
        document: { ...letter, company: 'Other' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ detail: RESUME_MESSAGES.stale });
    }
    const second = CoverLetter.parse(
      (
        await send('PUT', url, headers, { base_revision: 1, document: { ...letter, role: 'Accountant' } })
      ).json(),
    );
    expect(second).toMatchObject({ revision: 2, document: { role: 'Accountant', company: 'Shwapno' } });

    expect((await send('DELETE', url, headers)).statusCode).toBe(204);
    expect(CoverLetter.parse((await send('GET', url, headers)).json()).exists).toBe(false);
    const pdf = await send('GET', `${url}pdf/`, headers);
    expect(pdf.statusCode).toBe(404);
  });

  it('refuses a letter that is too long or malformed with 400 and field messages', async () => {
    const { headers } = await seedMember(ctx.db);
    const resume = await create(headers);
    const url = `/api/resume/${resume.id}/cover-letter/`;
    const cases: object[] = [
      { base_revision: 0, document: { ...letter, body: 'x'.repeat(3000), opening: 'y'.repeat(1500) } },
      { base_revision: 0, document: { ...letter, opening: 'x'.repeat(1501) } },
      { base_revision: 0, document: { ...letter, job_post_id: 'abc' } },
      { document: letter },
      { base_revision: -1, document: letter },
    ];
    for (const payload of cases) {
      const response = await send('PUT', url, headers, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const tooLong = await send('PUT', url, headers, cases[0]);
    expect(tooLong.json()).toHaveProperty(['document.body']);
    const [row] = await ctx.db
      .select()
      .from(schema.coverLetters)
      .where(eq(schema.coverLetters.resumeId, resume.id));
    expect(row).toBeUndefined();
  });
});

describe('PDF', () => {
  it('answers 503 with the print advice when the server has no renderer', async () => {
    const member = await seedMember(noPdf.db);
    const response = await send(
      'POST',
      '/api/resume/',
      member.headers,
      { title: 'CV', from_profile: false },
      noPdf,
    );
    const resume = Resume.parse(response.json());
    await send(
      'PUT',
      `/api/resume/${resume.id}/cover-letter/`,
      member.headers,
      { base_revision: 0, document: letter },
      noPdf,
    );
    const share = ResumeShare.parse(
      (await send('POST', `/api/resume/${resume.id}/share/`, member.headers, undefined, noPdf)).json(),
    );
    const token = share.share_url!.split('/r/')[1]!;
    for (const [url, headers] of [
      [`/api/resume/${resume.id}/pdf/`, member.headers],
      [`/api/resume/${resume.id}/cover-letter/pdf/`, member.headers],
      [`/api/resume/public/${token}/pdf/`, {}],
    ] as const) {
      const pdf = await noPdf.app.inject({ url, headers });
      expect(pdf.statusCode, url).toBe(503);
      expect(pdf.json()).toEqual({ detail: RESUME_PDF_MESSAGES.unavailable });
    }
  });

  it.skipIf(!hasChromium)(
    'renders the resume, the public copy and the cover letter as PDF attachments',
    async () => {
      const { headers } = await seedMember(ctx.db);
      const resume = await fill(headers, await create(headers, 'জুনিয়র Accountant'));
      await photoUpload(headers, resume.id, await photo());
      const pdf = await send('GET', `/api/resume/${resume.id}/pdf/`, headers);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(
        /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
      );
      expect(pdf.headers['content-disposition']).toContain(encodeURIComponent('জুনিয়র-Accountant.pdf'));
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The photo is embedded (passed to Chromium as a data: URI; a /media/ URL would not load).
      expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

      const share = ResumeShare.parse(
        (await send('POST', `/api/resume/${resume.id}/share/`, headers)).json(),
      );
      const shared = await ctx.app.inject({
        url: `/api/resume/public/${share.share_url!.split('/r/')[1]}/pdf/`,
      });
      expect(shared.statusCode).toBe(200);
      expect(shared.headers['x-robots-tag']).toContain('noindex');
      expect(shared.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await send('PUT', `/api/resume/${resume.id}/cover-letter/`, headers, {
        base_revision: 0,
        document: letter,
      });
      const coverPdf = await send('GET', `/api/resume/${resume.id}/cover-letter/pdf/`, headers);
      expect(coverPdf.statusCode).toBe(200);
      expect(coverPdf.headers['content-type']).toBe('application/pdf');
      expect(coverPdf.headers['content-disposition']).toContain('attachment;');
      expect(coverPdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
    60_000,
  );
});
