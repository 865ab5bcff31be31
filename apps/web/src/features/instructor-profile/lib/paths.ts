/** The instructor's update-profile pages (SPEC.md §2: /ir-dashboard/update-profile and its children). */
export const PROFILE_PATHS = {
  profile: '/ir-dashboard/update-profile',
  account: '/ir-dashboard/update-profile/account',
  achievements: '/ir-dashboard/update-profile/achievements',
  education: '/ir-dashboard/update-profile/education',
} as const;
