import { describe, expect, it } from 'vitest';
import {
  BD_DISTRICT_NAMES,
  BD_DIVISION_NAMES,
  HiringLeadRequest,
  isDistrictOf,
  JOB_MESSAGES,
  JobBoardQuery,
  JobPostInput,
  JobPostUpdate,
} from './jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const valid = {
  title: 'Data Analyst',
  description: 'Analyse sales data in Excel and SQL every single day.',
  employment_type: 'full_time',
  workplace: 'on_site',
  division: 'Sylhet',
  district: 'Moulvibazar',
  salary_min: 30_000_00,
  salary_max: 40_000_00,
  deadline: dateIn(10),
};

describe('divisions and districts', () => {
  it('lists the eight divisions and 64 districts, each district in one division', () => {
    expect(BD_DIVISION_NAMES).toHaveLength(8);
    expect(BD_DISTRICT_NAMES).toHaveLength(64);
    expect(new Set(BD_DISTRICT_NAMES).size).toBe(64);
    expect(isDistrictOf('Chattogram', "Cox's Bazar")).toBe(true);
    expect(isDistrictOf('Dhaka', 'Sylhet')).toBe(false);
    expect(isDistrictOf('Gotham', 'Dhaka')).toBe(false);
  });
});

describe('JobPostInput', () => {
  it('reads a date deadline as the end of that day in Dhaka and cleans the skills', () => {
    const post = JobPostInput.parse({ ...valid, skills: [' Power  BI ', 'power bi', 'Excel', ''] });
    expect(post.deadline).toBe(`${valid.deadline}T17:59:59.000Z`);
    expect(post.skills).toEqual(['power bi', 'excel']);
  });

  it('drops blank list items and limits them', () => {
    expect(JobPostInput.parse({ ...valid, requirements: ['  ', 'Excel'] }).requirements).toEqual(['Excel']);
    const many = JobPostInput.safeParse({
      ...valid,
      responsibilities: Array.from({ length: 21 }, () => 'x'),
    });
    expect(many.error?.issues[0]?.message).toBe('List at most 20 responsibilities');
  });

  it('needs a location unless remote, and a salary range unless negotiable', () => {
    const remote = JobPostInput.safeParse({
      ...valid,
      workplace: 'remote',
      division: null,
      district: null,
      salary_min: undefined,
      salary_max: undefined,
      salary_negotiable: true,
    });
    expect(remote.success).toBe(true);
    const issues = JobPostInput.safeParse({ ...valid, district: 'Dhaka', salary_max: undefined }).error
      ?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['district', JOB_MESSAGES.districtMismatch],
      ['salary_max', JOB_MESSAGES.salaryRequired],
    ]);
  });
});

describe('the Bangla version of a post', () => {
  it('is optional, trimmed, and blank means not written', () => {
    expect(JobPostInput.parse(valid)).not.toHaveProperty('title_bn');
    const post = JobPostInput.parse({
      ...valid,
      title_bn: '  ডেটা অ্যানালিস্ট ',
      description_bn: 'প্রতিদিন এক্সেল আর SQL দিয়ে সেলস ডেটা বিশ্লেষণ করবেন।',
    });
    expect(post.title_bn).toBe('ডেটা অ্যানালিস্ট');
    expect(JobPostUpdate.parse({ title_bn: '  ', description_bn: null })).toEqual({
      title_bn: null,
      description_bn: null,
    });
  });

  it('keeps the length rules of its English twin when written', () => {
    const short = JobPostInput.safeParse({ ...valid, title_bn: 'ডে', description_bn: 'ছোট' }).error?.issues;
    expect(short?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title_bn', 'Use at least 3 characters for the Bangla job title'],
      ['description_bn', 'Use at least 30 characters for the Bangla description'],
    ]);
    const long = JobPostUpdate.safeParse({ title_bn: 'ক'.repeat(201) }).error?.issues[0];
    expect(long?.message).toMatch(/^Use at most \d+ characters for the Bangla job title$/);
  });
});

describe('JobPostUpdate', () => {
  it('accepts closing alone, refuses an empty body', () => {
    expect(JobPostUpdate.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(JobPostUpdate.safeParse({}).error?.issues[0]?.message).toBe('Send at least one field to change.');
  });
});

describe('JobBoardQuery', () => {
  it('takes repeated or comma-separated multi-values and rejects unknown ones', () => {
    expect(
      JobBoardQuery.parse({ workplace: ['remote', 'hybrid'], type: 'contract,internship' }),
    ).toMatchObject({
      workplace: ['remote', 'hybrid'],
      type: ['contract', 'internship'],
      internal: false,
      page: 1,
    });
    expect(JobBoardQuery.safeParse({ workplace: 'office' }).error?.issues[0]?.path).toEqual(['workplace']);
    expect(JobBoardQuery.parse({ internal: 'true', posted_within: '30' })).toMatchObject({
      internal: true,
      posted_within: 30,
    });
  });
});

describe('HiringLeadRequest', () => {
  it('normalises the mobile number', () => {
    const lead = HiringLeadRequest.parse({
      company_name: 'Acme',
      contact_name: 'Rahim',
      email: 'rahim@example.com',
      phone_number: '+880 1812-345678',
    });
    expect(lead.phone_number).toBe('+8801812345678');
  });
});
