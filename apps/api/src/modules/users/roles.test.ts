import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import {
  AffiliateCreated,
  EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE,
  InstructorCreated,
  JobSeekerCreated,
  RecruiterCreated,
} from '@dokkho/contract/roles';
import { schema } from '@dokkho/db';
import type { TestContext } from '../../test/test-app';
import { insertAffiliateWithCode, newReferralCode } from './roles';
import { createUploadsTestApp } from '../../test/test-app';
import { seedMember, seedStaff } from '../../test/factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createUploadsTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const INSTRUCTOR = {
  headline: 'Senior data analyst at a Dhaka bank',
  expertise: 'Data analytics',
  experience_years: 6,
  bio: 'I have cleaned, modelled and explained data for six years, and taught Excel and SQL to 200 colleagues.',
  website_url: 'linkedin.com/in/someone',
};
const RECRUITER = {
  company_name: 'Pathao',
  designation: 'Talent acquisition lead',
  company_website: 'https://pathao.com',
  company_size: '201-500',
};

const EXISTS = [
  ['job_seeker', '/api/user/jobseeker-exists/'],
  ['instructor', '/api/user/instructor-exists/'],
  ['recruiter', '/api/user/recruiter-exists/'],
  ['affiliate', '/api/affiliate/affiliate-exists/'],
] as const;

const exists = (path: string, id: number | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `${path}${id}/`, headers });

describe('role existence checks (SPEC.md §6, §7)', () => {
  it('answer {exists: false} before and {exists: true} after taking each role', async () => {
    const { user, headers } = await seedMember(ctx.db);
    for (const [, path] of EXISTS) {
      const response = await exists(path, user.id, headers);
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toEqual({ exists: false });
    }
    expect((await post('/api/user/api/v2/job_seeker/', headers)).statusCode).toBe(201);
    expect((await post('/api/user/api/v2/instructor/', headers, INSTRUCTOR)).statusCode).toBe(201);
    expect((await post('/api/user/api/v2/recruiter/', headers, RECRUITER)).statusCode).toBe(201);
    const affiliate = { payout_method: 'bkash', payout_account: '01712345678' };
    expect((await post('/api/affiliate/api/v2/affiliate/', headers, affiliate)).statusCode).toBe(201);
    for (const [, path] of EXISTS) {
      expect((await exists(path, user.id, headers)).json(), path).toEqual({ exists: true });
    }
    const me = await ctx.app.inject({ url: '/api/user/auth/profile/', headers });
    expect(me.json()).toMatchObject({
      roles: ['learner', 'job_seeker', 'recruiter', 'instructor', 'affiliate'],
    });
  });

  it("refuse someone else's id with 403, let staff ask about anyone (404 for an unknown id)", async () => {
    const asker = await seedMember(ctx.db);
    const other = await seedMember(ctx.db);
    await post('/api/user/api/v2/job_seeker/', other.headers);
    const staff = await seedStaff(ctx.db);
    for (const [role, path] of EXISTS) {
      const refused = await exists(path, other.user.id, asker.headers);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You can only check your own roles.' });
      const seen = await exists(path, other.user.id, staff.headers);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual({ exists: role === 'job_seeker' });
      expect((await exists(path, 2_000_000_000, staff.headers)).statusCode).toBe(404);
      expect((await exists(path, 'me', staff.headers)).statusCode).toBe(400);
      expect((await exists(path, other.user.id)).statusCode).toBe(401);
    }
  });

  it('say a staff member without a profile does not hold it (staff pass guards, but have no profile)', async () => {
    const staff = await seedStaff(ctx.db);
    expect((await exists('/api/user/recruiter-exists/', staff.user.id, staff.headers)).json()).toEqual({
      exists: false,
    });
  });
});

