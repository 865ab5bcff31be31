import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizSummary } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/quizzes/?course={id}` (bearer, enrolled): the course's quizzes with the best scores. */
export function getCourseQuizzes(courseId: number, signal?: AbortSignal): Promise<QuizSummary[]> {
  return callApi(playerRoutes.courseQuizzes, { query: { course: courseId } }, { signal });
}

export const courseQuizzesQueryKey = (viewerId: string, courseId: number) =>
  ['me', viewerId, 'course-quizzes', courseId] as const;

export function courseQuizzesQueryOptions(viewerId: string, courseId: number) {
  return queryOptions({
    queryKey: courseQuizzesQueryKey(viewerId, courseId),
    queryFn: ({ signal }) => getCourseQuizzes(courseId, signal),
  });
}

/** Only for enrolled learners (the server answers 403 otherwise): a preview shows no quizzes. */
export function useCourseQuizzes(courseId: number | null, enrolled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    ...courseQuizzesQueryOptions(viewerId ?? '', courseId ?? 0),
    enabled: viewerId !== null && courseId !== null && enrolled,
  });
}
