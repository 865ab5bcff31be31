import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { AvailedDiscount, WheelSession, WheelSpin } from '@dokkho/contract/offers';
import { schema } from '@dokkho/db';
import {
  daysFrom,
  hoursFrom,
  type PrizeInput,
  seedSpin,
  seedUser,
  seedWheelCampaign,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { drawPrize, findAvailedWheelPrize, getWheelSession, markWheelPrizeUsed, spinWheel } from './wheel';

/**
 * The service tests pass their own `now`, a different year each, so the offers one test leaves running are
 * nobody else's; the route tests read the real clock and end what they started.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

/** Ends a campaign a route test started on the real clock, so the route tests after it find none running. */
async function endCampaign(id: number) {
  await ctx.db.update(schema.wheelCampaigns).set({ isActive: false }).where(eq(schema.wheelCampaigns.id, id));
}

async function twoCampaigns() {
  const now = new Date('2051-03-10T12:00:00Z');
  const window = { startsAt: daysFrom(now, -10), endsAt: daysFrom(now, 10) };
  const first = await seedWheelCampaign(ctx.db, window);
  const second = await seedWheelCampaign(ctx.db, window);
  const user = await seedUser(ctx.db);
  return { now, first, second, user };
}

describe('findAvailedWheelPrize', () => {
  it('answers the newest unused, unexpired spin that won something', async () => {
    const { now, first, second, user } = await twoCampaigns();
    const older = await seedSpin(ctx.db, {
      campaignId: first.campaign.id,
      userId: user.id,
      prizeId: first.prizes[0]!.id, // 10% off
      createdAt: hoursFrom(now, -5),
      expiresAt: hoursFrom(now, 20),
    });
    const newer = await seedSpin(ctx.db, {
      campaignId: second.campaign.id,
      userId: user.id,
      prizeId: second.prizes[1]!.id, // ৳200 off
      createdAt: hoursFrom(now, -1),
      expiresAt: hoursFrom(now, 47),
    });
    expect(await findAvailedWheelPrize(ctx.db, user.id, now)).toEqual({
      spinId: newer.id,
      label: '৳200 off',
      kind: 'fixed',
      amount: 20000,
      expiresAt: hoursFrom(now, 47),
    });

    await markWheelPrizeUsed(ctx.db, newer.id, now);
    expect((await findAvailedWheelPrize(ctx.db, user.id, now))?.spinId).toBe(older.id);
    // Expired at its expiry instant.
    expect(await findAvailedWheelPrize(ctx.db, user.id, hoursFrom(now, 20))).toBeNull();
    // Someone else's prize is not mine.
    const stranger = await seedUser(ctx.db);
    expect(await findAvailedWheelPrize(ctx.db, stranger.id, now)).toBeNull();
  });

  it('never answers a "none" prize', async () => {
    const { now, first, user } = await twoCampaigns();
    await seedSpin(ctx.db, {
      campaignId: first.campaign.id,
      userId: user.id,
      prizeId: first.prizes[2]!.id, // Better luck next time
      createdAt: hoursFrom(now, -1),
      expiresAt: hoursFrom(now, 47),
    });
    expect(await findAvailedWheelPrize(ctx.db, user.id, now)).toBeNull();
  });
});

describe('markWheelPrizeUsed', () => {
  it('sets used_at once: a second call keeps the first moment', async () => {
    const { now, first, user } = await twoCampaigns();
    const spin = await seedSpin(ctx.db, {
      campaignId: first.campaign.id,
      userId: user.id,
      prizeId: first.prizes[0]!.id,
      createdAt: hoursFrom(now, -1),
      expiresAt: hoursFrom(now, 47),
    });
    await ctx.db.transaction(async (tx) => markWheelPrizeUsed(tx, spin.id, now));
    await markWheelPrizeUsed(ctx.db, spin.id, hoursFrom(now, 1));
    const [row] = await ctx.db.select().from(schema.wheelSpins).where(eq(schema.wheelSpins.id, spin.id));
    expect(row!.usedAt).toEqual(now);
  });
});

describe('drawPrize', () => {
  it('gives each prize exactly its weight of the tickets; a zero weight none', () => {
    const prizes = [
      { id: 'a', weight: 3 },
      { id: 'zero', weight: 0 },
      { id: 'b', weight: 1 },
      { id: 'c', weight: 6 },
    ];
    const counts = new Map<string, number>();
    // Every ticket of [0, total) once: the draw is exactly proportional to the weights.
    for (let ticket = 0; ticket < 10; ticket += 1) {
      const prize = drawPrize(prizes, (max) => {
        expect(max).toBe(10);
        return ticket;
      });
      counts.set(prize!.id, (counts.get(prize!.id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ a: 3, b: 1, c: 6 });
    expect(drawPrize([{ weight: 0 }, { weight: 0 }])).toBeNull();
    expect(drawPrize([])).toBeNull();
  });

  it('never draws a zero-weight prize with the real random source', () => {
    const prizes = [
      { id: 'zero', weight: 0 },
      { id: 'one', weight: 1 },
      { id: 'also-zero', weight: 0 },
      { id: 'two', weight: 2 },
    ];
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) seen.add(drawPrize(prizes)!.id);
    expect([...seen].sort()).toEqual(['one', 'two']);
  });
});

describe('spinWheel and getWheelSession', () => {
  it('with weights 1:0:0 always draws the first prize', async () => {
    const now = new Date('2052-03-10T12:00:00Z');
    const prizes: PrizeInput[] = [
      { label: '15% off', kind: 'percent', amount: 15, weight: 1 },
      { label: '৳500 off', kind: 'fixed', amount: 50000, weight: 0 },
      { label: 'Better luck next time', kind: 'none', amount: 0, weight: 0 },
    ];
    await seedWheelCampaign(ctx.db, { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 1) }, prizes);
    for (let i = 0; i < 12; i += 1) {
      const user = await seedUser(ctx.db);
      const spin = await spinWheel({ db: ctx.db, userId: user.id, now });
      expect(spin.prize).toEqual({ label: '15% off', kind: 'percent', amount: 15 });
      expect(spin.position).toBe(0);
    }
  });

  it('spins only in a running, active campaign; the one ending first is the wheel', async () => {
    const now = new Date('2053-03-10T12:00:00Z');
    const user = await seedUser(ctx.db);
    await seedWheelCampaign(ctx.db, { startsAt: daysFrom(now, 20), endsAt: daysFrom(now, 25) });
    await seedWheelCampaign(ctx.db, { startsAt: daysFrom(now, -5), endsAt: now });
    await seedWheelCampaign(ctx.db, {
      startsAt: daysFrom(now, -5),
      endsAt: daysFrom(now, 1),
      isActive: false,
    });
    expect(await getWheelSession({ db: ctx.db, userId: user.id, now })).toEqual({
      campaign: null,
      spin: null,
    });
    await expect(spinWheel({ db: ctx.db, userId: user.id, now })).rejects.toMatchObject({ statusCode: 404 });

    const later = await seedWheelCampaign(ctx.db, { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 9) });
    const sooner = await seedWheelCampaign(ctx.db, {
      startsAt: daysFrom(now, -1),
      endsAt: daysFrom(now, 3),
      prizeValidHours: 24,
    });
    const session = await getWheelSession({ db: ctx.db, userId: user.id, now });
    expect(session.campaign?.id).toBe(sooner.campaign.id);
    const spin = await spinWheel({ db: ctx.db, userId: user.id, now });
    expect(spin.expires_at).toBe(hoursFrom(now, 24).toISOString());
    expect(spin.spun_at).toBe(now.toISOString());
    // When the first campaign has ended, the other one is the wheel and a new spin is allowed there.
    const afterwards = daysFrom(now, 4);
    expect((await getWheelSession({ db: ctx.db, userId: user.id, now: afterwards })).campaign?.id).toBe(
      later.campaign.id,
    );
    await spinWheel({ db: ctx.db, userId: user.id, now: afterwards });
  });

  it('refuses to draw from a wheel with no weight', async () => {
    const now = new Date('2054-03-10T12:00:00Z');
    const user = await seedUser(ctx.db);
    await seedWheelCampaign(ctx.db, { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 1) }, [
      { label: '5% off', kind: 'percent', amount: 5, weight: 0 },
    ]);
    await expect(spinWheel({ db: ctx.db, userId: user.id, now })).rejects.toMatchObject({ statusCode: 409 });
    const spins = await ctx.db.select().from(schema.wheelSpins).where(eq(schema.wheelSpins.userId, user.id));
    expect(spins).toHaveLength(0);
  });
});

