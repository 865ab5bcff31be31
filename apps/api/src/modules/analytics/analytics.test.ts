import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedUser } from '../../test/factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const track = async (payload: object, userId?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/generics/create-analytics-track/',
    payload,
    headers: userId ? await authHeader(userId) : {},
  });

describe('POST /api/generics/create-analytics-track/', () => {
  it("records a signed-in user's event", async () => {
    const user = await seedUser(ctx.db);
    const response = await track(
      { event: 'course_view', label: 'SQL for Data Analysts', payload: { course_id: 7, from: 'home' } },
      user.id,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.id, response.json().id));
    expect(row).toMatchObject({
      userId: user.id,
      event: 'course_view',
      label: 'SQL for Data Analysts',
      payload: { course_id: 7, from: 'home' },
    });
    expect((await track({ event: 'lesson_start' }, user.id)).statusCode).toBe(201);
  });

  it('is for signed-in users only and refuses malformed events', async () => {
    expect((await track({ event: 'course_view' })).statusCode).toBe(401);
    const user = await seedUser(ctx.db);
    const badName = await track({ event: 'Course View!' }, user.id);
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toEqual({
      event: ['Event names are 2-48 lowercase letters, digits or underscores'],
    });
    expect((await track({ event: 'x_y', payload: { nested: { deep: true } } }, user.id)).statusCode).toBe(
      400,
    );
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect((await track({ event: 'x_y', payload: many }, user.id)).json()).toEqual({
      payload: ['The payload has at most 20 keys'],
    });
  });
});
