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
  label: string;
  /** A path in the app, or a full URL when `external`. */
  to: string;
  external?: boolean;
  icon?: LucideIcon;
}

/** SPEC.md §2 "Navigation bar": the desktop links, in this order. */
export const PRIMARY_LINKS: readonly NavItem[] = [
  { label: 'All Courses', to: '/allcourses' },
  { label: 'Career Path', to: '/allCareerPath' },
  { label: 'Learning Center', to: '/learning-center' },
];

/** SPEC.md §2: the "More" dropdown, in this order; the blog is an external site (opens in a new tab). */
export const MORE_LINKS: readonly NavItem[] = [
  { label: 'Bundle Offer', to: '/bundle-offer', icon: Package },
  { label: 'About Us', to: '/about', icon: Info },
  { label: 'Business', to: '/business', icon: Building2 },
  { label: 'Career', to: '/career', icon: Rocket },
  { label: 'Hire', to: '/hiringpage', icon: UserSearch },
  { label: 'Affiliate', to: '/affiliation', icon: Handshake },
  { label: 'Support Session', to: '/support-session', icon: LifeBuoy },
  { label: 'Resume Builder', to: '/resume', icon: FileText },
  { label: 'Blogs', to: SITE.blogUrl, external: true, icon: Newspaper },
];
