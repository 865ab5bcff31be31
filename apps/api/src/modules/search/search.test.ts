import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { courseMaker, seedJob, seedRecruiter } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { forgetVocabulary, rewriteWithVocabulary } from './service';

let ctx: TestContext;
const ids = { excel: 0, design: 0, freelancing: 0, marketing: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const course = await courseMaker(ctx.db);
  ids.excel = (await course({ title: 'Excel Essentials for Office Jobs' })).id;
  ids.design = (await course({ title: 'Graphic Design with Figma' })).id;
  ids.freelancing = (await course({ title: 'Freelancing on Fiverr and Upwork' })).id;
  ids.marketing = (await course({ title: 'Digital Marketing with Facebook Ads' })).id;
});

afterAll(async () => {
  await ctx?.close();
});

const courseIds = async (search: string) => {
  const response = await ctx.app.inject({ url: `/api/course/courses/?search=${encodeURIComponent(search)}` });
  expect(response.statusCode, search).toBe(200);
  return (response.json() as { results: { id: number }[] }).results.map((row) => row.id).sort();
};

describe('Bangla and Banglish search (issue 16 item 7)', () => {
  it.each([
    ['এক্সেল', 'excel'],
    ['excel shikhte chai', 'excel'],
    ['এক্সেল শিখতে চাই', 'excel'],
    ['ফ্রিল্যান্সিং', 'freelancing'],
    ['ডিজিটাল মার্কেটিং', 'digital marketing'],
    ['graphics design', 'graphic design'],
    ['গ্রাফিক্স ডিজাইন', 'graphic design'],
  ])('"%s" finds the courses "%s" finds', async (typed, english) => {
    const expected = await courseIds(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(await courseIds(typed)).toEqual(expected);
  });

  it('finds the same jobs on the board', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const post = await seedJob(ctx.db, recruiter, { title: 'Accountant (Tally and VAT)' });
    const board = async (search: string) =>
      (
        (await ctx.app.inject({ url: `/api/jobs/board/?search=${encodeURIComponent(search)}` })).json() as {
          results: { id: number }[];
        }
      ).results.map((row) => row.id);
    expect(await board('accountant')).toEqual([post.id]);
    expect(await board('অ্যাকাউন্ট্যান্ট')).toEqual([post.id]);
    expect(await board('হিসাবরক্ষক চাকরি')).toEqual([post.id]);
  });

  it('learns a phrase staff add to the vocabulary', async () => {
    expect(await courseIds('ফিভার')).toEqual([]);
    await ctx.db.insert(schema.searchSynonyms).values({ phrase: 'ফিভার', replacement: 'fiverr' });
    forgetVocabulary(ctx.db);
    expect(await courseIds('ফিভার')).toEqual([ids.freelancing]);
  });
});

describe('rewriteWithVocabulary', () => {
  const vocabulary = new Map([
    ['ডিজিটাল মার্কেটিং', 'digital marketing'],
    ['ডিজিটাল', 'digital'],
    ['chai', ''],
  ]);

  it('prefers the longest phrase, keeps unknown words and drops filler', () => {
    expect(rewriteWithVocabulary('ডিজিটাল মার্কেটিং chai', vocabulary)).toBe('digital marketing');
    expect(rewriteWithVocabulary('ডিজিটাল camera', vocabulary)).toBe('digital camera');
  });

  it('leaves a search alone when nothing matches or nothing would be left', () => {
    expect(rewriteWithVocabulary('Power BI', vocabulary)).toBe('Power BI');
    expect(rewriteWithVocabulary('chai', vocabulary)).toBe('chai');
  });
});
