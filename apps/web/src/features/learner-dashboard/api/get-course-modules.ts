import { queryOptions, useQueries } from '@tanstack/react-query';
import type { CourseModulesResponse } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/course/modules/?course={id}` (bearer): a course's modules with the learner's done marks, where
 * "Continue learning" goes (`resume_lesson_id`) and the live classes with their start times.
 */
export function getCourseModules(courseId: number, signal?: AbortSignal): Promise<CourseModulesResponse> {
  return callApi(playerRoutes.courseModules, { query: { course: courseId } }, { signal });
}

/** The lesson player's key for the same call: the dashboard and the player share one cache entry. */
export const courseModulesQueryKey = (viewerId: string, courseId: number) =>
  ['me', viewerId, 'course-modules', courseId] as const;

export function courseModulesQueryOptions(viewerId: string, courseId: number) {
  return queryOptions({
    queryKey: courseModulesQueryKey(viewerId, courseId),
    queryFn: ({ signal }) => getCourseModules(courseId, signal),
  });
}

export interface CourseModulesState {
  /** By course id; a course whose call has not answered (yet) is missing. */
  byCourse: ReadonlyMap<number, CourseModulesResponse>;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The modules of several courses at once (the learner's enrolments), one cached call per course. */
export function useCoursesModules(courseIds: readonly number[]): CourseModulesState {
  const viewerId = useViewerId();
  return useQueries({
    queries: courseIds.map((courseId) => ({
      ...courseModulesQueryOptions(viewerId ?? '', courseId),
      enabled: viewerId !== null,
    })),
    combine: (results) => {
      const byCourse = new Map<number, CourseModulesResponse>();
      for (const result of results) if (result.data) byCourse.set(result.data.course_id, result.data);
      return {
        byCourse,
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        refetch: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
