import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

const contexts: TestContext[] = [];
let redis: Redis | undefined;

afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  await redis?.quit();
});

async function exhaust(ctx: TestContext) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await ctx.app.inject({ url: '/api/course/bestgenres/' })).statusCode);
  return statuses;
}

describe('API rate limit', () => {
  it('answers 429 with a message once an address passes its limit (in-process counters)', async () => {
    const ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    contexts.push(ctx);
    expect(await exhaust(ctx)).toEqual([200, 200, 200, 429]);
    const limited = await ctx.app.inject({ url: '/api/course/bestgenres/' });
    expect((limited.json() as { detail: string }).detail).toMatch(
      /^Too many requests\. Please wait .+ and try again\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    // Health checks are outside /api and never limited.
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('shares counters between API processes through Redis', async () => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    const nameSpace = `${uniqueTag('rl')}:`;
    const first = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '3' },
      { redis, rateLimitNameSpace: nameSpace },
    );
    const second = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '3' },
      { redis, rateLimitNameSpace: nameSpace },
    );
    contexts.push(first, second);
    const statuses = [];
    for (const ctx of [first, second, first, second]) {
      statuses.push((await ctx.app.inject({ url: '/api/course/bestgenres/' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const keys = await redis.keys(`${nameSpace}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });
});
