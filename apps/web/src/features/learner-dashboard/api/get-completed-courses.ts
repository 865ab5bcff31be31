import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletedCourse } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/completed-courses/` (bearer): completed courses with their certificates, newest first. */
export function getCompletedCourses(signal?: AbortSignal): Promise<CompletedCourse[]> {
  return callApi(playerRoutes.completedCourses, {}, { signal });
}

export const completedCoursesQueryKey = (viewerId: string) => ['me', viewerId, 'completed-courses'] as const;

export function completedCoursesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: completedCoursesQueryKey(viewerId),
    queryFn: ({ signal }) => getCompletedCourses(signal),
  });
}

export function useCompletedCourses() {
  const viewerId = useViewerId();
  return useQuery({ ...completedCoursesQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
}
