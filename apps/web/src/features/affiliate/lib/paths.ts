export const AFFILIATE_DASHBOARD_PATH = '/affiliate-dashboard';
export const AFFILIATE_PROFILE_PATH = '/affiliate-dashboard/profile';
export const AFFILIATE_PAYMENTS_PATH = '/affiliate-dashboard/payments';
export const AFFILIATION_PATH = '/affiliation';

/** The course link an affiliate shares (SPEC.md §2 /courseDetails/{coursesId}/affiliate/{affiliateId}). */
export function referralPath(courseId: number, code: string): string {
  return `/courseDetails/${courseId}/affiliate/${encodeURIComponent(code)}`;
}

/** The same link, absolute, for sharing outside the site. */
export function referralUrl(courseId: number, code: string, origin = window.location.origin): string {
  return `${origin}${referralPath(courseId, code)}`;
}
