import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseModulesResponse } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/modules/?course={id}` (bearer): the sidebar, with done marks and the course's progress. */
export function getCourseModules(courseId: number, signal?: AbortSignal): Promise<CourseModulesResponse> {
  return callApi(playerRoutes.courseModules, { query: { course: courseId } }, { signal });
}

export const courseModulesQueryKey = (viewerId: string, courseId: number) =>
  ['me', viewerId, 'course-modules', courseId] as const;

export function courseModulesQueryOptions(viewerId: string, courseId: number) {
  return queryOptions({
    queryKey: courseModulesQueryKey(viewerId, courseId),
    queryFn: ({ signal }) => getCourseModules(courseId, signal),
  });
}

export function useCourseModules(courseId: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    ...courseModulesQueryOptions(viewerId ?? '', courseId ?? 0),
    enabled: viewerId !== null && courseId !== null,
  });
}
