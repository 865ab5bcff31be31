import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/course/enrolled/` (bearer): the courses a learner may ask about. The same key as the learner
 * dashboard's list (`['me', viewer, 'enrolled']`), so the two share one cached answer.
 */
export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return callApi(learningRoutes.enrolledCourses, {}, { signal });
}

export function enrolledCoursesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['me', viewerId, 'enrolled'] as const,
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });
}

export function useEnrolledCourses(enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({ ...enrolledCoursesQueryOptions(viewerId ?? ''), enabled: enabled && viewerId !== null });
}
