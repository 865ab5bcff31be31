import { z } from 'zod';
import { idFromText } from './common';
import { HttpsLink } from './support-sessions';

/*
 * Community groups (issue 18 item 7, docs/decisions/043): the learners' WhatsApp, Facebook and Telegram
 * groups per topic, kept by staff; the public page counts a join click before opening the group.
 */

export const COMMUNITY_GROUP_MESSAGES = {
  notFound: 'That group does not exist.',
  name: 'Write the group name in English and in Bangla',
  url: 'Enter the invite link starting with https://',
  platformUrl: 'The invite link does not belong to the chosen platform',
} as const;

export const COMMUNITY_PLATFORMS = ['whatsapp', 'facebook', 'telegram'] as const;
export const CommunityPlatform = z.enum(COMMUNITY_PLATFORMS, {
  error: 'Choose WhatsApp, Facebook or Telegram',
});
export type CommunityPlatform = z.infer<typeof CommunityPlatform>;

export const COMMUNITY_TOPICS = [
  'web_development',
  'data_science',
  'design',
  'digital_marketing',
  'english',
  'career',
  'freelancing',
] as const;
export const CommunityTopic = z.enum(COMMUNITY_TOPICS, { error: 'Choose a topic' });
export type CommunityTopic = z.infer<typeof CommunityTopic>;

/** The hosts each platform's invite links live on. */
export const PLATFORM_HOSTS: Record<CommunityPlatform, readonly string[]> = {
  whatsapp: ['chat.whatsapp.com', 'whatsapp.com', 'wa.me'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'],
  telegram: ['t.me', 'telegram.me'],
};

export function linkFitsPlatform(platform: CommunityPlatform, url: string): boolean {
  if (!URL.canParse(url)) return false;
  return PLATFORM_HOSTS[platform].includes(new URL(url).hostname.toLowerCase());
}

const atMost = (max: number) => ({ error: `Use at most ${max} characters` });
const name = z
  .string({ error: COMMUNITY_GROUP_MESSAGES.name })
  .trim()
  .min(2, { error: COMMUNITY_GROUP_MESSAGES.name })
  .max(120, atMost(120));
const description = z.string().trim().max(400, atMost(400));

const sortOrder = z
  .number({ error: 'The order is a whole number from 0 to 999' })
  .int({ error: 'The order is a whole number from 0 to 999' })
  .min(0, { error: 'The order is a whole number from 0 to 999' })
  .max(999, { error: 'The order is a whole number from 0 to 999' });
const active = z.boolean({ error: 'Say on or off' });

/** Every field, none defaulted: an edit changes only what it sends. */
const GroupFieldsToEdit = z.object({
  platform: CommunityPlatform,
  topic: CommunityTopic,
  name_en: name,
  name_bn: name,
  description_en: description,
  description_bn: description,
  invite_url: HttpsLink,
  sort_order: sortOrder,
  active,
});

const GroupFields = GroupFieldsToEdit.extend({
  description_en: description.default(''),
  description_bn: description.default(''),
  sort_order: sortOrder.default(0),
  active: active.default(true),
});

const platformMatches = (value: { platform?: CommunityPlatform; invite_url?: string }) =>
  !value.platform || !value.invite_url || linkFitsPlatform(value.platform, value.invite_url);

/** `POST admin/community-groups/`. */
export const CommunityGroupInput = GroupFields.refine(platformMatches, {
  error: COMMUNITY_GROUP_MESSAGES.platformUrl,
  path: ['invite_url'],
});
export type CommunityGroupInput = z.input<typeof CommunityGroupInput>;

/** `PATCH admin/community-groups/{id}/`: what changes (the platform and link are checked together). */
export const CommunityGroupUpdate = GroupFieldsToEdit.partial();
export type CommunityGroupUpdate = z.input<typeof CommunityGroupUpdate>;

export const CommunityGroupParam = z.object({ id: idFromText() });

/** A group on the public page, named in the reader's language. */
export const CommunityGroup = z.object({
  id: z.number().int(),
  platform: CommunityPlatform,
  topic: CommunityTopic,
  name: z.string(),
  description: z.string(),
  invite_url: z.string(),
});
export type CommunityGroup = z.infer<typeof CommunityGroup>;

export const CommunityGroupList = z.object({ results: z.array(CommunityGroup) });
export type CommunityGroupList = z.infer<typeof CommunityGroupList>;

/** A group as staff edit it: both languages, the order, the flag, and the counted join clicks. */
export const StaffCommunityGroup = z.object({
  id: z.number().int(),
  platform: CommunityPlatform,
  topic: CommunityTopic,
  name_en: z.string(),
  name_bn: z.string(),
  description_en: z.string(),
  description_bn: z.string(),
  invite_url: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
  clicks: z.number().int(),
  clicks_last_30_days: z.number().int(),
});
export type StaffCommunityGroup = z.infer<typeof StaffCommunityGroup>;

export const StaffCommunityGroupList = z.object({ results: z.array(StaffCommunityGroup) });
export type StaffCommunityGroupList = z.infer<typeof StaffCommunityGroupList>;
