import { queryOptions, useQueries } from '@tanstack/react-query';
import type { QuizSummary } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/quizzes/?course={id}` (bearer): a course's quizzes with the learner's attempts. */
export function getCourseQuizzes(courseId: number, signal?: AbortSignal): Promise<QuizSummary[]> {
  return callApi(playerRoutes.courseQuizzes, { query: { course: courseId } }, { signal });
}

/** The lesson player's key for the same call: the dashboard and the player share one cache entry. */
export const courseQuizzesQueryKey = (viewerId: string, courseId: number) =>
  ['me', viewerId, 'course-quizzes', courseId] as const;

export function courseQuizzesQueryOptions(viewerId: string, courseId: number) {
  return queryOptions({
    queryKey: courseQuizzesQueryKey(viewerId, courseId),
    queryFn: ({ signal }) => getCourseQuizzes(courseId, signal),
  });
}

/** The quizzes of each course, in the order of `courseIds`, each with its own loading and error state. */
export function useCoursesQuizzes(courseIds: readonly number[]) {
  const viewerId = useViewerId();
  return useQueries({
    queries: courseIds.map((courseId) => ({
      ...courseQuizzesQueryOptions(viewerId ?? '', courseId),
      enabled: viewerId !== null,
    })),
  });
}
