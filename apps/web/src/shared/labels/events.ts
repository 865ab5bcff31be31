import { msg } from '@lingui/core/macro';
import type { CommunityPlatform, CommunityTopic } from '@dokkho/contract/community-groups';
import type { AdvisorTopic } from '@dokkho/contract/support-sessions';
import type { LabelMap } from './resolve';

/** What a career advisor's slot offers (issue 18 item 6): the public page and the staff console. */
export const ADVISOR_TOPIC_LABELS: LabelMap<AdvisorTopic> = {
  cv_review: msg`CV review`,
  career_change: msg`Career change`,
  interview_practice: msg`Interview practice`,
  course_choice: msg`Choosing a course`,
  freelancing: msg({ message: 'Freelancing', context: 'advisor topic' }),
};

/** The community groups' topics (issue 18 item 7). */
export const COMMUNITY_TOPIC_LABELS: LabelMap<CommunityTopic> = {
  web_development: msg`Web development`,
  data_science: msg`Data science and analytics`,
  design: msg`Design`,
  digital_marketing: msg`Digital marketing`,
  english: msg`Spoken English`,
  career: msg`Jobs and careers`,
  freelancing: msg({ message: 'Freelancing', context: 'community topic' }),
};

export const COMMUNITY_PLATFORM_LABELS: LabelMap<CommunityPlatform> = {
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  telegram: msg`Telegram`,
};
