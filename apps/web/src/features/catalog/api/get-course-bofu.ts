import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseBofu } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/{id}/bofu/`: the focused landing page: outcomes, proof, the offer. */
export function getCourseBofu(courseId: number, signal?: AbortSignal): Promise<CourseBofu> {
  return callApi(learningRoutes.bofu, { params: { id: courseId } }, { signal });
}

export const courseBofuQueryKey = (courseId: number) => ['catalog', 'course-bofu', courseId] as const;

export function courseBofuQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseBofuQueryKey(courseId),
    queryFn: ({ signal }) => getCourseBofu(courseId, signal),
  });
}

export function useCourseBofu(courseId: number | null) {
  return useQuery({ ...courseBofuQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
