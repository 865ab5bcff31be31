export const RECRUITER_HOME_PATH = '/hr-dashboard';
export const JOB_POSTS_PATH = '/hr-dashboard/job-details';
export const COMPANY_PROFILE_PATH = '/hr-dashboard/update-profile';

/** The job posts page with the editor open: `?post=new` for a new post, `?post=12` to edit one. */
export const NEW_JOB_POST_HREF = `${JOB_POSTS_PATH}?post=new`;
export const editJobPostHref = (id: number) => `${JOB_POSTS_PATH}?post=${id}`;
