import { personalQueryPrefix } from '../../../shared/auth/use-viewer-id';

/**
 * The staff queries hang under the viewer's personal prefix (`['me', viewerId, ...]`): what one staff member
 * loaded is never shown to the next person who signs in on the same device.
 */
export const staffQueryPrefix = (viewerId: string) => [...personalQueryPrefix(viewerId), 'staff'] as const;
export const staffOrdersPrefix = (viewerId: string) => [...staffQueryPrefix(viewerId), 'orders'] as const;
export const staffPayoutsPrefix = (viewerId: string) => [...staffQueryPrefix(viewerId), 'payouts'] as const;
export const staffJobReportsPrefix = (viewerId: string) =>
  [...staffQueryPrefix(viewerId), 'job-reports'] as const;
export const staffHiringLeadsPrefix = (viewerId: string) =>
  [...staffQueryPrefix(viewerId), 'hiring-leads'] as const;
export const staffSynonymsPrefix = (viewerId: string) =>
  [...staffQueryPrefix(viewerId), 'search-synonyms'] as const;
export const staffCourseReviewsPrefix = (viewerId: string) =>
  [...staffQueryPrefix(viewerId), 'course-reviews'] as const;
export const staffAdvisorSlotsPrefix = (viewerId: string) =>
  [...staffQueryPrefix(viewerId), 'advisor-slots'] as const;
export const staffCommunityGroupsPrefix = (viewerId: string) =>
  [...staffQueryPrefix(viewerId), 'community-groups'] as const;
