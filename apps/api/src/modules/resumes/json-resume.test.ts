import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA } from '@dokkho/contract/json-resume';
import { JSON_RESUME_LIMITS, JSON_RESUME_MESSAGES, Resume } from '@dokkho/contract/resume';
import { schema } from '@dokkho/db';
import { seedUser } from '../../test/factories';
import { authHeader, createTestApp, type AuthHeaders, type TestContext } from '../../test/test-app';

/*
 * Issue 14 item 11: JSON Resume files go out valid against the official schema they name, and an imported
 * file comes back out whole, through the builder's own saves.
 */

const require = createRequire(import.meta.url);
/** The official validator (`@jsonresume/schema`, with `jsonschema`) and the version it validates. */
const official = require('@jsonresume/schema') as {
  validate: (json: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};
const officialVersion = (require('@jsonresume/schema/package.json') as { version: string }).version;

function schemaErrors(json: unknown): string[] {
  let found: string[] = [];
  official.validate(json, (errors) => {
    found = (errors ?? []).map((error) => error.stack);
  });
  return found;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function newUser(): Promise<AuthHeaders> {
  const user = await seedUser(ctx.db);
  return authHeader(user.id);
}

async function exportOf(headers: AuthHeaders, id: number): Promise<Record<string, unknown>> {
  const exported = await ctx.send('GET', `/api/resume/${id}/json-resume/`, headers);
  expect(exported.statusCode, exported.body).toBe(200);
  return exported.json();
}

async function importFile(headers: AuthHeaders, json: unknown) {
  const response = await ctx.send('POST', '/api/resume/import/', headers, { json_resume: json });
  expect(response.statusCode, response.body).toBe(201);
  // The kept file is the server's: it never reaches the browser (nor a shared link or a recruiter).
  expect(response.body).not.toContain('json_resume');
  return Resume.parse(response.json());
}

/** Every section and field of JSON Resume v1 filled, as another tool would write it; Bangla included. */
const FULL_FILE = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'নুসরাত জাহান (Nusrat Jahan)',
    label: 'ডেটা বিশ্লেষক, Data analyst',
    image: 'https://photos.example.com/nusrat.jpg',
    email: 'nusrat@example.com',
    phone: '+880 1712-345678',
    url: 'https://nusrat.example.com',
    summary: 'বিক্রয়ের তথ্য থেকে সিদ্ধান্ত। I turn sales data into decisions.',
    location: {
      address: 'বাড়ি ১২, রোড ৩, মিরপুর',
      postalCode: '1216',
      city: 'ঢাকা',
      countryCode: 'BD',
      region: 'Dhaka Division',
    },
    profiles: [
      { network: 'LinkedIn', username: 'nusrat-jahan', url: 'https://www.linkedin.com/in/nusrat-jahan' },
      { network: 'GitHub', username: 'nusratj', url: 'https://github.com/nusratj' },
    ],
  },
  work: [
    {
      name: 'স্বপ্ন (Shwapno)',
      location: 'Dhaka',
      description: 'Retail chain',
      position: 'Sales data analyst',
      url: 'https://shwapno.example.com',
      startDate: '2023-02-01',
      endDate: '2025-06-30',
      summary: 'Owned the weekly sales reporting.',
      highlights: ['Built the Power BI dashboard', 'রিপোর্টের সময় ২ দিন থেকে ২ ঘণ্টা'],
    },
    {
      name: 'BRAC Bank',
      location: 'Gulshan, Dhaka',
      description: 'Bank',
      position: 'Intern',
      url: 'https://bracbank.example.com',
      startDate: '2022-06',
      endDate: '2022-11',
      summary: 'Cleaned loan data in Excel.',
      highlights: ['Wrote the data dictionary'],
    },
  ],
  volunteer: [
    {
      organization: 'জাগো ফাউন্ডেশন',
      position: 'Volunteer teacher',
      url: 'https://jaago.example.com',
      startDate: '2019-01',
      endDate: '2020-12',
      summary: 'Taught maths on Saturdays.',
      highlights: ['৩০ জন শিক্ষার্থী'],
    },
  ],
  education: [
    {
      institution: 'University of Dhaka',
      url: 'https://du.example.com',
      area: 'Statistics',
      studyType: 'Bachelor of Science',
      startDate: '2018-01-15',
      endDate: '2022-06',
      score: '3.54/4.0',
      courses: ['STAT 101 - পরিসংখ্যান পরিচিতি', 'STAT 305 - Regression'],
    },
    {
      institution: 'Dhaka College',
      url: 'https://dhakacollege.example.com',
      area: 'Science',
      studyType: 'HSC',
      startDate: '2015',
      endDate: '2017',
      score: 'GPA 5.00',
      courses: ['Higher Mathematics'],
    },
  ],
  awards: [
    {
      title: 'Dean’s list',
      date: '2021-12-01',
      awarder: 'University of Dhaka',
      summary: 'সেরা ফলাফলের জন্য',
    },
  ],
  certificates: [
    {
      name: 'Google Data Analytics',
      date: '2021-11-07',
      url: 'https://coursera.example.org/verify/ABC123',
      issuer: 'Coursera',
    },
    { name: 'SQL basics', date: '2023-05', url: 'https://sql.example.org/c/1', issuer: 'SQL School' },
  ],
  publications: [
    {
      name: 'ঢাকার ভাড়ার মানচিত্র',
      publisher: 'Dhaka Tribune',
      releaseDate: '2022-04-10',
      url: 'https://dhakatribune.example.com/rent-map',
      summary: 'Rents by thana from 3,000 listings.',
    },
  ],
  skills: [
    { name: 'Excel', level: 'Master', keywords: ['Power Query', 'PivotTables'] },
    { name: 'SQL', level: 'Advanced', keywords: ['PostgreSQL', 'window functions'] },
  ],
  languages: [
    { language: 'বাংলা', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Full professional proficiency' },
  ],
  interests: [{ name: 'Cricket', keywords: ['statistics', 'ক্রিকেট'] }],
  references: [{ name: 'Dr. Rahman', reference: 'নুসরাত ছিলেন আমার সেরা ছাত্রী। My best student.' }],
  projects: [
    {
      name: 'Dhaka rent map',
      description: 'A map of rents by thana.',
      highlights: ['3,000 listings', 'ওপেন সোর্স'],
      keywords: ['Python', 'Leaflet'],
      startDate: '2022-01',
      endDate: '2022-04-30',
      url: 'https://github.com/nusratj/rent-map',
      roles: ['Author', 'Maintainer'],
      entity: 'Personal',
      type: 'application',
    },
  ],
  meta: {
    canonical: 'https://nusrat.example.com/resume.json',
    version: 'v1.0.0',
    lastModified: '2025-07-01T10:00:00',
  },
};

describe('JSON Resume export', () => {
  it('names the official schema it validates against, and validates, for a builder resume with every section', async () => {
    const headers = await newUser();
    const created = Resume.parse(
      (await ctx.send('POST', '/api/resume/', headers, { title: 'Full', from_profile: false })).json(),
    );
    const saved = await ctx.send('PATCH', `/api/resume/${created.id}/`, headers, {
      base_revision: created.revision,
      document: {
        basics: {
          full_name: 'মোহাম্মদ রাফি',
          headline: 'Junior data analyst',
          email: 'rafi@example.com',
          phone: '+8801712345678',
          location: 'Mirpur, Dhaka',
        },
        links: [{ id: 'l1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/rafi' }],
        summary: 'Analyst who turns sales data into decisions.',
        experience: [
          {
            id: 'e1',
            position: 'Analyst',
            company: 'Shwapno',
            location: 'Dhaka',
            employment_type: 'full_time',
            start: '2023-02',
            current: true,
            description: 'Dashboard\nReports',
          },
          {
            id: 'e2',
            position: 'Intern',
            company: 'BRAC Bank',
            start: '2022',
            end: '2022-11',
            description: 'Excel',
          },
        ],
        projects: [
          {
            id: 'p1',
            name: 'Rent map',
            role: 'Author',
            url: 'https://github.com/rafi/rent-map',
            start: '2022-01',
            end: '2022-04',
            description: 'A map.',
          },
        ],
        skills: [{ id: 's1', name: 'SQL', level: 'advanced' }],
        education: [
          {
            id: 'd1',
            institution: 'University of Dhaka',
            level: 'bachelor',
            area: 'Statistics',
            start: '2018-01',
            end: '2022-06',
            result: 'CGPA 3.54 of 4',
          },
        ],
        languages: [{ id: 'g1', language: 'Bangla', fluency: 'native' }],
        certifications: [
          { id: 'c1', name: 'Google Data Analytics', issuer: 'Coursera', date: '2023-09', url: '' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const json = await exportOf(headers, created.id);
    expect(json.$schema).toBe(JSON_RESUME_SCHEMA);
    expect(JSON_RESUME_SCHEMA).toBe(
      `https://cdn.jsdelivr.net/npm/@jsonresume/schema@${officialVersion}/schema.json`,
    );
    expect((json.certificates as { date: string }[])[0]!.date).toBe('2023-09');
    expect(schemaErrors(json)).toEqual([]);
  });
});

describe('JSON Resume import', () => {
  it('gives back the whole file: every section and field, in the file’s own words', async () => {
    expect(schemaErrors(FULL_FILE)).toEqual([]);
    const headers = await newUser();
    const resume = await importFile(headers, FULL_FILE);
    // The builder shows what it can, mapped to its own fields.
    expect(resume.document.education[0]).toMatchObject({ level: 'bachelor', start: '2018-01' });
    expect(resume.document.skills[0]).toMatchObject({ name: 'Excel', level: 'expert' });
    const got = await ctx.send('GET', `/api/resume/${resume.id}/`, headers);
    expect(got.body).not.toContain('json_resume');

    const json = await exportOf(headers, resume.id);
    // One normalisation: `$schema` names the schema the export follows.
    expect(json).toEqual({ ...FULL_FILE, $schema: JSON_RESUME_SCHEMA });
    expect(schemaErrors(json)).toEqual([]);
  });

  it('keeps the file through the builder’s saves; changed fields go out as edited, the rest as imported', async () => {
    const headers = await newUser();
    const resume = await importFile(headers, FULL_FILE);
    const { document } = resume;
    const edited = await ctx.send('PATCH', `/api/resume/${resume.id}/`, headers, {
      base_revision: resume.revision,
      document: {
        basics: { ...document.basics, headline: 'Senior data analyst' },
        experience: document.experience.map((job, index) =>
          index === 0 ? { ...job, position: 'Lead analyst' } : job,
        ),
        education: document.education,
        projects: document.projects.map((project) => ({ ...project, role: 'Lead author' })),
        skills: [...document.skills, { id: 'new1', name: 'Python', level: 'intermediate' }],
        languages: document.languages.slice(1),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const patched = Resume.parse(edited.json());
    // A title-only save and a duplicate keep it too.
    const renamed = await ctx.send('PATCH', `/api/resume/${resume.id}/`, headers, {
      base_revision: patched.revision,
      title: 'Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const copy = await ctx.send('POST', `/api/resume/${resume.id}/duplicate/`, headers, {});
    expect(copy.statusCode, copy.body).toBe(201);

    const expected = structuredClone(FULL_FILE) as typeof FULL_FILE & Record<string, unknown>;
    expected.$schema = JSON_RESUME_SCHEMA;
    expected.basics.label = 'Senior data analyst';
    expected.work[0]!.position = 'Lead analyst';
    expected.projects[0]!.roles = ['Lead author', 'Maintainer'];
    (expected.skills as Record<string, unknown>[]).push({ name: 'Python', level: 'intermediate' });
    expected.languages = expected.languages.slice(1);
    for (const id of [resume.id, Resume.parse(copy.json()).id]) {
      const json = await exportOf(headers, id);
      expect(json).toEqual(expected);
      expect(schemaErrors(json)).toEqual([]);
    }
  });

  it('refuses files too large, too deep or with NUL characters to keep, with a 400 on json_resume', async () => {
    const headers = await newUser();
    let deep: Record<string, unknown> = { name: 'x' };
    for (let i = 0; i < JSON_RESUME_LIMITS.maxDepth; i += 1) deep = { nested: deep };
    const cases: [unknown, string][] = [
      [{ basics: { summary: 'x'.repeat(JSON_RESUME_LIMITS.maxChars) } }, JSON_RESUME_MESSAGES.tooLarge],
      [{ meta: deep }, JSON_RESUME_MESSAGES.tooDeep],
    ];
    const before = await ctx.db.select().from(schema.resumes);
    for (const [json, message] of cases) {
      const response = await ctx.send('POST', '/api/resume/import/', headers, { json_resume: json });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ json_resume: [message] });
    }
    expect(await ctx.db.select().from(schema.resumes)).toHaveLength(before.length);
    // PostgreSQL's jsonb holds no NUL: refused at the edge (plugins/input-text.ts) with the field's path, or
    // here with the whole file's, never a 500.
    for (const json of [{ basics: { name: 'Nusrat\u0000' } }, { interests: [{ 'key\u0000': 'x' }] }]) {
      const response = await ctx.send('POST', '/api/resume/import/', headers, { json_resume: json });
      expect(response.statusCode, response.body).toBe(400);
      const fields = Object.keys(response.json() as Record<string, string[]>);
      expect(fields).toHaveLength(1);
      expect(fields[0]).toMatch(/^json_resume\b/);
    }
    expect(await ctx.db.select().from(schema.resumes)).toHaveLength(before.length);
  });

  it('exports a stored file that no longer reads as if the resume had none, never a 500', async () => {
    const headers = await newUser();
    const resume = await importFile(headers, { basics: { name: 'Karim' }, volunteer: [{ position: 'x' }] });
    const [row] = await ctx.db.select().from(schema.resumes).where(eq(schema.resumes.id, resume.id));
    await ctx.db
      .update(schema.resumes)
      .set({ document: { ...(row!.document as object), json_resume: { source: 'broken' } } })
      .where(eq(schema.resumes.id, resume.id));
    const json = await exportOf(headers, resume.id);
    expect(json).toMatchObject({ $schema: JSON_RESUME_SCHEMA, basics: { name: 'Karim' } });
    expect(json).not.toHaveProperty('volunteer');
  });
});
