import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/enrolled/` (bearer): the learner's courses with progress, newest enrolment first. */
export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return callApi(learningRoutes.enrolledCourses, {}, { signal });
}

/**
 * The same key as the catalog's "isEnrolled" query (`['me', viewer, 'enrolled']`): one cache entry serves
 * the course lists and the dashboard, and a free enrolment on a course page refreshes both.
 */
export const enrolledCoursesQueryKey = (viewerId: string) => ['me', viewerId, 'enrolled'] as const;

export function enrolledCoursesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: enrolledCoursesQueryKey(viewerId),
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });
}

/** The signed-in learner's courses (the dashboard is behind the learner guard, so a viewer exists). */
export function useEnrolledCourses() {
  const viewerId = useViewerId();
  return useQuery({ ...enrolledCoursesQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
}
