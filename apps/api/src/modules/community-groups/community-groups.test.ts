import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CommunityGroupList,
  StaffCommunityGroup,
  StaffCommunityGroupList,
} from '@dokkho/contract/community-groups';
import { schema } from '@dokkho/db';
import { seedStaff, seedUser } from '../../test/factories';
import { authHeader, createTestApp, type TestContext, type TestMethod } from '../../test/test-app';

/** Issue 18 item 7: the community groups staff keep, and their counted join clicks. */

let ctx: TestContext;
let staffId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  staffId = (await seedStaff(ctx.db)).user.id;
});

afterAll(async () => {
  await ctx?.close();
});

async function call(
  method: TestMethod,
  url: string,
  userId: number | null,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(userId === null ? {} : await authHeader(userId)), 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}

const GROUP = {
  platform: 'whatsapp',
  topic: 'web_development',
  name_en: 'MERN learners',
  name_bn: 'MERN শিক্ষার্থী',
  description_en: 'Ask questions about React and Node.',
  description_bn: 'React আর Node নিয়ে প্রশ্ন করুন।',
  invite_url: 'https://chat.whatsapp.com/DemoMernLearners01',
  sort_order: 1,
};

async function createGroup(overrides: object = {}) {
  const response = await call('POST', '/api/admin/community-groups/', staffId, { ...GROUP, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return StaffCommunityGroup.parse(response.json());
}

async function staffGroup(id: number) {
  const list = StaffCommunityGroupList.parse(
    (await call('GET', '/api/admin/community-groups/', staffId)).json(),
  );
  return list.results.find((group) => group.id === id)!;
}

describe('community groups', () => {
  it('lists the active groups in the reader’s language; switched-off ones leave the list', async () => {
    const group = await createGroup();
    const off = await createGroup({
      name_en: 'Old group',
      invite_url: 'https://t.me/+DemoOldGroup',
      platform: 'telegram',
    });
    expect(
      (await call('PATCH', `/api/admin/community-groups/${off.id}/`, staffId, { active: false })).statusCode,
    ).toBe(200);

    const english = CommunityGroupList.parse((await call('GET', '/api/community-groups/', null)).json());
    expect(english.results.find((item) => item.id === group.id)).toEqual({
      id: group.id,
      platform: 'whatsapp',
      topic: 'web_development',
      name: 'MERN learners',
      description: 'Ask questions about React and Node.',
      invite_url: 'https://chat.whatsapp.com/DemoMernLearners01',
    });
    expect(english.results.some((item) => item.id === off.id)).toBe(false);
    const bangla = CommunityGroupList.parse(
      (await call('GET', '/api/community-groups/', null, undefined, { 'accept-language': 'bn' })).json(),
    );
    expect(bangla.results.find((item) => item.id === group.id)!.name).toBe('MERN শিক্ষার্থী');
  });

  it('counts join clicks, once per visitor in ten minutes, and shows staff the counts', async () => {
    const group = await createGroup({ invite_url: 'https://chat.whatsapp.com/DemoClicks02' });
    const learner = await seedUser(ctx.db);
    const click = (userId: number | null, agent = 'Mozilla/5.0 phone') =>
      call('POST', `/api/community-groups/${group.id}/clicks/`, userId, undefined, { 'user-agent': agent });
    expect((await click(null)).statusCode).toBe(204);
    expect((await click(null)).statusCode).toBe(204);
    expect((await click(null, 'Another browser')).statusCode).toBe(204);
    expect((await click(learner.id)).statusCode).toBe(204);
    expect((await click(learner.id)).statusCode).toBe(204);
    expect(await staffGroup(group.id)).toMatchObject({ clicks: 3, clicks_last_30_days: 3 });

    const rows = await ctx.db
      .select()
      .from(schema.communityGroupClicks)
      .where(eq(schema.communityGroupClicks.groupId, group.id));
    expect(rows.map((row) => row.visitor)).toContain(`u:${learner.id}`);
    expect(rows.every((row) => !row.visitor.includes('127.0.0.1'))).toBe(true);

    // An older click does not hold back a new one.
    await ctx.db
      .update(schema.communityGroupClicks)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(schema.communityGroupClicks.groupId, group.id));
    expect((await click(learner.id)).statusCode).toBe(204);
    expect((await staffGroup(group.id)).clicks).toBe(4);

    expect((await call('POST', '/api/community-groups/999999/clicks/', null)).statusCode).toBe(404);
    await call('PATCH', `/api/admin/community-groups/${group.id}/`, staffId, { active: false });
    expect((await click(null)).statusCode).toBe(404);
  });

  it('lets only staff manage groups, and checks the input', async () => {
    const learner = await seedUser(ctx.db);
    expect((await call('GET', '/api/admin/community-groups/', learner.id)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/community-groups/', learner.id, GROUP)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/community-groups/', null, GROUP)).statusCode).toBe(401);

    const wrongHost = await call('POST', '/api/admin/community-groups/', staffId, {
      ...GROUP,
      invite_url: 'https://t.me/+DemoWrong',
    });
    expect(wrongHost.statusCode).toBe(400);
    expect(wrongHost.json()).toEqual({
      invite_url: ['The invite link does not belong to the chosen platform'],
    });
    expect(
      (
        await call('POST', '/api/admin/community-groups/', staffId, {
          ...GROUP,
          invite_url: 'http://chat.whatsapp.com/x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/community-groups/', staffId, { ...GROUP, name_bn: '' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/community-groups/', staffId, { ...GROUP, topic: 'cooking' }))
        .statusCode,
    ).toBe(400);

    const group = await createGroup({ invite_url: 'https://chat.whatsapp.com/DemoEdit03' });
    const edited = await call('PATCH', `/api/admin/community-groups/${group.id}/`, staffId, {
      name_en: 'MERN learners (Dhaka)',
      sort_order: 5,
    });
    expect(edited.statusCode).toBe(200);
    expect(StaffCommunityGroup.parse(edited.json())).toMatchObject({
      name_en: 'MERN learners (Dhaka)',
      sort_order: 5,
    });
    const trail = await ctx.db
      .select()
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.objectId, String(group.id)));
    const mine = trail.filter((row) => row.objectType === 'community_group');
    expect(mine.map((row) => row.action)).toEqual(['community_group.create', 'community_group.update']);
    expect(mine[1]!.before).toEqual({ name_en: 'MERN learners', sort_order: 1 });
    expect(mine[1]!.after).toEqual({ name_en: 'MERN learners (Dhaka)', sort_order: 5 });
    // Moving to Telegram needs a Telegram link.
    const mismatch = await call('PATCH', `/api/admin/community-groups/${group.id}/`, staffId, {
      platform: 'telegram',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/community-groups/999999/', staffId, { active: false })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/community-groups/${group.id}/`, learner.id, { active: false }))
        .statusCode,
    ).toBe(403);
  });
});
