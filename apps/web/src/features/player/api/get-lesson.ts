import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonContent } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/course/lessons/{id}/` (bearer): the lesson's content and the learner's progress. 403 without
 * a seat (except a free preview), 404 for a lesson that does not exist.
 */
export function getLesson(lessonId: number, signal?: AbortSignal): Promise<LessonContent> {
  return callApi(playerRoutes.lesson, { params: { id: lessonId } }, { signal });
}

export const lessonQueryKey = (viewerId: string, lessonId: number) =>
  ['me', viewerId, 'lesson', lessonId] as const;

export function lessonQueryOptions(viewerId: string, lessonId: number) {
  return queryOptions({
    queryKey: lessonQueryKey(viewerId, lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
  });
}

/** The player's lesson; the route guard already requires a session, so `viewerId` is set. */
export function useLesson(lessonId: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    ...lessonQueryOptions(viewerId ?? '', lessonId ?? 0),
    enabled: viewerId !== null && lessonId !== null,
  });
}
