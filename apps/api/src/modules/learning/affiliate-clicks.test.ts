import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AffiliateClickResponse } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser, uniqueTag } from '../../test/factories';
import { LINKED_COURSE_NOT_FOUND_MESSAGE, UNKNOWN_AFFILIATE_MESSAGE } from './affiliate-clicks';

let ctx: TestContext;
let courseId: number;
let otherCourseId: number;
let draftCourseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const genre = await seedGenre(ctx.db);
  const instructor = await seedInstructor(ctx.db);
  const required = { genreId: genre.id, instructorId: instructor.profile.id };
  courseId = (await seedCourse(ctx.db, required)).id;
  otherCourseId = (await seedCourse(ctx.db, required)).id;
  draftCourseId = (await seedCourse(ctx.db, required, { status: 'draft' })).id;
});

afterAll(async () => {
  await ctx?.close();
});

async function seedAffiliate(db = ctx.db) {
  const user = await seedUser(db);
  const [profile] = await db
    .insert(schema.affiliateProfiles)
    .values({ userId: user.id, referralCode: uniqueTag('AFF').toUpperCase() })
    .returning();
  return { user, profile: profile! };
}

const clicksOf = (affiliateId: number) =>
  ctx.db
    .select()
    .from(schema.affiliateClicks)
    .where(eq(schema.affiliateClicks.affiliateId, affiliateId))
    .orderBy(schema.affiliateClicks.id);

function click(
  payload: object,
  visitor: { address?: string; agent?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/affiliate/affiliate-links-clicked/',
    payload,
    remoteAddress: visitor.address ?? '203.0.113.10',
    headers: { 'user-agent': visitor.agent ?? 'Mozilla/5.0 (Linux; Android 13)', ...visitor.headers },
  });
}

const DAY_MS = 86_400_000;
/** A real Opera Mini (common on cheap Android phones in Bangladesh): a person, not a bot. */
const OPERA_MINI = 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; bn) Presto/2.12.423 Version/12.16';

