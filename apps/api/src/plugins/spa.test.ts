import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourse, seedGenre, seedInstructor, seedJob, seedRecruiter } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Dokkho: skills that get you hired</title>
    <meta name="description" content="Default description" />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div><noscript>${'Dokkho needs JavaScript. '.repeat(60)}</noscript></body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let ctx: TestContext;
let dist: string;
let courseId: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dokkho-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  const genre = await seedGenre(ctx.db);
  const { profile } = await seedInstructor(ctx.db);
  const course = await seedCourse(
    ctx.db,
    { genreId: genre.id, instructorId: profile.id },
    {
      title: 'Power BI for <Business> & "Analysts"',
      subtitle: 'Dashboards that managers read',
      ratingAvg: 4.7,
      ratingCount: 88,
    },
  );
  courseId = course.id;
});

afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('opens in the visitor’s language: their choice, else their browser’s (issue 16)', async () => {
    const langOf = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({ url: '/allcourses', headers });
      expect(response.headers.vary).toContain('Accept-Language');
      return /<html lang="([^"]+)">/.exec(response.body)?.[1];
    };
    expect(await langOf({})).toBe('en');
    expect(await langOf({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).toBe('bn');
    expect(await langOf({ 'accept-language': 'bn-BD', cookie: 'dokkho_lang=en' })).toBe('en');
    expect(await langOf({ 'accept-language': 'en-US', cookie: 'dokkho_lang=bn' })).toBe('bn');
  });

  it('serves index.html for client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/allcourses?search=excel', '/newDashboard/courses', '/no/such/page']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps unlisted pages (a shared resume) out of search engines, and only those', async () => {
    const shared = await ctx.app.inject({ url: '/r/Zm9vYmFyYmF6cXV4cXV1eA' });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    const listed = await ctx.app.inject({ url: '/resume' });
    expect(listed.headers['x-robots-tag']).toBeUndefined();
  });

  it('hands the page the style nonce of its own CSP, fresh for every response', async () => {
    const first = await ctx.app.inject({ url: '/' });
    const nonce = /<meta name="csp-nonce" content="([^"]+)" \/>/.exec(first.body)?.[1];
    expect(nonce).toBeDefined();
    expect(String(first.headers['content-security-policy'])).toMatch(
      new RegExp(`style-src 'self' 'nonce-${nonce}'`),
    );
    const second = await ctx.app.inject({ url: '/' });
    expect(second.body).not.toContain(nonce!);
  });

  it('caches hashed assets for a year and serves them pre-compressed', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect((await ctx.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses the rendered page and API JSON, but not what is already compressed', async () => {
    const page = await ctx.app.inject({ url: '/allcourses', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    // The OpenAPI document is the largest JSON the API serves in a fresh test database.
    const api = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    const response = await ctx.app.inject({ url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('writes page meta and escapes it', async () => {
    const home = await ctx.app.inject({ url: '/allcourses' });
    expect(home.body).toContain('<title>All courses · Dokkho</title>');
    expect(home.body).not.toContain('Default description');

    const course = await ctx.app.inject({ url: `/courseDetails/${courseId}` });
    expect(course.body).toContain(
      '<title>Power BI for &#60;Business&#62; &#38; &#34;Analysts&#34; · Dokkho</title>',
    );
    expect(course.body).toContain(
      '<meta property="og:description" content="Dashboards that managers read" />',
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(course.body)?.[1];
    expect(jsonLd).toBeDefined();
    expect(jsonLd).not.toContain('<Business>');
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Course',
      name: 'Power BI for <Business> & "Analysts"',
      aggregateRating: { ratingValue: 4.7, ratingCount: 88 },
      offers: { price: '3500.00', priceCurrency: 'BDT' },
    });
  });

  it('writes the page head in the page’s language, with hreflang alternates (issue 16)', async () => {
    const asked = await ctx.app.inject({ url: '/allcourses?lang=bn', headers: { 'accept-language': 'en' } });
    expect(asked.body).toContain('<html lang="bn">');
    expect(asked.body).toContain('<title>সব কোর্স · Dokkho</title>');
    expect(asked.body).toContain('<meta property="og:locale" content="bn_BD" />');
    expect(asked.body).toContain('<meta property="og:locale:alternate" content="en_US" />');
    // Asked for in Bangla, the page is canonical in Bangla; its alternates name both languages.
    expect(asked.body).toMatch(/<link rel="canonical" href="[^"]*\/allcourses\?lang=bn" \/>/);
    expect(asked.body).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/allcourses\?lang=en" \/>/);
    expect(asked.body).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/allcourses" \/>/);

    const browser = await ctx.app.inject({ url: '/jobs', headers: { 'accept-language': 'bn-BD' } });
    expect(browser.body).toContain('<title>বাংলাদেশে চাকরি · Dokkho</title>');
    expect(browser.body).toMatch(/<link rel="canonical" href="[^"]*\/jobs" \/>/);

    // A page without meta of its own still reads in Bangla before any script runs.
    const dashboard = await ctx.app.inject({ url: '/newDashboard', headers: { cookie: 'dokkho_lang=bn' } });
    expect(dashboard.body).toContain('<title>Dokkho: দক্ষতা শিখুন, চাকরি পান</title>');
    const english = await ctx.app.inject({ url: '/newDashboard' });
    expect(english.body).toContain('<title>Dokkho: skills that get you hired</title>');
  });

  it("serves a job page's head in Bangla from the post's Bangla title (issue 16)", async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyName: 'Pathao' });
    const job = await seedJob(ctx.db, recruiter, {
      title: 'Data Analyst (Operations)',
      companyName: 'Pathao',
      titleBn: 'ডেটা অ্যানালিস্ট (অপারেশনস)',
      descriptionBn: 'রাইড আর ডেলিভারির ডেটা থেকে রিপোর্ট বানাবেন।',
    });
    const bangla = await ctx.app.inject({ url: `/jobs/${job.id}`, headers: { cookie: 'dokkho_lang=bn' } });
    expect(bangla.body).toContain('<title>Pathao-এ ডেটা অ্যানালিস্ট (অপারেশনস) · Dokkho</title>');
    expect(bangla.body).toContain('"title":"ডেটা অ্যানালিস্ট (অপারেশনস)"');
    expect(bangla.body).toContain('রাইড আর ডেলিভারির ডেটা থেকে রিপোর্ট বানাবেন।');
    const english = await ctx.app.inject({
      url: `/jobs/${job.id}?lang=en`,
      headers: { cookie: 'dokkho_lang=bn' },
    });
    expect(english.body).toContain('<title>Data Analyst (Operations) at Pathao · Dokkho</title>');
  });

  it('keeps the default meta for a course that does not exist', async () => {
    const response = await ctx.app.inject({ url: '/courseDetails/99999999' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Dokkho: skills that get you hired</title>');
  });
});
