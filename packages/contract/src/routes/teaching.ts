import type {
  TeachingCourse,
  TeachingCourseDetail,
  TeachingCourseParams,
  TeachingCourses,
  TeachingCoursesQuery,
  TeachingDashboard,
  TeachingLearners,
  TeachingLearnersQuery,
} from '../teaching';
import type {
  CourseReviewDetail,
  CourseReviewParams,
  CourseReviewQueue,
  CourseReviewQueueQuery,
  CourseSendBackRequest,
} from '../course-review';
import type { TeachingJobs } from '../teaching-jobs';
import type {
  LiveClassCreate,
  LiveClassParams,
  LiveClassRecording,
  LiveClassUpdate,
  TeachingLiveClasses,
} from '../live-classes';
import { route } from '../route';

/**
 * Issue 17 item 1 (SPEC.md §2 /ir-dashboard): the instructor's dashboard, their courses in every state and
 * one course's learners, reviews and revenue. Every course is looked up among the caller's own.
 */
export const teachingRoutes = {
  dashboard: route<{ response: typeof TeachingDashboard }>()('GET', '/instructor/dashboard/', 'instructor'),
  courses: route<{ query: typeof TeachingCoursesQuery; response: typeof TeachingCourses }>()(
    'GET',
    '/instructor/courses/',
    'instructor',
  ),
  course: route<{ params: typeof TeachingCourseParams; response: typeof TeachingCourseDetail }>()(
    'GET',
    '/instructor/courses/:id/',
    'instructor',
  ),
  learners: route<{
    params: typeof TeachingCourseParams;
    query: typeof TeachingLearnersQuery;
    response: typeof TeachingLearners;
  }>()('GET', '/instructor/courses/:id/learners/', 'instructor'),
  /** /ir-dashboard/job-details: open posts whose skills the caller's courses teach, and certified applicants. */
  jobs: route<{ response: typeof TeachingJobs }>()('GET', '/instructor/jobs/', 'instructor'),
  /** Issue 17 item 4: a draft goes to staff's review queue (owner only, only a draft, complete enough). */
  submit: route<{ params: typeof TeachingCourseParams; response: typeof TeachingCourse }>()(
    'POST',
    '/instructor/courses/:id/submit/',
    'instructor',
  ),
  /** Takes a course out of the review queue, back to draft. */
  withdraw: route<{ params: typeof TeachingCourseParams; response: typeof TeachingCourse }>()(
    'POST',
    '/instructor/courses/:id/withdraw/',
    'instructor',
  ),
  /**
   * Issue 17 item 9: the live classes of a course the caller teaches (draft or published; an archived one
   * reads only). Each write answers the whole list again.
   */
  liveClasses: route<{ params: typeof TeachingCourseParams; response: typeof TeachingLiveClasses }>()(
    'GET',
    '/instructor/courses/:id/live-classes/',
    'instructor',
  ),
  scheduleLiveClass: route<{
    params: typeof TeachingCourseParams;
    body: typeof LiveClassCreate;
    response: typeof TeachingLiveClasses;
  }>()('POST', '/instructor/courses/:id/live-classes/', 'instructor'),
  updateLiveClass: route<{
    params: typeof LiveClassParams;
    body: typeof LiveClassUpdate;
    response: typeof TeachingLiveClasses;
  }>()('PATCH', '/instructor/courses/:id/live-classes/:module_id/', 'instructor'),
  cancelLiveClass: route<{ params: typeof LiveClassParams; response: typeof TeachingLiveClasses }>()(
    'DELETE',
    '/instructor/courses/:id/live-classes/:module_id/',
    'instructor',
  ),
  liveClassRecording: route<{
    params: typeof LiveClassParams;
    body: typeof LiveClassRecording;
    response: typeof TeachingLiveClasses;
  }>()('PUT', '/instructor/courses/:id/live-classes/:module_id/recording/', 'instructor'),
};

/** Issue 17 item 4, staff's side: the review queue, a course read-only, publish or send back. */
export const courseReviewRoutes = {
  queue: route<{ query: typeof CourseReviewQueueQuery; response: typeof CourseReviewQueue }>()(
    'GET',
    '/admin/course-reviews/',
    'staff',
  ),
  course: route<{ params: typeof CourseReviewParams; response: typeof CourseReviewDetail }>()(
    'GET',
    '/admin/course-reviews/:id/',
    'staff',
  ),
  publish: route<{ params: typeof CourseReviewParams; response: typeof CourseReviewDetail }>()(
    'POST',
    '/admin/course-reviews/:id/publish/',
    'staff',
  ),
  sendBack: route<{
    params: typeof CourseReviewParams;
    body: typeof CourseSendBackRequest;
    response: typeof CourseReviewDetail;
  }>()('POST', '/admin/course-reviews/:id/send-back/', 'staff'),
};
