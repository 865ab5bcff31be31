import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createTokenSettings, signAccessToken } from '../modules/auth/tokens';
import { seedInstructor, seedUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { registerAuth, signedInUser } from './auth';
import { registerErrorHandler } from './errors';

let ctx: TestContext;
let app: FastifyInstance;
const tokens = createTokenSettings({
  secret: 'a-test-key-of-at-least-thirty-two-characters',
  accessTtlSeconds: 900,
  refreshTtlDays: 30,
});

beforeAll(async () => {
  ctx = await createTestApp();
  // A bare app with guarded routes: the guards as any module will use them.
  app = Fastify();
  registerErrorHandler(app);
  const guards = registerAuth(app, { db: ctx.db, tokens });
  app.get('/open', async (request) => ({ user: request.user }));
  app.get('/me', { onRequest: guards.requireUser }, async (request) => ({ id: signedInUser(request).id }));
  app.get('/teach', { onRequest: guards.requireRole('instructor') }, async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const call = async (url: string, userId?: number) =>
  app.inject({
    url,
    headers: userId ? { authorization: `Bearer ${await signAccessToken(tokens, userId)}` } : {},
  });

describe('auth guards', () => {
  it('leaves request.user null on open routes and sets it behind requireUser', async () => {
    const user = await seedUser(ctx.db);
    expect((await call('/open', user.id)).json()).toEqual({ user: null });
    expect((await call('/me', user.id)).json()).toEqual({ id: user.id });
    const anonymous = await call('/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Please sign in to continue.' });
  });

  it('requireRole: 401 when signed out, 403 without the role, through with it or as staff', async () => {
    const learner = await seedUser(ctx.db);
    const { user: instructor } = await seedInstructor(ctx.db);
    const staff = await seedUser(ctx.db);
    await ctx.db.update(schema.users).set({ isStaff: true }).where(eq(schema.users.id, staff.id));

    expect((await call('/teach')).statusCode).toBe(401);
    const refused = await call('/teach', learner.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You do not have permission to do this.' });
    expect((await call('/teach', instructor.id)).statusCode).toBe(200);
    expect((await call('/teach', staff.id)).statusCode).toBe(200);

    await ctx.db.delete(schema.users).where(eq(schema.users.id, learner.id));
    expect((await call('/teach', learner.id)).statusCode).toBe(401);
  });
});
