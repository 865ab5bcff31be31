import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse } from '@dokkho/contract/commerce';
import { schema } from '@dokkho/db';
import { courseMaker, seedMember, uniqueTag } from './test/factories';
import { startSslcommerzServer, type FakeSslcommerz } from './test/sslcommerz-server';
import { createTestApp, type TestContext } from './test/test-app';
import { INDEX_HTML } from './test/index-html';

/**
 * Issue 14 item 1: every absolute URL that leaves the server is built from PUBLIC_URL, never from the
 * Host header a client sends. Each request below claims to be for evil.example; a link pointing there
 * would hand a reset token or a payment return to an attacker. The apps run with PUBLIC_URL unset, the
 * case that used to fall back to the request: now the embedded default, http://localhost:$PORT.
 */
const UNSET = { PUBLIC_URL: '' };
const PUBLIC = 'http://localhost:3000';
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

async function latestEmailTo(ctx: TestContext, recipient: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.recipient, recipient))
    .orderBy(desc(schema.outbox.id))
    .limit(1);
  return row!;
}

describe('links with a hostile Host header', () => {
  let ctx: TestContext;
  let dist: string;
  let makeCourse: Awaited<ReturnType<typeof courseMaker>>;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dokkho-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({ ...UNSET, WEB_DIST_DIR: dist }, { serveWeb: true });
    makeCourse = await courseMaker(ctx.db);
  });

  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('mails the activation and password-reset links to PUBLIC_URL', async () => {
    const tag = uniqueTag('host');
    const email = `${tag}@example.com`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/register/',
      headers: HOSTILE,
      payload: { first_name: 'Rahim', last_name: 'Uddin', email, username: tag, password: 'dhaka-2026' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const activation = await latestEmailTo(ctx, email);
    expect(activation.bodyText).toContain(`${PUBLIC}/log_reg/activate/`);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/reset-password/',
      headers: HOSTILE,
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await latestEmailTo(ctx, email);
    expect(resetMail.id).not.toBe(activation.id);
    expect(resetMail.bodyText).toContain(`${PUBLIC}/reset-password/?uid=`);

    for (const row of [activation, resetMail]) {
      expect(`${row.bodyText}${row.bodyHtml ?? ''}`).not.toContain('evil.example');
    }
  });

  it('builds the next and previous links of a list from PUBLIC_URL', async () => {
    for (let i = 0; i < 3; i++) await makeCourse();
    const response = await ctx.app.inject({
      url: '/api/course/courses/?page_size=1&page=2',
      headers: HOSTILE,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ next: string | null; previous: string | null }>();
    expect(body.next).toMatch(new RegExp(`^${PUBLIC}/api/course/courses/\\?`));
    expect(body.previous).toMatch(new RegExp(`^${PUBLIC}/api/course/courses/\\?`));
  });

  it('writes canonical, og:url and the JSON-LD url of a page from PUBLIC_URL', async () => {
    const course = await makeCourse({ title: 'Excel for accountants' });
    const response = await ctx.app.inject({ url: `/courseDetails/${course.id}`, headers: HOSTILE });
    expect(response.statusCode).toBe(200);
    const page = `${PUBLIC}/courseDetails/${course.id}`;
    expect(response.body).toContain(`<link rel="canonical" href="${page}" />`);
    expect(response.body).toContain(`<meta property="og:url" content="${page}" />`);
    expect(response.body).toContain(`"url":"${page}"`);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('payment callback URLs with a hostile Host header', () => {
  let ctx: TestContext;
  let fake: FakeSslcommerz;

  beforeAll(async () => {
    fake = await startSslcommerzServer();
    ctx = await createTestApp({ ...UNSET, ...fake.env() });
  });

  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('hands the gateway return and IPN URLs on PUBLIC_URL', async () => {
    const buyer = await seedMember(ctx.db);
    const course = await (await courseMaker(ctx.db))();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/v2/payment/${course.id}/`,
      headers: { ...buyer.headers, ...HOSTILE },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order_token: token } = CheckoutResponse.parse(response.json());
    const callbacks = `${PUBLIC}/api/payment/sslcommerz`;
    expect(fake.simulator.lastInit).toMatchObject({
      success_url: `${callbacks}/return/success/${token}/`,
      fail_url: `${callbacks}/return/fail/${token}/`,
      cancel_url: `${callbacks}/return/cancel/${token}/`,
      ipn_url: `${callbacks}/ipn/`,
    });
  });
});
