import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  FileText,
  Handshake,
  Info,
  LifeBuoy,
  Newspaper,
  Package,
  Rocket,
  UserSearch,
} from 'lucide-react';
import { SITE } from '@dokkho/contract/site';

export interface NavItem {
  label: MessageDescriptor;
  /** A path in the app, or a full URL when `external`. */
  to: string;
  external?: boolean;
  icon?: LucideIcon;
}

/** SPEC.md §2 "Navigation bar": the desktop links, in this order. */
export const PRIMARY_LINKS: readonly NavItem[] = [
  { label: msg`All Courses`, to: '/allcourses' },
  { label: msg`Career Path`, to: '/allCareerPath' },
  { label: msg`Learning Center`, to: '/learning-center' },
];

/** SPEC.md §2: the "More" dropdown, in this order; the blog is an external site (opens in a new tab). */
export const MORE_LINKS: readonly NavItem[] = [
  { label: msg`Bundle Offer`, to: '/bundle-offer', icon: Package },
  { label: msg`About Us`, to: '/about', icon: Info },
  { label: msg`Business`, to: '/business', icon: Building2 },
  { label: msg`Career`, to: '/career', icon: Rocket },
  { label: msg`Hire`, to: '/hiringpage', icon: UserSearch },
  { label: msg`Affiliate`, to: '/affiliation', icon: Handshake },
  { label: msg`Support Session`, to: '/support-session', icon: LifeBuoy },
  { label: msg`Resume Builder`, to: '/resume', icon: FileText },
  { label: msg`Blogs`, to: SITE.blogUrl, external: true, icon: Newspaper },
];
