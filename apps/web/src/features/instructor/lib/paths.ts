/** The instructor dashboard's pages (SPEC.md §2 /ir-dashboard). */
export const INSTRUCTOR_HOME_PATH = '/ir-dashboard';
export const MY_COURSES_PATH = '/ir-dashboard/my-courses';
export const ADD_COURSE_PATH = '/ir-dashboard/add-courses';
export const courseDetailsPath = (id: number) => `/ir-dashboard/course-details/${id}`;
export const myCoursesPathFor = (state?: string) =>
  state ? `${MY_COURSES_PATH}?status=${state}` : MY_COURSES_PATH;
/** The public course page (only a published course has one learners can open). */
export const publicCoursePath = (id: number) => `/courseDetails/${id}`;
/** /ir-dashboard/job-details: the open jobs the instructor's courses teach for. */
export const TEACHING_JOBS_PATH = '/ir-dashboard/job-details';
/** The job's public page on the board. */
export const publicJobPath = (id: number) => `/jobs/${id}`;
