import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobDetail, JobBoardResponse, RecruiterJobDetail } from '@dokkho/contract/jobs';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jobBody, seedRecruiter } from '../../test/factories';

/**
 * A recruiter writes the Bangla version of a post (issue 16 item 6, ADR 026): stored beside the English,
 * shown to Bangla readers, English to everyone else, and cleared by sending it blank.
 */

let ctx: TestContext;

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

const TITLE_BN = 'ফ্রন্টএন্ড ডেভেলপার (রিঅ্যাক্ট)';
const DESCRIPTION_BN = 'আমাদের কাস্টমার ড্যাশবোর্ডের জন্য রিঅ্যাক্ট আর টাইপস্ক্রিপ্টে নতুন ফিচার বানাবেন।';

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

/** `ctx.send` with any headers (the language as well as the sign-in). */
const request = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const publicPage = async (id: number, headers: Record<string, string>) => {
  const response = await request('GET', `/api/jobs/board/${id}/`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return JobDetail.parse(response.json());
};

describe('the Bangla version of a job post', () => {
  it('is stored on create, shown in Bangla to Bangla readers, and cleared by a blank edit', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const english = jobBody();
    const created = await ctx.send('POST', '/api/jobs/jobpost/', recruiter.headers, {
      ...english,
      title_bn: `  ${TITLE_BN} `,
      description_bn: DESCRIPTION_BN,
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = RecruiterJobDetail.parse(created.json());
    // The recruiter's own read (the edit form's data) has both languages, the English as the title.
    expect(post).toMatchObject({ title: english.title, title_bn: TITLE_BN, description_bn: DESCRIPTION_BN });
    const own = await request('GET', `/api/jobs/jobpost/${post.id}/`, { ...recruiter.headers, ...BANGLA });
    expect(RecruiterJobDetail.parse(own.json())).toMatchObject({
      title: english.title,
      description: english.description,
      title_bn: TITLE_BN,
      description_bn: DESCRIPTION_BN,
    });

    expect(await publicPage(post.id, BANGLA)).toMatchObject({ title: TITLE_BN, description: DESCRIPTION_BN });
    expect(await publicPage(post.id, ENGLISH)).toMatchObject({
      title: english.title,
      description: english.description,
    });
    const board = await request('GET', '/api/jobs/board/', BANGLA);
    const listed = JobBoardResponse.parse(board.json()).results.find((item) => item.id === post.id);
    expect(listed?.title).toBe(TITLE_BN);

    // An edit that leaves the Bangla out keeps it; a blank one clears it (the English shows again).
    const kept = await ctx.send('PATCH', `/api/jobs/jobpost/${post.id}/`, recruiter.headers, {
      vacancies: 3,
    });
    expect(RecruiterJobDetail.parse(kept.json())).toMatchObject({ vacancies: 3, title_bn: TITLE_BN });
    const cleared = await ctx.send('PATCH', `/api/jobs/jobpost/${post.id}/`, recruiter.headers, {
      title_bn: '',
      description_bn: '   ',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(RecruiterJobDetail.parse(cleared.json())).toMatchObject({ title_bn: null, description_bn: null });
    expect(await publicPage(post.id, BANGLA)).toMatchObject({
      title: english.title,
      description: english.description,
    });
  });

  it('keeps the length rules of the English fields, with Bangla messages for Bangla readers', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const response = await request(
      'POST',
      '/api/jobs/jobpost/',
      { ...recruiter.headers, ...BANGLA },
      { ...jobBody(), title_bn: 'জব', description_bn: 'খুব ছোট বিবরণ' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title_bn: ['জবের বাংলা পদবি কমপক্ষে ৩ অক্ষরে লিখুন'],
      description_bn: ['বাংলা বিবরণ কমপক্ষে ৩০ অক্ষরে লিখুন'],
    });
  });
});