describe('POST user/api/v2/instructor/', () => {
  it('creates the profile (201) with the normalised website and the new roles', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const response = await post('/api/user/api/v2/instructor/', headers, INSTRUCTOR);
    expect(response.statusCode).toBe(201);
    const body = InstructorCreated.parse(response.json());
    expect(body.profile).toMatchObject({
      headline: INSTRUCTOR.headline,
      expertise: 'Data analytics',
      experience_years: 6,
      website_url: 'https://linkedin.com/in/someone',
    });
    expect(body.roles).toEqual(['learner', 'instructor']);
    const [row] = await ctx.db
      .select()
      .from(schema.instructorProfiles)
      .where(eq(schema.instructorProfiles.userId, user.id));
    expect(row?.bio).toBe(INSTRUCTOR.bio);
  });

  it('says so when you already are one (400), and makes one profile under concurrent requests', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/user/api/v2/instructor/', headers, INSTRUCTOR)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json()).toEqual({ detail: 'You are already an instructor.' });
    const rows = await ctx.db
      .select()
      .from(schema.instructorProfiles)
      .where(eq(schema.instructorProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('validates every field with messages per field', async () => {
    const { headers } = await seedMember(ctx.db);
    const response = await post('/api/user/api/v2/instructor/', headers, {
      headline: ' ',
      expertise: 'x'.repeat(101),
      experience_years: 2.5,
      bio: 'Too short.',
      website_url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      headline: ['Enter a headline'],
      expertise: ['Use at most 100 characters'],
      experience_years: ['Use a whole number'],
      bio: ['Use at least 30 characters'],
      website_url: ['Enter a web address that starts with http:// or https://, like https://example.com'],
    });
    const missing = await post('/api/user/api/v2/instructor/', headers, {});
    expect(Object.keys(missing.json() as object).sort()).toEqual([
      'bio',
      'experience_years',
      'expertise',
      'headline',
    ]);
    for (const url of [
      'ftp://files.example.com',
      'http://localhost:3000',
      'file:///etc/passwd',
      'https://',
    ]) {
      const bad = await post('/api/user/api/v2/instructor/', headers, { ...INSTRUCTOR, website_url: url });
      expect(bad.statusCode, url).toBe(400);
    }
    const negative = await post('/api/user/api/v2/instructor/', headers, {
      ...INSTRUCTOR,
      experience_years: -1,
    });
    expect(negative.json()).toEqual({ experience_years: ['Use 0 or more'] });
  });

  it('needs a confirmed e-mail (403 saying so) and a sign-in (401)', async () => {
    const { user, headers } = await seedMember(ctx.db, { emailConfirmed: false });
    const refused = await post('/api/user/api/v2/instructor/', headers, INSTRUCTOR);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE });
    const rows = await ctx.db
      .select()
      .from(schema.instructorProfiles)
      .where(eq(schema.instructorProfiles.userId, user.id));
    expect(rows).toHaveLength(0);
    expect((await post('/api/user/api/v2/instructor/', {}, INSTRUCTOR)).statusCode).toBe(401);
  });
});

describe('POST user/api/v2/recruiter/', () => {
  it('creates the profile; a second time is 400', async () => {
    const { headers } = await seedMember(ctx.db);
    const response = await post('/api/user/api/v2/recruiter/', headers, {
      ...RECRUITER,
      company_website: '',
    });
    expect(response.statusCode).toBe(201);
    const body = RecruiterCreated.parse(response.json());
    expect(body.profile).toMatchObject({
      company_name: 'Pathao',
      designation: 'Talent acquisition lead',
      company_website: null,
      company_size: '201-500',
    });
    expect(body.roles).toEqual(['learner', 'recruiter']);
    const again = await post('/api/user/api/v2/recruiter/', headers, RECRUITER);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'You are already a recruiter.' });
  });

  it('refuses a size outside the bands, missing names and a bad website', async () => {
    const { headers } = await seedMember(ctx.db);
    const response = await post('/api/user/api/v2/recruiter/', headers, {
      company_name: '',
      designation: 'HR',
      company_website: 'not a url',
      company_size: 'huge',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      company_name: ['Enter your company name'],
      company_website: ['Enter a web address that starts with http:// or https://, like https://example.com'],
      company_size: ['Choose the size of your company'],
    });
  });

  it('needs a confirmed e-mail', async () => {
    const { headers } = await seedMember(ctx.db, { emailConfirmed: false });
    const refused = await post('/api/user/api/v2/recruiter/', headers, RECRUITER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE });
  });
});

