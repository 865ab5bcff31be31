import type {
  TeachingCourseDetail,
  TeachingCourseParams,
  TeachingCourses,
  TeachingCoursesQuery,
  TeachingDashboard,
  TeachingLearners,
  TeachingLearnersQuery,
} from '../teaching';
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
};
