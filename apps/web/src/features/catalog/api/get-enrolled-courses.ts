import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../lib/use-viewer-id';

/** `GET /api/course/enrolled/` (bearer): the viewer's courses with progress, newest enrolment first. */
export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return callApi(learningRoutes.enrolledCourses, {}, { signal });
}

export const enrolledCoursesQueryKey = (viewerId: string) => ['me', viewerId, 'enrolled'] as const;

export function enrolledCoursesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: enrolledCoursesQueryKey(viewerId),
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The ids of the courses the viewer is enrolled in, for marking course lists (SPEC.md §3, §4: "course
 * lists are marked isEnrolled" on the client). Asked only when signed in (SPEC.md §7); empty otherwise,
 * and while it loads or if it fails: a list without badges is still a working list.
 */
export function useEnrolledCourseIds(): ReadonlySet<number> {
  const viewerId = useViewerId();
  const { data } = useQuery({ ...enrolledCoursesQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
  return useMemo(
    () => (viewerId && data ? new Set(data.map((entry) => entry.course.id)) : NONE),
    [viewerId, data],
  );
}
