import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/**
 * `GET /api/course/course_detail/{id}/` (public): here for a course's rating breakdown right after the
 * learner's review. The reply is publicly cached for 60 s, so it is revalidated ('no-cache'): that also
 * puts the fresh page in the browser's cache for the course page itself.
 */
export function getCourseDetail(courseId: number, signal?: AbortSignal): Promise<CourseFullDetail> {
  return callApi(learningRoutes.courseDetail, { params: { id: courseId } }, { signal, cache: 'no-cache' });
}

/** The course page's key (`['catalog', 'course-detail', id]`): a review saved here refreshes that page too. */
export const courseDetailQueryKey = (courseId: number) => ['catalog', 'course-detail', courseId] as const;

export function courseDetailQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseDetailQueryKey(courseId),
    queryFn: ({ signal }) => getCourseDetail(courseId, signal),
  });
}

export function useCourseDetail(courseId: number, enabled = true) {
  return useQuery({ ...courseDetailQueryOptions(courseId), enabled });
}
