/** The job seeker dashboard's addresses (SPEC.md §2: /js-dashboard/*; the job-details views take `?id=`). */
export const SEEKER_HOME_PATH = '/js-dashboard';
export const AVAILABLE_JOBS_PATH = '/js-dashboard/available-jobs';
export const APPLIED_JOBS_PATH = '/js-dashboard/applied-jobs';
export const PROFILE_PATH = '/js-dashboard/update-profile';
export const EXPERIENCE_PATH = '/js-dashboard/update-profile/job-experience';
export const EDUCATION_PATH = '/js-dashboard/update-profile/education';
export const SECURITY_PATH = '/js-dashboard/update-profile/security';

export const availableJobHref = (jobId: number) => `${AVAILABLE_JOBS_PATH}/job-details?id=${jobId}`;
export const latestJobHref = (jobId: number) => `/js-dashboard/latest-jobs/job-details?id=${jobId}`;
export const applicationHref = (applicationId: number) =>
  `${APPLIED_JOBS_PATH}/job-details?id=${applicationId}`;
export const appliedJobsHref = (status?: string) =>
  status ? `${APPLIED_JOBS_PATH}?status=${encodeURIComponent(status)}` : APPLIED_JOBS_PATH;

/** The account's own profile (name, photo), shared by every dashboard. */
export const ACCOUNT_PROFILE_PATH = '/newDashboard/profile';

/**
 * Where to fix one of the profile's missing items (the server's sentences, e.g. "Add your work experience
 * (internships count)", "Add your education", "Add a profile picture"): the page that has the field.
 */
export function missingItemHref(item: string): string {
  if (/picture|photo/i.test(item)) return ACCOUNT_PROFILE_PATH;
  if (/experience/i.test(item)) return EXPERIENCE_PATH;
  if (/education|qualification/i.test(item)) return EDUCATION_PATH;
  return PROFILE_PATH;
}
