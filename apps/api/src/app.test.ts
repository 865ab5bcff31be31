import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('health', () => {
  it('answers liveness and readiness (which checks the database)', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('error contract', () => {
  it('answers unknown API paths with 404 and a message', async () => {
    const response = await ctx.app.inject({ url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a malformed or wrongly typed body with 400 on routes whose 400 is a field list', async () => {
    // Login declares `400: FieldErrors`; the framework's `{detail}` for bad JSON must still go out.
    for (const [payload, contentType, detail] of [
      ['{"username": ', 'application/json', 'The request body is not valid JSON.'],
      ['', 'application/json', 'The request body is empty. Send a JSON object.'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/auth/login/',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ detail });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // And every other error keeps its JSON content type: a browser reads the body by it.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/login/',
      payload: { username: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a wrong method with a message, not a stack', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/course/bestgenres/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('request ids and security headers', () => {
  it('echoes a sane caller request id and makes one otherwise', async () => {
    const given = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a strict content security policy and the usual hardening headers', async () => {
    const response = await ctx.app.inject({ url: '/api/course/bestgenres/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('OpenAPI', () => {
  it('documents every API route with its schemas', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: unknown[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = ctx.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/course'));
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const path of [
      '/api/course/bestgenres/',
      '/api/course/courses/',
      '/api/course/courses/{id}/',
      '/api/course/featured-course',
      '/api/course/career-path-list/',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    expect(doc.paths['/api/course/courses/']!.get!.parameters!.length).toBeGreaterThan(5);
  });

  it('serves the documentation UI', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
