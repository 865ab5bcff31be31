import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  COMMUNITY_GROUP_MESSAGES as M,
  linkFitsPlatform,
  type CommunityGroupInput,
  type CommunityGroupList,
  type CommunityGroupUpdate,
  type CommunityTopic,
  type StaffCommunityGroup,
  type StaffCommunityGroupList,
} from '@dokkho/contract/community-groups';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { recordStaffAction } from '../audit/service';
import * as repo from './repo';

/*
 * Community groups (issue 18 item 7, docs/decisions/043): staff keep the list; the public page shows the
 * active ones in the reader's language and counts join clicks, once per visitor in a ten-minute window.
 */

/** Repeated clicks of one visitor on one group within this window count once. */
export const CLICK_DEDUPE_MINUTES = 10;
const RECENT_DAYS = 30;

function toStaff(group: repo.GroupRow, total: number, recent: number): StaffCommunityGroup {
  return {
    id: group.id,
    platform: group.platform,
    topic: group.topic as CommunityTopic,
    name_en: group.nameEn,
    name_bn: group.nameBn,
    description_en: group.descriptionEn,
    description_bn: group.descriptionBn,
    invite_url: group.inviteUrl,
    sort_order: group.sortOrder,
    active: group.active,
    clicks: total,
    clicks_last_30_days: recent,
  };
}

/** `GET community-groups/`: the active groups by topic and order, named in the reader's language. */
export async function listGroups(options: { db: Database; locale: Locale }): Promise<CommunityGroupList> {
  const rows = await repo.findActiveGroups(options.db);
  return {
    results: rows.map((group) => ({
      id: group.id,
      platform: group.platform,
      topic: group.topic as CommunityTopic,
      name: textIn(options.locale, group.nameEn, group.nameBn),
      description: textIn(options.locale, group.descriptionEn, group.descriptionBn),
      invite_url: group.inviteUrl,
    })),
  };
}

/** Who clicked: the signed-in person, or a keyed hash of the address and browser (no address is kept). */
export function visitorKey(input: {
  userId: number | null;
  ip: string;
  userAgent: string;
  secret: string;
}): string {
  if (input.userId !== null) return `u:${input.userId}`;
  const digest = createHmac('sha256', input.secret)
    .update(`community-click|${input.ip}|${input.userAgent}`)
    .digest('base64url');
  return `v:${digest.slice(0, 22)}`;
}

/** `POST community-groups/{id}/clicks/`: counts a join click on an active group (404 otherwise). */
export async function countClick(options: {
  db: Database;
  groupId: number;
  visitor: string;
  now: Date;
}): Promise<boolean> {
  const { db, now } = options;
  const group = await repo.findGroup(db, options.groupId);
  if (!group || !group.active) throw AppError.notFound(M.notFound);
  return repo.insertClickUnlessRecent(
    db,
    { groupId: group.id, visitor: options.visitor, createdAt: now },
    new Date(now.getTime() - CLICK_DEDUPE_MINUTES * 60_000),
  );
}

/** `GET admin/community-groups/`: every group, active or not, with its counted clicks. */
export async function listStaffGroups(options: {
  db: Database;
  now: Date;
}): Promise<StaffCommunityGroupList> {
  const since = new Date(options.now.getTime() - RECENT_DAYS * 86_400_000);
  const rows = await repo.findGroupsWithClicks(options.db, since);
  return { results: rows.map((row) => toStaff(row.group, row.total ?? 0, row.recent ?? 0)) };
}

async function withCounts(db: Database, group: repo.GroupRow, now: Date) {
  const counts = await repo.clickCounts(db, group.id, new Date(now.getTime() - RECENT_DAYS * 86_400_000));
  return toStaff(group, counts.total, counts.recent);
}

/** `POST admin/community-groups/`. */
export async function createGroup(options: {
  db: Database;
  staffId: number;
  input: z.output<typeof CommunityGroupInput>;
  now: Date;
}): Promise<StaffCommunityGroup> {
  const { db, input, now } = options;
  const group = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const created = await repo.insertGroup(tx, {
      platform: input.platform,
      topic: input.topic,
      nameEn: input.name_en,
      nameBn: input.name_bn,
      descriptionEn: input.description_en,
      descriptionBn: input.description_bn,
      inviteUrl: input.invite_url,
      sortOrder: input.sort_order,
      active: input.active,
      createdAt: now,
      updatedAt: now,
    });
    await recordStaffAction(tx, {
      actorId: options.staffId,
      action: 'community_group.create',
      object: { type: 'community_group', id: created.id },
      before: null,
      after: { name_en: created.nameEn, invite_url: created.inviteUrl, active: created.active },
      at: now,
    });
    return created;
  });
  return toStaff(group, 0, 0);
}

/** `PATCH admin/community-groups/{id}/`: the platform and the link must still fit together. */
export async function updateGroup(options: {
  db: Database;
  staffId: number;
  groupId: number;
  input: z.output<typeof CommunityGroupUpdate>;
  now: Date;
}): Promise<StaffCommunityGroup> {
  const { db, input, now } = options;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await repo.findGroup(tx, options.groupId);
    if (!current) throw AppError.notFound(M.notFound);
    const platform = input.platform ?? current.platform;
    const inviteUrl = input.invite_url ?? current.inviteUrl;
    if (!linkFitsPlatform(platform, inviteUrl)) {
      throw AppError.badRequest(M.platformUrl, { invite_url: [M.platformUrl] });
    }
    const updated = await repo.updateGroup(tx, current.id, {
      platform,
      inviteUrl,
      ...(input.topic !== undefined ? { topic: input.topic } : {}),
      ...(input.name_en !== undefined ? { nameEn: input.name_en } : {}),
      ...(input.name_bn !== undefined ? { nameBn: input.name_bn } : {}),
      ...(input.description_en !== undefined ? { descriptionEn: input.description_en } : {}),
      ...(input.description_bn !== undefined ? { descriptionBn: input.description_bn } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      updatedAt: now,
    });
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((key) => input[key] !== undefined);
    await recordStaffAction(tx, {
      actorId: options.staffId,
      action: 'community_group.update',
      object: { type: 'community_group', id: current.id },
      before: Object.fromEntries(changed.map((key) => [key, toStaff(current, 0, 0)[key]])),
      after: Object.fromEntries(changed.map((key) => [key, toStaff(updated!, 0, 0)[key]])),
      at: now,
    });
    return withCounts(tx, updated!, now);
  });
}
