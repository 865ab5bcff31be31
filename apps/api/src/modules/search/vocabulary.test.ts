import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, SynonymListResponse, SynonymRow } from '@dokkho/contract/search';
import { courseMaker, seedUser } from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let staff: { authorization: string };
let learner: { authorization: string };
let fiverrCourse = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await authHeader((await seedUser(ctx.db, { isStaff: true })).id);
  learner = await authHeader((await seedUser(ctx.db)).id);
  fiverrCourse = (await (await courseMaker(ctx.db))({ title: 'Selling Gigs on Fiverr' })).id;
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers?: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
const entryUrl = (phrase: string) => `/api/admin/search-synonyms/${encodeURIComponent(phrase)}/`;
const LIST = '/api/admin/search-synonyms/';

const courseIds = async (search: string) => {
  const response = await call('GET', `/api/course/courses/?search=${encodeURIComponent(search)}`);
  expect(response.statusCode, search).toBe(200);
  return (response.json() as { results: { id: number }[] }).results.map((row) => row.id);
};

describe('the search vocabulary for staff (issue 16 item 7)', () => {
  it('is staff only: 401 without a token, 403 for a learner, on every route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', LIST],
      ['POST', LIST, { phrase: 'ফিভার', replacement: 'fiverr' }],
      ['PUT', entryUrl('এক্সেল'), { phrase: 'এক্সেল', replacement: 'excel' }],
      ['DELETE', entryUrl('এক্সেল')],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, learner, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing changed: the base vocabulary still has its entry and the learner added none.
    const page = SynonymListResponse.parse((await call('GET', `${LIST}?search=ফিভার`, staff)).json());
    expect(page.count).toBe(0);
  });

  it('lists the base vocabulary A to Z, a page at a time, searchable by phrase or search words', async () => {
    const first = await call('GET', `${LIST}?page_size=5`, staff);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = SynonymListResponse.parse(first.json());
    expect(page.results).toHaveLength(5);
    expect(page.count).toBeGreaterThan(50);
    expect(page.next).toContain('page=2');
    const phrases = page.results.map((row) => row.phrase);
    expect(phrases).toEqual([...phrases].sort());

    const byWords = SynonymListResponse.parse((await call('GET', `${LIST}?search=excel`, staff)).json());
    expect(byWords.results.map((row) => row.phrase)).toEqual(
      expect.arrayContaining(['এক্সেল', 'মাইক্রোসফট এক্সেল']),
    );
    expect(byWords.results.every((row) => row.replacement.includes('excel'))).toBe(true);

    const byPhrase = SynonymListResponse.parse(
      (await call('GET', `${LIST}?search=${encodeURIComponent('ফ্রিল্যা')}`, staff)).json(),
    );
    expect(byPhrase.results.map((row) => row.phrase)).toContain('ফ্রিল্যান্সিং');

    // A wildcard typed by staff is a character, not a pattern.
    const literal = SynonymListResponse.parse((await call('GET', `${LIST}?search=%25`, staff)).json());
    expect(literal.count).toBe(0);
    expect((await call('GET', `${LIST}?page=999`, staff)).statusCode).toBe(404);
  });

  it('adds a phrase that the next search uses, normalised as searches are', async () => {
    expect(await courseIds('ফিভার গিগ')).toEqual([]);
    const added = await call('POST', LIST, staff, {
      phrase: '  ফিভার   গিগ ',
      replacement: ' Fiverr   gigs ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(SynonymRow.parse(added.json())).toMatchObject({ phrase: 'ফিভার গিগ', replacement: 'Fiverr gigs' });
    // No cache to wait for: the very next search is rewritten.
    expect(await courseIds('ফিভার গিগ')).toEqual([fiverrCourse]);

    const again = await call('POST', LIST, staff, { phrase: 'ফিভার  গিগ', replacement: 'fiverr' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ phrase: [SEARCH_MESSAGES.synonymExists] });
  });

  it('edits the search words and the phrase itself, and the next search follows', async () => {
    await call('POST', LIST, staff, { phrase: 'গিগ বিক্রি', replacement: 'accounting' });
    expect(await courseIds('গিগ বিক্রি')).not.toContain(fiverrCourse);

    const edited = await call('PUT', entryUrl('গিগ বিক্রি'), staff, {
      phrase: 'গিগ বিক্রি',
      replacement: 'fiverr',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await courseIds('গিগ বিক্রি')).toEqual([fiverrCourse]);

    const renamed = await call('PUT', entryUrl('গিগ বিক্রি'), staff, {
      phrase: 'গিগ সেল',
      replacement: 'fiverr',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(SynonymRow.parse(renamed.json()).phrase).toBe('গিগ সেল');
    expect(await courseIds('গিগ সেল')).toEqual([fiverrCourse]);
    expect(await courseIds('গিগ বিক্রি')).not.toContain(fiverrCourse);

    // Renaming onto another entry's phrase is a conflict; an unknown phrase is a 404.
    const clash = await call('PUT', entryUrl('গিগ সেল'), staff, { phrase: 'এক্সেল', replacement: 'fiverr' });
    expect(clash.statusCode).toBe(409);
    const missing = await call('PUT', entryUrl('কোনোটাই না'), staff, {
      phrase: 'কোনোটাই না',
      replacement: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: SEARCH_MESSAGES.synonymNotFound });
  });

  it('deletes a phrase, and the next search no longer rewrites it', async () => {
    await call('POST', LIST, staff, { phrase: 'গিগ মার্কেট', replacement: 'fiverr' });
    expect(await courseIds('গিগ মার্কেট')).toEqual([fiverrCourse]);
    const deleted = await call('DELETE', entryUrl('গিগ মার্কেট'), staff);
    expect(deleted.statusCode).toBe(204);
    expect(await courseIds('গিগ মার্কেট')).toEqual([]);
    expect((await call('DELETE', entryUrl('গিগ মার্কেট'), staff)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and the field at fault', async () => {
    const bad: [object, string][] = [
      [{ replacement: 'excel' }, 'phrase'],
      [{ phrase: '!!!', replacement: 'excel' }, 'phrase'],
      [{ phrase: 'এক দুই তিন চার পাঁচ', replacement: 'excel' }, 'phrase'],
      [{ phrase: 'x'.repeat(81), replacement: 'excel' }, 'phrase'],
      [{ phrase: 'এক্সেলে' }, 'replacement'],
      [{ phrase: 'এক্সেলে', replacement: 'e'.repeat(121) }, 'replacement'],
      [{ phrase: 'এক্সেলে', replacement: 42 }, 'replacement'],
    ];
    for (const [payload, field] of bad) {
      const response = await call('POST', LIST, staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json() as object), JSON.stringify(payload)).toContain(field);
    }
    expect((await call('GET', `${LIST}?page_size=100`, staff)).statusCode).toBe(400);
    expect(
      (await call('DELETE', `/api/admin/search-synonyms/${encodeURIComponent('!!')}/`, staff)).statusCode,
    ).toBe(400);
  });

  it('keeps a filler word: empty search words drop it from a search', async () => {
    const added = await call('POST', LIST, staff, { phrase: 'দয়া করে', replacement: '' });
    expect(added.statusCode, added.body).toBe(201);
    expect(await courseIds('ফিভার গিগ দয়া করে')).toEqual([fiverrCourse]);
  });
});
