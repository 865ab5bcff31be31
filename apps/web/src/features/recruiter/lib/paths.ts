export const RECRUITER_HOME_PATH = '/hr-dashboard';
export const JOB_POSTS_PATH = '/hr-dashboard/job-details';
export const COMPANY_PROFILE_PATH = '/hr-dashboard/update-profile';

/** The job posts page with the editor open: `?post=new` for a new post, `?post=12` to edit one. */
export const NEW_JOB_POST_HREF = `${JOB_POSTS_PATH}?post=new`;
export const editJobPostHref = (id: number) => `${JOB_POSTS_PATH}?post=${id}`;

/** Issue 6, second slice: the pipeline. */
export const jobApplicantsHref = (jobId: number) => `${JOB_POSTS_PATH}/${jobId}/applicants`;
export const applicantHref = (applicationId: number) => `/hr-dashboard/applicants/${applicationId}`;
export const SORT_RESUME_PATH = '/hr-dashboard/sort-resume';
export const rankingHref = (jobId: number) => `/hr-dashboard/filter-resume/${jobId}`;
export const SHORTLIST_PATH = '/hr-dashboard/shortlisteddata';
export const TALENTS_PATH = '/hr-dashboard/talents';
export const talentHref = (seekerId: number) => `${TALENTS_PATH}/${seekerId}`;