describe('the wheel routes', () => {
  const session = async (headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment/wheeler-session/', headers });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const spin = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/payment/wheeler-campaign/', headers });
  const availed = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment/availed-discount/', headers });
    expect(response.statusCode).toBe(200);
    return AvailedDiscount.parse(response.json());
  };

  it('without a running campaign: nothing to show, nothing to spin', async () => {
    const user = await seedUser(ctx.db);
    const headers = await authHeader(user.id);
    expect((await session(headers)).json()).toEqual({ campaign: null, spin: null });
    const refused = await spin(headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'There is no wheel campaign running right now.' });
  });

  it('shows the campaign without the odds, spins once, and keeps the prize for checkout until it expires', async () => {
    const now = new Date();
    const { campaign, prizes } = await seedWheelCampaign(
      ctx.db,
      { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 30), prizeValidHours: 48, title: 'Spin & win' },
      [
        { label: '10% off', kind: 'percent', amount: 10, weight: 1 },
        { label: 'Better luck next time', kind: 'none', amount: 0, weight: 0 },
      ],
    );
    onTestFinished(() => endCampaign(campaign.id));
    const user = await seedUser(ctx.db);
    const headers = await authHeader(user.id);

    const anonymous = await session();
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect(anonymous.body).not.toMatch(/weight/);
    expect(WheelSession.parse(anonymous.json())).toEqual({
      campaign: {
        id: campaign.id,
        title: 'Spin & win',
        description: '',
        ends_at: daysFrom(now, 30).toISOString(),
        prize_valid_hours: 48,
        segments: [
          { position: 0, label: '10% off' },
          { position: 1, label: 'Better luck next time' },
        ],
      },
      spin: null,
    });
    // A stale token is ignored here rather than signing the visitor out.
    expect((await session({ authorization: 'Bearer not-a-token' })).json().campaign.id).toBe(campaign.id);
    expect((await session(headers)).json().spin).toBeNull();
    expect(await availed(headers)).toEqual({ discount: null });

    expect((await spin({})).statusCode).toBe(401);
    const won = await spin(headers);
    expect(won.statusCode).toBe(201);
    expect(won.body).not.toMatch(/weight/);
    const prize = WheelSpin.parse(won.json());
    expect(prize).toMatchObject({
      prize: { label: '10% off', kind: 'percent', amount: 10 },
      position: 0,
      used: false,
    });
    const validFor = new Date(prize.expires_at).getTime() - new Date(prize.spun_at).getTime();
    expect(validFor).toBe(48 * 3_600_000);

    const again = await spin(headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have already spun the wheel in this campaign.' });
    expect(WheelSession.parse((await session(headers)).json()).spin).toEqual(prize);
    expect(await availed(headers)).toEqual({
      discount: { label: '10% off', kind: 'percent', amount: 10, expires_at: prize.expires_at },
    });

    // Expired: still shown on the wheel page as the user's spin, no longer applied at checkout.
    await ctx.db
      .update(schema.wheelSpins)
      .set({ expiresAt: hoursFrom(now, -1) })
      .where(and(eq(schema.wheelSpins.userId, user.id), eq(schema.wheelSpins.campaignId, campaign.id)));
    expect(await availed(headers)).toEqual({ discount: null });
    expect((await session(headers)).json().spin.prize.label).toBe('10% off');
    expect(prizes).toHaveLength(2);
  });

  it('stores a "better luck next time" spin: final, and never availed', async () => {
    const now = new Date();
    const { campaign } = await seedWheelCampaign(
      ctx.db,
      { startsAt: daysFrom(now, -1), endsAt: daysFrom(now, 30) },
      [
        { label: '10% off', kind: 'percent', amount: 10, weight: 0 },
        { label: 'Better luck next time', kind: 'none', amount: 0, weight: 5 },
      ],
    );
    onTestFinished(() => endCampaign(campaign.id));
    const user = await seedUser(ctx.db);
    const headers = await authHeader(user.id);
    const lost = await spin(headers);
    expect(lost.statusCode).toBe(201);
    expect(lost.json()).toMatchObject({ prize: { kind: 'none', amount: 0 }, position: 1 });
    expect((await spin(headers)).statusCode).toBe(409);
    expect(await availed(headers)).toEqual({ discount: null });
  });

  it('lets exactly one of many concurrent spins of one user win', async () => {
    const now = new Date();
    const { campaign } = await seedWheelCampaign(ctx.db, {
      startsAt: daysFrom(now, -1),
      endsAt: daysFrom(now, 30),
    });
    onTestFinished(() => endCampaign(campaign.id));
    const user = await seedUser(ctx.db);
    const headers = await authHeader(user.id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => spin(headers)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ detail: 'You have already spun the wheel in this campaign.' });
    }
    const rows = await ctx.db
      .select()
      .from(schema.wheelSpins)
      .where(and(eq(schema.wheelSpins.userId, user.id), eq(schema.wheelSpins.campaignId, campaign.id)));
    expect(rows).toHaveLength(1);
  });

  it('requires sign-in for the availed discount', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment/availed-discount/' });
    expect(response.statusCode).toBe(401);
  });

  it('limits spins per address when route limits are on', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 'on', RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const user = await seedUser(limited.db);
      const headers = await authHeader(user.id);
      const post = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/payment/wheeler-campaign/',
          headers,
          remoteAddress: address,
        });
      for (let i = 0; i < 10; i += 1) expect((await post('203.0.113.7')).statusCode).not.toBe(429);
      expect((await post('203.0.113.7')).statusCode).toBe(429);
      expect((await post('203.0.113.8')).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
