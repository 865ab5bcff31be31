import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Education, Experience, HIRING_LIMITS, SeekerProfile } from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedRecruiter, seedSeeker } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/jobs/seeker/${url}`, headers, ...(payload ? { payload } : {}) });

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Junior accountant, Excel and Tally',
  about: 'I keep books for small shops.',
  division: 'Chattogram',
  district: "Cox's Bazar",
  skills: ['Excel', 'Tally', 'excel', 'Bookkeeping'],
  expected_salary: 25_000_00,
  discoverable: true,
  ...overrides,
});

describe('seeker profile', () => {
  it('starts empty with what is missing, and saves the profile fields', async () => {
    const seeker = await seedSeeker(ctx.db, {}, { firstName: 'Karim', lastName: 'Uddin' });
    const empty = await call('GET', 'profile/', seeker.headers);
    expect(empty.statusCode, empty.body).toBe(200);
    const before = SeekerProfile.parse(empty.json());
    expect(before).toMatchObject({ first_name: 'Karim', headline: '', experiences: [], experience_years: 0 });
    expect(before.completeness.percent).toBe(0);
    expect(before.completeness.missing).toContain('Add a headline that says what you do');
    expect(empty.headers['cache-control']).toBe('no-store');

    const saved = await call('PUT', 'profile/', seeker.headers, profileBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const after = SeekerProfile.parse(saved.json());
    expect(after).toMatchObject({
      headline: 'Junior accountant, Excel and Tally',
      division: 'Chattogram',
      skills: ['excel', 'tally', 'bookkeeping'],
      discoverable: true,
      expected_salary: 25_000_00,
    });
    expect(after.completeness.missing).not.toContain('Add a headline that says what you do');
    expect(after.completeness.percent).toBeGreaterThan(before.completeness.percent);

    const bad = await call(
      'PUT',
      'profile/',
      seeker.headers,
      profileBody({ district: 'Sylhet', division: 'Dhaka' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('district');
  });

  it('adds, edits and deletes experience and education, months as YYYY-MM, own rows only', async () => {
    const seeker = await seedSeeker(ctx.db);
    const other = await seedSeeker(ctx.db);
    const created = await call('POST', 'experience/', seeker.headers, {
      title: 'Accounts assistant',
      company: 'Rahman Traders',
      employment_type: 'full_time',
      start_month: '2021-02',
      end_month: '2023-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const exp = Experience.parse(created.json());
    expect(exp).toMatchObject({ start_month: '2021-02', end_month: '2023-01', description: '' });
    const [stored] = await ctx.db
      .select()
      .from(schema.jobSeekerExperiences)
      .where(eq(schema.jobSeekerExperiences.id, exp.id));
    expect(stored!.startMonth).toBe('2021-02-01');

    const wrongOrder = await call('POST', 'experience/', seeker.headers, {
      title: 'Clerk',
      company: 'X Ltd',
      start_month: '2022-05',
      end_month: '2021-01',
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json()).toHaveProperty('end_month');
    const badMonth = await call('POST', 'experience/', seeker.headers, {
      title: 'Clerk',
      company: 'X Ltd',
      start_month: '2022-13',
    });
    expect(badMonth.statusCode).toBe(400);

    const edited = await call('PUT', `experience/${exp.id}/`, seeker.headers, {
      title: 'Accounts officer',
      company: 'Rahman Traders',
      start_month: '2021-02',
      end_month: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Accounts officer',
      end_month: null,
      employment_type: null,
    });

    // Another seeker's row: 404 for edit and delete.
    expect(
      (
        await call('PUT', `experience/${exp.id}/`, other.headers, {
          title: 'Hacked',
          company: 'Nope',
          start_month: '2020-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `experience/${exp.id}/`, other.headers)).statusCode).toBe(404);

    const edu = await call('POST', 'education/', seeker.headers, {
      level: 'bachelor',
      institution: 'University of Chittagong',
      subject: 'Accounting',
      result: 'CGPA 3.40 of 4',
      passing_year: 2020,
    });
    expect(edu.statusCode, edu.body).toBe(201);
    const education = Education.parse(edu.json());
    const eduEdit = await call('PUT', `education/${education.id}/`, seeker.headers, {
      level: 'masters',
      institution: 'University of Chittagong',
      passing_year: null,
    });
    expect(eduEdit.json()).toMatchObject({ level: 'masters', subject: '', passing_year: null });
    expect(
      (
        await call('PUT', `education/${education.id}/`, other.headers, {
          level: 'ssc',
          institution: 'School',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', 'education/', seeker.headers, { level: 'grade', institution: 'School' }))
        .statusCode,
    ).toBe(400);

    const full = SeekerProfile.parse((await call('GET', 'profile/', seeker.headers)).json());
    expect(full.experiences).toHaveLength(1);
    expect(full.educations).toHaveLength(1);
    expect(full.experience_years).toBeGreaterThanOrEqual(4);

    expect((await call('DELETE', `experience/${exp.id}/`, seeker.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `education/${education.id}/`, seeker.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `education/${education.id}/`, seeker.headers)).statusCode).toBe(404);
  });

  it('caps the number of rows', async () => {
    const seeker = await seedSeeker(ctx.db);
    await ctx.db.insert(schema.jobSeekerEducations).values(
      Array.from({ length: HIRING_LIMITS.educations }, (_, i) => ({
        jobSeekerId: seeker.profile.id,
        level: 'ssc' as const,
        institution: `School ${i}`,
      })),
    );
    const over = await call('POST', 'education/', seeker.headers, { level: 'hsc', institution: 'College' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toMatch(/at most 15/);
    await ctx.db.insert(schema.jobSeekerExperiences).values(
      Array.from({ length: HIRING_LIMITS.experiences }, () => ({
        jobSeekerId: seeker.profile.id,
        title: 'Job',
        company: 'Co',
        startMonth: '2020-01-01',
      })),
    );
    const overExp = await call('POST', 'experience/', seeker.headers, {
      title: 'Job',
      company: 'Co',
      start_month: '2020-01',
    });
    expect(overExp.statusCode).toBe(400);
  });

  it('needs the job seeker role: 401 signed out, 403 for others', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    expect((await call('GET', 'profile/', {})).statusCode).toBe(401);
    expect((await call('GET', 'profile/', recruiter.headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', 'experience/', recruiter.headers, {
          title: 'Job',
          company: 'Co',
          start_month: '2020-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', 'dashboard/', recruiter.headers)).statusCode).toBe(403);
    expect((await call('GET', 'contact-requests/', recruiter.headers)).statusCode).toBe(403);
  });
});
