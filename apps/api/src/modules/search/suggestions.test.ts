import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SUGGESTIONS, SearchSuggestionsResponse } from '@dokkho/contract/search';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const suggest = async (search: string) => {
  const response = await ctx.app.inject({
    url: `/api/search/suggestions/?search=${encodeURIComponent(search)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SearchSuggestionsResponse.parse(response.json());
};

describe('GET search/suggestions/ (the navbar, issue 16 item 7)', () => {
  it('offers the five SPEC suggestions, in order, for an empty box', async () => {
    expect(await suggest('')).toEqual({ searched_for: null, suggestions: [...SEARCH_SUGGESTIONS] });
    expect(await suggest('   ')).toEqual({ searched_for: null, suggestions: [...SEARCH_SUGGESTIONS] });
  });

  it.each([
    ['dig', null, ['Digital Marketing']],
    ['DevOps', null, ['DevOps']],
    ['a', null, ['Data Analytics', 'Digital Marketing']],
    ['python', null, []],
  ])('English: "%s" -> %j, %j', async (typed, searchedFor, suggestions) => {
    expect(await suggest(typed)).toEqual({ searched_for: searchedFor, suggestions });
  });

  it.each([
    ['এক্সেল', 'excel', ['excel']],
    ['ফ্রিল্যান্সিং', 'freelancing', ['freelancing']],
    ['excel shikhte chai', 'excel', ['excel']],
    ['ডিজিটাল মার্কেটিং', 'digital marketing', ['Digital Marketing']],
    ['ডিজিটাল', 'digital', ['digital', 'Digital Marketing']],
    ['ডেটা অ্যানালাইসিস শিখতে চাই', 'data analytics', ['Data Analytics']],
    ['ফ্লাটার', 'flutter', ['Flutter']],
  ])(
    'Bangla and Banglish: "%s" searches for "%s" and suggests %j',
    async (typed, searchedFor, suggestions) => {
      expect(await suggest(typed)).toEqual({ searched_for: searchedFor, suggestions });
    },
  );

  it('completes a Bangla phrase still being typed from the vocabulary', async () => {
    expect(await suggest('ফ্রিল্যা')).toEqual({ searched_for: null, suggestions: ['freelancing'] });
    expect((await suggest('এক্সে')).suggestions).toEqual(['excel']);
    // One letter completes nothing: it would start half the vocabulary.
    expect(await suggest('ফ')).toEqual({ searched_for: null, suggestions: [] });
  });

  it('rejects a search longer than the catalog takes', async () => {
    const response = await ctx.app.inject({ url: `/api/search/suggestions/?search=${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
  });
});