describe('affiliate link clicks', () => {
  it('counts a visit once per visitor, course and half hour, keyed by a hash of who clicked', async () => {
    const { profile } = await seedAffiliate();
    const code = profile.referralCode;

    const first = await click({ affiliate: code, course_id: courseId });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const answer = AffiliateClickResponse.parse(first.json());
    expect(answer).toMatchObject({ affiliate: code, course_id: courseId });

    const [row] = await clicksOf(profile.id);
    expect(row).toMatchObject({ courseId, userId: null });
    // The address is kept only as a keyed hash: neither it nor the user agent is in the stored value.
    expect(row!.visitorHash).toMatch(/^[\w-]{43}$/);
    expect(row!.visitorHash).not.toContain('203.0.113.10');
    // The attribution lasts 30 days from the click.
    expect(Date.parse(answer.attribution_expires_at!) - row!.createdAt.getTime()).toBe(30 * DAY_MS);

    // A reload is the same click: the same answer, nothing new stored. The code's case does not matter.
    const again = await click({ affiliate: code.toLowerCase(), course_id: String(courseId) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await clicksOf(profile.id)).toHaveLength(1);

    // Another browser at the same address, another address, another course: each is a new click.
    expect((await click({ affiliate: code, course_id: courseId }, { agent: OPERA_MINI })).statusCode).toBe(
      201,
    );
    expect(
      (await click({ affiliate: code, course_id: courseId }, { address: '198.51.100.4' })).statusCode,
    ).toBe(201);
    expect((await click({ affiliate: code, course_id: otherCourseId })).statusCode).toBe(201);
    const rows = await clicksOf(profile.id);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.visitorHash)).size).toBe(3);
  });

  it('counts the same visitor again after half an hour, with a fresh attribution', async () => {
    const { profile } = await seedAffiliate();
    expect((await click({ affiliate: profile.referralCode, course_id: courseId })).statusCode).toBe(201);
    const [moved] = await ctx.db
      .update(schema.affiliateClicks)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(schema.affiliateClicks.affiliateId, profile.id))
      .returning();

    const later = await click({ affiliate: profile.referralCode, course_id: courseId });
    expect(later.statusCode).toBe(201);
    const answer = AffiliateClickResponse.parse(later.json());
    // 30 days from the new click, not from the old one.
    const oldExpiry = moved!.createdAt.getTime() + 30 * DAY_MS;
    expect(Date.parse(answer.attribution_expires_at!) - oldExpiry).toBeGreaterThanOrEqual(31 * 60_000);
    expect(await clicksOf(profile.id)).toHaveLength(2);
  });

  it('keeps the signed-in visitor, ignores a bad token, and does not count an affiliate’s own visit', async () => {
    const { user: affiliateUser, profile } = await seedAffiliate();
    const learner = await seedUser(ctx.db);
    const code = profile.referralCode;

    const signedIn = await click(
      { affiliate: code, course_id: courseId },
      { headers: await authHeader(learner.id), address: '192.0.2.1' },
    );
    expect(signedIn.statusCode).toBe(201);

    // A stale or forged token must not become a 401 (that would sign the visitor out): anonymous instead.
    const forged = await click(
      { affiliate: code, course_id: courseId },
      { headers: { authorization: 'Bearer not-a-token' }, address: '192.0.2.2' },
    );
    expect(forged.statusCode).toBe(201);

    const own = await click(
      { affiliate: code, course_id: courseId },
      { headers: await authHeader(affiliateUser.id), address: '192.0.2.3' },
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ affiliate: code, course_id: courseId, attribution_expires_at: null });

    const rows = await clicksOf(profile.id);
    expect(rows.map((row) => row.userId)).toEqual([learner.id, null]);
  });

  it('does not count crawlers, link previews or scripts, and answers them like a repeat', async () => {
    const { profile } = await seedAffiliate();
    const code = profile.referralCode;
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    ];
    for (const [index, agent] of bots.entries()) {
      const answer = await click(
        { affiliate: code, course_id: courseId },
        { agent, address: `192.0.2.${10 + index}` },
      );
      expect(answer.statusCode, agent).toBe(200);
      expect(answer.json()).toEqual({ affiliate: code, course_id: courseId, attribution_expires_at: null });
    }
    // No user agent at all: every browser sends one.
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/affiliate-links-clicked/',
      payload: { affiliate: code, course_id: courseId },
      remoteAddress: '192.0.2.30',
      headers: { 'user-agent': '' },
    });
    expect(bare.statusCode).toBe(200);
    expect(await clicksOf(profile.id)).toHaveLength(0);

    // The people behind phones still count, Opera Mini and Facebook's in-app browser included.
    const people = [
      OPERA_MINI,
      'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0.0.31.105;]',
    ];
    for (const [index, agent] of people.entries()) {
      const answer = await click(
        { affiliate: code, course_id: courseId },
        { agent, address: `192.0.2.${40 + index}` },
      );
      expect(answer.statusCode, agent).toBe(201);
    }
    expect(await clicksOf(profile.id)).toHaveLength(2);

    // A bad link is still a 404 for a bot: the filter does not hide mistakes.
    const unknown = await click({ affiliate: 'NOSUCHCODE9', course_id: courseId }, { agent: bots[0] });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses unknown codes and courses that are not on sale with a clear message', async () => {
    const { profile } = await seedAffiliate();
    const unknown = await click({ affiliate: 'NOSUCHCODE9', course_id: courseId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: UNKNOWN_AFFILIATE_MESSAGE });

    for (const id of [draftCourseId, 99_999_999]) {
      const missing = await click({ affiliate: profile.referralCode, course_id: id });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: LINKED_COURSE_NOT_FOUND_MESSAGE });
    }

    expect((await click({ affiliate: 'bad code!', course_id: courseId })).json()).toEqual({
      affiliate: ['This affiliate link is not valid'],
    });
    expect((await click({ affiliate: profile.referralCode })).statusCode).toBe(400);
    expect(await clicksOf(profile.id)).toHaveLength(0);
  });

  it('limits clicks per address when route limits are on', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 'on', RATE_LIMIT_PER_MINUTE: '0' });
    try {
      // Its own database on PGlite: the affiliate and the course are made there.
      const { profile } = await seedAffiliate(limited.db);
      const genre = await seedGenre(limited.db);
      const instructor = await seedInstructor(limited.db);
      const course = await seedCourse(limited.db, { genreId: genre.id, instructorId: instructor.profile.id });
      const post = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/affiliate/affiliate-links-clicked/',
          payload: { affiliate: profile.referralCode, course_id: course.id },
          remoteAddress: address,
          // A browser's: inject's own user agent is a script's, which is not counted.
          headers: { 'user-agent': OPERA_MINI },
        });
      for (let i = 0; i < 30; i += 1) expect((await post('203.0.113.99')).statusCode).toBeLessThan(300);
      const refused = await post('203.0.113.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many requests/);
      expect((await post('203.0.113.100')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
