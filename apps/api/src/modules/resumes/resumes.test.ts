import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_LIMITS, RESUME_MESSAGES, Resume, ResumeSummary } from '@dokkho/contract/resume';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type AuthHeaders, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser, uniqueTag } from '../../test/factories';
import { downloadName } from './routes';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function newUser(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await seedUser(ctx.db, overrides);
  return { user, headers: await authHeader(user.id) };
}

async function create(
  headers: AuthHeaders,
  body: Record<string, unknown> = { title: 'Analyst', from_profile: false },
) {
  const response = await ctx.send('POST', '/api/resume/', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return Resume.parse(response.json());
}

/** A certificate of `userId` for a fresh course. */
async function certificateFor(userId: number) {
  const genre = await seedGenre(ctx.db);
  const instructor = await seedInstructor(ctx.db);
  const course = await seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id });
  const serial = `R${uniqueTag('c')}`.toUpperCase();
  await ctx.db.insert(schema.certificates).values({
    serial,
    userId,
    courseId: course.id,
    learnerName: 'Rafi',
    courseTitle: course.title,
    instructorName: 'Nusrat Jahan',
  });
  return { serial, title: course.title };
}

describe('resumes: create, read, list', () => {
  it('starts from the profile: name, contact, job seeker details, experience, education and certificates', async () => {
    const { user, headers } = await newUser({
      firstName: 'মোহাম্মদ',
      lastName: 'Rafi',
      phoneNumber: '+8801712345678',
    });
    const [seeker] = await ctx.db
      .insert(schema.jobSeekerProfiles)
      .values({
        userId: user.id,
        headline: 'Junior data analyst',
        about: 'I turn sales data into decisions for retail teams in Dhaka.',
        division: 'Dhaka',
        district: 'Gazipur',
        skills: ['excel', 'power bi'],
      })
      .returning();
    await ctx.db.insert(schema.jobSeekerExperiences).values({
      jobSeekerId: seeker!.id,
      title: 'Sales analyst',
      company: 'Shwapno',
      startMonth: '2023-02-01',
      description: 'Weekly dashboard',
    });
    await ctx.db.insert(schema.jobSeekerEducations).values({
      jobSeekerId: seeker!.id,
      level: 'bachelor',
      institution: 'University of Dhaka',
      passingYear: 2022,
    });
    const cert = await certificateFor(user.id);

    const resume = await create(headers, { title: 'For analyst roles' });
    expect(resume.document.basics).toMatchObject({
      full_name: 'মোহাম্মদ Rafi',
      headline: 'Junior data analyst',
      email: user.email,
      phone: '+8801712345678',
      location: 'Gazipur, Dhaka',
    });
    expect(resume.document.summary).toMatch(/^I turn sales data/);
    expect(resume.document.experience).toMatchObject([
      { position: 'Sales analyst', company: 'Shwapno', start: '2023-02', end: '', current: true },
    ]);
    expect(resume.document.education).toMatchObject([
      { institution: 'University of Dhaka', level: 'bachelor', end: '2022' },
    ]);
    expect(resume.document.skills.map((s) => s.name)).toEqual(['Excel', 'Power bi']);
    expect(resume.document.certifications).toMatchObject([
      {
        name: cert.title,
        issuer: 'Dokkho',
        certificate_serial: cert.serial,
        url: `http://dokkho.test/certificate/${cert.serial}`,
      },
    ]);
    expect(resume.completion).toMatchObject({
      information: true,
      experience: true,
      education: true,
      skills: false,
    });
    expect(resume.revision).toBe(0);
    expect(resume.settings).toEqual({
      template: 'classic',
      color: '#0f766e',
      font: 'noto-sans',
      paper: 'a4',
      language: 'en',
    });

    const list = (await ctx.send('GET', '/api/resume/', headers)).json() as unknown[];
    expect(list.map((row) => ResumeSummary.parse(row).title)).toEqual(['For analyst roles']);
  });

  it('keeps each person to their own resumes: another user gets 404 for every call', async () => {
    const owner = await newUser();
    const other = await newUser();
    const resume = await create(owner.headers);
    const url = `/api/resume/${resume.id}/`;
    expect((await ctx.send('GET', url, other.headers)).statusCode).toBe(404);
    expect(
      (await ctx.send('PATCH', url, other.headers, { base_revision: 0, title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await ctx.send('DELETE', url, other.headers)).statusCode).toBe(404);
    expect((await ctx.send('POST', `${url}duplicate/`, other.headers, {})).statusCode).toBe(404);
    expect((await ctx.send('GET', `${url}json-resume/`, other.headers)).statusCode).toBe(404);
    expect((await ctx.send('GET', '/api/resume/', other.headers)).json()).toEqual([]);
    expect((await ctx.send('GET', url)).statusCode).toBe(401);
    expect((await ctx.send('GET', url, owner.headers)).statusCode).toBe(200);
  });

  it('refuses bad input with field messages and caps the number of resumes', async () => {
    const { user, headers } = await newUser();
    const empty = await ctx.send('POST', '/api/resume/', headers, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ title: ['Name the resume'] });
    await ctx.db.insert(schema.resumes).values(
      Array.from({ length: RESUME_LIMITS.resumesPerUser }, (_, i) => ({
        userId: user.id,
        title: `R${i}`,
        document: {},
        settings: {},
      })),
    );
    const tooMany = await ctx.send('POST', '/api/resume/', headers, { title: 'One more' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ detail: RESUME_MESSAGES.tooMany });
  });
});

describe('resumes: autosave', () => {
  it('saves whole sections on top of the rest, bumps the revision, and refuses a stale save', async () => {
    const { headers } = await newUser();
    const resume = await create(headers);
    const url = `/api/resume/${resume.id}/`;
    const first = await ctx.send('PATCH', url, headers, {
      base_revision: 0,
      document: { basics: { full_name: 'Nusrat Jahan', email: 'nusrat@example.com' } },
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = Resume.parse(first.json());
    expect(saved.revision).toBe(1);
    expect(saved.completion.information).toBe(true);

    const second = Resume.parse(
      (
        await ctx.send('PATCH', url, headers, {
          base_revision: 1,
          settings: { template: 'ats' },
          document: { skills: [{ id: 'a', name: 'Excel', level: 'expert' }] },
        })
      ).json(),
    );
    expect(second.document.basics.full_name).toBe('Nusrat Jahan');
    expect(second.document.skills).toEqual([{ id: 'a', name: 'Excel', level: 'expert' }]);
    expect(second.settings.template).toBe('ats');
    expect(second.settings.font).toBe('noto-sans');

    // A tab still holding revision 1 cannot overwrite revision 2.
    const stale = await ctx.send('PATCH', url, headers, {
      base_revision: 1,
      document: { summary: 'Old tab' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: RESUME_MESSAGES.stale });
    expect(Resume.parse((await ctx.send('GET', url, headers)).json()).document.summary).toBe('');
  });

  it('refuses invalid sections with the field path, and a certificate that is not yours', async () => {
    const { headers } = await newUser();
    const someoneElse = await newUser();
    const theirs = await certificateFor(someoneElse.user.id);
    const resume = await create(headers);
    const url = `/api/resume/${resume.id}/`;
    const bad = await ctx.send('PATCH', url, headers, {
      base_revision: 0,
      document: {
        experience: [{ id: 'x', position: 'Intern', company: 'BRAC', start: '2024-05', end: '2023-01' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(RESUME_MESSAGES.monthOrder);
    const stolen = await ctx.send('PATCH', url, headers, {
      base_revision: 0,
      document: { certifications: [{ id: 'c', name: 'Anything', certificate_serial: theirs.serial }] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ detail: RESUME_MESSAGES.certificateNotYours });
  });

  it('fills a Dokkho certificate from the certificate itself, whatever the builder sent', async () => {
    const { user, headers } = await newUser();
    const cert = await certificateFor(user.id);
    const resume = await create(headers);
    const saved = Resume.parse(
      (
        await ctx.send('PATCH', `/api/resume/${resume.id}/`, headers, {
          base_revision: 0,
          document: {
            certifications: [
              { id: 'c', name: 'Harvard MBA', issuer: 'Harvard', certificate_serial: cert.serial },
            ],
          },
        })
      ).json(),
    );
    expect(saved.document.certifications[0]).toMatchObject({ name: cert.title, issuer: 'Dokkho' });
  });
});

describe('resumes: duplicate, delete, JSON Resume', () => {
  it('duplicates as "Copy of", deletes, and answers 404 after', async () => {
    const { headers } = await newUser();
    const resume = await create(headers, { title: 'Analyst', from_profile: false });
    const copy = await ctx.send('POST', `/api/resume/${resume.id}/duplicate/`, headers, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(Resume.parse(copy.json()).title).toBe('Copy of Analyst');
    expect((await ctx.send('DELETE', `/api/resume/${resume.id}/`, headers)).statusCode).toBe(204);
    expect((await ctx.send('GET', `/api/resume/${resume.id}/`, headers)).statusCode).toBe(404);
    expect((await ctx.send('DELETE', `/api/resume/${resume.id}/`, headers)).statusCode).toBe(404);
  });

  it('exports JSON Resume as a download and imports it back to the same document', async () => {
    const { user, headers } = await newUser();
    const cert = await certificateFor(user.id);
    const resume = await create(headers, { title: 'রাফির সিভি', from_profile: false });
    const filled = Resume.parse(
      (
        await ctx.send('PATCH', `/api/resume/${resume.id}/`, headers, {
          base_revision: 0,
          document: {
            basics: { full_name: 'মোহাম্মদ রাফি', email: 'rafi@example.com', location: 'Dhaka' },
            experience: [
              {
                id: 'e',
                position: 'Analyst',
                company: 'Shwapno',
                start: '2023-02',
                current: true,
                description: 'A\nB',
              },
            ],
            skills: [{ id: 's', name: 'SQL', level: 'advanced' }],
            certifications: [{ id: 'c', certificate_serial: cert.serial }],
          },
        })
      ).json(),
    );
    const exported = await ctx.send('GET', `/api/resume/${resume.id}/json-resume/`, headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('রাফির-সিভি.json')}`,
    );
    const json = exported.json() as Record<string, unknown>;
    expect(json.basics).toMatchObject({ name: 'মোহাম্মদ রাফি' });

    const imported = await ctx.send('POST', '/api/resume/import/', headers, { json_resume: json });
    expect(imported.statusCode, imported.body).toBe(201);
    const back = Resume.parse(imported.json());
    expect(back.title).toBe('মোহাম্মদ রাফি (imported)');
    const withoutIds = (doc: typeof back.document) =>
      JSON.parse(JSON.stringify(doc, (key, value: unknown) => (key === 'id' ? undefined : value))) as unknown;
    expect(withoutIds(back.document)).toEqual(withoutIds(filled.document));
  });

  it('imports someone else’s certificate reference as a self-declared entry, and refuses a non-object', async () => {
    const { headers } = await newUser();
    const other = await newUser();
    const theirs = await certificateFor(other.user.id);
    const imported = Resume.parse(
      (
        await ctx.send('POST', '/api/resume/import/', headers, {
          title: 'Imported',
          json_resume: {
            certificates: [{ name: 'Excel', issuer: 'Dokkho', 'x-dokkho-certificate': theirs.serial }],
          },
        })
      ).json(),
    );
    expect(imported.document.certifications[0]).toMatchObject({ name: 'Excel', certificate_serial: null });
    const bad = await ctx.send('POST', '/api/resume/import/', headers, {
      json_resume: ['not', 'an', 'object'],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('downloadName', () => {
  it('keeps Bangla and Latin letters and digits, and never a path', () => {
    expect(downloadName('রাফির সিভি 2026', 'json')).toBe('রাফির-সিভি-2026.json');
    expect(downloadName('../../etc/passwd', 'pdf')).toBe('etc-passwd.pdf');
    expect(downloadName('***', 'pdf')).toBe('resume.pdf');
  });
});