describe('POST user/api/v2/job_seeker/', () => {
  it('takes no body, needs no confirmed e-mail, and refuses a second time', async () => {
    const { headers } = await seedMember(ctx.db, { emailConfirmed: false });
    const response = await post('/api/user/api/v2/job_seeker/', headers);
    expect(response.statusCode).toBe(201);
    expect(JobSeekerCreated.parse(response.json()).roles).toEqual(['learner', 'job_seeker']);
    const again = await post('/api/user/api/v2/job_seeker/', headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'You are already a job seeker.' });
    expect((await post('/api/user/api/v2/job_seeker/', {})).statusCode).toBe(401);
  });
});

describe('POST affiliate/api/v2/affiliate/', () => {
  it('creates the profile with a server-made referral code and a normalised wallet number', async () => {
    const { headers } = await seedMember(ctx.db);
    const response = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'nagad',
      payout_account: '01812-345678',
      referral_code: 'MINE',
    });
    expect(response.statusCode).toBe(201);
    const body = AffiliateCreated.parse(response.json());
    expect(body.profile.referral_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(body.profile).toMatchObject({ payout_method: 'nagad', payout_account: '+8801812345678' });
    expect(body.roles).toEqual(['learner', 'affiliate']);
    const again = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'bkash',
      payout_account: '01712345678',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'You are already an affiliate.' });
  });

  it('takes a bank account as text; refuses a bad method, a bad wallet number, a too-short bank line', async () => {
    const { headers } = await seedMember(ctx.db);
    const bad = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'paypal',
      payout_account: 'me@example.com',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ payout_method: ['Choose how you want to be paid'] });
    const wallet = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'nagad',
      payout_account: '12345',
    });
    expect(wallet.json()).toEqual({ payout_account: [BD_PHONE_MESSAGE] });
    const shortBank = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'bank',
      payout_account: 'DBBL',
    });
    expect(shortBank.json()).toEqual({ payout_account: ['Enter the bank, branch and account number'] });
    const bank = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'bank',
      payout_account: 'Dutch-Bangla Bank, Gulshan branch, 123.456.7890',
    });
    expect(bank.statusCode).toBe(201);
    expect(bank.json()).toMatchObject({
      profile: { payout_account: 'Dutch-Bangla Bank, Gulshan branch, 123.456.7890' },
    });
  });

  it('needs a confirmed e-mail', async () => {
    const { headers } = await seedMember(ctx.db, { emailConfirmed: false });
    const refused = await post('/api/affiliate/api/v2/affiliate/', headers, {
      payout_method: 'bkash',
      payout_account: '01712345678',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('draws a new referral code when the first one is taken', async () => {
    const first = await seedMember(ctx.db);
    const second = await seedMember(ctx.db);
    const taken = newReferralCode();
    const fresh = newReferralCode();
    await insertAffiliateWithCode(
      ctx.db,
      { userId: first.user.id, payoutMethod: null, payoutAccount: null },
      () => taken,
    );
    const codes = [taken, taken, fresh];
    const row = await insertAffiliateWithCode(
      ctx.db,
      { userId: second.user.id, payoutMethod: null, payoutAccount: null },
      () => codes.shift()!,
    );
    expect(row?.referralCode).toBe(fresh);
    expect(codes).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the profile, role and staff routes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/user/auth/profile/', 'patch'],
      ['/api/user/auth/profile/picture/', 'post'],
      ['/api/user/auth/profile/picture/', 'delete'],
      ['/api/log_reg/users/{id}/', 'get'],
      ['/api/user/jobseeker-exists/{id}/', 'get'],
      ['/api/user/instructor-exists/{id}/', 'get'],
      ['/api/user/recruiter-exists/{id}/', 'get'],
      ['/api/affiliate/affiliate-exists/{id}/', 'get'],
      ['/api/user/api/v2/instructor/', 'post'],
      ['/api/user/api/v2/recruiter/', 'post'],
      ['/api/user/api/v2/job_seeker/', 'post'],
      ['/api/affiliate/api/v2/affiliate/', 'post'],
      ['/api/admin/users/', 'get'],
      ['/api/admin/users/{id}/roles/{role}/', 'put'],
      ['/api/admin/users/{id}/roles/{role}/', 'delete'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
