import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/course_detail/{id}/`: the course page in one call (details, curriculum, FAQ, reviews). */
export function getCourseDetail(courseId: number, signal?: AbortSignal): Promise<CourseFullDetail> {
  return callApi(learningRoutes.courseDetail, { params: { id: courseId } }, { signal });
}

export const courseDetailQueryKey = (courseId: number) => ['catalog', 'course-detail', courseId] as const;

export function courseDetailQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseDetailQueryKey(courseId),
    queryFn: ({ signal }) => getCourseDetail(courseId, signal),
  });
}

export function useCourseDetail(courseId: number | null) {
  return useQuery({ ...courseDetailQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
